/** A rental's costs in the page data and the agency's lettings notices, as the settings decode them. */
import { expect } from 'chai';
import fc from 'fast-check';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import {
  decodeLettingsCosts,
  encodeLettingsCosts,
} from '../../../core/settings/lettings-costs.codec.js';
import type { LettingsCosts } from '../../../core/lettings/lettings-costs.js';
import { decodeLettingsCompliance } from '../../../core/settings/lettings-compliance.codec.js';

function settingsWith(extra: Record<string, unknown>) {
  return decodeSiteSettings({
    agency_name: 'Harbour Homes',
    authenticityToken: 'tok',
    page: { identifier: 'properties#show', path: '/properties/5001', title: 'Flat', data: {} },
    header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
    ...extra,
  });
}

const A_LET = {
  property_id: 5001,
  display_address: 'Harbourside, Bristol',
  property_url: '/properties/5001/lettings/harbourside-bristol',
  property_channel: 'lettings',
  priceValue: 1250,
};

/** The costs as the property page decodes them from the settings. */
function costsOf(settings: ReturnType<typeof settingsWith>['settings'], problems: string[]) {
  return decodeLettingsCosts(
    settings.propertyLettingsCosts,
    'property_data.lettingsCosts',
    problems,
  );
}

describe('decodeLettingsCosts: a rental’s costs', () => {
  it('reads every field, pounds into pence', () => {
    const { settings, problems } = settingsWith({
      property_data: {
        ...A_LET,
        lettingsCosts: {
          rent: '1250',
          rentFrequency: 'pcm',
          holdingDeposit: 288.46,
          securityDeposit: '1442.30',
          rentInAdvance: 1250,
          availableFrom: '2026-06-01',
          furnishing: 'unfurnished',
          minimumTermMonths: 12,
          otherPayments: [
            { name: 'Change to the tenancy at your request', amount: 50, note: ' inc. VAT ' },
            { name: 'Replacement keys', note: 'the reasonable cost' },
          ],
        },
      },
    });
    expect(problems).to.deep.equal([]);
    const found: string[] = [];
    expect(costsOf(settings, found)).to.deep.equal({
      rent: 125_000,
      rentFrequency: 'pcm',
      holdingDeposit: 28_846,
      securityDeposit: 144_230,
      rentInAdvance: 125_000,
      availableFrom: '2026-06-01',
      furnishing: 'unfurnished',
      minimumTermMonths: 12,
      otherPayments: [
        { name: 'Change to the tenancy at your request', amount: 5_000, note: 'inc. VAT' },
        { name: 'Replacement keys', note: 'the reasonable cost' },
      ],
    });
    expect(found).to.deep.equal([]);
  });

  it('reports each bad field with its path and keeps the property and the good fields', () => {
    const { settings, problems } = settingsWith({
      property_data: {
        ...A_LET,
        lettingsCosts: {
          holdingDeposit: -10,
          securityDeposit: 'five weeks',
          rentFrequency: 'yearly',
          availableFrom: '2026-02-30',
          minimumTermMonths: 6.5,
          furnishing: 'furnished',
          otherPayments: [
            { amount: 50 },
            { name: 'Lost keys', amount: 'some' },
            { name: 'Late rent' },
          ],
        },
      },
    });
    expect(settings.property?.property_id).to.equal('5001');
    expect(problems).to.deep.equal([]);
    const found: string[] = [];
    expect(costsOf(settings, found)).to.deep.equal({
      rentFrequency: 'pcm',
      furnishing: 'furnished',
      otherPayments: [{ name: 'Late rent' }],
    });
    expect(found).to.have.length(7);
    expect(found[0]).to.match(/^property_data\.lettingsCosts\.rentFrequency: /);
    expect(found.join('\n')).to.contain('property_data.lettingsCosts.holdingDeposit');
    expect(found.join('\n')).to.contain('property_data.lettingsCosts.otherPayments[1]');
  });

  it('skips a part that is not an object, and reports it', () => {
    const { settings, problems } = settingsWith({
      property_data: { ...A_LET, lettingsCosts: 'deposit 5 weeks' },
    });
    expect(settings.property?.property_id).to.equal('5001');
    expect(problems).to.deep.equal([]);
    const found: string[] = [];
    expect(costsOf(settings, found)).to.equal(undefined);
    expect(found).to.deep.equal(['property_data.lettingsCosts: expected an object, got a string']);
  });

  it('has no costs when the page data sends none', () => {
    const { settings, problems } = settingsWith({ property_data: A_LET });
    expect(settings).to.not.have.property('propertyLettingsCosts');
    expect(costsOf(settings, [])).to.equal(undefined);
    expect(problems).to.deep.equal([]);
  });

  it('writes money in pounds, as a platform sends it', () => {
    expect(
      encodeLettingsCosts({
        rentFrequency: 'pcm',
        holdingDeposit: 28_846,
        minimumTermMonths: 12,
        otherPayments: [{ name: 'Lost keys', amount: 5_000 }],
      }),
    ).to.deep.equal({
      rentFrequency: 'pcm',
      holdingDeposit: 288.46,
      minimumTermMonths: 12,
      otherPayments: [{ name: 'Lost keys', amount: 50 }],
    });
  });

  it('reads back what it writes', () => {
    const pence = fc.integer({ min: 0, max: 100_000_000 });
    const costs: fc.Arbitrary<LettingsCosts> = fc.record(
      {
        rent: pence,
        rentFrequency: fc.constantFrom('pcm' as const, 'pw' as const),
        holdingDeposit: pence,
        securityDeposit: pence,
        rentInAdvance: pence,
        availableFrom: fc.constantFrom('now', '2026-06-01'),
        furnishing: fc.constantFrom('furnished' as const, 'unfurnished' as const),
        minimumTermMonths: fc.integer({ min: 1, max: 120 }),
        otherPayments: fc.array(
          fc.record({ name: fc.constantFrom('Lost keys', 'Late rent'), amount: pence }),
        ),
      },
      { requiredKeys: ['rentFrequency', 'otherPayments'] },
    );
    fc.assert(
      fc.property(costs, (value) => {
        const problems: string[] = [];
        const wire = JSON.parse(JSON.stringify(encodeLettingsCosts(value)));
        expect(decodeLettingsCosts(wire, 'lettingsCosts', problems)).to.deep.equal(value);
        expect(problems).to.deep.equal([]);
      }),
    );
  });

  it('never throws, whatever the part holds', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const problems: string[] = [];
        expect(() => decodeLettingsCosts(value, 'lettingsCosts', problems)).not.to.throw();
        expect(() =>
          decodeLettingsCompliance(value, 'lettings_compliance', problems),
        ).not.to.throw();
      }),
    );
  });
});

