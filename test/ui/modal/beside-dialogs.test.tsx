import { expect } from 'chai';
import { ModalFrame } from '../../../ui/modal/modal-frame.view.js';
import { BANNER_ROOM_PROPERTY, keepClearOfBanner } from '../../../ui/modal/beside-dialogs.js';
import { COOKIE_BANNER_HEIGHT_PROPERTY } from '../../../ui/consent/cookie-banner.view.js';
import { actAsync, pagePerTest, render, screen, userSession } from '../support/dom.js';

/** A first visit opened on a form: the cookie banner first in the page, the dialog open. */
function FirstVisitOnAForm() {
  return (
    <>
      <section aria-label="Cookies" data-beside-dialogs="">
        <button type="button">Accept</button>
        <button type="button">Reject</button>
      </section>
      <a href="/somewhere">Behind the dialog</a>
      <ModalFrame title="Book a valuation" onClose={() => undefined}>
        <label>
          Name <input />
        </label>
        <button type="submit">Send</button>
      </ModalFrame>
    </>
  );
}

/** The focused control's name: its label, else its text. */
const focusedName = () => {
  const element = document.activeElement;
  return element?.getAttribute('aria-label') ?? (element?.textContent?.trim() || element?.tagName);
};

describe('the cookie banner beside a dialog (jsdom)', () => {
  pagePerTest();

  it("takes the banner into the dialog's Tab loop, after its last control and before its first", async () => {
    const user = userSession();
    await render(<FirstVisitOnAForm />);
    expect(document.activeElement?.tagName, 'the dialog takes focus on open').to.equal('INPUT');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.tab();
    expect(focusedName()).to.equal('Accept');
    await user.tab();
    expect(focusedName()).to.equal('Reject');
    await user.tab();
    expect(focusedName(), 'back to the dialog’s first control (its Close button)').to.equal(
      'Close',
    );
    await user.tab({ shift: true });
    expect(focusedName()).to.equal('Reject');
    await user.tab({ shift: true });
    expect(focusedName()).to.equal('Accept');
    await user.tab({ shift: true });
    expect(focusedName(), 'from the banner back to the dialog’s last control').to.equal('Send');
  });

  it('lets focus rest in the banner, and still brings it back from the page behind', async () => {
    await render(<FirstVisitOnAForm />);
    await actAsync(() => screen.getByRole('button', { name: 'Accept' }).focus());
    expect(focusedName()).to.equal('Accept');
    await actAsync(() => screen.getByRole('link', { name: 'Behind the dialog' }).focus());
    expect(document.querySelector('[role="dialog"]')?.contains(document.activeElement)).to.equal(
      true,
    );
  });

  it("keeps the backdrop clear of the banner's height while it shows", async () => {
    const root = document.documentElement;
    const backdrop = document.createElement('div');
    document.body.append(backdrop);
    root.style.setProperty(COOKIE_BANNER_HEIGHT_PROPERTY, '180px');
    const stop = keepClearOfBanner(backdrop);
    expect(backdrop.style.getPropertyValue(BANNER_ROOM_PROPERTY)).to.equal('180px');
    root.style.removeProperty(COOKIE_BANNER_HEIGHT_PROPERTY);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      backdrop.style.getPropertyValue(BANNER_ROOM_PROPERTY),
      'the banner went: no room kept',
    ).to.equal('0px');
    stop();
  });
});
