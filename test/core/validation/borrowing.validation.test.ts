import { expect } from 'chai';
import fc from 'fast-check';
import { validateBorrowingInputs } from '../../../core/validation/borrowing.validation.js';
import { calculateBorrowing } from '../../../core/calculators/borrowing.js';

const valid = { income: 50_000, incomeMultiple: 4.5, deposit: 25_000 };

describe('validateBorrowingInputs', () => {
  it('passes one applicant, and two', () => {
    expect(validateBorrowingInputs(valid)).to.deep.equal({});
    expect(validateBorrowingInputs({ ...valid, secondIncome: 0 })).to.deep.equal({});
    expect(validateBorrowingInputs({ ...valid, secondIncome: 30_000 })).to.deep.equal({});
  });

  it('asks for a first income above £0 and up to £99,999,999', () => {
    for (const income of [0, Number.NaN, 100_000_000]) {
      expect(validateBorrowingInputs({ ...valid, income }), String(income)).to.deep.equal({
        income: 'Enter a yearly income',
      });
    }
  });

  it("asks for a second applicant's income of £0 or more", () => {
    for (const secondIncome of [-1, Number.NaN, 100_000_000]) {
      expect(
        validateBorrowingInputs({ ...valid, secondIncome }),
        String(secondIncome),
      ).to.deep.equal({ secondIncome: 'Enter a yearly income' });
    }
  });

  it("says 'Enter a value between 1 and 7' for the multiple, as the mortgage calculator does for its ranges", () => {
    for (const incomeMultiple of [0, 0.99, 7.01, 4.555, Number.NaN]) {
      expect(
        validateBorrowingInputs({ ...valid, incomeMultiple }),
        String(incomeMultiple),
      ).to.deep.equal({ incomeMultiple: 'Enter a value between 1 and 7' });
    }
  });

  it('refuses a negative deposit', () => {
    expect(validateBorrowingInputs({ ...valid, deposit: -1 })).to.deep.equal({
      deposit: 'Enter a deposit of 0 or more',
    });
  });

  it('passes exactly the inputs the calculator lends on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 200_000 }),
        fc.option(fc.integer({ min: -10, max: 200_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: -10, max: 100_000 }),
        (income, secondIncome, hundredths, deposit) => {
          const incomeMultiple = hundredths / 100;
          const values = {
            income,
            incomeMultiple,
            deposit,
            ...(secondIncome === undefined ? {} : { secondIncome }),
          };
          const valid = Object.keys(validateBorrowingInputs(values)).length === 0;
          const incomes = secondIncome === undefined ? [income] : [income, secondIncome];
          const { borrowing } = calculateBorrowing({ incomes, incomeMultiple, deposit });
          return valid === borrowing > 0;
        },
      ),
    );
  });
});
