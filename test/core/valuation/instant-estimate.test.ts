import { expect } from 'chai';
import fc from 'fast-check';
import {
  BEDROOM_STEP,
  ESTIMATE_ROUNDING,
  INSTANT_ESTIMATE_PROPERTY_TYPES,
  MAX_SPREAD,
  MIN_SPREAD,
  adjustedPrice,
  estimateTypeOf,
  instantEstimate,
  isEstimatePropertyType,
  postcodeDistrict,
  type InstantEstimatePropertyType,
  type SoldComparable,
} from '../../../core/index.js';

/** A sold home, semi-detached with three bedrooms in TA1 unless told otherwise. */
function sale(price: number, overrides: Partial<SoldComparable> = {}): SoldComparable {
  return { postcode: 'TA1 4AB', propertyType: 'semi-detached', bedrooms: 3, price, ...overrides };
}

const SUBJECT = { postcode: 'TA1 2XY', propertyType: 'semi-detached', bedrooms: 3 } as const;

const typeArb = fc.constantFrom(
  ...INSTANT_ESTIMATE_PROPERTY_TYPES.map((t) => t.value),
) as fc.Arbitrary<InstantEstimatePropertyType>;
const postcodeArb = fc.constantFrom(
  'TA1 4AB',
  'TA1 9ZZ',
  'TA6 3BU',
  'TA21 8AG',
  'BS8 1AA',
  'BA1 2QT',
);
const saleArb = fc.record({
  postcode: postcodeArb,
  propertyType: typeArb,
  bedrooms: fc.integer({ min: 0, max: 6 }),
  price: fc.integer({ min: 50_000, max: 3_000_000 }),
});
const subjectArb = fc.record({
  postcode: postcodeArb,
  propertyType: typeArb,
  bedrooms: fc.integer({ min: 0, max: 6 }),
});

describe('postcodeDistrict', () => {
  it('splits a postcode into its district and area, whatever the spacing or case', () => {
    expect(postcodeDistrict('ta1 4ab')).to.deep.equal({ district: 'TA1', area: 'TA' });
    expect(postcodeDistrict('TA214AB')).to.deep.equal({ district: 'TA21', area: 'TA' });
    expect(postcodeDistrict(' BS8  1AA ')).to.deep.equal({ district: 'BS8', area: 'BS' });
    expect(postcodeDistrict('')).to.deep.equal({ district: '', area: '' });
  });
});

describe('estimateTypeOf', () => {
  it('maps the listing types agencies write onto the types a visitor chooses, and nothing else', () => {
    expect(estimateTypeOf('Semi-detached house')).to.equal('semi-detached');
    expect(estimateTypeOf('Apartment')).to.equal('flat');
    expect(estimateTypeOf(' Maisonette ')).to.equal('maisonette');
    expect(estimateTypeOf('Farm')).to.equal(undefined);
    expect(estimateTypeOf('Office')).to.equal(undefined);
    expect(isEstimatePropertyType('bungalow')).to.equal(true);
    expect(isEstimatePropertyType('castle')).to.equal(false);
  });
});

describe('adjustedPrice', () => {
  it('adds 12% for each bedroom more and applies the type factors', () => {
    expect(adjustedPrice(sale(200_000, { bedrooms: 2 }), SUBJECT)).to.be.closeTo(
      200_000 * BEDROOM_STEP,
      0.001,
    );
    expect(adjustedPrice(sale(260_000, { propertyType: 'detached' }), SUBJECT)).to.be.closeTo(
      200_000,
      0.001,
    );
  });
});

