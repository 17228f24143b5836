import { expect } from 'chai';
import fc from 'fast-check';
import type { PropertyCard } from '../../../core/property/property.js';
import {
  COMPARE_DETAILS_FAILED,
  COMPARE_PROPERTY_FAILED,
  branchDistanceText,
  pricePerSquareFoot,
  pricePerSquareFootText,
  propertyComparison,
} from '../../../core/property/property-comparison.js';
import type { ComparisonSettings } from '../../../core/property/property-comparison.js';
import { aBranch } from '../../support/branches.js';

const NOW = new Date('2026-11-28T12:00:00Z');

function aCard(id: string, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    property_id: id,
    display_address: `${id} Mill Lane, Wellow`,
    property_channel: 'sales',
    property_url: `/properties/${id}/for-sale`,
    photos: [{ url: `/images/${id}.jpg` }],
    tags: [],
    createdAt: '2026-01-05T09:00:00Z',
    ...overrides,
  };
}

// Wellow's office at 51.0 N 3.0 W; a home a tenth of a degree due north of it is
// 3958.7613 × 0.1 × π / 180 = 6.909 miles away.
const WELLOW = aBranch('b1', 'Wellow', { latitude: 51.0, longitude: -3.0 });
const SETTINGS: ComparisonSettings = {
  branches: [WELLOW, aBranch('b2', 'Frome')],
  theme: { displaySstcStatusAsSold: false },
  now: NOW,
};

describe('pricePerSquareFoot', () => {
  it('divides the price by the floor area, to the whole pound, half up', () => {
    // 350,000 / 1,120 = 312.5 → 313; 425,000 / 1,450 = 293.1 → 293.
    expect(pricePerSquareFoot({ priceValue: 350_000, property_channel: 'sales' }, 1120)).to.equal(
      313,
    );
    expect(pricePerSquareFoot({ priceValue: 425_000, property_channel: 'sales' }, 1450)).to.equal(
      293,
    );
  });

  it('has none without a price, without an area, or for a let', () => {
    expect(pricePerSquareFoot({ property_channel: 'sales' }, 1000)).to.equal(undefined);
    expect(pricePerSquareFoot({ priceValue: 0, property_channel: 'sales' }, 1000)).to.equal(
      undefined,
    );
    expect(pricePerSquareFoot({ priceValue: 300_000, property_channel: 'sales' }, 0)).to.equal(
      undefined,
    );
    expect(
      pricePerSquareFoot({ priceValue: 300_000, property_channel: 'sales' }, undefined),
    ).to.equal(undefined);
    expect(pricePerSquareFoot({ priceValue: 1_250, property_channel: 'lettings' }, 700)).to.equal(
      undefined,
    );
  });

  it('is a whole number of pounds, never negative, for any price and area (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (price, area) => {
        const pounds = pricePerSquareFoot({ priceValue: price, property_channel: 'sales' }, area);
        if (pounds !== undefined) expect(Number.isInteger(pounds) && pounds >= 0).to.equal(true);
      }),
    );
  });

  it('is written in pounds per sq ft', () => {
    expect(pricePerSquareFootText(1_313)).to.equal('£1,313 per sq ft');
  });
});

describe('branchDistanceText', () => {
  it('measures from the office that markets the home, as the crow flies', () => {
    expect(
      branchDistanceText({ branchID: 'b1', latitude: 51.1, longitude: -3.0 }, SETTINGS.branches),
    ).to.equal('6.9 miles from Wellow');
  });

  it('has none for an unknown office, an office without a position, or a home without one', () => {
    const home = { latitude: 51.1, longitude: -3.0 };
    expect(branchDistanceText({ ...home, branchID: 'b9' }, SETTINGS.branches)).to.equal(undefined);
    expect(branchDistanceText({ ...home, branchID: 'b2' }, SETTINGS.branches)).to.equal(undefined);
    expect(branchDistanceText({ branchID: 'b1' }, SETTINGS.branches)).to.equal(undefined);
    expect(
      branchDistanceText({ branchID: 'b1', latitude: 0, longitude: 0 }, SETTINGS.branches),
    ).to.equal(undefined);
  });
});

