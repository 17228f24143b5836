import { expect } from 'chai';
import fc from 'fast-check';
import {
  type BorrowingInput,
  BORROWING_DEFAULTS,
  calculateBorrowing,
  isValidIncomeMultiple,
} from '../../../core/calculators/borrowing.js';

function aBuyer(overrides: Partial<BorrowingInput> = {}): BorrowingInput {
  return { incomes: [50_000], incomeMultiple: 4.5, deposit: 0, ...overrides };
}

const NOTHING = { income: 0, borrowing: 0, budget: 0 };

describe('calculateBorrowing', () => {
  it('lends £225,000 on £50,000 at 4.5 times', () => {
    expect(calculateBorrowing(aBuyer())).to.deep.equal({
      income: 50_000,
      borrowing: 225_000,
      budget: 225_000,
    });
  });

  it('adds the deposit to the budget: £225,000 + £25,000 = £250,000', () => {
    expect(calculateBorrowing(aBuyer({ deposit: 25_000 })).budget).to.equal(250_000);
  });

  it("adds two applicants' incomes: (£40,000 + £30,000) × 4.5 = £315,000", () => {
    expect(calculateBorrowing(aBuyer({ incomes: [40_000, 30_000] }))).to.deep.equal({
      income: 70_000,
      borrowing: 315_000,
      budget: 315_000,
    });
  });

  it('lets a second applicant earn nothing', () => {
    expect(calculateBorrowing(aBuyer({ incomes: [50_000, 0] })).borrowing).to.equal(225_000);
  });

  it('rounds down to the pound: £33,333 × 4.5 = £149,998.50 → £149,998', () => {
    expect(calculateBorrowing(aBuyer({ incomes: [33_333] })).borrowing).to.equal(149_998);
  });

  it('multiplies exactly: £50,000 × 4.1 = £205,000 (floating point gives 204,999.99…)', () => {
    expect(calculateBorrowing(aBuyer({ incomeMultiple: 4.1 })).borrowing).to.equal(205_000);
  });

  it('starts from a multiple of 4.5', () => {
    expect(BORROWING_DEFAULTS.incomeMultiple).to.equal(4.5);
  });

  it('gives nothing without an applicant, or with more than two', () => {
    expect(calculateBorrowing(aBuyer({ incomes: [] }))).to.deep.equal(NOTHING);
    expect(calculateBorrowing(aBuyer({ incomes: [1, 1, 1] }))).to.deep.equal(NOTHING);
  });

  it('gives nothing when the first applicant earns nothing, or an income is out of range', () => {
    for (const incomes of [[0], [Number.NaN], [-1], [100_000_000], [50_000, -1]]) {
      expect(calculateBorrowing(aBuyer({ incomes })), String(incomes)).to.deep.equal(NOTHING);
    }
  });

  it('gives nothing for a multiple outside 1–7 or a negative deposit', () => {
    for (const incomeMultiple of [0.99, 7.01, Number.NaN]) {
      expect(calculateBorrowing(aBuyer({ incomeMultiple }))).to.deep.equal(NOTHING);
    }
    expect(calculateBorrowing(aBuyer({ deposit: -1 }))).to.deep.equal(NOTHING);
  });

  describe('isValidIncomeMultiple', () => {
    it('takes 1 to 7 with at most two decimals', () => {
      for (const multiple of [1, 4.5, 4.75, 7])
        expect(isValidIncomeMultiple(multiple)).to.equal(true);
      for (const multiple of [0, 0.5, 4.755, 7.5, Number.NaN, Number.POSITIVE_INFINITY])
        expect(isValidIncomeMultiple(multiple), String(multiple)).to.equal(false);
    });
  });

  describe('properties', () => {
    const income = fc.integer({ min: 1, max: 49_999_999 });
    const hundredths = fc.integer({ min: 100, max: 700 });

    it('is linear in the income: doubling the income doubles the borrowing, within a pound', () => {
      fc.assert(
        fc.property(income, hundredths, (pounds, h) => {
          const incomeMultiple = h / 100;
          const once = calculateBorrowing({ incomes: [pounds], incomeMultiple, deposit: 0 });
          const twice = calculateBorrowing({ incomes: [pounds * 2], incomeMultiple, deposit: 0 });
          const diff = twice.borrowing - 2 * once.borrowing;
          return diff >= 0 && diff <= 1;
        }),
      );
    });

    it('lends the same to two applicants as to one earning their sum', () => {
      fc.assert(
        fc.property(income, income, hundredths, (a, b, h) => {
          const incomeMultiple = h / 100;
          const two = calculateBorrowing({ incomes: [a, b], incomeMultiple, deposit: 0 });
          const one = calculateBorrowing({ incomes: [a + b], incomeMultiple, deposit: 0 });
          return two.borrowing === one.borrowing;
        }),
      );
    });

    it('is the exact product rounded down, and the budget adds the deposit', () => {
      fc.assert(
        fc.property(
          income,
          hundredths,
          fc.integer({ min: 0, max: 10_000_000 }),
          (pounds, h, deposit) => {
            const result = calculateBorrowing({
              incomes: [pounds],
              incomeMultiple: h / 100,
              deposit,
            });
            const exact = Math.floor((pounds * h) / 100);
            return result.borrowing === exact && result.budget === exact + deposit;
          },
        ),
      );
    });
  });
});
