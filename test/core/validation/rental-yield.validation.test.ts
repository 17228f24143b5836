import { expect } from 'chai';
import fc from 'fast-check';
import { validateRentalYieldInputs } from '../../../core/validation/rental-yield.validation.js';
import { calculateRentalYield } from '../../../core/calculators/rental-yield.js';

const valid = { price: 200_000, monthlyRent: 1_000, yearlyCosts: 2_400 };

describe('validateRentalYieldInputs', () => {
  it('passes a price, a rent and costs within the rent', () => {
    expect(validateRentalYieldInputs(valid)).to.deep.equal({});
  });

  it("asks for a price above 0 with the mortgage calculator's words", () => {
    for (const price of [0, -1, Number.NaN]) {
      expect(validateRentalYieldInputs({ ...valid, price })).to.deep.equal({
        price: 'Enter a property price',
      });
    }
  });

  it('asks for a monthly rent from £1 to £999,999', () => {
    for (const monthlyRent of [0, Number.NaN, 1_000_000]) {
      expect(
        validateRentalYieldInputs({ ...valid, monthlyRent, yearlyCosts: 0 }),
        String(monthlyRent),
      ).to.deep.equal({ monthlyRent: 'Enter a monthly rent' });
    }
  });

  it('refuses costs above the year’s rent, or below 0', () => {
    for (const yearlyCosts of [12_001, -1, Number.NaN]) {
      expect(
        validateRentalYieldInputs({ ...valid, yearlyCosts }),
        String(yearlyCosts),
      ).to.deep.equal({ yearlyCosts: 'Enter yearly costs between 0 and the yearly rent' });
    }
  });

  it('judges the costs against the rent only once the rent is valid', () => {
    expect(
      validateRentalYieldInputs({ ...valid, monthlyRent: 0, yearlyCosts: 50_000 }),
    ).to.deep.equal({ monthlyRent: 'Enter a monthly rent' });
  });

  it('passes exactly the inputs the calculator works with (a yield above 0)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 2_000_000 }),
        fc.integer({ min: -10, max: 1_100_000 }),
        fc.integer({ min: -10, max: 20_000_000 }),
        (price, monthlyRent, yearlyCosts) => {
          const values = { price, monthlyRent, yearlyCosts };
          const valid = Object.keys(validateRentalYieldInputs(values)).length === 0;
          const { gross } = calculateRentalYield(values);
          return valid ? true : gross === 0;
        },
      ),
    );
  });
});
