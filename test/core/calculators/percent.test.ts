import { expect } from 'chai';
import fc from 'fast-check';
import { percentToOneDecimal } from '../../../core/calculators/percent.js';

describe('percentToOneDecimal', () => {
  it('shows 12,000 of 200,000 as 6.0% (6)', () => {
    expect(percentToOneDecimal(12_000n, 200_000n)).to.equal(6);
  });

  it('rounds an exact half up: 6,180 of 120,000 is 5.15% → 5.2', () => {
    expect(percentToOneDecimal(6_180n, 120_000n)).to.equal(5.2);
  });

  it('rounds 1 of 3 (33.33…%) to 33.3 and 2 of 3 (66.66…%) to 66.7', () => {
    expect(percentToOneDecimal(1n, 3n)).to.equal(33.3);
    expect(percentToOneDecimal(2n, 3n)).to.equal(66.7);
  });

  it('gives 0 for a whole of 0 or less, or a negative part', () => {
    expect(percentToOneDecimal(5n, 0n)).to.equal(0);
    expect(percentToOneDecimal(5n, -10n)).to.equal(0);
    expect(percentToOneDecimal(-5n, 10n)).to.equal(0);
  });

  it('is never more than half a tenth from the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (part, whole) => {
          const shown = percentToOneDecimal(BigInt(part), BigInt(whole));
          return Math.abs(shown - (part / whole) * 100) <= 0.05 + 1e-9;
        },
      ),
    );
  });
});
