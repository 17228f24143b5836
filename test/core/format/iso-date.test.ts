import { expect } from 'chai';
import fc from 'fast-check';
import { isValid, parseISO } from 'date-fns';
import { parseIsoDate } from '../../../core/format/iso-date.js';

/** date-fns' reading, as the oracle: a Date, or undefined for its Invalid Date. */
function oracle(text: string): Date | undefined {
  const date = parseISO(text.trim());
  return isValid(date) ? date : undefined;
}

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const isoText = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }).map(String),
    month: fc.integer({ min: 1, max: 12 }).map((n) => String(n).padStart(2, '0')),
    day: fc.integer({ min: 1, max: 31 }).map((n) => String(n).padStart(2, '0')),
    time: fc.option(
      fc.record({
        hour: two(24),
        minute: two(59),
        second: fc.option(two(59)),
        // Milliseconds: finer fractions are read to the millisecond, where date-fns' floating point may round either way.
        fraction: fc.option(fc.integer({ min: 0, max: 999 }).map(String)),
        zone: fc.option(
          fc.oneof(
            fc.constant('Z'),
            fc
              .tuple(fc.constantFrom('+', '-'), two(23), fc.constantFrom(':', ''), two(59))
              .map((parts) => parts.join('')),
            fc.tuple(fc.constantFrom('+', '-'), two(23)).map((parts) => parts.join('')),
          ),
        ),
        separator: fc.constantFrom('T', ' '),
      }),
    ),
  })
  .map(({ year, month, day, time }) => {
    if (time === null) return `${year}-${month}-${day}`;
    const seconds =
      time.second === null
        ? ''
        : `:${time.second}${time.fraction === null ? '' : `.${time.fraction}`}`;
    return `${year}-${month}-${day}${time.separator}${time.hour}:${time.minute}${seconds}${time.zone ?? ''}`;
  });

describe('parseIsoDate', () => {
  it('reads a date as local midnight and a date-time without a zone as local time', () => {
    expect(parseIsoDate('2026-11-20')?.getTime()).to.equal(new Date(2026, 10, 20).getTime());
    expect(parseIsoDate(' 2026-11-20T09:30 ')?.getTime()).to.equal(
      new Date(2026, 10, 20, 9, 30).getTime(),
    );
    expect(parseIsoDate('2026-11-20 09:30:15.250')?.getTime()).to.equal(
      new Date(2026, 10, 20, 9, 30, 15, 250).getTime(),
    );
    // 24:00 is the end of the day: the next day's midnight, across a year's end too.
    expect(parseIsoDate('1900-12-31T24:00')?.getTime()).to.equal(new Date(1901, 0, 1).getTime());
  });

  it('reads a zone: Z, ±HH:MM, ±HHMM and ±HH', () => {
    expect(parseIsoDate('2026-11-20T09:30:00Z')?.toISOString()).to.equal(
      '2026-11-20T09:30:00.000Z',
    );
    expect(parseIsoDate('2026-06-20T09:30:00+01:00')?.toISOString()).to.equal(
      '2026-06-20T08:30:00.000Z',
    );
    expect(parseIsoDate('2026-06-20T09:30:00-0530')?.toISOString()).to.equal(
      '2026-06-20T15:00:00.000Z',
    );
    expect(parseIsoDate('2026-06-20T09:30+02')?.toISOString()).to.equal('2026-06-20T07:30:00.000Z');
  });

  it('names no date for text that is not one, or a date that does not exist', () => {
    for (const text of [
      '',
      'soon',
      '20/11/2026',
      '2026-13-01',
      '2026-02-30',
      '2026-02-29',
      '2026-11-20T25:00',
      '2026-11-20T24:01',
      '2026-11-20T10:60',
      '2026-11-20T10:00+24:00',
      '2026-11-20T10:00+01:60',
      '2026-11-20junk',
    ]) {
      expect(parseIsoDate(text), text).to.equal(undefined);
    }
    expect(parseIsoDate('2028-02-29')?.getDate()).to.equal(29);
  });

  it("reads every ISO date and date-time the platform sends as date-fns' parseISO does", () => {
    fc.assert(
      fc.property(isoText, (text) => {
        expect(parseIsoDate(text)?.getTime(), text).to.equal(oracle(text)?.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('never reads a date from text that parseISO reads differently (whatever the text)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          isoText.chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
        ),
        (text) => {
          const mine = parseIsoDate(text);
          const theirs = oracle(text);
          if (mine !== undefined) expect(theirs, text).to.not.equal(undefined);
          // Within a millisecond: date-fns reads fractions beyond three digits in floating point.
          if (mine !== undefined && theirs !== undefined)
            expect(Math.abs(mine.getTime() - theirs.getTime()), text).to.be.at.most(1);
        },
      ),
    );
  });
});
