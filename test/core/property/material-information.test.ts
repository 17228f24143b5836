import { expect } from 'chai';
import fc from 'fast-check';
import {
  MATERIAL_FIELD_LABELS,
  MATERIAL_PARTS,
  NOT_PROVIDED,
  askAboutFieldHref,
  askAboutFieldMessage,
  entranceFloorText,
  floorAreaText,
  heldOnLease,
  materialFieldLabel,
  materialInformationParts,
  materialRowText,
  moneyText,
  ordinal,
  type MaterialInformation,
  type MaterialListing,
  type MaterialPart,
} from '../../../core/index.js';

const SALE: MaterialListing = {
  property_channel: 'sales',
  price: 'Guide price £250,000',
  priceWithoutQualifier: '£250,000',
  priceValue: 250000,
  propertyType: 'Apartment',
  epcCharts: [],
};
const LET: MaterialListing = {
  property_channel: 'lettings',
  price: '£1,300 pcm',
  priceWithoutQualifier: '£1,300 pcm',
  priceValue: 1300,
  propertyType: 'Terraced house',
  epcCharts: [{ url: '/images/epc/60-80.svg' }],
  // Its deposits come from its costs, as the costs panel shows them: the security deposit alone.
  lettingsCosts: { rentFrequency: 'pcm', securityDeposit: 150000, otherPayments: [] },
};

const rowsOf = (part: MaterialPart | undefined) =>
  Object.fromEntries((part?.rows ?? []).map((row) => [row.key, materialRowText(row)]));

