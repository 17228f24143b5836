import { pagePerTest, render, screen, userSession } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { createRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { ModalFrame } from '../../../ui/modal/modal-frame.view.js';
import { ModalError, ModalLoading } from '../../../ui/modal/modal-states.view.js';
import { scrollLockCount } from '../../../ui/modal/scroll-lock.js';
import { PART_NOT_LOADED_TEXT } from '../../../core/index.js';

/** A page with a trigger link; the modal shows while `open`. */
function Page({
  onClose,
  children,
  initialFocus,
}: {
  onClose?: () => void;
  children?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="#/book-a-valuation"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
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
      Name <input autoComplete="name" />
    </label>
    <button type="submit">Send</button>
  </form>
);

describe('ModalFrame', () => {
  let user: ReturnType<typeof userSession>;
  pagePerTest();
  beforeEach(() => {
    user = userSession();
  });

  const trigger = () => screen.getByRole('link', { name: 'Book a valuation' });

  /** Opens the modal as a visitor does, from the link, and answers the dialog. */
  async function openModal(): Promise<HTMLElement> {
    await user.click(trigger());
    return screen.getByRole('dialog', { name: 'Book a valuation' });
  }

  it('is a modal dialog named by its heading, with a Close button', async () => {
    await render(<Page>{form}</Page>);
    const modal = await openModal();
    expect(modal.getAttribute('aria-modal')).to.equal('true');
    expect(screen.getByRole('heading', { name: 'Book a valuation' })).to.equal(
      modal.querySelector('h2'),
    );
    expect(screen.getAllByRole('button', { name: 'Close' })).to.have.length(1);
  });

  it('moves focus to the first field of its content on open', async () => {
    await render(<Page>{form}</Page>);
    await openModal();
    expect(document.activeElement).to.equal(screen.getByLabelText('Name'));
  });

  it('focuses its heading when the content has nothing to focus', async () => {
    await render(
      <Page>
        <p>Our fees are set out below.</p>
      </Page>,
    );
    await openModal();
    expect(document.activeElement).to.equal(
      screen.getByRole('heading', { name: 'Book a valuation' }),
    );
  });

  it('focuses the element the route asks for', async () => {
    const ref = createRef<HTMLButtonElement>();
    await render(
      <Page initialFocus={ref}>
        {form}
        <button type="button" ref={ref}>
          Next
        </button>
      </Page>,
    );
    await openModal();
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Next' }));
  });

  it('wraps Tab from the last element to the first and Shift+Tab back', async () => {
    await render(<Page>{form}</Page>);
    await openModal();
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await user.tab();
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).to.equal(send);
  });

  it('leaves Tab alone between elements in the middle', async () => {
    await render(<Page>{form}</Page>);
    await openModal();
    expect(document.activeElement).to.equal(screen.getByLabelText('Name'));
    await user.tab();
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Send' }));
  });

  it('pulls focus back inside when it escapes to the page behind', async () => {
    await render(<Page>{form}</Page>);
    await openModal();
    trigger().focus();
    expect(document.activeElement).to.equal(screen.getByLabelText('Name'));
  });

  it('closes on Esc and returns focus to the link that opened it', async () => {
    const onClose = sinon.spy();
    await render(<Page onClose={onClose}>{form}</Page>);
    await openModal();
    await user.keyboard('{Escape}');
    expect(onClose.calledOnce).to.equal(true);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(document.activeElement).to.equal(trigger());
  });

  it('leaves an Esc alone when the content already used it (an open list box)', async () => {
    const onClose = sinon.spy();
    await render(
      <Page onClose={onClose}>
        <input aria-label="Address" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
      </Page>,
    );
    await openModal();
    expect(document.activeElement).to.equal(screen.getByLabelText('Address'));
    await user.keyboard('{Escape}');
    expect(onClose.called).to.equal(false);
    expect(screen.getByRole('dialog')).to.not.equal(null);
  });

  it('closes with the Close button', async () => {
    const onClose = sinon.spy();
    await render(<Page onClose={onClose}>{form}</Page>);
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose.calledOnce).to.equal(true);
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const onClose = sinon.spy();
    await render(<Page onClose={onClose}>{form}</Page>);
    const modal = await openModal();
    await user.click(screen.getByText('Name'));
    expect(onClose.called, 'click inside').to.equal(false);
    await user.click(modal.parentElement!);
    expect(onClose.calledOnce, 'click on overlay').to.equal(true);
  });

  it('stays open when a drag starts inside and ends on the overlay (selecting text)', async () => {
    const onClose = sinon.spy();
    await render(<Page onClose={onClose}>{form}</Page>);
    const modal = await openModal();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Name') },
      { target: modal.parentElement! },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onClose.called).to.equal(false);
    expect(screen.getByRole('dialog')).to.equal(modal);
  });

  it('locks body scroll while open and unlocks on close', async () => {
    await render(<Page>{form}</Page>);
    await openModal();
    expect(document.body.style.overflow).to.equal('hidden');
    expect(scrollLockCount(document)).to.equal(1);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).to.equal('');
    expect(scrollLockCount(document)).to.equal(0);
  });

  it('sends focus to #main when the opener has gone', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.append(opener);
    opener.focus();
    const view = await render(
      <ModalFrame title="Tenant information" onClose={() => undefined}>
        {form}
      </ModalFrame>,
    );
    expect(document.activeElement).to.equal(screen.getByLabelText('Name'));
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
    expect(document.activeElement).to.equal(screen.getByLabelText('Email'));
    await user.keyboard('{Escape}');
    expect(inner.calledOnce).to.equal(true);
    expect(outer.called).to.equal(false);
  });
});

describe('ModalLoading and ModalError', () => {
  let user: ReturnType<typeof userSession>;
  pagePerTest();
  beforeEach(() => {
    user = userSession();
  });

  it('announces the loading message exactly', async () => {
    await render(<ModalLoading message="Loading Instant Valuation" />);
    expect(screen.getByRole('status').textContent).to.equal('Loading Instant Valuation');
  });

  it('shows a failure as an alert with a Try again button', async () => {
    const onRetry = sinon.spy();
    await render(<ModalError message={PART_NOT_LOADED_TEXT} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).to.contain(PART_NOT_LOADED_TEXT);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry.calledOnce).to.equal(true);
  });

  it('has no Try again button without a retry', async () => {
    await render(<ModalError message={PART_NOT_LOADED_TEXT} />);
    expect(screen.queryByRole('button')).to.equal(null);
  });
});
