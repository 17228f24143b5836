import { expect } from 'chai';
import {
  departmentLead,
  officeLead,
  staffLead,
  viewingLead,
} from '../../../core/leads/enquiry-leads.js';

const contact = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  tel_home: '01823123456',
};
const client = { ...contact, body: '', do_not_contact: 1 };
const property = { property_id: '4821', display_address: 'Mill Lane, Taunton' };
const common = { contact, honeypot: '', termsAccepted: true };

describe('viewingLead', () => {
  it("is an 'email_portal_lead' with the message and the terms", () => {
    expect(viewingLead({ ...common, message: ' Saturday please ' })).to.deep.equal({
      lead_client: client,
      lead: { lead_type: 'email_portal_lead', message: 'Saturday please' },
      marketing_preferences: { opt_in_terms: true },
    });
  });

  it('sends only the address parts that were filled, the street as street_address', () => {
    const payload = viewingLead({
      ...common,
      message: 'Hi',
      address: { house_number: '2', street: ' Mill Lane ', town: '', postcode: 'TA1 1AA' },
    });
    expect(payload.lead_client).to.deep.equal({
      ...client,
      house_number: '2',
      street_address: 'Mill Lane',
      postcode: 'TA1 1AA',
    });
  });

  it('names the department when routing found one, and carries the honeypot and marketing choice', () => {
    const payload = viewingLead({
      ...common,
      message: 'Hi',
      departmentId: '17',
      honeypot: 'spam',
      optInMarketing: true,
    });
    expect(payload.lead.branch_department_id).to.equal('17');
    expect(payload.lead_client.body).to.equal('spam');
    expect(payload.marketing_preferences).to.deep.equal({
      opt_in_terms: true,
      opt_in_marketing: true,
    });
    expect(viewingLead({ ...common, message: 'Hi', departmentId: ' ' }).lead).to.not.have.property(
      'branch_department_id',
    );
  });
});

describe('staffLead', () => {
  it("carries the message, agency_employee_id and channel 'selling' by default", () => {
    expect(staffLead({ ...common, message: 'Call me', staffMemberId: '55' })).to.deep.equal({
      lead_client: client,
      lead: { message: 'Call me', agency_employee_id: '55', channel: 'selling' },
      marketing_preferences: { opt_in_terms: true },
    });
  });

  it('keeps a chosen letting channel and prefixes the property reference', () => {
    const { lead } = staffLead({
      ...common,
      message: 'Call me',
      staffMemberId: '55',
      channel: 'letting',
      property,
    });
    expect(lead).to.deep.equal({
      message: 'Property reference: 4821, Mill Lane, Taunton\n\nCall me',
      agency_employee_id: '55',
      channel: 'letting',
    });
  });
});

describe('officeLead', () => {
  it('is a branch lead (is_branch_lead 1) with branch_id, the property reference prefixed', () => {
    expect(officeLead({ ...common, message: 'Hello', branchId: '9', property })).to.deep.equal({
      lead_client: client,
      lead: {
        message: 'Property reference: 4821, Mill Lane, Taunton\n\nHello',
        branch_id: '9',
        is_branch_lead: 1,
      },
      marketing_preferences: { opt_in_terms: true },
    });
  });

  it('sends the message as written without a property', () => {
    expect(officeLead({ ...common, message: 'Hello', branchId: '9' }).lead.message).to.equal(
      'Hello',
    );
  });

  it('says whether it is about selling or letting when the page knows', () => {
    expect(
      officeLead({ ...common, message: 'Hello', branchId: '9', property, channel: 'letting' }).lead,
    ).to.include({ channel: 'letting' });
    expect(officeLead({ ...common, message: 'Hello', branchId: '9' }).lead).not.to.have.property(
      'channel',
    );
  });
});

describe('departmentLead', () => {
  it("is a 'branch_department_enquiry' with branch_department_id and branch_id, the message as written", () => {
    expect(
      departmentLead({ ...common, message: 'Hello', branchId: '9', departmentId: '17' }),
    ).to.deep.equal({
      lead_client: client,
      lead: {
        lead_type: 'branch_department_enquiry',
        message: 'Hello',
        branch_department_id: '17',
        branch_id: '9',
      },
      marketing_preferences: { opt_in_terms: true },
    });
  });

  it('names the property it is about, as an office enquiry does, with its channel', () => {
    const lead = departmentLead({
      ...common,
      message: 'Hello',
      departmentId: '17',
      property,
      channel: 'selling',
    }).lead;
    expect(lead).to.deep.equal({
      lead_type: 'branch_department_enquiry',
      message: 'Property reference: 4821, Mill Lane, Taunton\n\nHello',
      branch_department_id: '17',
      channel: 'selling',
    });
  });
});
