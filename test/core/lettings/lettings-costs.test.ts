import { expect } from 'chai';
import fc from 'fast-check';
import {
  NO_RENT_GIVEN,
  askingRent,
  cardWeeklyRent,
  formatPence,
  lettingsCostsPanel,
  rentTexts,
  type LettingsCosts,
} from '../../../core/lettings/lettings-costs.js';
import type { PropertyDetail } from '../../../core/property/property.js';
import { aPropertyDetail } from '../../support/property-detail.js';

const TODAY = '2026-03-10';

function aLet(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return aPropertyDetail({
    property_id: '2001',
    display_address: 'Park Street, Taunton',
    property_channel: 'lettings',
    priceValue: 1250,
    ...overrides,
  });
}

const costs = (overrides: Partial<LettingsCosts> = {}): LettingsCosts => ({
  rentFrequency: 'pcm',
  otherPayments: [],
  ...overrides,
});

describe('askingRent', () => {
  it("takes the costs' own rent before the listing's monthly price", () => {
    expect(
      askingRent(aLet({ lettingsCosts: costs({ rent: 30_000, rentFrequency: 'pw' }) })),
    ).to.deep.equal({
      amount: 30_000,
      frequency: 'pw',
    });
    expect(askingRent(aLet())).to.deep.equal({ amount: 125_000, frequency: 'pcm' });
  });

  it('has none for a missing, zero or negative rent', () => {
    expect(askingRent(aLet({ priceValue: undefined }))).to.equal(undefined);
    expect(askingRent(aLet({ priceValue: 0 }))).to.equal(undefined);
    expect(askingRent(aLet({ priceValue: -5 }))).to.equal(undefined);
    expect(askingRent(aLet({ lettingsCosts: costs({ rent: 0 }) }))).to.equal(undefined);
  });
});

describe('rentTexts', () => {
  it('gives £1,250 pcm as £1,250.00 pcm and £288.46 pw', () => {
    expect(rentTexts({ amount: 125_000, frequency: 'pcm' })).to.deep.equal({
      monthly: '£1,250.00 pcm',
      weekly: '£288.46 pw',
      spoken: '£1,250.00 per calendar month, £288.46 per week',
    });
  });

  it('gives £275 pw as £1,191.66 pcm and £275.00 pw', () => {
    const texts = rentTexts({ amount: 27_500, frequency: 'pw' });
    expect(texts.monthly).to.equal('£1,191.66 pcm');
    expect(texts.weekly).to.equal('£275.00 pw');
  });
});

describe('formatPence', () => {
  it("is core's price format in pounds and pence", () => {
    expect(formatPence(144_230)).to.equal('£1,442.30');
    expect(formatPence(5)).to.equal('£0.05');
  });

  it('always shows pounds and two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (pence) => {
        expect(formatPence(pence)).to.match(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('cardWeeklyRent', () => {
  it('adds the weekly rent to a rental card', () => {
    expect(cardWeeklyRent(aLet(), false)).to.deep.equal({
      text: '£288.46 pw',
      spoken: '£288.46 per week',
    });
  });

  it('adds nothing to a sale, a let with no rent, or a student let shown per person', () => {
    expect(cardWeeklyRent(aLet({ property_channel: 'sales' }), false)).to.equal(undefined);
    expect(cardWeeklyRent(aLet({ priceValue: undefined }), false)).to.equal(undefined);
    expect(cardWeeklyRent(aLet(), true)).to.equal(undefined);
  });
});

describe('lettingsCostsPanel', () => {
  it('shows every figure in pounds, and the terms', () => {
    const panel = lettingsCostsPanel(
      aLet({
        lettingsCosts: costs({
          holdingDeposit: 28_846,
          securityDeposit: 144_230,
          rentInAdvance: 125_000,
          availableFrom: '2026-06-01',
          furnishing: 'part-furnished',
          minimumTermMonths: 12,
          otherPayments: [
            { name: 'Change to the tenancy at your request', amount: 5_000, note: 'inc. VAT' },
            { name: 'Replacement keys', note: 'the reasonable cost' },
          ],
        }),
      }),
      TODAY,
    );
    expect(panel).to.deep.equal({
      rent: {
        monthly: '£1,250.00 pcm',
        weekly: '£288.46 pw',
        spoken: '£1,250.00 per calendar month, £288.46 per week',
      },
      lines: [
        { label: 'Holding deposit', value: '£288.46' },
        { label: 'Security deposit', value: '£1,442.30' },
        { label: 'Rent in advance', value: '£1,250.00' },
        { label: 'Available', value: 'From 1 June 2026' },
        { label: 'Furnishing', value: 'Part furnished' },
        { label: 'Minimum term', value: '12 months' },
      ],
      otherPayments: [
        { label: 'Change to the tenancy at your request', value: '£50.00 inc. VAT' },
        { label: 'Replacement keys', value: 'the reasonable cost' },
      ],
    });
  });

  it('shows a figure above its cap as given', () => {
    const panel = lettingsCostsPanel(
      aLet({ lettingsCosts: costs({ securityDeposit: 250_000 }) }),
      TODAY,
    );
    expect(panel.lines).to.deep.equal([{ label: 'Security deposit', value: '£2,500.00' }]);
  });

  it("says 'Now' for 'now', today or a date gone by", () => {
    const available = (availableFrom: string) =>
      lettingsCostsPanel(aLet({ lettingsCosts: costs({ availableFrom }) }), TODAY).lines[0];
    expect(available('now')).to.deep.equal({ label: 'Available', value: 'Now' });
    expect(available('2026-03-10')?.value).to.equal('Now');
    expect(available('2026-01-31')?.value).to.equal('Now');
    expect(available('2026-03-11')?.value).to.equal('From 11 March 2026');
    expect(available('soon')).to.equal(undefined);
  });

  it("reads how it is furnished from the listing's tags when the costs do not say", () => {
    const furnishing = (tags: string[], lettingsCosts?: LettingsCosts) =>
      lettingsCostsPanel(aLet({ tags, ...(lettingsCosts ? { lettingsCosts } : {}) }), TODAY).lines;
    expect(furnishing(['flat', 'Furnished'])).to.deep.equal([
      { label: 'Furnishing', value: 'Furnished' },
    ]);
    expect(furnishing(['unfurnished'])[0]?.value).to.equal('Unfurnished');
    expect(furnishing(['part furnished'])[0]?.value).to.equal('Part furnished');
    expect(furnishing(['furnished'], costs({ furnishing: 'flexible' }))[0]?.value).to.equal(
      'Furnished or unfurnished',
    );
    expect(furnishing([])).to.deep.equal([]);
  });

  it('says one month in the singular', () => {
    const panel = lettingsCostsPanel(
      aLet({ lettingsCosts: costs({ minimumTermMonths: 1 }) }),
      TODAY,
    );
    expect(panel.lines).to.deep.equal([{ label: 'Minimum term', value: '1 month' }]);
  });

  it('has no rent line for a let with no rent (the view says so)', () => {
    const panel = lettingsCostsPanel(aLet({ priceValue: undefined }), TODAY);
    expect(panel.rent).to.equal(undefined);
    expect(NO_RENT_GIVEN).to.equal('Rent not given: ask the branch');
  });
});
