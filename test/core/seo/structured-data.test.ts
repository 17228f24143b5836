import { expect } from 'chai';
import fc from 'fast-check';
import {
  BUSINESS_FUNCTIONS,
  absoluteUrl,
  articleStructuredData,
  branchStructuredData,
  homeStructuredData,
  offerAvailability,
  openingHoursSpecification,
  postalAddress,
  propertyPlaceType,
  propertyStructuredData,
  type JsonLd,
  type SiteIdentity,
} from '../../../core/seo/structured-data.js';
import { jsonForScript } from '../../../core/seo/escaping.js';
import type { Branch } from '../../../core/agency/agency.js';
import type { PropertyDetail } from '../../../core/property/property.js';

const SITE: SiteIdentity = {
  name: 'Oakfield & Vale',
  origin: 'https://www.oakfield.test',
  logoUrl: '/images/logo/oakfield.svg',
  telephone: '01823 250100',
};

const WEEKDAYS_9_TO_5_30 = [1, 2, 3, 4, 5].map((day) => ({
  day_of_week: day,
  open_time: '09:00',
  close_time: '17:30',
}));

const TAUNTON: Branch = {
  id: 'b1',
  branchName: 'Taunton',
  branchUrl: '/branches/taunton',
  departments: [],
  staff: [],
  branchContactNumber: '01823 250100',
  branchEmail: 'taunton@oakfield.test',
  address: '12 Hammet Street, Taunton, Somerset TA1 1RZ',
  openingHours: [...WEEKDAYS_9_TO_5_30, { day_of_week: 6, open_time: '9:00', close_time: '13:00' }],
  latitude: 51.0149,
  longitude: -3.1029,
};

function aProperty(extra: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    property_id: '1001',
    display_address: 'Kingston Road, Taunton',
    property_url: '/properties/1001',
    property_channel: 'sales',
    photos: [
      { url: '/images/exterior/terrace-1001.svg' },
      { url: 'https://cdn.example/photo-2.jpg' },
      { url: 'javascript:alert(1)' },
    ],
    tags: ['house', 'terraced'],
    price: 'Offers over £177,500',
    priceValue: 177500,
    propertyType: 'Terraced house',
    status: 'for sale',
    bedrooms: 2,
    bathrooms: 1,
    latitude: 51.02,
    longitude: -3.1,
    summary: 'A 2 bedroom terraced house for sale in Taunton.',
    floorplans: [],
    epcCharts: [],
    virtualTours: [],
    propertyVideos: [],
    childProperties: [],
    ...extra,
  } as PropertyDetail;
}

/** The node of the given type in a document's @graph. */
function nodeOf(document: JsonLd, type: string): Record<string, unknown> {
  const graph = document['@graph'] as Record<string, unknown>[];
  const found = graph.find((n) => n['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(graph.map((n) => n['@type']))}`);
  return found;
}

describe('absoluteUrl', () => {
  it('resolves a path of the site against its origin and keeps other http(s) addresses', () => {
    expect(absoluteUrl('/images/a.svg', SITE.origin)).to.equal(
      'https://www.oakfield.test/images/a.svg',
    );
    expect(absoluteUrl('https://cdn.example/a.jpg', SITE.origin)).to.equal(
      'https://cdn.example/a.jpg',
    );
  });

  it('refuses what is no web address: script links, data, blank, protocol-relative tricks', () => {
    for (const url of [
      undefined,
      '',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      'mailto:a@b.c',
    ])
      expect(absoluteUrl(url, SITE.origin), String(url)).to.equal(undefined);
  });
});

describe('postalAddress', () => {
  it('puts a trailing UK postcode apart, and says the country', () => {
    expect(postalAddress('12 Hammet Street, Taunton, Somerset TA1 1RZ')).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: '12 Hammet Street, Taunton, Somerset',
      postalCode: 'TA1 1RZ',
      addressCountry: 'GB',
    });
    expect(postalAddress('Kingston Road, Taunton')).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: 'Kingston Road, Taunton',
      addressCountry: 'GB',
    });
    expect(postalAddress('1 Quay, Bristol, bs1 4rn')).to.deep.include({
      streetAddress: '1 Quay, Bristol',
      postalCode: 'BS1 4RN',
    });
  });
});

