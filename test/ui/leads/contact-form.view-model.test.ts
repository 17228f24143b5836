import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import {
  httpFailure,
  type Branch,
  type CaptchaPort,
  type Department,
  type LeadPayload,
  type LeadsPort,
  type Result,
  type Staff,
} from '../../../core/index.js';
import { aPropertyDetail } from '../../support/property-detail.js';
import {
  ContactFormViewModel,
  type ContactFormDependencies,
  type ContactSubject,
} from '../../../ui/leads/contact-form.view-model.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { RecordingAnalytics, RecordingNotifier } from '../services/fakes.js';

const ANN: Staff = {
  staffMemberId: '17',
  firstName: 'Ann',
  surname: 'Lee',
  jobTitle: 'Sales negotiator',
  contactableForSales: true,
  contactableForLettings: true,
};
const NEW_HOMES: Department = { id: 'd-new', name: 'New Homes', label: 'New Homes', staff: [] };
const TAUNTON: Branch = {
  id: 'b1',
  branchName: 'Taunton',
  branchUrl: '/branches/taunton',
  departments: [NEW_HOMES],
  staff: [],
};
const HOUSE = aPropertyDetail({
  property_id: '1061',
  display_address: '4 Mill Lane, Taunton',
  property_url: '/properties/1061',
});

class RecordingLeads implements LeadsPort {
  readonly sent: { payload: LeadPayload; token: string | undefined }[] = [];
  answer: Result<void> = right(undefined);
  send = async (payload: LeadPayload, token?: string) => {
    this.sent.push({ payload, token });
    return this.answer;
  };
  postNative = async () => right('');
}

class PassingCaptcha implements CaptchaPort {
  resets = 0;
  execute = async () => right('token-ok');
  reset = () => void (this.resets += 1);
}

function aContactForm(
  subject: ContactSubject,
  options: Pick<ContactFormDependencies, 'purpose' | 'prefill'> = {},
) {
  const leads = new RecordingLeads();
  const notifier = new RecordingNotifier();
  const captcha = new PassingCaptcha();
  const analytics = new RecordingAnalytics();
  const vm = new ContactFormViewModel({
    ...options,
    subject,
    leads,
    captcha,
    notifier,
    analytics,
    drafts: new LeadDrafts(),
    chunkLoader: async (_id, load) => ({ ok: true, module: await load() }),
  });
  return { vm, leads, notifier, captcha, analytics };
}

function fillIn(vm: ContactFormViewModel, message = 'Is the garden south-facing?'): void {
  vm.form.setValue('first_name', 'Priya');
  vm.form.setValue('last_name', 'Shah');
  vm.form.setValue('email', 'priya@example.co.uk');
  vm.form.setValue('tel_home', '07700 900123');
  vm.form.setValue('message', message);
  vm.form.setValue('terms', true);
}

