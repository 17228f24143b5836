import { actAsync, click, pressKey, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { createRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { ModalFrame } from '../../../ui/modal/modal-frame.view.js';
import { ModalError, ModalLoading } from '../../../ui/modal/modal-states.view.js';
import { scrollLockCount } from '../../../ui/modal/scroll-lock.js';

/** A page with a trigger link; the modal shows while `open`. */
function Page({ onClose, children, initialFocus }: { onClose?: () => void; children?: ReactNode; initialFocus?: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="#/book-a-valuation" id="trigger" onClick={(e) => { e.preventDefault(); setOpen(true); }}>
        Book a valuation
      </a>
      {open ? (
        <ModalFrame
          title="Book a valuation"
          initialFocusRef={initialFocus}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          {children}
        </ModalFrame>
      ) : null}
    </>
  );
}

const form = (
  <form>
    <label>
      Name <input id="name" autoComplete="name" />
    </label>
    <button type="submit" id="send">Send</button>
  </form>
);

async function openModal(view: { container: HTMLElement }): Promise<HTMLElement> {
  const trigger = view.container.querySelector<HTMLElement>('#trigger')!;
  trigger.focus();
  await actAsync(() => trigger.click());
  return dialog();
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (found === null) throw new Error('no dialog');
  return found;
}

describe('ModalFrame', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  it('is a modal dialog named by its heading', async () => {
    const view = await render(<Page>{form}</Page>);
    const modal = await openModal(view);
    expect(modal.getAttribute('aria-modal')).to.equal('true');
    const heading = document.getElementById(modal.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).to.equal('Book a valuation');
    expect(modal.querySelector('button[aria-label="Close"]')).to.not.equal(null);
  });

  it('moves focus to the first field of its content on open', async () => {
    const view = await render(<Page>{form}</Page>);
    await openModal(view);
    expect(document.activeElement?.id).to.equal('name');
  });

  it('focuses its heading when the content has nothing to focus', async () => {
    const view = await render(<Page><p>Our fees are set out below.</p></Page>);
    const modal = await openModal(view);
    expect(document.activeElement?.tagName).to.equal('H2');
    expect(modal.contains(document.activeElement)).to.equal(true);
  });

  it('focuses the element the route asks for', async () => {
    const ref = createRef<HTMLButtonElement>();
    const view = await render(
      <Page initialFocus={ref}>
        {form}
        <button type="button" ref={ref} id="chosen">Next</button>
      </Page>,
    );
    await openModal(view);
    expect(document.activeElement?.id).to.equal('chosen');
  });

  it('wraps Tab from the last element to the first and Shift+Tab back', async () => {
    const view = await render(<Page>{form}</Page>);
    const modal = await openModal(view);
    const close = modal.querySelector<HTMLElement>('button[aria-label="Close"]')!;
    const send = modal.querySelector<HTMLElement>('#send')!;
    send.focus();
    const notCancelled = pressKey(send, 'Tab');
    expect(notCancelled).to.equal(false);
    expect(document.activeElement).to.equal(close);
    pressKey(close, 'Tab', { shiftKey: true });
    expect(document.activeElement).to.equal(send);
  });

  it('leaves Tab alone between elements in the middle', async () => {
    const view = await render(<Page>{form}</Page>);
    const modal = await openModal(view);
    const name = modal.querySelector<HTMLElement>('#name')!;
    expect(pressKey(name, 'Tab')).to.equal(true);
  });

  it('pulls focus back inside when it escapes to the page behind', async () => {
    const view = await render(<Page>{form}</Page>);
    await openModal(view);
    view.container.querySelector<HTMLElement>('#trigger')!.focus();
    expect(document.activeElement?.id).to.equal('name');
  });

  it('closes on Esc and returns focus to the link that opened it', async () => {
    const onClose = sinon.spy();
    const view = await render(<Page onClose={onClose}>{form}</Page>);
    const modal = await openModal(view);
    await actAsync(() => pressKey(modal.querySelector('#name')!, 'Escape'));
    expect(onClose.calledOnce).to.equal(true);
    expect(document.querySelector('[role="dialog"]')).to.equal(null);
    expect(document.activeElement?.id).to.equal('trigger');
  });

  it('leaves an Esc alone when the content already used it (an open list box)', async () => {
    const onClose = sinon.spy();
    const view = await render(
      <Page onClose={onClose}>
        <input id="address" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
      </Page>,
    );
    await openModal(view);
    await actAsync(() => pressKey(document.getElementById('address')!, 'Escape'));
    expect(onClose.called).to.equal(false);
  });

  it('closes with the Close button', async () => {
    const onClose = sinon.spy();
    const view = await render(<Page onClose={onClose}>{form}</Page>);
    const modal = await openModal(view);
    await actAsync(() => click(modal.querySelector('button[aria-label="Close"]')!));
    expect(onClose.calledOnce).to.equal(true);
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const onClose = sinon.spy();
    const view = await render(<Page onClose={onClose}>{form}</Page>);
    const modal = await openModal(view);
    await actAsync(() => click(modal.querySelector('p, label')!));
    expect(onClose.called, 'click inside').to.equal(false);
    await actAsync(() => click(modal.parentElement!));
    expect(onClose.calledOnce, 'click on overlay').to.equal(true);
  });

  it('stays open when a drag starts inside and ends on the overlay (selecting text)', async () => {
    const onClose = sinon.spy();
    const view = await render(<Page onClose={onClose}>{form}</Page>);
    const modal = await openModal(view);
    await actAsync(() => click(modal.querySelector('label')!, modal.parentElement!));
    expect(onClose.called).to.equal(false);
  });

  it('locks body scroll while open and unlocks on close', async () => {
    const view = await render(<Page>{form}</Page>);
    const modal = await openModal(view);
    expect(document.body.style.overflow).to.equal('hidden');
    expect(scrollLockCount(document)).to.equal(1);
    await actAsync(() => pressKey(modal, 'Escape'));
    expect(document.body.style.overflow).to.equal('');
    expect(scrollLockCount(document)).to.equal(0);
  });

  it('sends focus to #main when the opener has gone', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.append(opener);
    opener.focus();
    const view = await render(<ModalFrame title="Tenant information" onClose={() => undefined}>{form}</ModalFrame>);
    expect(document.activeElement?.id).to.equal('name');
    opener.remove();
    view.unmount();
    expect(document.activeElement?.id).to.equal('main');
    expect(document.getElementById('main')?.getAttribute('tabindex')).to.equal('-1');
  });

  it('lets only the top-most of two open modals react to Esc', async () => {
    const outer = sinon.spy();
    const inner = sinon.spy();
    await render(
      <ModalFrame title="Property images" onClose={outer}>
        <button type="button">Next image</button>
        <ModalFrame title="Share" onClose={inner}>
          <input aria-label="Email" />
        </ModalFrame>
      </ModalFrame>,
    );
    await actAsync(() => pressKey(document.activeElement ?? document.body, 'Escape'));
    expect(inner.calledOnce).to.equal(true);
    expect(outer.called).to.equal(false);
  });
});

describe('ModalLoading and ModalError', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  it('announces the loading message exactly', async () => {
    const view = await render(<ModalLoading message="Loading Instant Valuation" />);
    const status = view.container.querySelector('[role="status"]');
    expect(status?.textContent).to.equal('Loading Instant Valuation');
  });

  it('shows a failure as an alert with a Try again button', async () => {
    const onRetry = sinon.spy();
    const view = await render(<ModalError message="Loading chunk calculator failed (timeout)" onRetry={onRetry} />);
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).to.contain('Loading chunk calculator failed (timeout)');
    const retry = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await actAsync(() => retry?.click());
    expect(onRetry.calledOnce).to.equal(true);
  });

  it('has no Try again button without a retry', async () => {
    const view = await render(<ModalError message="Loading chunk calculator failed (missing)" />);
    expect(view.container.querySelector('button')).to.equal(null);
  });
});