describe('openingHoursSpecification', () => {
  it('groups the days that share hours, Monday first, in 24-hour times', () => {
    expect(openingHoursSpecification(TAUNTON.openingHours ?? [])).to.deep.equal([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
    ]);
  });

  it('leaves out what the opening-hours rule finds invalid', () => {
    expect(
      openingHoursSpecification([
        { day_of_week: 0, open_time: '17:00', close_time: '09:00' },
        { day_of_week: 7, open_time: '09:00', close_time: '17:00' },
        { day_of_week: 2, open_time: 'nine', close_time: '17:00' },
      ]),
    ).to.deep.equal([]);
  });
});

describe('propertyPlaceType', () => {
  const cases: readonly (readonly [string, readonly string[], string])[] = [
    ['Apartment', ['flat'], 'Apartment'],
    ['Maisonette', ['flat', 'period'], 'Apartment'],
    ['Studio', [], 'Apartment'],
    ['Terraced house', ['house'], 'SingleFamilyResidence'],
    ['Bungalow', ['bungalow'], 'SingleFamilyResidence'],
    ['Farmhouse', ['house', 'period'], 'SingleFamilyResidence'],
    ['Barn for conversion', ['renovation'], 'Residence'],
    ['New homes development', ['new homes'], 'Residence'],
    ['Office', ['commercial', 'office'], 'Place'],
    ['Retail unit', ['commercial'], 'Place'],
    ['Farm', ['agricultural', 'farm', 'land'], 'Place'],
    ['Woodland', [], 'Place'],
    ['Development land', ['land'], 'Place'],
  ];
  for (const [type, tags, expected] of cases) {
    it(`reads a ${type} (${tags.join(', ') || 'no tags'}) as ${expected}`, () => {
      expect(propertyPlaceType({ propertyType: type, tags })).to.equal(expected);
    });
  }
});

describe('offerAvailability', () => {
  it('is InStock on the market, Reserved under offer, SoldOut once sold or let', () => {
    expect(offerAvailability('for sale')).to.equal('https://schema.org/InStock');
    expect(offerAvailability('To-Let')).to.equal('https://schema.org/InStock');
    expect(offerAvailability(undefined)).to.equal('https://schema.org/InStock');
    expect(offerAvailability('under offer')).to.equal('https://schema.org/Reserved');
    expect(offerAvailability('SSTC')).to.equal('https://schema.org/Reserved');
    expect(offerAvailability('let agreed')).to.equal('https://schema.org/Reserved');
    expect(offerAvailability('exchanged')).to.equal('https://schema.org/SoldOut');
    expect(offerAvailability('completed')).to.equal('https://schema.org/SoldOut');
    expect(offerAvailability('let')).to.equal('https://schema.org/SoldOut');
    expect(offerAvailability('withdrawn')).to.equal(undefined);
  });
});

describe('homeStructuredData', () => {
  it('names the agency (RealEstateAgent, with its branches) and its web site (WebSite)', () => {
    const data = homeStructuredData(SITE, [TAUNTON]);
    expect(data['@context']).to.equal('https://schema.org');
    const agency = nodeOf(data, 'RealEstateAgent');
    expect(agency).to.deep.include({
      '@id': 'https://www.oakfield.test/#agency',
      name: 'Oakfield & Vale',
      url: 'https://www.oakfield.test/',
      telephone: '01823 250100',
      logo: 'https://www.oakfield.test/images/logo/oakfield.svg',
    });
    expect((agency['subOrganization'] as Record<string, unknown>[])[0]).to.deep.include({
      name: 'Oakfield & Vale Taunton',
      url: 'https://www.oakfield.test/branches/taunton',
    });
    expect(nodeOf(data, 'WebSite')).to.deep.equal({
      '@type': 'WebSite',
      '@id': 'https://www.oakfield.test/#website',
      name: 'Oakfield & Vale',
      url: 'https://www.oakfield.test/',
      inLanguage: 'en-GB',
      publisher: { '@id': 'https://www.oakfield.test/#agency' },
    });
  });
});