describe('propertyComparison', () => {
  const house = aCard('101', {
    price: 'Guide price £350,000',
    priceWithoutQualifier: '£350,000',
    priceValue: 350_000,
    status: 'under offer',
    propertyType: 'Semi-detached house',
    bedrooms: 3,
    bathrooms: 2,
    receptionRooms: 1,
    branchID: 'b1',
    latitude: 51.1,
    longitude: -3.0,
  });
  const flat = aCard('202', { priceValue: 1_250, property_channel: 'lettings', bedrooms: 1 });

  const table = propertyComparison(
    [
      {
        propertyId: '101',
        card: house,
        details: 'loaded',
        material: {
          floor_area_sq_ft: 1120,
          tenure: 'freehold',
          council_tax_band: 'D',
          epc_rating: 'C',
        },
      },
      { propertyId: '202', card: flat, details: 'loaded' },
    ],
    SETTINGS,
  );
  const row = (label: string) => table.rows.find((r) => r.label === label)?.cells;

  it('heads each column with the address, the link and the first photo', () => {
    expect(table.columns).to.deep.equal([
      {
        propertyId: '101',
        heading: '101 Mill Lane, Wellow',
        href: '/properties/101/for-sale',
        photo: { url: '/images/101.jpg' },
      },
      {
        propertyId: '202',
        heading: '202 Mill Lane, Wellow',
        href: '/properties/202/for-sale',
        photo: { url: '/images/202.jpg' },
      },
    ]);
  });

  it('lists the facts a buyer weighs, in order', () => {
    expect(table.rows.map((r) => r.label)).to.deep.equal([
      'Price',
      'Status',
      'Type',
      'Bedrooms',
      'Bathrooms',
      'Receptions',
      'Floor area',
      'Price per sq ft',
      'Tenure',
      'Council tax band',
      'EPC rating',
      'Distance to the office',
    ]);
  });

  it("states the listing's own facts, and what it does not state as 'Not given'", () => {
    expect(row('Price')).to.deep.equal(['Guide price £350,000', '£1,250 pcm']);
    expect(row('Status')).to.deep.equal(['Under offer', 'To let']);
    expect(row('Type')).to.deep.equal(['Semi-detached house', 'Not given']);
    expect(row('Bedrooms')).to.deep.equal(['3', '1']);
    expect(row('Bathrooms')).to.deep.equal(['2', 'Not given']);
    expect(row('Receptions')).to.deep.equal(['1', 'Not given']);
    expect(row('Distance to the office')).to.deep.equal(['6.9 miles from Wellow', 'Not given']);
  });

  it("says 'For sale' or 'To let' beside New Listing when no tag says otherwise", () => {
    // Created three days before NOW: inside the seven-day New Listing window.
    const fresh = { createdAt: '2026-11-25T09:00:00Z' };
    const statuses = propertyComparison(
      [
        { propertyId: '1', card: aCard('1', fresh), details: 'loaded' },
        {
          propertyId: '2',
          card: aCard('2', { ...fresh, status: 'under offer' }),
          details: 'loaded',
        },
        { propertyId: '3', card: aCard('3', { property_channel: 'lettings' }), details: 'loaded' },
      ],
      SETTINGS,
    ).rows.find((r) => r.key === 'status')?.cells;
    expect(statuses).to.deep.equal(['For sale, New Listing', 'Under offer, New Listing', 'To let']);
  });

  it('states the material facts, the floor area both ways and the price per sq ft of a sale only', () => {
    // 1,120 sq ft × 0.09290304 = 104.05 m².
    expect(row('Floor area')).to.deep.equal(['1,120 sq ft (104 m²)', 'Not given']);
    expect(row('Price per sq ft')).to.deep.equal(['£313 per sq ft', 'Not applicable']);
    expect(row('Tenure')).to.deep.equal(['Freehold', 'Not given']);
    expect(row('Council tax band')).to.deep.equal(['Band D', 'Not given']);
    expect(row('EPC rating')).to.deep.equal(['C', 'Not given']);
  });

  it('says the details are on their way while they load', () => {
    const loading = propertyComparison(
      [
        { propertyId: '101', card: house, details: 'loading' },
        { propertyId: '303', details: 'loading' },
      ],
      SETTINGS,
    );
    const cells = (label: string) => loading.rows.find((r) => r.label === label)?.cells;
    expect(cells('Bedrooms')).to.deep.equal(['3', 'Loading…']);
    expect(cells('Tenure')).to.deep.equal(['Loading…', 'Loading…']);
    expect(loading.columns[1]).to.deep.equal({ propertyId: '303', heading: 'Property 303' });
  });

  it("keeps a column's known facts when its details fail, and says why", () => {
    const failed = propertyComparison(
      [
        { propertyId: '101', card: house, details: 'failed' },
        { propertyId: '303', details: 'failed' },
      ],
      SETTINGS,
    );
    const cells = (label: string) => failed.rows.find((r) => r.label === label)?.cells;
    expect(cells('Price')).to.deep.equal(['Guide price £350,000', 'Not loaded']);
    expect(cells('EPC rating')).to.deep.equal(['Not loaded', 'Not loaded']);
    expect(failed.columns.map((c) => c.notice)).to.deep.equal([
      COMPARE_DETAILS_FAILED,
      COMPARE_PROPERTY_FAILED,
    ]);
    expect(failed.columns[1]?.href).to.equal(undefined);
  });

  it('gives every row a cell for every column, whatever is known (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            propertyId: fc.stringMatching(/^[0-9]{1,4}$/),
            details: fc.constantFrom('loading' as const, 'loaded' as const, 'failed' as const),
            known: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
        (specs) => {
          const compared = specs.map(({ propertyId, details, known }) =>
            known ? { propertyId, details, card: aCard(propertyId) } : { propertyId, details },
          );
          const result = propertyComparison(compared, SETTINGS);
          expect(result.columns).to.have.length(specs.length);
          for (const r of result.rows) {
            expect(r.cells).to.have.length(specs.length);
            for (const cell of r.cells) expect(cell).to.not.equal('');
          }
        },
      ),
    );
  });
});
