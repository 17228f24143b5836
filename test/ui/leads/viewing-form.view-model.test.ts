import { EMPTY_VIEWING_FORM_ERRORS } from '../../support/spec-messages.js';
import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { httpFailure, networkFailure, timeoutFailure } from '../../../core/index.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { ViewingFormViewModel } from '../../../ui/leads/viewing-form.view-model.js';
import { FakeCaptcha, RecordingLeads, Toasts, Visits, aProperty } from './lead-form-builders.js';
import { RecordingAnalytics } from '../services/fakes.js';

/** Tuesday 22 December 2026, 10:00. */
const TODAY = new Date(2026, 11, 22, 10, 0);

function aViewingForm(options: { drafts?: LeadDrafts; channel?: 'sales' | 'lettings' } = {}) {
  const leads = new RecordingLeads();
  const captcha = new FakeCaptcha();
  const notifier = new Toasts();
  const navigation = new Visits();
  const analytics = new RecordingAnalytics();
  const vm = new ViewingFormViewModel({
    property: aProperty({ property_channel: options.channel ?? 'sales' }),
    branch: {
      id: 'b1',
      branchName: 'Taunton',
      branchUrl: '/branches/taunton',
      departments: [],
      staff: [],
    },
    departmentId: 'd-sales',
    telephone: '01823 000111',
    today: TODAY,
    leads,
    captcha,
    notifier,
    navigation,
    drafts: options.drafts ?? new LeadDrafts(),
    analytics,
    flashMessages: { 'recaptcha-invalid': 'Please try again: our robot check did not pass.' },
  });
  return { vm, leads, captcha, notifier, navigation, analytics };
}

function fillIn(vm: ViewingFormViewModel): void {
  vm.form.setValue('first_name', 'Siân');
  vm.form.setValue('last_name', 'Ap-Rhys');
  vm.form.setValue('email', 'sian@example.co.uk');
  vm.form.setValue('tel_home', '07700 900123');
  vm.form.setValue('terms', true);
}

