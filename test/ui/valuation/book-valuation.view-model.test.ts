import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import {
  RECAPTCHA_INVALID_TEXT,
  httpFailure,
  networkFailure,
  timeoutFailure,
} from '../../../core/index.js';
import type { BranchLookup, Result } from '../../../core/index.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import {
  BOOK_VALUATION_FORM_ID,
  BookValuationViewModel,
  DAYS_SHOWN_FIRST,
  carryIntoBooking,
} from '../../../ui/valuation/book-valuation.view-model.js';
import { RecordingNotifier } from '../services/fakes.js';
import {
  FakeAddressLookup,
  FakeBranchLookup,
  FakeCaptcha,
  NOW,
  PRIORY,
  RecordingAnalytics,
  RecordingLeads,
  deferred,
  valuationSettings,
} from './valuation-fakes.js';

function aBooking(options: { singleStep?: boolean; drafts?: LeadDrafts } = {}) {
  const leads = new RecordingLeads();
  const captcha = new FakeCaptcha();
  const notifier = new RecordingNotifier();
  const analytics = new RecordingAnalytics();
  const branchLookup = new FakeBranchLookup();
  const drafts = options.drafts ?? new LeadDrafts();
  const vm = new BookValuationViewModel({
    settings: valuationSettings(options.singleStep),
    leads,
    captcha,
    notifier,
    analytics,
    branchLookup,
    addressLookup: new FakeAddressLookup(),
    clock: { now: () => NOW },
    drafts,
  });
  return { vm, leads, captcha, notifier, analytics, branchLookup, drafts };
}

/** Step 1 as a visitor fills it, the address typed by hand. */
function fillDetails(vm: BookValuationViewModel): void {
  const { form } = vm;
  form.setValue('first_name', 'Ann');
  form.setValue('last_name', 'Smith');
  form.setValue('email', 'ann@example.co.uk');
  form.setValue('tel_home', '01823 456789');
  vm.address.enterManually();
  form.setValue('house_number', '12');
  form.setValue('street', 'Priory Avenue');
  form.setValue('town', 'Taunton');
  form.setValue('postcode', 'ta1 4ab');
  form.setValue('valuation_reason', 'ready');
}

async function toStep3(vm: BookValuationViewModel): Promise<void> {
  fillDetails(vm);
  await vm.next();
  vm.toggleSlot('10:00');
  vm.selectHalf('am');
  await vm.next();
}

