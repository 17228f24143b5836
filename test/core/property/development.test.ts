import { expect } from 'chai';
import fc from 'fast-check';
import {
  describeDevelopment,
  developmentPlots,
  PLOT_AVAILABLE,
} from '../../../core/property/development.js';
import { isDevelopment } from '../../../core/property/development-tag.js';
import type { PropertyCard, PropertyDetail } from '../../../core/property/property.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const THEME = { displaySstcStatusAsSold: false };

function aPlot(n: number | string, overrides: Partial<PropertyCard> = {}): PropertyCard {
  const id = String(2000 + (typeof n === 'number' ? n : 99));
  return {
    property_id: id,
    display_address: `Plot ${n}, Orchard Meadow, Bishops Lydeard`,
    property_channel: 'sales',
    property_url: `/properties/${id}/sales/plot-${n}-orchard-meadow`,
    photos: [],
    tags: ['new homes', 'development plot'],
    status: 'for sale',
    price: '£300,000',
    priceWithoutQualifier: '£300,000',
    priceValue: 300_000,
    bedrooms: 3,
    propertyType: 'Semi-detached house',
    createdAt: '2026-01-01T09:00:00Z',
    ...overrides,
  };
}

function aDevelopment(
  plots: readonly PropertyCard[],
  overrides: Partial<PropertyDetail> = {},
): PropertyDetail {
  return {
    property_id: '2000',
    display_address: 'Orchard Meadow, Bishops Lydeard',
    property_channel: 'sales',
    property_url: '/properties/2000/sales/orchard-meadow',
    photos: [],
    tags: ['new homes', 'development plot'],
    price: 'From £241,900',
    bedrooms: 2,
    floorplans: [],
    epcCharts: [],
    virtualTours: [],
    propertyVideos: [],
    childProperties: plots,
    ...overrides,
  };
}

/** A plot at a price (the platform's three price fields agree). */
function priced(n: number, pounds: number, overrides: Partial<PropertyCard> = {}): PropertyCard {
  const text = `£${pounds.toLocaleString('en-GB')}`;
  return aPlot(n, { priceValue: pounds, price: text, priceWithoutQualifier: text, ...overrides });
}

const ORCHARD_MEADOW = [
  priced(1, 400_000, { bedrooms: 4, propertyType: 'Detached house' }),
  priced(2, 295_000, { bedrooms: 3 }),
  priced(3, 241_900, { bedrooms: 2, status: 'under offer', propertyType: 'Terraced house' }),
  priced(4, 472_000, { bedrooms: 5, status: 'sstc', propertyType: 'Detached house' }),
];

describe('isDevelopment', () => {
  it("is a listing tagged 'development plot' (case and spacing free) with child plots", () => {
    expect(isDevelopment(aDevelopment(ORCHARD_MEADOW))).to.equal(true);
    expect(isDevelopment(aDevelopment(ORCHARD_MEADOW, { tags: [' Development-Plot '] }))).to.equal(
      true,
    );
  });

  it('is no development without plots (a plot itself), or without the tag', () => {
    expect(isDevelopment(aDevelopment([]))).to.equal(false);
    expect(isDevelopment(aDevelopment(ORCHARD_MEADOW, { tags: ['new homes'] }))).to.equal(false);
  });
});

