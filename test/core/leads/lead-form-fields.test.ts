import { expect } from 'chai';
import { leadFormFields } from '../../../core/leads/lead-form-fields.js';
import { viewingLead } from '../../../core/leads/enquiry-leads.js';
import { valuationLead } from '../../../core/leads/valuation-lead.js';

const contact = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  tel_home: '01823123456',
};

describe('leadFormFields', () => {
  it('flattens a viewing lead into bracketed form-field names', () => {
    const payload = viewingLead({
      contact,
      message: 'Hi',
      honeypot: '',
      termsAccepted: true,
      departmentId: '17',
    });
    expect(leadFormFields(payload)).to.deep.equal({
      'lead_client[first_name]': 'Ann',
      'lead_client[last_name]': 'Lee',
      'lead_client[email]': 'ann@example.com',
      'lead_client[tel_home]': '01823123456',
      'lead_client[body]': '',
      'lead_client[do_not_contact]': '1',
      'lead[lead_type]': 'email_portal_lead',
      'lead[message]': 'Hi',
      'lead[branch_department_id]': '17',
      'marketing_preferences[opt_in_terms]': '1',
    });
  });

  it('writes false as 0 and includes the lead booking', () => {
    const payload = valuationLead({
      contact,
      address: {
        house_number: '',
        house_name: '',
        street: 'Mill Lane',
        town: 'Taunton',
        county: '',
        postcode: 'TA1 1AA',
      },
      channel: 'selling',
      branchId: '9',
      honeypot: '',
      termsAccepted: false,
      flow: 'three-step',
      booking: { date: { year: 2026, month: 3, day: 14 }, times: ['9:00'] },
    });
    const fields = leadFormFields(payload);
    expect(fields['marketing_preferences[opt_in_terms]']).to.equal('0');
    expect(fields['lead[is_valuation_request]']).to.equal('1');
    expect(fields['lead_booking[booking_month]']).to.equal('3');
    expect(fields['lead_booking[book_viewing]']).to.equal('1');
  });
});