describe('BookValuationViewModel, three steps', () => {
  it('starts on step 1 of 3 with nothing shown as wrong', () => {
    const { vm } = aBooking();
    expect(vm.flow).to.equal('three-step');
    expect(vm.screen).to.equal('details');
    expect(vm.stepCounter).to.equal('1/3');
    expect(vm.form.visibleErrors).to.deep.equal({});
  });

  it('shows every SPEC message of step 1 on an empty Next, focuses the first, and asks no branch', async () => {
    const { vm, branchLookup } = aBooking();
    await vm.next();
    expect(vm.form.visibleErrors).to.deep.equal({
      first_name: 'Please enter a valid first name',
      last_name: 'Please enter a valid last name',
      email: 'Please enter a valid email',
      tel_home: 'Please enter a valid phone number',
      address: 'You must enter a valid address',
    });
    expect(vm.form.focusRequest?.field).to.equal('first_name');
    expect(branchLookup.asked).to.deep.equal([]);
    vm.address.enterManually();
    await vm.next();
    expect(vm.form.visibleErrors).to.include({
      street: 'Please enter a valid street',
      town: 'Please enter a valid town',
      postcode: 'Please enter a valid postcode',
    });
  });

  it('drops letters typed into the telephone (SPEC §5)', () => {
    const { vm } = aBooking();
    vm.form.setValue('tel_home', '01823 4567ab89');
    expect(vm.form.values.tel_home).to.equal('01823 456789');
  });

  it('looks the branch up by postcode on Next, then shows step 2 with the first offered day and no errors', async () => {
    const { vm, branchLookup } = aBooking();
    fillDetails(vm);
    const lookup = deferred<Result<BranchLookup>>();
    branchLookup.answer = lookup.promise;
    const next = vm.next();
    expect(vm.busy).to.equal(true);
    expect(vm.state.kind).to.equal('looking-up-branch');
    lookup.resolve(right({ kind: 'branch', branchId: '11' }));
    await next;
    expect(branchLookup.asked).to.deep.equal(['ta1 4ab']);
    expect(vm.screen).to.equal('times');
    expect(vm.stepCounter).to.equal('2/3');
    expect(vm.form.values.appointment_date).to.equal('2026-11-23');
    expect(vm.form.visibleErrors).to.deep.equal({});
    expect(vm.branchName).to.equal('Taunton');
  });

  it("says 'We are sorry' / \"We don't have agents near your property\" with the agency's number when no branch covers the postcode, and Back returns to step 1", async () => {
    const { vm, branchLookup } = aBooking();
    fillDetails(vm);
    branchLookup.answer = right({ kind: 'no-branch' });
    await vm.next();
    expect(vm.screen).to.equal('no-branch');
    expect(vm.noBranch).to.deep.equal({
      title: 'We are sorry',
      text: "We don't have agents near your property",
    });
    expect(vm.telephone).to.deep.equal({ text: '01823 250100', href: 'tel:01823250100' });
    expect(vm.stepCounter).to.equal(undefined);
    vm.back();
    expect(vm.screen).to.equal('details');
    expect(vm.form.values.street).to.equal('Priory Avenue');
  });

  it('keeps step 1 as it was, with a message, when the postcode check itself fails', async () => {
    const { vm, branchLookup } = aBooking();
    fillDetails(vm);
    branchLookup.answer = left(timeoutFailure);
    await vm.next();
    expect(vm.screen).to.equal('details');
    expect(vm.error).to.match(/could not check your postcode/);
    expect(vm.form.values.first_name).to.equal('Ann');
  });

  it("needs a time slot on step 2: 'Please select a valid time slot'", async () => {
    const { vm } = aBooking();
    fillDetails(vm);
    await vm.next();
    await vm.next();
    expect(vm.screen).to.equal('times');
    expect(vm.form.visibleErrors).to.deep.equal({
      booking_time: 'Please select a valid time slot',
    });
    expect(vm.form.focusRequest?.field).to.equal('booking_time');
    vm.toggleSlot('13:00');
    expect(vm.form.visibleErrors).to.deep.equal({});
    await vm.next();
    expect(vm.screen).to.equal('confirm');
    expect(vm.stepCounter).to.equal('3/3');
  });

  it("toggles one slot, selects a half with 'All am' / 'All pm', and clears the times when the day changes", async () => {
    const { vm } = aBooking();
    fillDetails(vm);
    await vm.next();
    vm.toggleSlot('9:00');
    vm.toggleSlot('9:00');
    expect(vm.form.values.booking_time).to.equal('');
    vm.toggleSlot('16:00');
    vm.selectHalf('am');
    expect(vm.form.values.booking_time).to.equal('9:00,10:00,11:00,16:00');
    expect(vm.isHalfSelected('am')).to.equal(true);
    expect(vm.isHalfSelected('pm')).to.equal(false);
    vm.selectDay('2026-11-23');
    expect(vm.form.values.booking_time).to.equal('9:00,10:00,11:00,16:00');
    vm.selectDay('2026-11-24');
    expect(vm.form.values.booking_time).to.equal('');
    expect(vm.form.values.appointment_date).to.equal('2026-11-24');
  });

  it('offers only the days core allows, a dozen at first, and ignores any other day', async () => {
    const { vm } = aBooking();
    fillDetails(vm);
    await vm.next();
    expect(vm.days[0]).to.equal('2026-11-23');
    expect(vm.days).to.not.include('2026-11-29');
    expect(vm.visibleDays).to.have.length(DAYS_SHOWN_FIRST);
    expect(vm.hasLaterDays).to.equal(true);
    vm.selectDay('2026-11-29');
    vm.selectDay('2026-11-22');
    expect(vm.form.values.appointment_date).to.equal('2026-11-23');
    vm.showLaterDays();
    expect(vm.visibleDays).to.deep.equal(vm.days);
    expect(vm.hasLaterDays).to.equal(false);
  });

  it('moves one step back with Back, keeping everything, and Back on step 1 closes', async () => {
    const { vm } = aBooking();
    fillDetails(vm);
    await vm.next();
    vm.toggleSlot('9:00');
    await vm.next();
    vm.back();
    expect(vm.screen).to.equal('times');
    expect(vm.form.values.booking_time).to.equal('9:00');
    vm.back();
    expect(vm.screen).to.equal('details');
    vm.back();
    expect(vm.screen).to.equal('closed');
  });

  it('goes back to the details or the times from the check step', async () => {
    const { vm } = aBooking();
    await toStep3(vm);
    vm.editStep(2);
    expect(vm.screen).to.equal('times');
    await vm.next();
    vm.editStep(1);
    expect(vm.screen).to.equal('details');
  });

  it('needs the terms on step 3, then sends the lead with its booking and thanks the visitor', async () => {
    const { vm, leads, analytics, drafts } = aBooking();
    await toStep3(vm);
    expect(vm.appointmentText).to.equal('Monday 23 November 2026 at 9am, 10am or 11am');
    await vm.submit();
    expect(vm.form.visibleErrors).to.deep.equal({
      terms: 'You must agree to our terms & conditions',
    });
    expect(leads.sent).to.have.length(0);
    vm.form.setValue('terms', true);
    vm.form.setValue('message', 'The side gate sticks.');
    await vm.submit();
    expect(vm.screen).to.equal('thank-you');
    expect(leads.sent).to.have.length(1);
    const { payload, token } = leads.sent[0]!;
    expect(token).to.equal('token-ok');
    expect(payload).to.deep.equal({
      lead_client: {
        first_name: 'Ann',
        last_name: 'Smith',
        email: 'ann@example.co.uk',
        tel_home: '01823 456789',
        body: '',
        do_not_contact: 1,
        street_address: '12 Priory Avenue',
        town: 'Taunton',
        county: '',
        postcode: 'TA1 4AB',
      },
      lead: {
        valuation_reason: "I'm ready to put my property on the market",
        message: 'The side gate sticks.',
        is_valuation_request: true,
        branch_id: '11',
        channel: 'selling',
      },
      marketing_preferences: { opt_in_terms: true },
      lead_booking: {
        book_viewing: true,
        booking_time: '9:00, 10:00, 11:00',
        booking_day: 23,
        booking_month: 11,
        booking_year: 2026,
      },
    });
    expect(analytics.events).to.deep.equal([
      {
        event: 'valuation_request_sent',
        valuation_flow: 'three-step',
        valuation_channel: 'selling',
      },
    ]);
    expect(drafts.load(BOOK_VALUATION_FORM_ID)).to.equal(undefined);
  });

  for (const [what, answer] of [
    ['a server error', left(httpFailure(500))],
    ['no answer in time', left(timeoutFailure)],
    ['a network failure', left(networkFailure)],
  ] as const) {
    it(`keeps everything, toasts 'Valuation request failed. Please try again.' and resets the bot check on ${what}`, async () => {
      const { vm, leads, notifier, captcha, analytics } = aBooking();
      await toStep3(vm);
      vm.form.setValue('terms', true);
      leads.answer = answer;
      await vm.submit();
      expect(vm.screen).to.equal('confirm');
      expect(notifier.errors).to.deep.equal(['Valuation request failed. Please try again.']);
      expect(vm.error).to.equal('Valuation request failed. Please try again.');
      expect(captcha.resets).to.equal(1);
      expect(vm.form.values).to.include({
        first_name: 'Ann',
        terms: true,
        booking_time: '9:00,10:00,11:00',
      });
      expect(analytics.events).to.deep.equal([]);
      leads.answer = right(undefined);
      await vm.submit();
      expect(vm.screen).to.equal('thank-you');
    });
  }

  it('sends nothing when the bot check fails, and says so', async () => {
    const { vm, leads, notifier, captcha } = aBooking();
    await toStep3(vm);
    vm.form.setValue('terms', true);
    captcha.answer = left(networkFailure);
    await vm.submit();
    expect(leads.sent).to.have.length(0);
    expect(vm.screen).to.equal('confirm');
    // The engine's toast for a failed challenge (the 'recaptcha-invalid' flash text); SPEC §8's text stays above the button.
    expect(notifier.errors).to.deep.equal([RECAPTCHA_INVALID_TEXT]);
    expect(vm.error).to.equal('Valuation request failed. Please try again.');
    expect(captcha.resets).to.equal(1);
  });

  it('sends once however often the button is pressed while sending', async () => {
    const { vm, leads } = aBooking();
    await toStep3(vm);
    vm.form.setValue('terms', true);
    const answer = deferred<Result<void>>();
    leads.answer = answer.promise;
    const first = vm.submit();
    await Promise.resolve();
    const second = vm.submit();
    expect(vm.busy).to.equal(true);
    answer.resolve(right(undefined));
    await Promise.all([first, second]);
    expect(leads.sent).to.have.length(1);
  });

  it('keeps what was typed in the page’s drafts, so an accidental close loses nothing', async () => {
    const drafts = new LeadDrafts();
    const first = aBooking({ drafts });
    fillDetails(first.vm);
    first.vm.close();
    const again = aBooking({ drafts });
    expect(again.vm.form.values).to.include({
      first_name: 'Ann',
      street: 'Priory Avenue',
      manualAddress: true,
    });
  });

  it('fills the address from the lookup', async () => {
    const { vm } = aBooking();
    const stop = vm.start();
    vm.address.lookup.choose(PRIORY);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.address.mode).to.equal('chosen');
    expect(vm.form.values).to.include({
      street: '12 Priory Avenue',
      town: 'Taunton',
      postcode: 'TA1 4AB',
    });
    stop();
  });

  it('takes what the instant valuation carried into its draft', () => {
    const drafts = new LeadDrafts();
    carryIntoBooking(drafts, {
      street: '12 Priory Avenue',
      town: 'Taunton',
      postcode: 'TA1 4AB',
      addressChosen: true,
      message: 'Instant estimate: £235,000 – £265,000.',
    });
    const { vm } = aBooking({ drafts });
    expect(vm.address.mode).to.equal('chosen');
    expect(vm.form.values.message).to.equal('Instant estimate: £235,000 – £265,000.');
  });
});