describe('material information', () => {
  describe('materialInformationParts', () => {
    it('shows a leasehold flat for sale: the price with its qualifier, the lease and its costs', () => {
      const info: MaterialInformation = {
        council_tax_band: 'C',
        tenure: 'leasehold',
        lease_years_remaining: 87,
        ground_rent: 250,
        ground_rent_review: 'Doubles every 25 years',
        service_charge: 1480.5,
        epc_rating: 'D',
      };
      const [a] = materialInformationParts(SALE, info);
      expect(a?.name).to.equal('Part A');
      expect(a?.title).to.equal('Price, council tax and tenure');
      expect(rowsOf(a)).to.deep.equal({
        price: 'Guide price £250,000',
        council_tax_band: 'Band C',
        tenure: 'Leasehold',
        lease_years_remaining: '87 years',
        ground_rent: '£250 a year',
        ground_rent_review: 'Doubles every 25 years',
        service_charge: '£1,480.50 a year',
        epc_rating: 'D',
      });
    });

    it('leaves a freehold without lease rows, and asks about a tenure not given', () => {
      const [freehold] = materialInformationParts(SALE, { tenure: 'freehold' });
      expect(freehold?.rows.map((row) => row.key)).to.deep.equal([
        'price',
        'council_tax_band',
        'tenure',
        'epc_rating',
      ]);
      const [unknown] = materialInformationParts(SALE, undefined);
      const tenure = unknown?.rows.find((row) => row.key === 'tenure');
      expect(tenure).to.deep.equal({
        key: 'tenure',
        label: 'Tenure',
        askHref: '#/contact-office?ask=tenure',
      });
      expect(materialRowText(tenure!)).to.equal('Not provided – ask the agent');
    });

    it('adds the share and the rent on the rest to shared ownership', () => {
      const [a] = materialInformationParts(SALE, {
        tenure: 'shared_ownership',
        shared_ownership_share: 40,
        shared_ownership_rent: 412.5,
      });
      const rows = rowsOf(a);
      expect(rows['tenure']).to.equal('Shared ownership (leasehold)');
      expect(rows['shared_ownership_share']).to.equal('40%');
      expect(rows['shared_ownership_rent']).to.equal('£412.50 a month');
      expect(rows['lease_years_remaining']).to.equal(NOT_PROVIDED);
    });

    it('shows a let: the rent, how often, the deposits, council tax and the EPC with its chart', () => {
      const [a] = materialInformationParts(LET, {
        rent_frequency: 'monthly',
        council_tax_band: 'B',
        epc_rating: 'C',
      });
      expect(a?.title).to.equal('Rent, deposits and council tax');
      expect(a?.rows.map((row) => [row.label, materialRowText(row)])).to.deep.equal([
        ['Rent', '£1,300 pcm'],
        ['Rent is paid', 'Monthly'],
        ['Security deposit', '£1,500.00'],
        ['Holding deposit', NOT_PROVIDED],
        ['Council tax band', 'Band B'],
        ['EPC rating', 'C'],
      ]);
      expect(a?.rows.at(-1)?.link).to.deep.equal({
        href: '#/epc-chart',
        text: 'View the EPC chart',
      });
    });

    it('names business rates where premises pay them instead of council tax', () => {
      const [a] = materialInformationParts(SALE, { business_rates: 12500 });
      expect(rowsOf(a)['council_tax_band']).to.equal(
        'None: business rates apply (rateable value £12,500 a year)',
      );
    });

    it('shows every row of Parts B and C, the missing ones as not provided with their enquiry', () => {
      const parts = materialInformationParts(SALE, {
        floor_area_sq_ft: 1250,
        floors: 2,
        entrance_floor: 0,
        lift: false,
        broadband_type: 'adsl',
        broadband_speed: 12,
        listed_building: 'grade_ii_star',
        conservation_area: true,
        flooded_last_5_years: false,
      });
      const b = rowsOf(parts[1]);
      expect(b['property_type']).to.equal('Apartment');
      expect(b['floor_area_sq_ft']).to.equal('1,250 sq ft (116 m²)');
      expect(b['floors']).to.equal('2 floors');
      expect(b['entrance_floor']).to.equal('Ground floor');
      expect(b['lift']).to.equal('No');
      expect(b['broadband_type']).to.equal('Standard (ADSL)');
      expect(b['broadband_speed']).to.equal('Up to 12 Mbps download');
      expect(b['drainage']).to.equal(NOT_PROVIDED);
      expect(Object.keys(b)).to.have.length(17);
      const c = rowsOf(parts[2]);
      expect(c['listed_building']).to.equal('Grade II* listed');
      expect(c['conservation_area']).to.equal('Yes');
      expect(c['flooded_last_5_years']).to.equal('No');
      expect(c).to.not.have.property('flood_source');
      expect(c['mining']).to.equal(NOT_PROVIDED);
      expect(parts[2]?.rows.find((row) => row.key === 'mining')?.askHref).to.equal(
        '#/contact-office?ask=mining',
      );
    });

    it('asks where a home flooded from once it has flooded', () => {
      const c = materialInformationParts(SALE, { flooded_last_5_years: true })[2];
      expect(rowsOf(c)['flood_source']).to.equal(NOT_PROVIDED);
    });

    it('labels every row key of every part', () => {
      for (const part of MATERIAL_PARTS)
        for (const key of [...part.rows.sales, ...part.rows.lettings])
          expect(MATERIAL_FIELD_LABELS[key], key).to.be.a('string').and.not.equal('');
    });
  });

  describe('the enquiry about a field', () => {
    it('links to the office enquiry naming the field', () => {
      expect(askAboutFieldHref('ground_rent')).to.equal('#/contact-office?ask=ground_rent');
      expect(askAboutFieldHref('a b&c')).to.equal('#/contact-office?ask=a%20b%26c');
    });

    it('writes a message that names the field by its label', () => {
      expect(askAboutFieldMessage('Ground rent')).to.equal(
        'Please could you tell me about this property\'s "Ground rent"? The listing\'s material information does not give it.',
      );
    });

    it('knows the label of a field key, and nothing of any other word', () => {
      expect(materialFieldLabel('drainage')).to.equal('Drainage');
      expect(materialFieldLabel('toString')).to.equal(undefined);
      expect(materialFieldLabel('')).to.equal(undefined);
    });
  });

  describe('words for values', () => {
    it('writes money in whole pounds, or to the penny when it has pence', () => {
      expect(moneyText(250)).to.equal('£250');
      expect(moneyText(1234.5)).to.equal('£1,234.50');
    });

    it('writes ordinals with their English suffixes', () => {
      expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).to.deep.equal([
        '1st',
        '2nd',
        '3rd',
        '4th',
        '11th',
        '12th',
        '13th',
        '21st',
        '22nd',
        '23rd',
        '101st',
        '111th',
        '112th',
      ]);
    });

    it('gives every positive floor one suffix, "th" for the teens', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
          const text = entranceFloorText(n);
          const suffix = /^(\d+)(st|nd|rd|th) floor$/.exec(text);
          if (!suffix || suffix[1] !== String(n)) return false;
          const teen = n % 100 >= 11 && n % 100 <= 13;
          return teen
            ? suffix[2] === 'th'
            : suffix[2] === (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
        }),
      );
    });

    it('names the ground floor and the floors below it', () => {
      expect(entranceFloorText(0)).to.equal('Ground floor');
      expect(entranceFloorText(-1)).to.equal('Lower ground floor');
      expect(entranceFloorText(-2)).to.equal('Basement');
    });

    it('gives the floor area in square metres too, to the whole metre', () => {
      expect(floorAreaText(1000)).to.equal('1,000 sq ft (93 m²)');
      expect(floorAreaText(1076)).to.equal('1,076 sq ft (100 m²)');
    });

    it('knows which tenures are held on a lease', () => {
      expect(heldOnLease('leasehold')).to.equal(true);
      expect(heldOnLease('share_of_freehold')).to.equal(true);
      expect(heldOnLease('shared_ownership')).to.equal(true);
      expect(heldOnLease('freehold')).to.equal(false);
      expect(heldOnLease('commonhold')).to.equal(false);
      expect(heldOnLease(undefined)).to.equal(false);
    });
  });
});
