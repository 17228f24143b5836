import { expect } from 'chai';
import fc from 'fast-check';
import type { OpeningTime } from '../../../core/agency/agency.js';
import { mergeOpeningHours, openingSpans } from '../../../core/agency/opening-hours.js';
import { minutesOfClockText } from '../format/clock-text.js';

const at = (day_of_week: number, open_time: string, close_time: string): OpeningTime => ({
  day_of_week,
  open_time,
  close_time,
});
const weekdays = (open: string, close: string): OpeningTime[] =>
  [1, 2, 3, 4, 5].map((d) => at(d, open, close));

describe('mergeOpeningHours', () => {
  it('merges Monday to Friday with the same hours into one range, weekend closed', () => {
    expect(mergeOpeningHours(weekdays('09:00', '17:30'))).to.deep.equal([
      { days: 'Mon – Fri', hours: '9am – 5:30pm' },
      { days: 'Sat – Sun', hours: 'Closed' },
    ]);
  });

  it('starts the week on Monday and ends it on Sunday (day 0)', () => {
    const lines = mergeOpeningHours([
      at(0, '10:00', '16:00'),
      ...weekdays('09:00', '17:30'),
      at(6, '09:00', '13:00'),
    ]);
    expect(lines).to.deep.equal([
      { days: 'Mon – Fri', hours: '9am – 5:30pm' },
      { days: 'Sat', hours: '9am – 1pm' },
      { days: 'Sun', hours: '10am – 4pm' },
    ]);
  });

  it('does not merge the same hours across a different day (a split week)', () => {
    const entries = [
      at(1, '09:00', '17:00'),
      at(2, '09:00', '17:00'),
      at(3, '09:00', '17:00'),
      at(4, '09:00', '19:00'),
      at(5, '09:00', '17:00'),
    ];
    expect(mergeOpeningHours(entries)).to.deep.equal([
      { days: 'Mon – Wed', hours: '9am – 5pm' },
      { days: 'Thu', hours: '9am – 7pm' },
      { days: 'Fri', hours: '9am – 5pm' },
      { days: 'Sat – Sun', hours: 'Closed' },
    ]);
  });

  it('shows a closed day in the middle of the week', () => {
    const entries = weekdays('09:00', '17:00').filter((e) => e.day_of_week !== 3);
    expect(mergeOpeningHours(entries)).to.deep.equal([
      { days: 'Mon – Tue', hours: '9am – 5pm' },
      { days: 'Wed', hours: 'Closed' },
      { days: 'Thu – Fri', hours: '9am – 5pm' },
      { days: 'Sat – Sun', hours: 'Closed' },
    ]);
  });

  it('lists several entries on one day in time order, without repeats', () => {
    const entries = [at(1, '14:00', '17:30'), at(1, '09:00', '13:00'), at(1, '09:00', '13:00')];
    expect(mergeOpeningHours(entries)[0]).to.deep.equal({
      days: 'Mon',
      hours: '9am – 1pm, 2pm – 5:30pm',
    });
  });

  it('writes noon, midnight and minutes in the 12-hour clock, as the site writes every time', () => {
    expect(mergeOpeningHours([at(1, '0:00', '12:00')])[0]?.hours).to.equal('12 midnight – 12 noon');
    expect(mergeOpeningHours([at(1, '12:15', '24:00')])[0]?.hours).to.equal(
      '12:15pm – 12 midnight',
    );
    expect(mergeOpeningHours([at(1, '08:45:00', '23:59:00')])[0]?.hours).to.equal(
      '8:45am – 11:59pm',
    );
  });

  it('writes any opening span in the 12-hour clock, reading back as the times given', () => {
    const twentyFourHour = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: 1, max: 24 * 60 }),
        (open, length) => {
          const close = Math.min(open + length, 24 * 60);
          const hours =
            mergeOpeningHours([at(1, twentyFourHour(open), twentyFourHour(close))])[0]?.hours ?? '';
          const [from = '', to = ''] = hours.split(' – ');
          expect(minutesOfClockText(from), hours).to.equal(open);
          expect(minutesOfClockText(to), hours).to.equal(close % (24 * 60));
        },
      ),
    );
  });

  it('ignores invalid entries', () => {
    const invalid = [
      at(7, '09:00', '17:00'),
      at(-1, '09:00', '17:00'),
      at(1.5, '09:00', '17:00'),
      at(1, '9am', '5pm'),
      at(1, '09:60', '17:00'),
      at(1, '25:00', '26:00'),
      at(1, '17:00', '09:00'),
      at(1, '09:00', '09:00'),
      { day_of_week: 1, open_time: null, close_time: '17:00' } as unknown as OpeningTime,
    ];
    expect(mergeOpeningHours([...invalid, at(2, '09:00', '17:00')])).to.deep.equal([
      { days: 'Mon', hours: 'Closed' },
      { days: 'Tue', hours: '9am – 5pm' },
      { days: 'Wed – Sun', hours: 'Closed' },
    ]);
  });

  it('shows nothing when there is no valid entry', () => {
    expect(mergeOpeningHours([])).to.deep.equal([]);
    expect(mergeOpeningHours([at(9, '09:00', '17:00')])).to.deep.equal([]);
  });

  it('always covers the seven days once, in order, with no two neighbouring lines alike', () => {
    const entry = fc.record({
      day_of_week: fc.integer({ min: 0, max: 6 }),
      open_time: fc.constantFrom('08:00', '09:00', '9:30'),
      close_time: fc.constantFrom('13:00', '17:00', '17:30'),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 14 }), (entries) => {
        const lines = mergeOpeningHours(entries);
        const week = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
        const covered = lines.flatMap((line) => {
          const [first = '', last = first] = line.days.split(' – ');
          return week.slice(week.indexOf(first), week.indexOf(last) + 1);
        });
        expect(covered).to.deep.equal(week);
        lines.slice(1).forEach((line, i) => expect(line.hours).to.not.equal(lines[i]?.hours));
      }),
    );
  });
});

describe('openingSpans', () => {
  it('gives the valid entries as minutes, Monday first and each day in time order, leaving out what mergeOpeningHours ignores', () => {
    const spans = openingSpans([
      { day_of_week: 0, open_time: '10:00', close_time: '14:00' },
      { day_of_week: 1, open_time: '14:00', close_time: '17:30' },
      { day_of_week: 1, open_time: '9:00', close_time: '12:30' },
      { day_of_week: 6, open_time: '13:00', close_time: '09:00' },
      { day_of_week: 8, open_time: '09:00', close_time: '17:00' },
      { day_of_week: 3, open_time: 'noon', close_time: '17:00' },
    ]);
    expect(spans).to.deep.equal([
      { dayOfWeek: 1, open: 540, close: 750 },
      { dayOfWeek: 1, open: 840, close: 1050 },
      { dayOfWeek: 0, open: 600, close: 840 },
    ]);
  });

  it('keeps a day exactly when mergeOpeningHours shows hours for it (property)', () => {
    const time = fc.oneof(fc.constantFrom('09:00', '17:30', '24:00', '12:00', 'x'), fc.string());
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day_of_week: fc.integer({ min: -1, max: 7 }),
            open_time: time,
            close_time: time,
          }),
        ),
        (entries: OpeningTime[]) => {
          const days = new Set(openingSpans(entries).map((span) => span.dayOfWeek));
          const shown = mergeOpeningHours(entries).filter((line) => line.hours !== 'Closed').length;
          expect(days.size === 0).to.equal(shown === 0);
        },
      ),
    );
  });
});