describe('branchStructuredData', () => {
  it('describes the branch: name, address, telephone, e-mail, opening hours and position, part of the agency', () => {
    const data = branchStructuredData(
      SITE,
      TAUNTON,
      'https://www.oakfield.test/branches/taunton',
      'https://www.oakfield.test/images/branch/taunton.svg',
    );
    const branch = (data['@graph'] as Record<string, unknown>[])[0]!;
    expect(branch).to.deep.include({
      '@type': 'RealEstateAgent',
      '@id': 'https://www.oakfield.test/branches/taunton#branch',
      name: 'Oakfield & Vale Taunton',
      url: 'https://www.oakfield.test/branches/taunton',
      telephone: '01823 250100',
      email: 'taunton@oakfield.test',
      image: 'https://www.oakfield.test/images/branch/taunton.svg',
      parentOrganization: { '@id': 'https://www.oakfield.test/#agency' },
    });
    expect(branch['address']).to.deep.include({ postalCode: 'TA1 1RZ' });
    expect(branch['geo']).to.deep.equal({
      '@type': 'GeoCoordinates',
      latitude: 51.0149,
      longitude: -3.1029,
    });
    expect(branch['openingHoursSpecification']).to.have.length(2);
  });

  it('leaves out what the branch does not have (no hours, no position, no e-mail), never an empty value', () => {
    const bare: Branch = {
      id: 'b2',
      branchName: 'Wellington',
      branchUrl: '',
      departments: [],
      staff: [],
      latitude: 200,
      longitude: 0,
    };
    const branch = (
      branchStructuredData(SITE, bare, 'https://www.oakfield.test/branches/wellington')[
        '@graph'
      ] as Record<string, unknown>[]
    )[0]!;
    expect(Object.keys(branch).sort()).to.deep.equal([
      '@id',
      '@type',
      'name',
      'parentOrganization',
      'url',
    ]);
  });
});

describe('propertyStructuredData', () => {
  it('describes a house for sale: SingleFamilyResidence with rooms and photos, an Offer in GBP to sell, in stock', () => {
    const data = propertyStructuredData(
      SITE,
      aProperty(),
      'https://www.oakfield.test/properties/1001',
    );
    const home = nodeOf(data, 'SingleFamilyResidence');
    expect(home).to.deep.include({
      '@id': 'https://www.oakfield.test/properties/1001#property',
      name: 'Kingston Road, Taunton',
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1,
    });
    expect(home['image']).to.deep.equal([
      'https://www.oakfield.test/images/exterior/terrace-1001.svg',
      'https://cdn.example/photo-2.jpg',
    ]);
    expect(home['geo']).to.deep.equal({
      '@type': 'GeoCoordinates',
      latitude: 51.02,
      longitude: -3.1,
    });
    expect(nodeOf(data, 'Offer')).to.deep.equal({
      '@type': 'Offer',
      url: 'https://www.oakfield.test/properties/1001',
      itemOffered: { '@id': 'https://www.oakfield.test/properties/1001#property' },
      businessFunction: BUSINESS_FUNCTIONS.sales,
      price: 177500,
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      seller: { '@id': 'https://www.oakfield.test/#agency' },
    });
  });

  it('describes a flat to let per calendar month, let agreed, and leaves rooms off a place that is no home', () => {
    const flat = propertyStructuredData(
      SITE,
      aProperty({
        property_channel: 'lettings',
        propertyType: 'Apartment',
        tags: ['flat'],
        priceValue: 950,
        status: 'let agreed',
      }),
      'https://www.oakfield.test/properties/2',
    );
    expect(nodeOf(flat, 'Offer')).to.deep.include({
      businessFunction: BUSINESS_FUNCTIONS.lettings,
      price: 950,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 950,
        priceCurrency: 'GBP',
        unitCode: 'MON',
        unitText: 'per calendar month',
      },
      availability: 'https://schema.org/Reserved',
    });
    const office = nodeOf(
      propertyStructuredData(
        SITE,
        aProperty({ propertyType: 'Office', tags: ['commercial'], bedrooms: 0 }),
        'https://www.oakfield.test/properties/3',
      ),
      'Place',
    );
    expect(office).not.to.have.property('numberOfBedrooms');
  });

  it('gives a leasehold flat for sale its floor size, rooms and the years left on its lease', () => {
    const flat = nodeOf(
      propertyStructuredData(
        SITE,
        aProperty({
          propertyType: 'Apartment',
          tags: ['flat'],
          receptionRooms: 1,
          material_information: {
            floor_area_sq_ft: 720,
            tenure: 'leasehold',
            lease_years_remaining: 87,
          },
        }),
        'https://www.oakfield.test/properties/4',
      ),
      'Apartment',
    );
    expect(flat).to.deep.include({
      numberOfRooms: 3,
      numberOfBedrooms: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 720, unitCode: 'FTK', unitText: 'sq ft' },
      leaseLength: {
        '@type': 'QuantitativeValue',
        value: 87,
        unitCode: 'ANN',
        unitText: 'years left',
      },
    });
  });

  it('states no lease length for a freehold or a let, and nothing its data does not give', () => {
    const freehold = nodeOf(
      propertyStructuredData(
        SITE,
        aProperty({ material_information: { tenure: 'freehold', lease_years_remaining: 'x' } }),
        'https://www.oakfield.test/properties/5',
      ),
      'SingleFamilyResidence',
    );
    expect(freehold).to.not.have.any.keys('leaseLength', 'floorSize', 'numberOfRooms');
    const let_ = nodeOf(
      propertyStructuredData(
        SITE,
        aProperty({
          property_channel: 'lettings',
          material_information: { tenure: 'leasehold', lease_years_remaining: 90 },
        }),
        'https://www.oakfield.test/properties/6',
      ),
      'SingleFamilyResidence',
    );
    expect(let_).to.not.have.property('leaseLength');
  });

  it('states no price for a price on application', () => {
    const offer = nodeOf(
      propertyStructuredData(
        SITE,
        aProperty({ priceValue: 0 }),
        'https://www.oakfield.test/properties/1001',
      ),
      'Offer',
    );
    expect(offer).not.to.have.property('price');
    expect(offer).not.to.have.property('priceCurrency');
  });
});

