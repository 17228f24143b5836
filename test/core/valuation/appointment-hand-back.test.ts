import { expect } from 'chai';
import { appointmentQuery, handedBackAppointment, timeSlots } from '../../../core/index.js';

/** Sunday 22 November 2026, mid-morning. */
const TODAY = new Date(2026, 10, 22, 10, 0);

describe('appointmentQuery', () => {
  it('writes the picked day and time as the query the valuation route carries', () => {
    expect(appointmentQuery({ date: '2026-12-01', time: '14:00' })).to.equal(
      'date=2026-12-01&time=14%3A00',
    );
    expect(appointmentQuery({ date: '2026-12-01' })).to.equal('date=2026-12-01');
    expect(appointmentQuery({})).to.equal('');
  });

  it('is read back as it was written, for every slot', () => {
    for (const slot of timeSlots()) {
      expect(
        handedBackAppointment(
          `?${appointmentQuery({ date: '2026-12-01', time: slot.time })}`,
          TODAY,
        ),
      ).to.deep.equal({ date: '2026-12-01', slotId: slot.id });
    }
  });
});

describe('handedBackAppointment', () => {
  it('takes a bookable day and the slot chosen on it', () => {
    expect(handedBackAppointment('?date=2026-11-23&time=9%3A00', TODAY)).to.deep.equal({
      date: '2026-11-23',
      slotId: '9:00',
    });
    expect(handedBackAppointment('date=2026-12-19&time=16:00', TODAY)).to.deep.equal({
      date: '2026-12-19',
      slotId: '16:00',
    });
  });

  it('takes a bookable day alone when no time came with it', () => {
    expect(handedBackAppointment('?date=2026-11-24', TODAY)).to.deep.equal({ date: '2026-11-24' });
  });

  it('keeps the day but drops a time that is not one of the slots', () => {
    for (const time of ['09:00', '17:00', '9:30', '8:00', 'noon', '', '14:00:00']) {
      expect(
        handedBackAppointment(`?date=2026-11-24&time=${encodeURIComponent(time)}`, TODAY),
        time,
      ).to.deep.equal({ date: '2026-11-24' });
    }
  });

  it('takes nothing for a day a visit cannot be booked on, whatever the time', () => {
    const unbookable = {
      today: '2026-11-22',
      past: '2026-11-20',
      sunday: '2026-11-29',
      'more than four weeks ahead': '2026-12-21',
      'not a real day': '2026-02-30',
      'not a date': 'tomorrow',
      'another format': '24/11/2026',
    };
    for (const [what, date] of Object.entries(unbookable)) {
      expect(
        handedBackAppointment(`?date=${encodeURIComponent(date)}&time=14%3A00`, TODAY),
        what,
      ).to.equal(undefined);
    }
  });

  it('takes nothing for a bank holiday (Christmas Day, seen from the week before)', () => {
    expect(
      handedBackAppointment('?date=2026-12-25&time=10%3A00', new Date(2026, 11, 18, 9, 0)),
    ).to.equal(undefined);
    expect(
      handedBackAppointment('?date=2026-12-24&time=10%3A00', new Date(2026, 11, 18, 9, 0)),
    ).to.deep.equal({ date: '2026-12-24', slotId: '10:00' });
  });

  it('takes nothing without a day: a time alone belongs to no day', () => {
    expect(handedBackAppointment('?time=14%3A00', TODAY)).to.equal(undefined);
    expect(handedBackAppointment('', TODAY)).to.equal(undefined);
    expect(handedBackAppointment('?date=&time=', TODAY)).to.equal(undefined);
  });
});
