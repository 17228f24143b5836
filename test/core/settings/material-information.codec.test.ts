import { expect } from 'chai';
import fc from 'fast-check';
import { decodeMaterialInformation } from '../../../core/index.js';

const PATH = 'property_data.material_information';

function decode(value: unknown, country?: 'england' | 'scotland' | 'wales') {
  const problems: string[] = [];
  const info = decodeMaterialInformation(value, country, PATH, problems);
  return { info, problems };
}

describe('decodeMaterialInformation', () => {
  it('keeps every field of a complete leasehold flat, as the platform sends it', () => {
    const { info, problems } = decode({
      council_tax_band: 'C',
      tenure: 'leasehold',
      lease_years_remaining: 87,
      ground_rent: 250,
      ground_rent_review: 'Doubles every 25 years',
      service_charge: '1480',
      epc_rating: 'd',
      floors: 1,
      entrance_floor: 2,
      lift: 'true',
      broadband_type: 'fttp',
      broadband_speed: 900,
      conservation_area: 0,
      mining: '  Not in a coal mining reporting area ',
    });
    expect(problems).to.deep.equal([]);
    expect(info).to.deep.equal({
      council_tax_band: 'C',
      tenure: 'leasehold',
      lease_years_remaining: 87,
      ground_rent: 250,
      ground_rent_review: 'Doubles every 25 years',
      service_charge: 1480,
      epc_rating: 'D',
      floors: 1,
      entrance_floor: 2,
      lift: true,
      broadband_type: 'fttp',
      broadband_speed: 900,
      conservation_area: false,
      mining: 'Not in a coal mining reporting area',
    });
  });

  it('takes a part with some fields as it is: what is missing stays missing, with no problem', () => {
    expect(decode({ tenure: 'freehold' })).to.deep.equal({
      info: { tenure: 'freehold' },
      problems: [],
    });
  });

  it('treats null and blank text as a field not given, not a problem', () => {
    expect(decode({ covenants: '  ', water: null, tenure: 'freehold' })).to.deep.equal({
      info: { tenure: 'freehold' },
      problems: [],
    });
  });

  it('leaves a bad field out and reports it by its path, keeping the rest', () => {
    const { info, problems } = decode({
      tenure: 'feudal',
      lease_years_remaining: 87.5,
      ground_rent: -10,
      lift: 'maybe',
      drainage: 'Septic tank',
    });
    expect(info).to.deep.equal({ drainage: 'Septic tank' });
    expect(problems).to.have.length(4);
    expect(problems[0]).to.match(/^property_data\.material_information\.tenure: /);
    expect(problems[1]).to.match(/^property_data\.material_information\.lease_years_remaining: /);
    expect(problems[2]).to.match(/^property_data\.material_information\.ground_rent: /);
    expect(problems[3]).to.match(/^property_data\.material_information\.lift: /);
  });

  it('skips a part that is not an object, with a problem, and is silent about none at all', () => {
    expect(decode('Band D')).to.deep.equal({
      info: undefined,
      problems: [`${PATH}: expected an object, got a string`],
    });
    expect(decode([])).to.deep.equal({
      info: undefined,
      problems: [`${PATH}: expected an object, got a list`],
    });
    expect(decode(undefined)).to.deep.equal({ info: undefined, problems: [] });
    expect(decode(null)).to.deep.equal({ info: undefined, problems: [] });
  });

  describe('council tax band', () => {
    it('accepts bands A to H anywhere, in either case', () => {
      for (const band of ['A', 'b', 'H'])
        expect(decode({ council_tax_band: band }, 'england').info).to.deep.equal({
          council_tax_band: band.toUpperCase(),
        });
    });

    it('accepts band I in Wales only', () => {
      expect(decode({ council_tax_band: 'I' }, 'wales')).to.deep.equal({
        info: { council_tax_band: 'I' },
        problems: [],
      });
      for (const country of ['england', 'scotland', undefined] as const)
        expect(decode({ council_tax_band: 'I' }, country)).to.deep.equal({
          info: {},
          problems: [`${PATH}.council_tax_band: band I is used only in Wales`],
        });
    });

    it('rejects a letter that is no band', () => {
      const { info, problems } = decode({ council_tax_band: 'J' }, 'wales');
      expect(info).to.deep.equal({});
      expect(problems).to.have.length(1);
    });
  });

  describe('years left on the lease', () => {
    it('keeps any whole number of years from 0 to 999, given as a number or as digits', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 999 }), fc.boolean(), (years, asText) => {
          const { info, problems } = decode({
            lease_years_remaining: asText ? String(years) : years,
          });
          return problems.length === 0 && info?.lease_years_remaining === years;
        }),
      );
    });

    it('leaves out, with a problem, a negative, fractional or longer than 999-year term', () => {
      const bad = fc.oneof(
        fc.integer({ max: -1 }),
        fc.integer({ min: 1000 }),
        fc.double({ min: 0, max: 999, noNaN: true }).filter((n) => !Number.isInteger(n)),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 'ninety'),
      );
      fc.assert(
        fc.property(bad, (years) => {
          const { info, problems } = decode({ lease_years_remaining: years });
          return problems.length === 1 && info?.lease_years_remaining === undefined;
        }),
      );
    });
  });

  it('keeps a shared ownership share above 0 up to 100 per cent', () => {
    expect(decode({ shared_ownership_share: 40 }).info).to.deep.equal({
      shared_ownership_share: 40,
    });
    expect(decode({ shared_ownership_share: 0 }).problems).to.have.length(1);
    expect(decode({ shared_ownership_share: 101 }).problems).to.have.length(1);
  });
});