describe('instantEstimate', () => {
  it('uses the sales of the same postcode district when there are three or more', () => {
    const estimate = instantEstimate(SUBJECT, [
      sale(240_000),
      sale(250_000),
      sale(260_000),
      sale(900_000, { postcode: 'TA6 3BU' }),
    ]);
    expect(estimate).to.deep.equal({
      low: 235_000,
      high: 265_000,
      comparables: 3,
      basis: 'district',
      area: 'TA1',
    });
  });

  it('widens to the postcode area, then to every sale of the agency, and gives up under three sales', () => {
    const area = instantEstimate(SUBJECT, [
      sale(240_000, { postcode: 'TA6 1AA' }),
      sale(250_000, { postcode: 'TA21 8AG' }),
      sale(260_000),
    ]);
    expect(area).to.include({ basis: 'area', area: 'TA', comparables: 3 });
    const agency = instantEstimate(SUBJECT, [
      sale(240_000, { postcode: 'BS8 1AA' }),
      sale(250_000, { postcode: 'BA1 2QT' }),
      sale(260_000),
    ]);
    expect(agency).to.include({ basis: 'agency', area: '', comparables: 3 });
    expect(instantEstimate(SUBJECT, [sale(240_000), sale(250_000)])).to.equal(undefined);
    expect(
      instantEstimate(SUBJECT, [sale(240_000), sale(250_000), sale(0), sale(Number.NaN)]),
    ).to.equal(undefined);
  });

  it('keeps the range between 5% and 15% either side of the median', () => {
    const tight = instantEstimate(SUBJECT, [sale(300_000), sale(300_000), sale(300_000)]);
    expect(tight).to.include({ low: 285_000, high: 315_000 });
    const wide = instantEstimate(SUBJECT, [sale(100_000), sale(300_000), sale(900_000)]);
    expect(wide).to.include({ low: 255_000, high: 345_000 });
  });

  it('always gives a low at or below the high, both whole multiples of £5,000', () => {
    fc.assert(
      fc.property(subjectArb, fc.array(saleArb, { maxLength: 30 }), (subject, sales) => {
        const estimate = instantEstimate(subject, sales);
        if (sales.length < 3) expect(estimate).to.equal(undefined);
        if (estimate === undefined) return;
        expect(estimate.low).to.be.at.most(estimate.high);
        expect(estimate.low % ESTIMATE_ROUNDING).to.equal(0);
        expect(estimate.high % ESTIMATE_ROUNDING).to.equal(0);
        expect(estimate.comparables).to.be.at.least(3);
      }),
    );
  });

  it('contains the price when every comparable is the same home at the same price, within the spread limits', () => {
    fc.assert(
      fc.property(
        subjectArb,
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 3, max: 8 }),
        (subject, price, count) => {
          const sales = Array.from({ length: count }, () => ({ ...subject, price }));
          const estimate = instantEstimate(subject, sales) as { low: number; high: number };
          expect(estimate.low).to.be.at.most(price * (1 - MIN_SPREAD));
          expect(estimate.high).to.be.at.least(price * (1 + MIN_SPREAD));
          expect(estimate.low).to.be.at.least(price * (1 - MAX_SPREAD) - ESTIMATE_ROUNDING);
          expect(estimate.high).to.be.at.most(price * (1 + MAX_SPREAD) + ESTIMATE_ROUNDING);
        },
      ),
    );
  });

  it('never values a home lower for having more bedrooms', () => {
    fc.assert(
      fc.property(
        subjectArb,
        fc.array(saleArb, { minLength: 3, maxLength: 20 }),
        fc.integer({ min: 0, max: 5 }),
        (subject, sales, bedrooms) => {
          const fewer = instantEstimate({ ...subject, bedrooms }, sales);
          const more = instantEstimate({ ...subject, bedrooms: bedrooms + 1 }, sales);
          expect(more?.low ?? 0).to.be.at.least(fewer?.low ?? 0);
          expect(more?.high ?? 0).to.be.at.least(fewer?.high ?? 0);
        },
      ),
    );
  });

  it('values a detached house above a terraced one from the same sales', () => {
    fc.assert(
      fc.property(
        subjectArb,
        fc.array(saleArb, { minLength: 3, maxLength: 20 }),
        (subject, sales) => {
          const detached = instantEstimate({ ...subject, propertyType: 'detached' }, sales);
          const terraced = instantEstimate({ ...subject, propertyType: 'terraced' }, sales);
          expect(detached?.high ?? 0).to.be.at.least(terraced?.high ?? 0);
        },
      ),
    );
  });
});
