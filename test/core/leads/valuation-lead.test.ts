import { expect } from 'chai';
import {
  type ValuationLeadCommon,
  leadBookingOf,
  valuationLead,
} from '../../../core/leads/valuation-lead.js';

const common: ValuationLeadCommon = {
  contact: {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    tel_home: '01823123456',
  },
  address: {
    house_number: '2',
    house_name: 'Rose Cottage',
    street: 'Mill Lane',
    town: 'Taunton',
    county: 'Somerset',
    postcode: 'ta1 1aa',
  },
  channel: 'selling',
  branchId: '9',
  valuationReason: 'Thinking of selling',
  message: 'Mornings are best',
  honeypot: '',
  termsAccepted: true,
};

describe('valuationLead', () => {
  it('builds the single-step lead without a booking', () => {
    expect(valuationLead({ ...common, flow: 'single-step' })).to.deep.equal({
      lead_client: {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        tel_home: '01823123456',
        body: '',
        do_not_contact: 1,
        street_address: 'Rose Cottage, 2 Mill Lane',
        town: 'Taunton',
        county: 'Somerset',
        postcode: 'TA1 1AA',
      },
      lead: {
        valuation_reason: 'Thinking of selling',
        message: 'Mornings are best',
        is_valuation_request: true,
        branch_id: '9',
        channel: 'selling',
      },
      marketing_preferences: { opt_in_terms: true },
    });
  });

  it('adds the lead booking in the three-step flow', () => {
    const payload = valuationLead({
      ...common,
      channel: 'letting',
      flow: 'three-step',
      booking: { date: { year: 2026, month: 3, day: 14 }, times: ['9:00', '10:00'] },
    });
    expect(payload.lead_booking).to.deep.equal({
      book_viewing: true,
      booking_time: '9:00, 10:00',
      booking_day: 14,
      booking_month: 3,
      booking_year: 2026,
    });
    expect(payload.lead.channel).to.equal('letting');
  });

  it('sends empty reason and message when none were given', () => {
    const { valuationReason: _r, message: _m, ...bare } = common;
    const { lead } = valuationLead({ ...bare, flow: 'single-step' });
    expect(lead.valuation_reason).to.equal('');
    expect(lead.message).to.equal('');
  });
});

describe('leadBookingOf', () => {
  it('keeps the times in the order given', () => {
    expect(
      leadBookingOf({ year: 2026, month: 12, day: 1 }, ['14:00', '9:00']).booking_time,
    ).to.equal('14:00, 9:00');
  });
});
