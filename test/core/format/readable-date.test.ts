import { expect } from 'chai';
import fc from 'fast-check';
import { readableDate } from '../../../core/format/readable-date.js';

describe('readableDate', () => {
  for (const [text, iso, label] of [
    ['2026-03-12', '2026-03-12', '12 March 2026'],
    ['2025-01-01T23:30:00-05:00', '2025-01-01', '1 January 2025'],
    ['2024-12-31T23:59:59Z', '2024-12-31', '31 December 2024'],
  ]) {
    it(`reads ${text} as the calendar date written, for a person and for <time datetime>`, () => {
      expect(readableDate(text)).to.deep.equal({ iso, label });
    });
  }

  it('is nothing for text that names no real date', () => {
    for (const text of [undefined, '', 'yesterday', '2026-02-30', '2026-13-01', '12/03/2026'])
      expect(readableDate(text), String(text)).to.equal(undefined);
  });

  it('labels every real date with its own day, month name and year (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const read = readableDate(iso);
          const [year, month, day] = iso.split('-').map(Number);
          expect(read?.iso).to.equal(iso);
          expect(read?.label).to.equal(
            `${day} ${new Date(Date.UTC(2000, month! - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${year}`,
          );
        },
      ),
    );
  });
});