describe('articleStructuredData', () => {
  const article = {
    title: 'Five things to fix before you sell',
    body: '<p>…</p>',
    excerpt: 'Small jobs.',
    publishedAt: '2026-03-12T08:00:00Z',
    author: 'James Whitcombe',
    imageUrl: '/images/article/five.svg',
    topic: { name: 'Selling', slug: 'selling' },
  };

  it('is an Article: headline, description, date published, author, image, section, the agency as publisher', () => {
    const node = nodeOf(
      articleStructuredData(SITE, article, 'https://www.oakfield.test/articles/five'),
      'Article',
    );
    expect(node).to.deep.equal({
      '@type': 'Article',
      '@id': 'https://www.oakfield.test/articles/five#article',
      headline: 'Five things to fix before you sell',
      description: 'Small jobs.',
      datePublished: '2026-03-12',
      author: { '@type': 'Person', name: 'James Whitcombe' },
      image: ['https://www.oakfield.test/images/article/five.svg'],
      articleSection: 'Selling',
      mainEntityOfPage: 'https://www.oakfield.test/articles/five',
      url: 'https://www.oakfield.test/articles/five',
      inLanguage: 'en-GB',
      publisher: { '@id': 'https://www.oakfield.test/#agency' },
    });
  });

  it('names the agency as the author of its own pages, and keeps a headline to 110 characters', () => {
    const node = nodeOf(
      articleStructuredData(
        SITE,
        { ...article, author: 'Oakfield & Vale', title: 'A'.repeat(200) },
        'https://www.oakfield.test/articles/a',
      ),
      'Article',
    );
    expect(node['author']).to.deep.equal({ '@id': 'https://www.oakfield.test/#agency' });
    expect([...(node['headline'] as string)]).to.have.length(110);
    expect(node['headline']).to.match(/…$/);
  });
});

describe('structured data in a script element', () => {
  it('never carries </script or <!-- whatever the agency, article, property or branch data hold (property)', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '</script><script>alert(1)</script>',
        '</SCRIPT>',
        '<!--',
        '-->',
        '</ScRiPt >',
        '\u2028',
      ),
    );
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        const site: SiteIdentity = {
          name: a,
          origin: 'https://www.oakfield.test',
          logoUrl: b,
          telephone: c,
        };
        const documents = [
          homeStructuredData(site, [{ ...TAUNTON, branchName: b, address: c, branchUrl: a }]),
          branchStructuredData(
            site,
            { ...TAUNTON, branchName: a, address: b, branchEmail: c },
            'https://www.oakfield.test/branches/x',
          ),
          propertyStructuredData(
            site,
            aProperty({ display_address: a, summary: b, propertyType: c, status: a }),
            'https://www.oakfield.test/properties/1',
          ),
          articleStructuredData(
            site,
            { title: a, body: b, excerpt: c, author: b, topic: { name: c } },
            'https://www.oakfield.test/articles/x',
          ),
        ];
        for (const document of documents) {
          const text = jsonForScript(document);
          expect(text.toLowerCase()).not.to.include('</script');
          expect(text).not.to.include('<!--');
          expect(JSON.parse(text)).to.deep.equal(JSON.parse(JSON.stringify(document)));
        }
      }),
    );
  });
});
