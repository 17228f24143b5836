import { expect } from 'chai';
import sinon from 'sinon';
import {
  listenForFormBotCheck,
  type FormBotCheckWork,
} from '../../../adapters/browser/form-bot-check.listener.js';
import { page } from '../support/dom.js';

const HTML = `<!doctype html><html><body>
  <form id="lead" action="/leads" method="post"><input id="name" name="name"><button id="send">Send</button></form>
  <input id="outside" name="email" form="lead">
  <input id="loose" name="q">
</body></html>`;

function work(): FormBotCheckWork & { focus: sinon.SinonSpy; submit: sinon.SinonSpy } {
  return { focus: sinon.spy(), submit: sinon.spy() };
}

/** Lets the loading promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listenForFormBotCheck', () => {
  function setUp(load: () => Promise<FormBotCheckWork>) {
    const dom = page('https://agency.example/branches', HTML);
    const doc = dom.window.document;
    const stop = listenForFormBotCheck(doc, load);
    const focus = (id: string) =>
      doc
        .getElementById(id)!
        .dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
    const submit = (preventedByApp = false) => {
      const form = doc.getElementById('lead')!;
      if (preventedByApp)
        form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
      const event = new dom.window.Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    };
    return { dom, doc, stop, focus, submit };
  }

  it('loads nothing until a focus lands in a form', async () => {
    const load = sinon.spy(async () => work());
    const { focus } = setUp(load);
    focus('loose');
    await settle();
    expect(load.called).to.equal(false);
  });

  it('loads the check once, at the first focus in a form, and passes every focus on with its form', async () => {
    const loaded = work();
    const load = sinon.spy(async () => loaded);
    const { focus, doc } = setUp(load);
    focus('name');
    focus('name');
    await settle();
    focus('outside');
    await settle();
    expect(load.calledOnce).to.equal(true);
    expect(loaded.focus.callCount).to.equal(3);
    expect(loaded.focus.alwaysCalledWithExactly(doc.getElementById('lead'))).to.equal(true);
  });

  it('passes on submits nobody prevented, once the check has loaded', async () => {
    const loaded = work();
    const { focus, submit } = setUp(async () => loaded);
    submit();
    expect(loaded.submit.called, 'before the check has loaded').to.equal(false);
    focus('name');
    await settle();
    const event = submit();
    expect(loaded.submit.calledOnceWithExactly(event)).to.equal(true);
  });

  it('holds a submit made while the check is on its way, and sends it again once it is here (the check sees it)', async () => {
    const loaded = work();
    let arrive!: (work: FormBotCheckWork) => void;
    const { focus, submit, doc } = setUp(() => new Promise((resolve) => (arrive = resolve)));
    const form = doc.getElementById('lead') as HTMLFormElement;
    const sentAgain = sinon.spy(form, 'requestSubmit');
    focus('name');
    const held = submit();
    expect(held.defaultPrevented, 'held while the check loads').to.equal(true);
    expect(sentAgain.called).to.equal(false);
    arrive(loaded);
    await settle();
    expect(sentAgain.calledOnce).to.equal(true);
    expect(loaded.submit.calledOnce, 'the check saw the submit sent again').to.equal(true);
  });

  it('sends a held submit as it is when the check could not load', async () => {
    const logged = sinon.stub(console, 'error');
    try {
      let fail!: (error: Error) => void;
      const { focus, submit, doc } = setUp(
        () => new Promise((_resolve, reject) => (fail = reject)),
      );
      const form = doc.getElementById('lead') as HTMLFormElement;
      const posted = sinon.stub(form, 'submit');
      focus('name');
      expect(submit().defaultPrevented).to.equal(true);
      fail(new TypeError('Failed to fetch dynamically imported module'));
      await settle();
      expect(posted.calledOnce).to.equal(true);
    } finally {
      logged.restore();
    }
  });

  it("leaves alone a submit the app's own listener prevented", async () => {
    const loaded = work();
    const { focus, submit } = setUp(async () => loaded);
    focus('name');
    await settle();
    submit(true);
    expect(loaded.submit.called).to.equal(false);
  });

  it('logs a chunk that could not load and tries again at the next focus', async () => {
    const loaded = work();
    const load = sinon.stub<[], Promise<FormBotCheckWork>>();
    load.onFirstCall().rejects(new TypeError('Failed to fetch dynamically imported module'));
    load.onSecondCall().resolves(loaded);
    const logged = sinon.stub(console, 'error');
    try {
      const { focus } = setUp(load);
      focus('name');
      await settle();
      focus('name');
      await settle();
      expect(load.callCount).to.equal(2);
      expect(loaded.focus.calledOnce).to.equal(true);
      expect(String(logged.firstCall?.args[0])).to.match(/^bot check: not loaded/);
    } finally {
      logged.restore();
    }
  });

  it('stops listening when told', async () => {
    const load = sinon.spy(async () => work());
    const { focus, stop } = setUp(load);
    stop();
    focus('name');
    await settle();
    expect(load.called).to.equal(false);
  });
});