describe('BookValuationViewModel, a day and time handed back by the legacy calendar', () => {
  /** Step 1 filled and Next pressed: step 2 as the visitor first sees it. */
  async function toStep2(vm: BookValuationViewModel): Promise<void> {
    fillDetails(vm);
    await vm.next();
    expect(vm.screen).to.equal('times');
  }

  const chosenTimes = (vm: BookValuationViewModel) =>
    vm.slots.filter((slot) => slot.selected).map((slot) => slot.id);

  it('shows the handed-back day and time already chosen on step 2, the day in view though it is past the first dozen', async () => {
    const { vm } = aBooking();
    vm.takeHandedBackAppointment('?date=2026-12-15&time=14%3A00');
    await toStep2(vm);
    expect(vm.form.values.appointment_date).to.equal('2026-12-15');
    expect(vm.visibleDays).to.include('2026-12-15');
    expect(chosenTimes(vm)).to.deep.equal(['14:00']);
    expect(vm.form.visibleErrors).to.deep.equal({});
    await vm.next();
    expect(vm.screen).to.equal('confirm');
    expect(vm.appointmentText).to.equal('Tuesday 15 December 2026 at 2pm');
  });

  it('sends the handed-back day and time as the lead booking', async () => {
    const { vm, leads } = aBooking();
    vm.takeHandedBackAppointment('?date=2026-11-24&time=9%3A00');
    await toStep2(vm);
    await vm.next();
    vm.form.setValue('terms', true);
    await vm.submit();
    expect(leads.sent[0]?.payload.lead_booking).to.include({
      booking_time: '9:00',
      booking_day: 24,
      booking_month: 11,
      booking_year: 2026,
    });
  });

  it('takes a bookable day without a time, leaving the times to the visitor', async () => {
    const { vm } = aBooking();
    vm.takeHandedBackAppointment('?date=2026-11-26');
    await toStep2(vm);
    expect(vm.form.values.appointment_date).to.equal('2026-11-26');
    expect(chosenTimes(vm)).to.deep.equal([]);
    expect(vm.form.visibleErrors).to.deep.equal({});
  });

  it('keeps the day and ignores a time that is not a slot', async () => {
    const { vm } = aBooking();
    vm.takeHandedBackAppointment('?date=2026-11-26&time=17%3A30');
    await toStep2(vm);
    expect(vm.form.values.appointment_date).to.equal('2026-11-26');
    expect(chosenTimes(vm)).to.deep.equal([]);
  });

  for (const [what, query] of [
    ['a Sunday', '?date=2026-11-29&time=14%3A00'],
    ['today', '?date=2026-11-22&time=14%3A00'],
    ['more than four weeks ahead', '?date=2026-12-21&time=14%3A00'],
    ['a malformed date', '?date=2026-13-01&time=14%3A00'],
    ['a time with no day', '?time=14%3A00'],
    ['nothing at all', ''],
  ] as const) {
    it(`ignores ${what}: step 2 starts on the first offered day with no time, and nothing shows as wrong`, async () => {
      const { vm } = aBooking();
      vm.takeHandedBackAppointment(query);
      expect(vm.form.visibleErrors).to.deep.equal({});
      await toStep2(vm);
      expect(vm.form.values.appointment_date).to.equal('2026-11-23');
      expect(chosenTimes(vm)).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({});
      expect(vm.error).to.equal(undefined);
    });
  }

  it("wins over an older draft's day and times: it is the visitor's latest choice", async () => {
    const drafts = new LeadDrafts();
    const earlier = aBooking({ drafts });
    await toStep2(earlier.vm);
    earlier.vm.selectDay('2026-11-24');
    earlier.vm.selectHalf('am');
    earlier.vm.close();
    const { vm } = aBooking({ drafts });
    vm.takeHandedBackAppointment('?date=2026-11-27&time=15%3A00');
    expect(vm.form.values.first_name).to.equal('Ann');
    await vm.next();
    expect(vm.form.values.appointment_date).to.equal('2026-11-27');
    expect(chosenTimes(vm)).to.deep.equal(['15:00']);
  });

  it('takes nothing in the single-step form, which books no visit', () => {
    const { vm } = aBooking({ singleStep: true });
    vm.takeHandedBackAppointment('?date=2026-11-24&time=9%3A00');
    expect(vm.form.values.appointment_date).to.equal('');
    expect(vm.form.values.booking_time).to.equal('');
  });
});

