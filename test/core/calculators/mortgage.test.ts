import { expect } from 'chai';
import fc from 'fast-check';
import {
  type MortgageInput,
  defaultDeposit,
  monthlyMortgagePayment,
} from '../../../core/calculators/mortgage.js';

function aMortgage(overrides: Partial<MortgageInput> = {}): MortgageInput {
  return {
    price: 200_000,
    deposit: 0,
    annualRatePercent: 5,
    years: 25,
    type: 'repayment',
    ...overrides,
  };
}

const validLoan = fc.record({
  price: fc.integer({ min: 1, max: 10_000_000 }),
  depositShare: fc.double({ min: 0, max: 1, noNaN: true }),
  annualRatePercent: fc.double({ min: 0.01, max: 10, noNaN: true }),
  years: fc.integer({ min: 5, max: 35 }),
});

describe('monthlyMortgagePayment', () => {
  it('charges £1,169 a month on £200,000 at 5% over 25 years', () => {
    expect(monthlyMortgagePayment(aMortgage())).to.equal(1_169);
  });

  it('charges interest-only on the loan, not the price: £120,000 less £20,000 at 3% → £250', () => {
    expect(
      monthlyMortgagePayment(
        aMortgage({ price: 120_000, deposit: 20_000, annualRatePercent: 3, type: 'interest-only' }),
      ),
    ).to.equal(250);
  });

  it('takes the deposit off the loan for a repayment mortgage', () => {
    expect(monthlyMortgagePayment(aMortgage({ price: 250_000, deposit: 50_000 }))).to.equal(1_169);
  });

  it('rounds to the nearest pound', () => {
    // 100,000 at 4% interest-only = 333.33 → 333; 100,000 at 4.01% = 334.17 → 334
    expect(
      monthlyMortgagePayment(
        aMortgage({ price: 100_000, annualRatePercent: 4, type: 'interest-only' }),
      ),
    ).to.equal(333);
    expect(
      monthlyMortgagePayment(
        aMortgage({ price: 100_000, annualRatePercent: 4.01, type: 'interest-only' }),
      ),
    ).to.equal(334);
  });

  it('costs nothing when the deposit covers the whole price', () => {
    expect(monthlyMortgagePayment(aMortgage({ deposit: 200_000 }))).to.equal(0);
  });

  it('accepts the edges of the ranges: 0.01% and 10%, 5 and 35 years (£200,000 repayment)', () => {
    // Worked by hand from the annuity formula P·i / (1 − (1 + i)^−n), i the monthly rate, n the months.
    expect(monthlyMortgagePayment(aMortgage({ annualRatePercent: 0.01 }))).to.equal(668); // 667.50
    expect(monthlyMortgagePayment(aMortgage({ annualRatePercent: 10 }))).to.equal(1_817); // 1,817.40
    expect(monthlyMortgagePayment(aMortgage({ years: 5 }))).to.equal(3_774); // 3,774.25
    expect(monthlyMortgagePayment(aMortgage({ years: 35 }))).to.equal(1_009); // 1,009.38
  });

  const invalid: readonly [string, Partial<MortgageInput>][] = [
    ['a zero price', { price: 0 }],
    ['a negative price', { price: -1 }],
    ['a NaN price', { price: Number.NaN }],
    ['an infinite price', { price: Number.POSITIVE_INFINITY }],
    ['a negative deposit', { deposit: -1 }],
    ['a deposit above the price', { deposit: 200_001 }],
    ['a NaN deposit', { deposit: Number.NaN }],
    ['a rate below 0.01%', { annualRatePercent: 0.009 }],
    ['a rate above 10%', { annualRatePercent: 10.01 }],
    ['a NaN rate', { annualRatePercent: Number.NaN }],
    ['a term under 5 years', { years: 4 }],
    ['a term over 35 years', { years: 36 }],
    ['a NaN term', { years: Number.NaN }],
  ];
  for (const [name, overrides] of invalid) {
    it(`gives 0 for ${name}`, () => {
      expect(monthlyMortgagePayment(aMortgage(overrides))).to.equal(0);
      expect(monthlyMortgagePayment(aMortgage({ ...overrides, type: 'interest-only' }))).to.equal(
        0,
      );
    });
  }

  it('costs at least as much to repay as to pay interest only, for the same loan', () => {
    fc.assert(
      fc.property(validLoan, ({ price, depositShare, annualRatePercent, years }) => {
        const deposit = Math.floor(price * depositShare);
        const base = { price, deposit, annualRatePercent, years };
        expect(monthlyMortgagePayment({ ...base, type: 'repayment' })).to.be.at.least(
          monthlyMortgagePayment({ ...base, type: 'interest-only' }),
        );
      }),
    );
  });

  it('costs less per month (or the same) over a longer term', () => {
    fc.assert(
      fc.property(
        validLoan,
        fc.integer({ min: 5, max: 35 }),
        ({ price, depositShare, annualRatePercent }, other) => {
          const deposit = Math.floor(price * depositShare);
          const at = (years: number) =>
            monthlyMortgagePayment({ price, deposit, annualRatePercent, years, type: 'repayment' });
          const shorter = Math.min(other, 30);
          expect(at(shorter + 5)).to.be.at.most(at(shorter));
        },
      ),
    );
  });

  it('returns a whole, non-negative number of pounds for any input', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.constantFrom('repayment' as const, 'interest-only' as const),
        (price, deposit, annualRatePercent, years, type) => {
          const payment = monthlyMortgagePayment({
            price,
            deposit,
            annualRatePercent,
            years,
            type,
          });
          expect(Number.isInteger(payment) && payment >= 0).to.equal(true);
        },
      ),
    );
  });
});

describe('defaultDeposit', () => {
  it('is 20% of the price', () => {
    expect(defaultDeposit(250_000)).to.equal(50_000);
  });

  it('rounds to the nearest whole pound, half up', () => {
    expect(defaultDeposit(12_345)).to.equal(2_469);
    expect(defaultDeposit(12_342)).to.equal(2_468);
    expect(defaultDeposit(2.5)).to.equal(1);
  });

  it('is 0 for a price that is negative or not a number', () => {
    expect(defaultDeposit(-100)).to.equal(0);
    expect(defaultDeposit(Number.NaN)).to.equal(0);
  });
});
