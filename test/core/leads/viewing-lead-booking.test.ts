import { expect } from 'chai';
import { viewingLead } from '../../../core/leads/enquiry-leads.js';

const common = {
  contact: {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    tel_home: '01823123456',
  },
  honeypot: '',
  termsAccepted: true,
  message: 'Hi',
};

describe('viewingLead with a preferred day and time', () => {
  it('carries the preference as the lead booking (SPEC §3: book_viewing, the times, day, month, year)', () => {
    expect(
      viewingLead({
        ...common,
        preferred: { date: { year: 2026, month: 12, day: 23 }, times: ['14:00'] },
      }).lead_booking,
    ).to.deep.equal({
      book_viewing: true,
      booking_time: '14:00',
      booking_day: 23,
      booking_month: 12,
      booking_year: 2026,
    });
  });

  it('sends no booking without a preference', () => {
    expect(viewingLead(common)).to.not.have.property('lead_booking');
  });
});