describe('decodeSiteSettings: lettings_compliance', () => {
  it('reads the fees page and both schemes', () => {
    const { settings, problems } = settingsWith({
      lettings_compliance: {
        feesUrl: '/tenant-fees',
        redressScheme: {
          name: 'The Property Ombudsman',
          membershipNumber: ' D01234 ',
          url: 'https://www.tpos.co.uk',
        },
        clientMoneyProtection: { name: 'Propertymark', membershipNumber: 'C0012345' },
      },
    });
    expect(problems).to.deep.equal([]);
    expect(settings.lettingsCompliance).to.deep.equal({
      feesUrl: '/tenant-fees',
      redressScheme: {
        name: 'The Property Ombudsman',
        membershipNumber: 'D01234',
        url: 'https://www.tpos.co.uk',
      },
      clientMoneyProtection: { name: 'Propertymark', membershipNumber: 'C0012345' },
    });
  });

  it('drops an unsafe link or a nameless scheme, keeps the rest, and says where', () => {
    const { settings, problems } = settingsWith({
      lettings_compliance: {
        feesUrl: 'javascript:alert(1)',
        redressScheme: { membershipNumber: 'D01234' },
        clientMoneyProtection: { name: 'Propertymark', url: 'javascript:alert(1)' },
      },
    });
    expect(settings.lettingsCompliance).to.deep.equal({});
    expect(problems.map((p) => p.split(':')[0])).to.deep.equal([
      'lettings_compliance.feesUrl',
      'lettings_compliance.redressScheme',
      'lettings_compliance.clientMoneyProtection',
    ]);
    expect(problems.join('\n')).not.to.contain('alert');
  });

  it('skips a part that is not an object', () => {
    const { settings, problems } = settingsWith({ lettings_compliance: ['TPO'] });
    expect(settings).to.not.have.property('lettingsCompliance');
    expect(problems).to.deep.equal(['lettings_compliance: expected an object, got a list']);
  });
});
