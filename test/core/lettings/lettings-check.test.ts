import { expect } from 'chai';
import fc from 'fast-check';
import { checkLettingsListing } from '../../../core/lettings/lettings-check.js';
import type { LettingsCosts } from '../../../core/lettings/lettings-costs.js';
import type { PropertyDetail } from '../../../core/property/property.js';
import { aPropertyDetail } from '../../support/property-detail.js';

const costs = (overrides: Partial<LettingsCosts> = {}): LettingsCosts => ({
  rentFrequency: 'pcm',
  otherPayments: [],
  ...overrides,
});

/** A let at £1,250 pcm (£15,000 a year): caps £288.46, £1,442.30 and £1,250.00. */
function aLet(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return aPropertyDetail({
    property_id: '2001',
    display_address: 'Park Street, Taunton',
    property_channel: 'lettings',
    price: '£1,250 pcm',
    priceWithoutQualifier: '£1,250 pcm',
    priceValue: 1250,
    description: '<p>A bright flat close to the park.</p>',
    ...overrides,
  });
}

const codes = (property: PropertyDetail) => checkLettingsListing(property).map((p) => p.code);

describe('checkLettingsListing', () => {
  it('finds nothing wrong with a let at its caps', () => {
    const property = aLet({
      lettingsCosts: costs({
        holdingDeposit: 28_846,
        securityDeposit: 144_230,
        rentInAdvance: 125_000,
      }),
    });
    expect(checkLettingsListing(property)).to.deep.equal([]);
  });

  it('checks nothing on a listing for sale', () => {
    const sale = aLet({ property_channel: 'sales', price: 'Offers over £300,000', priceValue: 0 });
    expect(checkLettingsListing(sale)).to.deep.equal([]);
  });

  it('checks nothing on a commercial let: the Tenant Fees Act covers homes', () => {
    const shop = aLet({
      tags: ['gth commercial'],
      price: 'Offers invited',
      lettingsCosts: costs({ securityDeposit: 900_000 }),
    });
    expect(checkLettingsListing(shop)).to.deep.equal([]);
  });

  it("reports a holding deposit a penny above one week's rent, with both figures", () => {
    const property = aLet({ lettingsCosts: costs({ holdingDeposit: 28_847 }) });
    expect(checkLettingsListing(property)).to.deep.equal([
      {
        code: 'holding-deposit-above-cap',
        field: 'lettingsCosts.holdingDeposit',
        text: "Holding deposit £288.47 is above one week's rent (£288.46)",
      },
    ]);
  });

  it("reports a security deposit above five weeks' rent", () => {
    const property = aLet({ lettingsCosts: costs({ securityDeposit: 180_000 }) });
    expect(checkLettingsListing(property)).to.deep.equal([
      {
        code: 'security-deposit-above-cap',
        field: 'lettingsCosts.securityDeposit',
        text: "Security deposit £1,800.00 is above five weeks' rent (£1,442.30)",
      },
    ]);
  });

  it('takes six weeks at £4,166.67 pcm: £5,769.23 passes, £5,769.24 does not', () => {
    const high = (securityDeposit: number) =>
      aLet({ priceValue: 4166.67, lettingsCosts: costs({ securityDeposit }) });
    expect(checkLettingsListing(high(576_923))).to.deep.equal([]);
    expect(checkLettingsListing(high(576_924))[0]?.text).to.equal(
      "Security deposit £5,769.24 is above six weeks' rent (£5,769.23)",
    );
  });

  it('takes five weeks at £4,166.66 pcm: £4,807.68 passes, £5,769.23 does not', () => {
    const under = (securityDeposit: number) =>
      aLet({ priceValue: 4166.66, lettingsCosts: costs({ securityDeposit }) });
    expect(checkLettingsListing(under(480_768))).to.deep.equal([]);
    expect(checkLettingsListing(under(576_923))[0]?.text).to.equal(
      "Security deposit £5,769.23 is above five weeks' rent (£4,807.68)",
    );
  });

  it("reports rent in advance above one month's rent", () => {
    const property = aLet({ lettingsCosts: costs({ rentInAdvance: 750_000 }) });
    expect(checkLettingsListing(property)).to.deep.equal([
      {
        code: 'rent-in-advance-above-cap',
        field: 'lettingsCosts.rentInAdvance',
        text: "Rent in advance £7,500.00 is above one month's rent (£1,250.00)",
      },
    ]);
  });

  it('judges a weekly rent by its own week: £300 pw allows £300 holding, not £300.01', () => {
    const weekly = (holdingDeposit: number) =>
      aLet({ lettingsCosts: costs({ rent: 30_000, rentFrequency: 'pw', holdingDeposit }) });
    expect(codes(weekly(30_000))).to.deep.equal([]);
    expect(codes(weekly(30_001))).to.deep.equal(['holding-deposit-above-cap']);
  });

  it('reports a let with no rent, or a rent of £0', () => {
    expect(checkLettingsListing(aLet({ priceValue: undefined }))).to.deep.equal([
      {
        code: 'no-fixed-rent',
        field: 'priceValue',
        text: 'The listing gives no rent: a let must be advertised at a fixed rent',
      },
    ]);
    expect(codes(aLet({ lettingsCosts: costs({ rent: 0 }) }))).to.deep.equal(['no-fixed-rent']);
    expect(checkLettingsListing(aLet({ lettingsCosts: costs({ rent: 0 }) }))[0]?.field).to.equal(
      'lettingsCosts.rent',
    );
  });

  it("reports 'Offers invited' as the price, once though two price fields say it", () => {
    const property = aLet({ price: 'Offers invited', priceWithoutQualifier: 'Offers invited' });
    expect(checkLettingsListing(property)).to.deep.equal([
      {
        code: 'no-fixed-rent',
        field: 'price',
        text: 'The price says "Offers invited": asks for offers instead of a fixed rent',
      },
    ]);
  });

  it('reports wording that invites offers above the asking rent', () => {
    expect(codes(aLet({ price: 'Offers over £1,250 pcm' }))).to.deep.equal(['rental-bidding']);
    expect(
      codes(
        aLet({ description: '<p>Best and final offers by Friday, above the asking rent.</p>' }),
      ),
    ).to.deep.equal(['rental-bidding', 'rental-bidding']);
    expect(codes(aLet({ summary: 'Sealed bids invited' }))).to.deep.equal(['rental-bidding']);
  });

  it('reports each discriminatory phrase it knows, wherever it is written', () => {
    const cases: readonly [Partial<PropertyDetail>, string][] = [
      [{ description: '<p>Sorry, <strong>No DSS</strong>.</p>' }, 'No DSS'],
      [{ description: 'no D.S.S.' }, 'no D.S.S.'],
      [{ summary: 'DSS need not apply' }, 'DSS need not apply'],
      [{ keyFeatures: ['Garden', 'No benefits'] }, 'No benefits'],
      [{ description: 'No housing benefit' }, 'No housing benefit'],
      [{ description: 'no universal credit' }, 'no universal credit'],
      [{ description: 'No children or pets' }, 'No children'],
      [{ description: 'no kids' }, 'no kids'],
      [{ description: 'No families' }, 'No families'],
      [{ description: 'Adults only' }, 'Adults only'],
      [{ summary: 'Professionals only' }, 'Professionals only'],
      [{ summary: 'Working professional only' }, 'Working professional only'],
    ];
    for (const [overrides, phrase] of cases) {
      const problems = checkLettingsListing(aLet(overrides));
      expect(
        problems.map((p) => p.code),
        phrase,
      ).to.deep.equal(['discriminatory-wording']);
      expect(problems[0]?.text).to.contain(`"${phrase}"`);
      expect(problems[0]?.text).to.contain('turns away tenants with children or on benefits');
    }
  });

  it('names the field in the words of the page data', () => {
    const [problem] = checkLettingsListing(aLet({ keyFeatures: ['No DSS'] }));
    expect(problem?.field).to.equal('keyFeatures');
    expect(problem?.text).to.equal(
      'The key features say "No DSS": turns away tenants with children or on benefits',
    );
  });

  it('does not take ordinary words for the banned ones', () => {
    const fine = aLet({
      summary: 'Suits professionals, sharers or a family',
      description:
        '<p>The flat benefits from a garden; no children’s play area nearby. ' +
        'A bidet in the bathroom. Offers a bright living room.</p>',
      keyFeatures: ['No onward chain', 'Professional cleaning on move-in'],
    });
    expect(checkLettingsListing(fine)).to.deep.equal([]);
  });

  it('lists the rent first, then the payments, then the wording', () => {
    const property = aLet({
      price: 'Offers invited',
      description: 'No DSS',
      lettingsCosts: costs({ rent: 125_000, holdingDeposit: 50_000 }),
    });
    expect(codes(property)).to.deep.equal([
      'holding-deposit-above-cap',
      'no-fixed-rent',
      'discriminatory-wording',
    ]);
  });

  it('never reports a deposit at or under its cap, whatever the rent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1 }),
        (pcm, share) => {
          const weekly = Math.floor((pcm * 12) / 52);
          const property = aLet({
            lettingsCosts: costs({ rent: pcm, holdingDeposit: Math.floor(weekly * share) }),
          });
          expect(codes(property)).to.deep.equal([]);
        },
      ),
    );
  });

  it('never throws, whatever the advert says', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (price, description) => {
        expect(() => checkLettingsListing(aLet({ price, description }))).not.to.throw();
      }),
    );
  });
});
