import { expect } from 'chai';
import fc from 'fast-check';
import { hasNoErrors } from '../../../core/validation/field-rules.js';
import { validateMortgageInputs } from '../../../core/validation/mortgage.validation.js';
import { monthlyMortgagePayment } from '../../../core/calculators/mortgage.js';

const valid = { price: 250_000, deposit: 50_000, annualRatePercent: 4.5, years: 25 };

describe('validateMortgageInputs', () => {
  it('passes the defaults', () => {
    expect(validateMortgageInputs(valid)).to.deep.equal({});
  });

  it('asks for a non-zero price', () => {
    expect(validateMortgageInputs({ ...valid, price: 0, deposit: 0 })).to.deep.equal({
      price: 'Enter a property price',
    });
    expect(validateMortgageInputs({ ...valid, price: Number.NaN, deposit: 0 })).to.deep.equal({
      price: 'Enter a property price',
    });
  });

  it("says 'Enter a value between 0.01 and 10' for the interest rate", () => {
    for (const annualRatePercent of [0, 0.009, 10.5, Number.NaN]) {
      expect(validateMortgageInputs({ ...valid, annualRatePercent })).to.deep.equal({
        annualRatePercent: 'Enter a value between 0.01 and 10',
      });
    }
  });

  it("says 'Enter a value between 5 and 35' for the term", () => {
    for (const years of [4, 36, Number.NaN]) {
      expect(validateMortgageInputs({ ...valid, years })).to.deep.equal({
        years: 'Enter a value between 5 and 35',
      });
    }
  });

  it('refuses a deposit above the price, or negative', () => {
    expect(validateMortgageInputs({ ...valid, deposit: 250_001 })).to.deep.equal({
      deposit: 'Enter a deposit between 0 and the property price',
    });
    expect(validateMortgageInputs({ ...valid, deposit: -1 })).to.deep.equal({
      deposit: 'Enter a deposit between 0 and the property price',
    });
  });

  it('judges the deposit against the price only once the price is valid', () => {
    expect(validateMortgageInputs({ ...valid, price: Number.NaN })).to.deep.equal({
      price: 'Enter a property price',
    });
    expect(
      validateMortgageInputs({ ...valid, price: Number.NaN, deposit: Number.NaN }),
    ).to.deep.equal({
      price: 'Enter a property price',
      deposit: 'Enter a deposit between 0 and the property price',
    });
  });

  it('agrees with the calculator: an error means a result of 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 1_000_000 }),
        fc.integer({ min: -10, max: 1_000_000 }),
        fc.double({ min: -1, max: 12, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        (price, deposit, annualRatePercent, years) => {
          const input = { price, deposit, annualRatePercent, years };
          if (!hasNoErrors(validateMortgageInputs(input))) {
            expect(monthlyMortgagePayment({ ...input, type: 'repayment' })).to.equal(0);
          }
        },
      ),
    );
  });
});
