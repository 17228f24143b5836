import { expect } from 'chai';
import { right } from 'fp-ts/Either';
import {
  httpFailure,
  type AddressLookupPort,
  type AgencyForm,
  type NewHomesFormElement,
} from '../../../core/index.js';
import { AgencyFormViewModel } from '../../../ui/leads/agency-form.view-model.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { FakeCaptcha, RecordingLeads, Toasts, Visits } from './lead-form-builders.js';
import { RecordingAnalytics } from '../services/fakes.js';
import { aFormElement } from '../../support/form-elements.js';

const el = (
  fieldName: string,
  friendlyName: string,
  extra: Partial<NewHomesFormElement> = {},
): NewHomesFormElement => aFormElement(fieldName, { friendlyName, ...extra });

/** The new-homes form of SPEC §3, as the sandbox seeds it. */
const NEW_HOMES: AgencyForm = {
  id: '701',
  name: 'New homes enquiry',
  redirectUrl: '/properties/9/sales/orchard-meadow#/flash/welcome-lead-sent',
  elements: [
    el('development_of_interest', 'Development of interest', { required: true, disabled: true }),
    el('first_name', 'First name', { required: true }),
    el('email', 'Email', { required: true }),
    el('current_home_address', 'Current home address'),
    el('message', 'Message', { inputType: 'textarea' }),
    el('development_id', 'Development id', { hidden: true }),
  ],
};

/** A careers form with the generic file-upload field. */
const CAREERS: AgencyForm = {
  id: '702',
  name: 'Apply to join our team',
  elements: [
    el('first_name', 'First name', { required: true }),
    el('cv', 'CV', { required: true, inputType: 'file' }),
    el('message', 'Covering letter', { inputType: 'textarea' }),
  ],
};

const DEVELOPMENT = { property_id: '9', display_address: 'Orchard Meadow, Bishops Lydeard' };

const noLookup: AddressLookupPort = {
  autocomplete: async () => right([]),
  resolve: async () =>
    right({
      line_1: '2 Mill Lane',
      building_number: '2',
      town_or_city: 'Taunton',
      postcode: 'ta1 1aa',
    }),
};

function anAgencyForm(form: AgencyForm, development?: typeof DEVELOPMENT) {
  const leads = new RecordingLeads();
  const captcha = new FakeCaptcha();
  const notifier = new Toasts();
  const navigation = new Visits();
  const analytics = new RecordingAnalytics();
  const vm = new AgencyFormViewModel({
    form,
    ...(development ? { development } : {}),
    pagePath: development ? '/properties/9/sales/orchard-meadow' : '/articles/careers',
    addressLookup: noLookup,
    leads,
    captcha,
    notifier,
    navigation,
    drafts: new LeadDrafts(),
    analytics,
    flashMessages: {},
  });
  return { vm, leads, captcha, notifier, navigation, analytics };
}

const CV = { name: 'cv.pdf', size: 2048, type: 'application/pdf' };

