import { expect } from 'chai';
import fc from 'fast-check';
import {
  type RentalYieldInput,
  calculateRentalYield,
  yearlyRent,
} from '../../../core/calculators/rental-yield.js';

function aLetting(overrides: Partial<RentalYieldInput> = {}): RentalYieldInput {
  return { price: 200_000, monthlyRent: 1_000, yearlyCosts: 0, ...overrides };
}

const validLetting = fc.record({
  price: fc.integer({ min: 1, max: 99_999_999_999 }),
  monthlyRent: fc.integer({ min: 1, max: 999_999 }),
  costsShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('calculateRentalYield', () => {
  it('earns 6.0% gross on £1,000 a month for a £200,000 home (12,000 ÷ 200,000)', () => {
    expect(calculateRentalYield(aLetting())).to.deep.equal({ gross: 6, net: 6 });
  });

  it('earns 4.8% net after £2,400 of yearly costs ((12,000 − 2,400) ÷ 200,000)', () => {
    expect(calculateRentalYield(aLetting({ yearlyCosts: 2_400 }))).to.deep.equal({
      gross: 6,
      net: 4.8,
    });
  });

  it('rounds an exact half up: £515 a month on £120,000 is 5.15%, shown 5.2%', () => {
    // 6,180 ÷ 120,000 = 0.0515 exactly; floating point holds 5.1499… and would show 5.1.
    expect(calculateRentalYield(aLetting({ price: 120_000, monthlyRent: 515 })).gross).to.equal(
      5.2,
    );
  });

  it('rounds below a half down: £1,234 a month on £250,000 is 5.9232%, shown 5.9%', () => {
    expect(calculateRentalYield(aLetting({ price: 250_000, monthlyRent: 1_234 })).gross).to.equal(
      5.9,
    );
  });

  it('rounds above a half up: £1,250 a month on £270,000 is 5.5555…%, shown 5.6%', () => {
    expect(calculateRentalYield(aLetting({ price: 270_000, monthlyRent: 1_250 })).gross).to.equal(
      5.6,
    );
  });

  it('nets 0% when the costs take the whole year’s rent', () => {
    expect(calculateRentalYield(aLetting({ yearlyCosts: 12_000 })).net).to.equal(0);
  });

  it('gives 0 for a price of 0 or less, or not a number', () => {
    for (const price of [0, -200_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateRentalYield(aLetting({ price })), String(price)).to.deep.equal({
        gross: 0,
        net: 0,
      });
    }
  });

  it('gives 0 for a rent under £1 or over £999,999 a month', () => {
    for (const monthlyRent of [0, 0.5, 1_000_000, Number.NaN]) {
      expect(calculateRentalYield(aLetting({ monthlyRent })), String(monthlyRent)).to.deep.equal({
        gross: 0,
        net: 0,
      });
    }
  });

  it('gives 0 for costs below 0 or above the year’s rent', () => {
    for (const yearlyCosts of [-1, 12_001, Number.NaN]) {
      expect(calculateRentalYield(aLetting({ yearlyCosts })), String(yearlyCosts)).to.deep.equal({
        gross: 0,
        net: 0,
      });
    }
  });

  it('counts a year as twelve calendar months', () => {
    expect(yearlyRent(1_000)).to.equal(12_000);
  });

  describe('properties', () => {
    it('never nets more than the gross yield, nor less than 0', () => {
      fc.assert(
        fc.property(validLetting, ({ price, monthlyRent, costsShare }) => {
          const yearlyCosts = Math.floor(yearlyRent(monthlyRent) * costsShare);
          const { gross, net } = calculateRentalYield({ price, monthlyRent, yearlyCosts });
          return net >= 0 && net <= gross;
        }),
      );
    });

    it('never falls as the rent rises', () => {
      fc.assert(
        fc.property(validLetting, fc.integer({ min: 1, max: 10_000 }), (letting, more) => {
          const monthlyRent = Math.min(letting.monthlyRent, 999_999 - more);
          fc.pre(monthlyRent >= 1);
          const lower = calculateRentalYield({ price: letting.price, monthlyRent, yearlyCosts: 0 });
          const higher = calculateRentalYield({
            price: letting.price,
            monthlyRent: monthlyRent + more,
            yearlyCosts: 0,
          });
          return higher.gross >= lower.gross;
        }),
      );
    });

    it('never rises as the price rises', () => {
      fc.assert(
        fc.property(validLetting, fc.integer({ min: 1, max: 1_000_000 }), (letting, more) => {
          const costs = { monthlyRent: letting.monthlyRent, yearlyCosts: 0 };
          const cheaper = calculateRentalYield({ price: letting.price, ...costs });
          const dearer = calculateRentalYield({ price: letting.price + more, ...costs });
          return dearer.gross <= cheaper.gross;
        }),
      );
    });

    it('is within half a tenth of the exact share, in tenths of a percent', () => {
      fc.assert(
        fc.property(validLetting, ({ price, monthlyRent }) => {
          const { gross } = calculateRentalYield({ price, monthlyRent, yearlyCosts: 0 });
          const exact = (yearlyRent(monthlyRent) / price) * 100;
          return Math.abs(gross - exact) <= 0.05 + 1e-9 * Math.max(1, exact);
        }),
      );
    });
  });
});