describe('BookValuationViewModel, single step (theme setting)', () => {
  it('has no step counter and sends the whole form at once, without a booking, after finding the branch', async () => {
    const { vm, leads, branchLookup, analytics } = aBooking({ singleStep: true });
    expect(vm.flow).to.equal('single-step');
    expect(vm.screen).to.equal('single');
    expect(vm.stepCounter).to.equal(undefined);
    await vm.submit();
    expect(Object.keys(vm.form.visibleErrors)).to.deep.equal([
      'first_name',
      'last_name',
      'email',
      'tel_home',
      'address',
      'terms',
    ]);
    fillDetails(vm);
    vm.form.setValue('channel', 'letting');
    vm.form.setValue('terms', true);
    await vm.submit();
    expect(branchLookup.asked).to.deep.equal(['ta1 4ab']);
    expect(vm.screen).to.equal('thank-you');
    const { payload } = leads.sent[0]!;
    expect(payload.lead_booking).to.equal(undefined);
    expect(payload.lead).to.include({
      channel: 'letting',
      branch_id: '11',
      is_valuation_request: true,
    });
    expect(analytics.events[0]).to.include({
      valuation_flow: 'single-step',
      valuation_channel: 'letting',
    });
  });

  it('shows no-branch-found instead of sending when no branch covers the postcode', async () => {
    const { vm, leads, branchLookup } = aBooking({ singleStep: true });
    fillDetails(vm);
    vm.form.setValue('terms', true);
    branchLookup.answer = right({ kind: 'no-branch' });
    await vm.submit();
    expect(vm.screen).to.equal('no-branch');
    expect(leads.sent).to.have.length(0);
  });

  it('returns to the form with everything kept on a failed send', async () => {
    const { vm, leads, notifier } = aBooking({ singleStep: true });
    fillDetails(vm);
    vm.form.setValue('terms', true);
    leads.answer = left(httpFailure(500));
    await vm.submit();
    expect(vm.screen).to.equal('single');
    expect(notifier.errors).to.deep.equal(['Valuation request failed. Please try again.']);
    expect(vm.form.values.street).to.equal('Priory Avenue');
  });

  it('closes on Back', () => {
    const { vm } = aBooking({ singleStep: true });
    vm.back();
    expect(vm.screen).to.equal('closed');
  });
});