describe('AgencyFormViewModel: the new-homes form (#/new-homes-enquiry)', () => {
  it('shows the elements in order: the development locked to the first part of its address, the address lookup, hidden ones left out', () => {
    const { vm } = anAgencyForm(NEW_HOMES, DEVELOPMENT);
    expect(vm.title).to.equal('Register your interest');
    expect(vm.parts.map((p) => [p.element.fieldName, p.kind])).to.deep.equal([
      ['development_of_interest', 'locked'],
      ['first_name', 'text'],
      ['email', 'text'],
      ['current_home_address', 'address'],
      ['message', 'text'],
    ]);
    expect(vm.form.values['development_of_interest']).to.equal('Orchard Meadow');
    expect(vm.address).to.not.equal(undefined);
  });

  it("says 'Please enter a valid {friendly name}' for each required field left blank, and the terms", async () => {
    const { vm, leads } = anAgencyForm(NEW_HOMES, DEVELOPMENT);
    await vm.submit();
    expect(vm.form.visibleErrors).to.deep.equal({
      first_name: 'Please enter a valid First name',
      email: 'Please enter a valid Email',
      terms: 'You must agree to our terms & conditions',
    });
    expect(vm.form.focusRequest?.field).to.equal('first_name');
    expect(leads.posted).to.deep.equal([]);
  });

  it('posts the fields of SPEC §7 natively to /form_submissions, with the looked-up address, then goes where the platform says', async () => {
    const { vm, leads, navigation, analytics } = anAgencyForm(NEW_HOMES, DEVELOPMENT);
    const stop = vm.start();
    vm.form.setValue('first_name', 'Tomasz');
    vm.form.setValue('email', 'tomasz@example.co.uk');
    vm.form.setValue('terms', true);
    vm.address?.lookup.choose({ id: 'a1', address: '2 Mill Lane, Taunton' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.address?.mode).to.equal('chosen');
    await vm.submit();
    stop();
    const posted = leads.posted[0]?.form;
    expect(posted?.kind).to.equal('new-homes');
    expect(posted?.kind === 'new-homes' && posted.submission.fields).to.deep.equal({
      hfhp: '',
      f_id: '701',
      redirect_url: '/properties/9/sales/orchard-meadow#/flash/welcome-lead-sent',
      page_path: '/properties/9/sales/orchard-meadow',
      'marketing_preferences[opt_in_terms]': '1',
      'lead_client[do_not_contact]': '1',
      'form_submission[development_of_interest]': 'Orchard Meadow',
      'form_submission[first_name]': 'Tomasz',
      'form_submission[email]': 'tomasz@example.co.uk',
      'form_submission[current_home_address]': '2 Mill Lane, Taunton, TA1 1AA',
      'form_submission[message]': '',
      'form_submission[development_id]': '9',
      'form_submission[do_not_contact]': '1',
    });
    expect(navigation.to).to.have.length(1);
    expect(analytics.events).to.deep.equal([{ event: 'lead_sent', lead_type: 'new_homes' }]);
  });

  it('sends an optional address left unanswered as blank, and checks one typed by hand', async () => {
    const { vm, leads } = anAgencyForm(NEW_HOMES, DEVELOPMENT);
    vm.form.setValue('first_name', 'Tomasz');
    vm.form.setValue('email', 'tomasz@example.co.uk');
    vm.form.setValue('terms', true);
    vm.address?.enterManually();
    vm.form.setValue('street', 'Mill Lane');
    await vm.submit();
    expect(vm.form.visibleErrors).to.deep.equal({
      town: 'Please enter a valid town',
      postcode: 'Please enter a valid postcode',
    });
    vm.address?.searchAgain();
    vm.form.setValue('street', '');
    await vm.submit();
    const posted = leads.posted[0]?.form;
    expect(
      posted?.kind === 'new-homes' &&
        posted.submission.fields['form_submission[current_home_address]'],
    ).to.equal('');
  });
});

describe('AgencyFormViewModel: an agency form with a file upload (#/form/{id})', () => {
  it("asks for the required file with '! Please fill in this field.'", async () => {
    const { vm } = anAgencyForm(CAREERS);
    expect(vm.title).to.equal('Apply to join our team');
    expect(vm.parts.map((p) => p.kind)).to.deep.equal(['text', 'file', 'text']);
    await vm.submit();
    expect(vm.form.visibleErrors).to.deep.equal({
      first_name: 'Please enter a valid First name',
      cv: '! Please fill in this field.',
      terms: 'You must agree to our terms & conditions',
    });
  });

  it("refuses a file over 10 MB: 'File size can't be over 10mb', and the file is cleared", () => {
    const { vm } = anAgencyForm(CAREERS);
    vm.form.setFile('cv', {
      name: 'scans.pdf',
      size: 10 * 1024 * 1024 + 1,
      type: 'application/pdf',
    });
    expect(vm.form.files['cv']).to.equal(null);
    expect(vm.form.errorOf('cv')).to.equal("File size can't be over 10mb");
    vm.form.setFile('cv', CV);
    expect(vm.form.errorOf('cv')).to.equal(undefined);
  });

  it('posts the text fields and the file, under form_submission[{fieldName}], back to the page', async () => {
    const { vm, leads, navigation, analytics } = anAgencyForm(CAREERS);
    vm.form.setValue('first_name', 'Alex');
    vm.form.setFile('cv', CV);
    vm.form.setValue('terms', true);
    await vm.submit();
    expect(analytics.events).to.deep.equal([{ event: 'lead_sent', lead_type: 'agency_form' }]);
    const posted = leads.posted[0]?.form;
    expect(posted?.kind).to.equal('form-submission');
    if (posted?.kind !== 'form-submission') return;
    expect(posted.files).to.deep.equal([{ name: 'form_submission[cv]', file: CV }]);
    expect(posted.submission.fields).to.include({
      f_id: '702',
      redirect_url: '/articles/careers',
      'form_submission[first_name]': 'Alex',
      'form_submission[message]': '',
    });
    expect(posted.submission.fields).to.not.have.property('form_submission[cv]');
    expect(navigation.to).to.have.length(1);
  });

  it("keeps everything typed, the file too, on a 500 and says 'Request failed. Please try again.'", async () => {
    const { vm, leads, notifier, analytics } = anAgencyForm(CAREERS);
    vm.form.setValue('first_name', 'Alex');
    vm.form.setFile('cv', CV);
    vm.form.setValue('terms', true);
    leads.failWith(httpFailure(500));
    await vm.submit();
    expect(analytics.events, 'no lead_sent for a failed post').to.deep.equal([]);
    expect([vm.form.stage, vm.form.values['first_name'], vm.form.files['cv']]).to.deep.equal([
      'form',
      'Alex',
      CV,
    ]);
    expect(notifier.shown).to.deep.equal(['error: Request failed. Please try again.']);
  });
});
