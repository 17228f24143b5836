import { pagePerTest, render, screen, userSession, waitFor, within } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { AddressEntryFields } from '../../../ui/leads/address-lookup.view.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { BookValuationView } from '../../../ui/valuation/book-valuation.view.js';
import { BookValuationViewModel } from '../../../ui/valuation/book-valuation.view-model.js';
import { RecordingNotifier } from '../services/fakes.js';
import {
  FakeAddressLookup,
  FakeBranchLookup,
  FakeCaptcha,
  NOW,
  RecordingAnalytics,
  RecordingLeads,
  valuationSettings,
} from './valuation-fakes.js';

function aBooking(singleStep = false) {
  return new BookValuationViewModel({
    settings: valuationSettings(singleStep),
    leads: new RecordingLeads(),
    captcha: new FakeCaptcha(),
    notifier: new RecordingNotifier(),
    analytics: new RecordingAnalytics(),
    branchLookup: new FakeBranchLookup(),
    addressLookup: new FakeAddressLookup(),
    clock: { now: () => NOW },
    drafts: new LeadDrafts(),
  });
}

describe('the address lookup combobox (jsdom)', () => {
  pagePerTest();

  it('suggests addresses as a listbox, moves with the arrow keys, picks with Enter and shows the address on one line', async () => {
    const vm = aBooking();
    const stop = vm.start();
    const user = userSession();
    await render(<AddressEntryFields entry={vm.address} form={vm.form} label="Property address" />);
    const box = screen.getByRole('combobox', { name: /Property address/ });
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    await user.type(box, 'priory');
    const option = await screen.findByRole(
      'option',
      { name: '12 Priory Avenue, Taunton, TA1 4AB' },
      { timeout: 2000 },
    );
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).to.equal(option.id);
    expect(option.getAttribute('aria-selected')).to.equal('true');
    await user.keyboard('{Enter}');
    const chosen = await screen.findByRole('group', { name: 'Property address' });
    expect(
      within(chosen).getByText('12 Priory Avenue, Taunton, Somerset, TA1 4AB').textContent,
    ).to.equal('12 Priory Avenue, Taunton, Somerset, TA1 4AB');
    await waitFor(() => expect(document.activeElement).to.equal(chosen));
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    await waitFor(() =>
      expect(document.activeElement).to.equal(
        screen.getByRole('combobox', { name: /Property address/ }),
      ),
    );
    stop();
  });

  it("says 'Sorry we couldn't find that address', keeps Escape for the list, and clears with the clear button", async () => {
    const vm = aBooking();
    const stop = vm.start();
    const user = userSession();
    await render(<AddressEntryFields entry={vm.address} form={vm.form} label="Property address" />);
    const box = screen.getByRole('combobox', { name: /Property address/ });
    await user.type(box, 'zzzz');
    await screen.findByText(
      "Sorry we couldn't find that address",
      { selector: '.address-search__message' },
      { timeout: 2000 },
    );
    expect(box.getAttribute('aria-describedby')).to.contain(
      document.querySelector('.address-search__message')?.id,
    );
    await user.click(screen.getByRole('button', { name: 'Clear the address search' }));
    expect((box as HTMLInputElement).value).to.equal('');
    expect(document.activeElement).to.equal(box);
    await user.type(box, 'priory');
    await screen.findByRole('option', {}, { timeout: 2000 });
    const escape = sinon.spy();
    document.addEventListener('keydown', (e) => escape(e.defaultPrevented));
    await user.keyboard('{Escape}');
    expect(escape.calledWith(true)).to.equal(true);
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    stop();
  });
});

describe('the book-a-valuation view (jsdom)', () => {
  pagePerTest();

  it('counts the steps, shows each SPEC message on an empty Next and focuses the first field in error', async () => {
    const vm = aBooking();
    const user = userSession();
    await render(<BookValuationView vm={vm} onClose={() => undefined} />);
    expect(
      screen.getByRole('dialog', { name: 'Book a valuation' }).getAttribute('aria-modal'),
    ).to.equal('true');
    expect(document.querySelector('.valuation-progress__text')?.textContent).to.equal('Step 1/3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Please enter a valid first name',
      'Please enter a valid last name',
      'Please enter a valid email',
      'Please enter a valid phone number',
      'You must enter a valid address',
    ]) {
      expect(screen.getAllByText(message), message).to.have.length(1);
    }
    await waitFor(() =>
      expect(document.activeElement).to.equal(screen.getByRole('textbox', { name: /First name/ })),
    );
  });

  it('closes on Back from step 1', async () => {
    const vm = aBooking();
    const onClose = sinon.spy();
    const user = userSession();
    await render(<BookValuationView vm={vm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(onClose.called).to.equal(true));
  });

  it('offers the days as radios and the times as checkboxes on step 2, with the time slot message', async () => {
    const vm = aBooking();
    const user = userSession();
    vm.address.enterManually();
    for (const [field, value] of [
      ['first_name', 'Ann'],
      ['last_name', 'Smith'],
      ['email', 'ann@example.co.uk'],
      ['tel_home', '01823 456789'],
      ['street', 'Priory Avenue'],
      ['town', 'Taunton'],
      ['postcode', 'TA1 4AB'],
    ] as const)
      vm.form.setValue(field, value);
    await render(<BookValuationView vm={vm} onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Choose a day for the visit' });
    await waitFor(() => expect(document.activeElement).to.equal(heading));
    expect(document.querySelector('.valuation-progress__text')?.textContent).to.equal('Step 2/3');
    const monday = screen.getByRole('radio', {
      name: /Monday 23 November 2026/,
    }) as HTMLInputElement;
    expect(monday.checked).to.equal(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please select a valid time slot')).to.have.length(1);
    await waitFor(() =>
      expect(document.activeElement).to.equal(screen.getByRole('checkbox', { name: '9am' })),
    );
    await user.click(screen.getByRole('button', { name: 'All pm' }));
    expect(
      screen.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value')),
    ).to.deep.equal(['12:00', '13:00', '14:00', '15:00', '16:00']);
  });
});