describe('developmentPlots', () => {
  it('gives each plot its row: name, type, bedrooms, price, status and link', () => {
    const [first] = developmentPlots(aDevelopment(ORCHARD_MEADOW), THEME, NOW);
    expect(first).to.deep.equal({
      id: '2001',
      name: 'Plot 1',
      type: 'Detached house',
      bedrooms: '4',
      price: '£400,000',
      status: PLOT_AVAILABLE,
      href: '/properties/2001/sales/plot-1-orchard-meadow',
      linkLabel: 'View Plot 1',
    });
  });

  it("says which plots are no longer offered with the card's status tag, as the theme words it", () => {
    const statuses = (theme: typeof THEME) =>
      developmentPlots(aDevelopment(ORCHARD_MEADOW), theme, NOW).map((plot) => plot.status);
    expect(statuses(THEME)).to.deep.equal(['Available', 'Available', 'Under offer', 'SSTC']);
    expect(statuses({ displaySstcStatusAsSold: true })).to.deep.equal([
      'Available',
      'Available',
      'Under offer',
      'Sold',
    ]);
  });

  it("never shows 'New Listing' as a plot's status", () => {
    const fresh = aPlot(1, { createdAt: '2026-11-27T09:00:00Z' });
    expect(developmentPlots(aDevelopment([fresh]), THEME, NOW)[0]?.status).to.equal(PLOT_AVAILABLE);
  });

  it('orders plots by their numbers, Plot 2 before Plot 10, then unnumbered homes by name', () => {
    const larch = {
      ...aPlot(7),
      display_address: 'The Larch, Orchard Meadow',
      property_id: '2107',
    };
    const plots = [aPlot(10), aPlot('B'), aPlot(2), larch, aPlot(1)];
    const names = developmentPlots(aDevelopment(plots), THEME, NOW).map((plot) => plot.name);
    expect(names).to.deep.equal(['Plot 1', 'Plot 2', 'Plot 10', 'Plot B', 'The Larch']);
  });

  it('lists each plot once, and never the development itself', () => {
    const plots = [aPlot(1), aPlot(1), aPlot(2, { property_id: '2000' })];
    expect(developmentPlots(aDevelopment(plots), THEME, NOW).map((plot) => plot.id)).to.deep.equal([
      '2001',
    ]);
  });

  it("shows a studio as such and a plot without a count as '–'", () => {
    const plots = [
      aPlot(1, { bedrooms: 0 }),
      aPlot(2, { bedrooms: undefined }),
      aPlot(3, { bedrooms: 1.5 }),
    ];
    expect(
      developmentPlots(aDevelopment(plots), THEME, NOW).map((plot) => plot.bedrooms),
    ).to.deep.equal(['Studio', '–', '–']);
  });

  it('orders any plots the same way whatever order the platform sends them in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], { minLength: 1 }),
        (numbers) => {
          const names = developmentPlots(
            aDevelopment(numbers.map((n) => aPlot(n))),
            THEME,
            NOW,
          ).map((plot) => plot.name);
          expect(names).to.deep.equal([...numbers].sort((a, b) => a - b).map((n) => `Plot ${n}`));
        },
      ),
    );
  });
});

describe('describeDevelopment', () => {
  it("heads the page with every plot's bedrooms and the cheapest plot still offered", () => {
    const summary = describeDevelopment(aDevelopment(ORCHARD_MEADOW), THEME, NOW);
    expect(summary?.caption).to.equal('Plots at Orchard Meadow');
    expect(summary?.bedrooms).to.equal('2–5 bedrooms');
    expect(summary?.bedroomsFact).to.equal('2–5');
    expect(summary?.price).to.equal('From £241,900');
    expect(summary?.plots).to.have.length(4);
  });

  it('never sets the From price by a plot sold or sold subject to contract', () => {
    const plots = [
      aPlot(1, { priceValue: 200_000, priceWithoutQualifier: '£200,000', status: 'sold' }),
      aPlot(2),
    ];
    expect(describeDevelopment(aDevelopment(plots), THEME, NOW)?.price).to.equal('From £300,000');
  });

  it('gives no From price when no plot is offered with a price', () => {
    const plots = [aPlot(1, { status: 'sold' }), aPlot(2, { priceValue: undefined })];
    expect(describeDevelopment(aDevelopment(plots), THEME, NOW)?.price).to.equal(undefined);
  });

  it("writes one count plainly: '3 bedrooms', '1 bedroom', 'Studio'; and a studio range", () => {
    const range = (beds: number[]) =>
      describeDevelopment(
        aDevelopment(beds.map((b, i) => aPlot(i + 1, { bedrooms: b }))),
        THEME,
        NOW,
      )?.bedrooms;
    expect(range([3, 3])).to.equal('3 bedrooms');
    expect(range([1])).to.equal('1 bedroom');
    expect(range([0])).to.equal('Studio');
    expect(range([0, 2])).to.equal('Studio–2 bedrooms');
  });

  it('gives no bedroom range when no plot gives a count', () => {
    const summary = describeDevelopment(
      aDevelopment([aPlot(1, { bedrooms: undefined })]),
      THEME,
      NOW,
    );
    expect(summary?.bedrooms).to.equal(undefined);
    expect(summary?.bedroomsFact).to.equal(undefined);
  });

  it('lettings plots start from a monthly rent', () => {
    const plot = aPlot(1, {
      property_channel: 'lettings',
      price: undefined,
      priceWithoutQualifier: undefined,
      priceValue: 1250,
    });
    expect(
      describeDevelopment(aDevelopment([plot], { property_channel: 'lettings' }), THEME, NOW)
        ?.price,
    ).to.equal('From £1,250 pcm');
  });

  it('is undefined for a listing that is not a development', () => {
    expect(describeDevelopment(aDevelopment([]), THEME, NOW)).to.equal(undefined);
  });
});
