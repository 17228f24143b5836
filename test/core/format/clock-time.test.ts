import { expect } from 'chai';
import { format } from 'date-fns';
import fc from 'fast-check';
import { clockTimeText, formatTime } from '../../../core/format/clock-time.js';
import { minutesOfClockText } from './clock-text.js';

describe('formatTime (the one way the site writes a time of day)', () => {
  it('writes the hour alone, minutes when there are some, and noon and midnight in words', () => {
    expect(formatTime(9 * 60)).to.equal('9am');
    expect(formatTime(17 * 60 + 30)).to.equal('5:30pm');
    expect(formatTime(13 * 60)).to.equal('1pm');
    expect(formatTime(9 * 60 + 5)).to.equal('9:05am');
    expect(formatTime(12 * 60)).to.equal('12 noon');
    expect(formatTime(12 * 60 + 30)).to.equal('12:30pm');
    expect(formatTime(0)).to.equal('12 midnight');
    expect(formatTime(24 * 60)).to.equal('12 midnight');
    expect(formatTime(30)).to.equal('12:30am');
  });

  it("agrees with date-fns' 12-hour clock for every minute of the day, with ':00' left off", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
      if (minutes === 0 || minutes === 12 * 60) continue;
      const dateFns = format(
        new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60),
        'h:mmaaa',
      ).replace(':00', '');
      expect(formatTime(minutes), String(minutes)).to.equal(dateFns);
    }
  });

  it('reads back as the minutes it was given, whatever whole number of minutes comes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (minutes) => {
        const text = formatTime(minutes);
        expect(minutesOfClockText(text), text).to.equal(((minutes % 1440) + 1440) % 1440);
        expect(text).to.not.match(/:00|\d{2}:\d{2}(?!am|pm)/);
      }),
    );
  });
});

describe('clockTimeText', () => {
  it('writes a 24-hour time the site way, and gives anything else back as it came', () => {
    expect(['9:00', '09:00', '12:00', '13:00', '16:30', '24:00'].map(clockTimeText)).to.deep.equal([
      '9am',
      '9am',
      '12 noon',
      '1pm',
      '4:30pm',
      '12 midnight',
    ]);
    expect(['noon', '', '9', '25:00', '9:60', 'about 10'].map(clockTimeText)).to.deep.equal([
      'noon',
      '',
      '9',
      '25:00',
      '9:60',
      'about 10',
    ]);
  });
});