describe('ViewingFormViewModel (#/book-a-viewing)', () => {
  it('offers the property, a message ready to send, the appointment days and the slots', () => {
    const { vm } = aViewingForm();
    expect([vm.title, vm.address, vm.officeName, vm.telephone]).to.deep.equal([
      'Book a viewing',
      'Mill Lane, Wellow',
      'Taunton',
      '01823 000111',
    ]);
    expect(vm.form.values.message).to.equal(
      'I would like to arrange a viewing of Mill Lane, Wellow.',
    );
    expect(vm.dayOptions[0]).to.deep.equal({
      value: '2026-12-23',
      label: 'Wednesday 23 December 2026',
    });
    expect(vm.timeOptions.map((o) => o.value)).to.deep.equal([
      '9:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('shows every SPEC §5 message on an empty submit, focuses the first, starts the bot check again and sends nothing', async () => {
    const { vm, leads, captcha } = aViewingForm();
    vm.form.setValue('message', ' ');
    await vm.submit();
    expect(vm.form.visibleErrors).to.deep.equal(EMPTY_VIEWING_FORM_ERRORS);
    expect(vm.form.focusRequest?.field).to.equal('first_name');
    expect(captcha.resets).to.equal(1);
    expect(leads.posted).to.deep.equal([]);
  });

  it("posts the lead natively to the property's leads path with the bot-check token, then goes to the page the platform answers with", async () => {
    const { vm, leads, navigation, notifier, analytics } = aViewingForm();
    fillIn(vm);
    vm.form.setValue('preferred_day', '2026-12-23');
    vm.form.setValue('preferred_time', '14:00');
    vm.form.setValue('street', ' Priory Avenue ');
    vm.form.setValue('postcode', 'TA1 1XZ');
    await vm.submit();
    expect(leads.posted).to.have.length(1);
    const [{ form, token }] = leads.posted as [(typeof leads.posted)[number]];
    expect(token).to.equal('token-ok');
    expect(form.kind === 'property-lead' && [form.propertyId, form.channel]).to.deep.equal([
      '101',
      'sales',
    ]);
    expect(form.kind === 'property-lead' && form.payload).to.deep.equal({
      lead_client: {
        first_name: 'Siân',
        last_name: 'Ap-Rhys',
        email: 'sian@example.co.uk',
        tel_home: '07700 900123',
        body: '',
        do_not_contact: 1,
        street_address: 'Priory Avenue',
        postcode: 'TA1 1XZ',
      },
      lead: {
        lead_type: 'email_portal_lead',
        message: 'I would like to arrange a viewing of Mill Lane, Wellow.',
        branch_department_id: 'd-sales',
      },
      marketing_preferences: { opt_in_terms: true },
      lead_booking: {
        book_viewing: true,
        booking_time: '14:00',
        booking_day: 23,
        booking_month: 12,
        booking_year: 2026,
      },
    });
    expect(vm.form.stage).to.equal('sent');
    expect(navigation.to).to.deep.equal([
      'https://agency.test/properties/101/sales/mill-lane#/flash/welcome-lead-sent',
    ]);
    expect(notifier.shown).to.deep.equal([]);
    expect(analytics.events).to.deep.equal([{ event: 'lead_sent', lead_type: 'viewing' }]);
  });

  it('posts a lettings property to its lettings path, with no booking when no day was chosen', async () => {
    const { vm, leads } = aViewingForm({ channel: 'lettings' });
    fillIn(vm);
    await vm.submit();
    const form = leads.posted[0]?.form;
    expect(form?.kind === 'property-lead' && form.channel).to.equal('lettings');
    expect(form?.kind === 'property-lead' && form.payload.lead_booking).to.equal(undefined);
  });

  for (const [what, failure] of [
    ['a 500', httpFailure(500)],
    ['no answer in time', timeoutFailure],
  ] as const) {
    it(`keeps everything typed on ${what}, says 'Request failed. Please try again.' and resets the bot check`, async () => {
      const { vm, leads, captcha, notifier, navigation } = aViewingForm();
      fillIn(vm);
      leads.failWith(failure);
      await vm.submit();
      expect(vm.form.stage).to.equal('form');
      expect(vm.form.values.email).to.equal('sian@example.co.uk');
      expect(notifier.shown).to.deep.equal(['error: Request failed. Please try again.']);
      expect(captcha.resets).to.equal(1);
      expect(navigation.to).to.deep.equal([]);
    });
  }

  it("keeps everything typed when the platform refuses the lead (an error flash), in the platform's (the agency's) words", async () => {
    const { vm, leads, notifier, navigation, analytics } = aViewingForm();
    fillIn(vm);
    leads.answer = right(
      'https://agency.test/properties/101/sales/mill-lane#/flash/recaptcha-invalid',
    );
    await vm.submit();
    expect(analytics.events, 'no lead_sent for a refused lead').to.deep.equal([]);
    expect(vm.form.stage).to.equal('form');
    expect(notifier.shown).to.deep.equal([
      'error: Please try again: our robot check did not pass.',
    ]);
    expect(navigation.to).to.deep.equal([]);
  });

  it('sends nothing when the bot check fails in the browser, and keeps the form', async () => {
    const { vm, leads, captcha, notifier } = aViewingForm();
    fillIn(vm);
    captcha.answer = left(networkFailure);
    await vm.submit();
    expect(leads.posted).to.deep.equal([]);
    expect(vm.form.stage).to.equal('form');
    expect(notifier.shown).to.have.length(1);
    expect(captcha.resets).to.equal(1);
  });

  it('is not sent twice while a post is on its way', async () => {
    const { vm, leads } = aViewingForm();
    fillIn(vm);
    await Promise.all([vm.submit(), vm.submit()]);
    expect(leads.posted).to.have.length(1);
  });

  it('keeps a draft for the page: closed by accident and opened again, it is all there', () => {
    const drafts = new LeadDrafts();
    const first = aViewingForm({ drafts }).vm;
    first.form.setValue('first_name', 'Siân');
    first.form.setValue('preferred_time', '9:00');
    const again = aViewingForm({ drafts }).vm;
    expect([again.form.values.first_name, again.form.values.preferred_time]).to.deep.equal([
      'Siân',
      '9:00',
    ]);
  });
});
