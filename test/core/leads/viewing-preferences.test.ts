import { expect } from 'chai';
import {
  VIEWING_TIMES,
  viewingDayOptions,
  viewingPreference,
  viewingTimeLabel,
  viewingTimeOptions,
} from '../../../core/leads/viewing-preferences.js';

/** Tuesday 22 December 2026, 10:00 local time (Christmas and Boxing Day ahead). */
const TODAY = new Date(2026, 11, 22, 10, 0);

describe('viewing preferences', () => {
  it('offers the appointment days from tomorrow, without Sundays and bank holidays', () => {
    const days = viewingDayOptions(TODAY);
    expect(days.slice(0, 3)).to.deep.equal([
      { value: '2026-12-23', label: 'Wednesday 23 December 2026' },
      { value: '2026-12-24', label: 'Thursday 24 December 2026' },
      { value: '2026-12-26', label: 'Saturday 26 December 2026' },
    ]);
    expect(days.map((d) => d.value)).to.not.include.members([
      '2026-12-25',
      '2026-12-27',
      '2026-12-28',
    ]);
  });

  it('offers the slots of SPEC §9 in 12-hour words', () => {
    expect(viewingTimeOptions().map((o) => o.label)).to.deep.equal([
      '9am',
      '10am',
      '11am',
      '12 noon',
      '1pm',
      '2pm',
      '3pm',
      '4pm',
    ]);
    expect(viewingTimeOptions().map((o) => o.value)).to.deep.equal(VIEWING_TIMES);
    expect(viewingTimeLabel('not a time')).to.equal('not a time');
  });

  it('books the chosen day and time, or every slot of the day for any time', () => {
    expect(viewingPreference('2026-12-23', '14:00', TODAY)).to.deep.equal({
      date: { year: 2026, month: 12, day: 23 },
      times: ['14:00'],
    });
    expect(viewingPreference('2026-12-23', 'default', TODAY)?.times).to.deep.equal(VIEWING_TIMES);
  });

  it('books nothing without a day, or for a day no longer offered (a draft kept past midnight, a holiday)', () => {
    expect(viewingPreference('default', '9:00', TODAY)).to.equal(undefined);
    expect(viewingPreference('', '9:00', TODAY)).to.equal(undefined);
    expect(viewingPreference('2026-12-22', '9:00', TODAY)).to.equal(undefined);
    expect(viewingPreference('2026-12-25', '9:00', TODAY)).to.equal(undefined);
  });
});