describe('ContactFormViewModel (staff, office and department enquiries)', () => {
  it('names who the enquiry goes to', () => {
    expect(aContactForm({ kind: 'staff', staff: ANN }).vm.title).to.equal('Contact Ann Lee');
    expect(
      aContactForm({
        kind: 'office',
        enquiry: { kind: 'department', department: NEW_HOMES, branchId: 'b1' },
      }).vm.title,
    ).to.equal('Contact New Homes');
    expect(
      aContactForm({ kind: 'office', enquiry: { kind: 'branch', branch: TAUNTON } }).vm.title,
    ).to.equal('Contact Taunton');
  });

  it("sends a staff enquiry with the staff member's id, channel selling by default, and the property's reference before the message", async () => {
    const { vm, leads, notifier } = aContactForm({ kind: 'staff', staff: ANN, property: HOUSE });
    fillIn(vm);
    await vm.submit();
    expect(leads.sent).to.have.length(1);
    const { payload, token } = leads.sent[0]!;
    expect(token).to.equal('token-ok');
    expect(payload.lead).to.deep.equal({
      message: 'Property reference: 1061, 4 Mill Lane, Taunton\n\nIs the garden south-facing?',
      agency_employee_id: '17',
      channel: 'selling',
    });
    expect(payload.lead_client).to.deep.include({
      first_name: 'Priya',
      last_name: 'Shah',
      email: 'priya@example.co.uk',
      tel_home: '07700 900123',
      body: '',
      do_not_contact: 1,
    });
    expect(payload.marketing_preferences).to.deep.equal({ opt_in_terms: true });
    expect(vm.form.stage).to.equal('sent');
    expect(notifier.successes).to.deep.equal([
      'We have received your enquiry and our agent will be in touch soon.',
    ]);
  });

  it('sends letting when the visitor picks it', async () => {
    const { vm, leads } = aContactForm({ kind: 'staff', staff: ANN });
    fillIn(vm, '');
    vm.form.setValue('channel', 'letting');
    await vm.submit();
    expect(leads.sent[0]?.payload.lead).to.deep.include({ channel: 'letting', message: '' });
  });

  // A department enquiry goes to its department and branch; a property it is about is named
  // first in the message, and its channel goes with it.
  const toLet = { ...HOUSE, property_channel: 'lettings' as const };
  const departmentEnquiries = [
    {
      when: 'sends a department enquiry as branch_department_enquiry with its department and branch, the message as written',
      property: undefined,
      lead: {
        lead_type: 'branch_department_enquiry',
        message: 'Is the garden south-facing?',
        branch_department_id: 'd-new',
        branch_id: 'b1',
      },
    },
    {
      when: "names the property a department enquiry is about, with the property's channel",
      property: toLet,
      lead: {
        lead_type: 'branch_department_enquiry',
        message: 'Property reference: 1061, 4 Mill Lane, Taunton\n\nIs the garden south-facing?',
        branch_department_id: 'd-new',
        branch_id: 'b1',
        channel: 'letting',
      },
    },
  ];
  for (const { when, property, lead } of departmentEnquiries) {
    it(when, async () => {
      const { vm, leads } = aContactForm({
        kind: 'office',
        enquiry: {
          kind: 'department',
          department: NEW_HOMES,
          branchId: 'b1',
          ...(property ? { property } : {}),
        },
      });
      fillIn(vm);
      expect(vm.property).to.equal(property);
      await vm.submit();
      expect(leads.sent[0]?.payload.lead).to.deep.equal(lead);
    });
  }

  it("sends an office enquiry as a branch lead, with the property's reference when it names one", async () => {
    const { vm, leads } = aContactForm({
      kind: 'office',
      enquiry: { kind: 'branch', branch: TAUNTON, property: HOUSE },
    });
    fillIn(vm);
    await vm.submit();
    expect(leads.sent[0]?.payload.lead).to.deep.equal({
      message: 'Property reference: 1061, 4 Mill Lane, Taunton\n\nIs the garden south-facing?',
      branch_id: 'b1',
      is_branch_lead: 1,
      channel: 'selling',
    });
  });

  it('registers the visitor for homes like one no longer marketed: its own title and opening message', async () => {
    const { vm, leads } = aContactForm(
      { kind: 'office', enquiry: { kind: 'branch', branch: TAUNTON, property: HOUSE } },
      { purpose: 'register-similar' },
    );
    expect(vm.title).to.equal('Register for similar homes');
    expect(vm.form.values.message).to.equal(
      'Please tell me about similar homes when they come on the market.',
    );
    fillIn(vm, 'Two bedrooms at least, please.');
    await vm.submit();
    expect(leads.sent[0]?.payload.lead).to.deep.include({
      message: 'Property reference: 1061, 4 Mill Lane, Taunton\n\nTwo bedrooms at least, please.',
      branch_id: 'b1',
      is_branch_lead: 1,
    });
  });

  it('opens with a prefilled message naming a field, sent after the property reference, its draft kept apart', async () => {
    const prefill = { draftKey: 'ask-tenure', message: 'What is the tenure?' };
    const office = {
      kind: 'office',
      enquiry: { kind: 'branch', branch: TAUNTON, property: HOUSE },
    } as const;
    const { vm, leads } = aContactForm(office, { prefill });
    expect(vm.title).to.equal('Contact Taunton');
    expect(vm.form.values.message).to.equal('What is the tenure?');
    fillIn(vm, 'What is the tenure? And the lease length?');
    await vm.submit();
    expect(leads.sent[0]?.payload.lead).to.deep.include({
      message:
        'Property reference: 1061, 4 Mill Lane, Taunton\n\nWhat is the tenure? And the lease length?',
      branch_id: 'b1',
    });
    expect(aContactForm(office).vm.form.values.message).to.equal('');
  });

  it("pushes the analytics event 'lead_sent' with the kind of enquiry once the platform accepted it", async () => {
    const subjects: [ContactSubject, string][] = [
      [{ kind: 'staff', staff: ANN }, 'staff'],
      [
        { kind: 'office', enquiry: { kind: 'department', department: NEW_HOMES, branchId: 'b1' } },
        'department',
      ],
      [{ kind: 'office', enquiry: { kind: 'branch', branch: TAUNTON } }, 'office'],
    ];
    for (const [subject, kind] of subjects) {
      const { vm, analytics } = aContactForm(subject);
      fillIn(vm);
      await vm.submit();
      expect(analytics.events, kind).to.deep.equal([{ event: 'lead_sent', lead_type: kind }]);
    }
  });

  it("on a refusal keeps everything typed, says 'Request failed. Please try again.' and resets the bot check (SPEC §8)", async () => {
    const { vm, leads, notifier, captcha, analytics } = aContactForm({ kind: 'staff', staff: ANN });
    leads.answer = left(httpFailure(500));
    fillIn(vm);
    await vm.submit();
    expect(analytics.events, 'no lead_sent for a refused lead').to.deep.equal([]);
    expect(vm.form.stage).to.equal('form');
    expect(vm.form.values).to.deep.include({
      first_name: 'Priya',
      message: 'Is the garden south-facing?',
    });
    expect(notifier.errors).to.deep.equal(['Request failed. Please try again.']);
    expect(captcha.resets).to.equal(1);
  });

  it('sends nothing while a field is wrong, and does not need a message (SPEC §5)', async () => {
    const { vm, leads } = aContactForm({ kind: 'staff', staff: ANN });
    fillIn(vm, '');
    vm.form.setValue('email', 'priya@');
    await vm.submit();
    expect(leads.sent).to.deep.equal([]);
    expect(vm.form.visibleErrors).to.deep.equal({ email: 'Please enter a valid email' });
  });
});
