import { expect } from 'chai';
import fc from 'fast-check';
import { getDay } from 'date-fns';
import {
  APPOINTMENT_WINDOW_DAYS,
  appointmentDayLabel,
  appointmentDayProblem,
  appointmentDays,
  bankHolidaysEnglandAndWales,
  calendarDateOf,
  easterSunday,
  isAppointmentDay,
  isoDateOf,
  parseIsoDate,
} from '../../../core/index.js';

/** Sunday 22 November 2026, mid-morning. */
const TODAY = new Date(2026, 10, 22, 10, 0);

/** A day of 2020–2035 at a random time of day. */
const someMoment = fc
  .record({
    day: fc.integer({ min: 0, max: 365 * 16 }),
    minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  })
  .map(({ day, minutes }) => new Date(2020, 0, 1 + day, 0, minutes));

describe('bankHolidaysEnglandAndWales', () => {
  // The published lists (gov.uk/bank-holidays), substitute days included.
  const PUBLISHED: Record<number, string[]> = {
    2025: [
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ],
    2026: [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ],
    2027: [
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ],
    2028: [
      '2028-01-03',
      '2028-04-14',
      '2028-04-17',
      '2028-05-01',
      '2028-05-29',
      '2028-08-28',
      '2028-12-25',
      '2028-12-26',
    ],
  };

  for (const [year, days] of Object.entries(PUBLISHED)) {
    it(`matches the published bank holidays of ${year}`, () => {
      expect(bankHolidaysEnglandAndWales(Number(year))).to.deep.equal(days);
    });
  }

  it('gives eight weekdays a year, all within that year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const days = bankHolidaysEnglandAndWales(year);
        expect(days).to.have.length(8);
        for (const iso of days) {
          const date = parseIsoDate(iso);
          expect(date, iso).to.not.equal(undefined);
          expect(getDay(date as Date), iso).to.be.within(1, 5);
          expect(iso.startsWith(`${year}-`), iso).to.equal(true);
        }
      }),
    );
  });

  it('finds Easter Sunday on a Sunday between 22 March and 25 April', () => {
    expect(isoDateOf(easterSunday(2026))).to.equal('2026-04-05');
    expect(isoDateOf(easterSunday(2038))).to.equal('2038-04-25');
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const easter = easterSunday(year);
        expect(getDay(easter)).to.equal(0);
        const iso = isoDateOf(easter).slice(5);
        expect(iso >= '03-22' && iso <= '04-25', iso).to.equal(true);
      }),
    );
  });
});

describe('appointmentDays', () => {
  it('offers tomorrow to four weeks ahead, without Sundays or bank holidays', () => {
    const days = appointmentDays(TODAY);
    expect(days[0]).to.equal('2026-11-23');
    expect(days.at(-1)).to.equal('2026-12-19');
    expect(days).to.not.include('2026-11-29'); // a Sunday
    expect(days).to.include('2026-11-28'); // a Saturday
    expect(days).to.have.length(APPOINTMENT_WINDOW_DAYS - 4);
  });

  it('leaves out Christmas and the Boxing Day substitute', () => {
    const days = appointmentDays(new Date(2026, 11, 20, 18, 30));
    expect(days).to.not.include.members(['2026-12-25', '2026-12-27', '2026-12-28']);
    expect(days).to.include.members(['2026-12-24', '2026-12-26', '2026-12-29']);
  });

  it('never offers today, a past day, a Sunday, a bank holiday or a day beyond the window, and offers every other', function () {
    // A hundred moments, each checking every day it offers: seconds under coverage on a busy machine.
    this.timeout(60_000);
    fc.assert(
      fc.property(someMoment, (today) => {
        const days = appointmentDays(today);
        const todayIso = isoDateOf(today);
        expect(days.length).to.be.within(APPOINTMENT_WINDOW_DAYS - 8, APPOINTMENT_WINDOW_DAYS - 4);
        expect([...days].sort()).to.deep.equal(days);
        for (const iso of days) {
          expect(iso > todayIso).to.equal(true);
          const date = parseIsoDate(iso) as Date;
          expect(getDay(date)).to.not.equal(0);
          expect(bankHolidaysEnglandAndWales(date.getFullYear())).to.not.include(iso);
          expect(isAppointmentDay(iso, today)).to.equal(true);
        }
      }),
    );
  });
});

describe('appointmentDayProblem', () => {
  it('says why a day cannot be booked', () => {
    expect(appointmentDayProblem('2026-11-21', TODAY)).to.equal('past');
    expect(appointmentDayProblem('2026-11-22', TODAY)).to.equal('today');
    expect(appointmentDayProblem('2026-11-29', TODAY)).to.equal('sunday');
    expect(appointmentDayProblem('2026-12-25', new Date(2026, 11, 1))).to.equal('bank-holiday');
    expect(appointmentDayProblem('2026-12-21', TODAY)).to.equal('too-far');
    expect(appointmentDayProblem('2026-02-30', TODAY)).to.equal('not-a-date');
    expect(appointmentDayProblem('next tuesday', TODAY)).to.equal('not-a-date');
    expect(appointmentDayProblem('2026-11-24', TODAY)).to.equal(undefined);
  });
});

describe('calendarDateOf and appointmentDayLabel', () => {
  it('turn an ISO day into the lead booking day and the words on the picker', () => {
    expect(calendarDateOf('2026-11-24')).to.deep.equal({ year: 2026, month: 11, day: 24 });
    expect(appointmentDayLabel('2026-11-24')).to.deep.equal({
      weekday: 'Tue',
      dayMonth: '24 Nov',
      full: 'Tuesday 24 November 2026',
    });
    expect(calendarDateOf('2026-13-01')).to.equal(undefined);
    expect(appointmentDayLabel('')).to.equal(undefined);
  });

  it('round-trips every day: parse(format(d)) is d', () => {
    fc.assert(
      fc.property(someMoment, (moment) => {
        const iso = isoDateOf(moment);
        expect(isoDateOf(parseIsoDate(iso) as Date)).to.equal(iso);
        const date = calendarDateOf(iso);
        expect(date).to.deep.equal({
          year: moment.getFullYear(),
          month: moment.getMonth() + 1,
          day: moment.getDate(),
        });
      }),
    );
  });
});
