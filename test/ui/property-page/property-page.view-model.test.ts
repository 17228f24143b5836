import { expect } from 'chai';
import { right } from 'fp-ts/Either';
import { when } from 'mobx';
import type { PropertyCard } from '../../../core/property/property.js';
import type { Search } from '../../../core/search/search.js';
import {
  keyFacts,
  openStreetMapSearchUrl,
  propertyImagesHref,
} from '../../../ui/property-page/property-page-content.js';
import { SEARCH_HISTORY_KEY } from '../../../ui/services/search-history.service.js';
import { LISTINGS_DOWN, aBranch, aProperty, aPropertyPage } from './property-page-builders.js';

const bathSearch: Search = { channel: 'sales', placeId: 'bath', q: 'Bath, Somerset', minBeds: 2 };

describe('PropertyPageViewModel', () => {
  describe('what the page shows', () => {
    it('shows the platform price text, qualifier included', () => {
      expect(aPropertyPage().vm.price).to.equal('Guide price £425,000');
    });

    it('says the kind of listing: type and for sale / to rent', () => {
      expect(aPropertyPage().vm.channelLabel).to.equal('Cottage for sale');
      expect(
        aPropertyPage({
          property: aProperty({ property_channel: 'lettings', propertyType: 'Flat' }),
        }).vm.channelLabel,
      ).to.equal('Flat to rent');
    });

    it('shows the status tags of core (Under offer on a sale)', () => {
      expect(
        aPropertyPage({ property: aProperty({ status: 'under offer' }) }).vm.statusTags,
      ).to.deep.equal(['Under offer']);
    });

    it('lists the key features without blanks or stray spaces', () => {
      expect(aPropertyPage().vm.keyFeatures).to.deep.equal(['Three bedrooms', 'Garden']);
    });

    it('links every photo to the gallery modal at its own index, with an alt text', () => {
      const gallery = aPropertyPage().vm.gallery;
      expect(gallery.map((item) => item.href)).to.deep.equal([
        '#/property-images',
        '#/property-images?image=2',
        '#/property-images?image=3',
      ]);
      expect(gallery.map((item) => item.alt)).to.deep.equal([
        'Front elevation, Mill Lane',
        'Kitchen',
        'Photo 3 of Mill Lane, Wellow',
      ]);
    });

    it('offers floorplan and EPC links only when the property has them', () => {
      const withBoth = aPropertyPage().vm;
      expect([withBoth.floorplanHref, withBoth.epcHref]).to.deep.equal([
        '#/floorplan',
        '#/epc-chart',
      ]);
      const without = aPropertyPage({ property: aProperty({ floorplans: [], epcCharts: [] }) }).vm;
      expect([without.floorplanHref, without.epcHref]).to.deep.equal([undefined, undefined]);
    });

    it('offers the brochure when a URL is given', () => {
      expect(aPropertyPage().vm.brochureUrl).to.equal(undefined);
      expect(
        aPropertyPage({ property: aProperty({ brochureUrl: ' /brochures/101.pdf ' }) }).vm
          .brochureUrl,
      ).to.equal('/brochures/101.pdf');
    });

    it('offers a button per playable video and tour, dropping unsupported and property-report links', () => {
      expect(aPropertyPage().vm.videoButtons).to.deep.equal([
        { label: 'Video', href: '#/video/vid-1', sort: 'video' },
        { label: '3D virtual tour', href: '#/video/tour-1', sort: 'virtual-tour' },
      ]);
    });

    it('offers the calculators on sales but not on lettings (SPEC §2 /calculator)', () => {
      expect(aPropertyPage().vm.calculatorHref).to.equal('#/calculator');
      expect(
        aPropertyPage({ property: aProperty({ property_channel: 'lettings' }) }).vm.calculatorHref,
      ).to.equal(undefined);
    });

    it('links Book a viewing to its modal route', () => {
      expect(aPropertyPage().vm.nextStep).to.deep.equal({
        href: '#/book-a-viewing',
        label: 'Book a viewing',
      });
      expect(
        aPropertyPage({ property: aProperty({ status: 'under offer' }) }).vm.standingNotice,
      ).to.equal(undefined);
    });

    it('says a home sold or let is no longer offered, and offers to register for similar homes instead of a viewing', () => {
      const page = aPropertyPage({
        property: aProperty({ status: 'sold', propertyType: 'Cottage' }),
      }).vm;
      expect(page.channelLabel).to.equal('Cottage, sold');
      expect(page.standingNotice).to.equal('This home has been sold.');
      expect(page.nextStep).to.deep.equal({
        href: '#/contact-office?register=similar',
        label: 'Register for similar homes',
      });
      const letAgreed = aPropertyPage({
        property: aProperty({
          status: 'let agreed',
          property_channel: 'lettings',
          propertyType: 'Flat',
        }),
      }).vm;
      expect([letAgreed.channelLabel, letAgreed.standingNotice]).to.deep.equal([
        'Flat, let agreed',
        'This home is let agreed.',
      ]);
    });

    it('puts one marker on the map where the property has coordinates, and an OpenStreetMap search as fallback', () => {
      const map = aPropertyPage().vm.map;
      expect(map.markers).to.deep.equal([
        { id: '101', lat: 51.35, lng: -2.41, title: 'Mill Lane, Wellow' },
      ]);
      expect(map.label).to.equal('Map of Mill Lane, Wellow');
      expect(map.searchUrl).to.equal(
        'https://www.openstreetmap.org/search?query=Mill%20Lane%2C%20Wellow',
      );
      const { latitude: _lat, longitude: _lng, ...rest } = aProperty();
      expect(aPropertyPage({ property: rest }).vm.map.markers).to.deep.equal([]);
    });

    it('shows similar properties from the page data, without the property itself and without broken cards', () => {
      const pageData = {
        similar: [
          { property_id: '7', display_address: '7 Elm Road', property_url: '/properties/7' },
          {
            property_id: '101',
            display_address: 'Mill Lane, Wellow',
            property_url: '/properties/101',
          },
          { display_address: 'no id' },
        ],
      };
      const { vm, log } = aPropertyPage({ pageData });
      expect(vm.similar.map((card) => card.property_id)).to.deep.equal(['7']);
      vm.start();
      expect(log.warnings[0]).to.contain('page.data.similar[2]');
    });
  });

  describe('an auction lot and a development', () => {
    const plot = (n: number, overrides: Partial<PropertyCard> = {}): PropertyCard => ({
      property_id: String(200 + n),
      display_address: `Plot ${n}, Orchard Meadow, Wellow`,
      property_channel: 'sales',
      property_url: `/properties/${200 + n}/sales/plot-${n}`,
      photos: [],
      tags: ['new homes', 'development plot'],
      status: 'for sale',
      priceValue: 250_000 + n * 50_000,
      priceWithoutQualifier: `£${250 + n * 50},000`,
      bedrooms: n + 1,
      propertyType: 'Semi-detached house',
      ...overrides,
    });
    const development = aProperty({
      property_id: '200',
      display_address: 'Orchard Meadow, Wellow',
      tags: ['new homes', 'development plot'],
      price: 'From £300,000',
      priceWithoutQualifier: undefined,
      bedrooms: 2,
      bathrooms: 1,
      receptionRooms: 1,
      childProperties: [plot(3), plot(1, { status: 'sold' }), plot(2)],
    });

    it("announces an auction lot's date to come (core's upcomingAuction), and nothing for a private sale", () => {
      const lot = aProperty({ disposal: 'auction', auctionDate: '2026-04-02', status: 'for sale' });
      expect(aPropertyPage({ property: lot }).vm.auction).to.deep.equal({
        datetime: '2026-04-02',
        label: 'Auction 2 April 2026',
      });
      expect(aPropertyPage().vm.auction).to.equal(undefined);
    });

    it("lists a development's plots in plot order and heads it with the range, not one plot's figures", () => {
      const { vm } = aPropertyPage({ property: development });
      expect(vm.development?.plots.map((row) => row.name)).to.deep.equal([
        'Plot 1',
        'Plot 2',
        'Plot 3',
      ]);
      expect(vm.development?.bedrooms).to.equal('2–4 bedrooms');
      expect(vm.price).to.equal('From £350,000');
      expect(vm.keyFacts.slice(0, 2)).to.deep.equal([
        { label: 'Bedrooms', value: '2–4' },
        { label: 'Type', value: 'Cottage' },
      ]);
    });

    it("leaves a development's own plots out of its similar properties", () => {
      const pageData = {
        similar: [
          plot(2),
          { property_id: '7', display_address: '7 Elm Road', property_url: '/properties/7' },
        ],
      };
      expect(
        aPropertyPage({ property: development, pageData }).vm.similar.map(
          (card) => card.property_id,
        ),
      ).to.deep.equal(['7']);
    });

    it('has no plots for any other listing', () => {
      expect(aPropertyPage().vm.development).to.equal(undefined);
      expect(aPropertyPage().vm.price).to.equal('Guide price £425,000');
    });
  });

  describe('contact block (SPEC §9 Contact routing)', () => {
    it('shows the branch of the property with its sales number on a sale', () => {
      expect(aPropertyPage().vm.contact).to.deep.equal({
        branchName: 'Bath',
        branchUrl: '/branches/bath',
        branchAddress: '1 Milsom Street, Bath',
        telephone: '01225 111111',
        telephoneHref: 'tel:01225111111',
        email: 'bath@agency.test',
      });
    });

    it("dials an international number written '+44 (0)1823 123456' correctly (core's telHref, not +4401823…)", () => {
      const { vm } = aPropertyPage({ branches: [], agencyTelephone: '+44 (0)1823 123456' });
      expect(vm.contact).to.deep.equal({
        telephone: '+44 (0)1823 123456',
        telephoneHref: 'tel:+441823123456',
      });
    });

    it('uses the lettings number on a let', () => {
      expect(
        aPropertyPage({ property: aProperty({ property_channel: 'lettings' }) }).vm.contact
          .telephone,
      ).to.equal('01225 222222');
    });

    it('routes a commercial property to the external commercial department and its number', () => {
      const commercial = {
        id: 'd9',
        name: 'Commercial',
        label: 'Commercial',
        telephone: '0117 999999',
        staff: [],
      };
      const { vm } = aPropertyPage({
        property: aProperty({ tags: ['commercial'] }),
        branches: [aBranch({ externalCommercialDepartment: commercial })],
      });
      expect(vm.contact.departmentName).to.equal('Commercial');
      expect(vm.contact.telephone).to.equal('0117 999999');
    });

    it("falls back to the agency's number when the branch is unknown", () => {
      const { vm } = aPropertyPage({ branches: [], agencyTelephone: '0800 123 456' });
      expect(vm.contact).to.deep.equal({
        telephone: '0800 123 456',
        telephoneHref: 'tel:0800123456',
      });
    });
  });

  describe('when the page opens', () => {
    it('records one property view, however often it starts (React StrictMode)', () => {
      const { vm, tracking } = aPropertyPage();
      vm.start()();
      vm.start();
      expect(tracking.views).to.deep.equal(['101']);
    });

    it('hides Back to search and next/previous without a search history, and asks for no links', () => {
      const { vm, listings } = aPropertyPage();
      // The links would be asked for within start() itself: there is nothing in flight to wait for.
      vm.start();
      expect(vm.backToSearchUrl).to.equal(undefined);
      expect([vm.nextUrl, vm.previousUrl]).to.deep.equal([undefined, undefined]);
      expect(listings.asked).to.deep.equal([]);
    });

    it('rebuilds Back to search from the newest stored search, keeping the page the property was clicked on', () => {
      const { vm } = aPropertyPage({
        history: [{ ...bathSearch, page: 3, clickedProperty: '101' }],
      });
      vm.start();
      expect(vm.backToSearchUrl).to.equal(
        '/search?channel=sales&place_id=bath&fragment=from-2-bed%2Fpage-3',
      );
    });

    it('links a visitor without a search to the listings of the property’s channel, and Back to search once there is one', () => {
      expect(aPropertyPage().vm.searchLink).to.deep.equal({
        href: '/property-for-sale',
        label: 'See all properties for sale',
      });
      expect(
        aPropertyPage({ property: aProperty({ property_channel: 'lettings' }) }).vm.searchLink,
      ).to.deep.equal({
        href: '/property-to-rent',
        label: 'See all properties to rent',
      });
      const { vm } = aPropertyPage({
        history: [{ ...bathSearch, page: 3, clickedProperty: '101' }],
      });
      vm.start();
      expect(vm.searchLink).to.deep.equal({
        href: '/search?channel=sales&place_id=bath&fragment=from-2-bed%2Fpage-3',
        label: 'Back to search',
      });
    });

    it('shows the next and previous properties of the newest search', async () => {
      const links = right({ next: '/properties/102', previous: '/properties/100' });
      const { vm, listings } = aPropertyPage({ history: [bathSearch], links });
      vm.start();
      await when(() => vm.links !== undefined);
      expect(listings.asked).to.have.length(1);
      expect(listings.asked[0]?.propertyId).to.equal('101');
      expect([vm.previousUrl, vm.nextUrl]).to.deep.equal(['/properties/100', '/properties/102']);
    });

    it('marks the property as clicked in that search once it is found there', async () => {
      const links = right({ next: '/properties/102' });
      const { vm, history } = aPropertyPage({ history: [{ ...bathSearch, page: 2 }], links });
      vm.start();
      await when(() => vm.links !== undefined);
      expect(history.head?.clickedProperty).to.equal('101');
    });

    it('keeps the page usable without links when the listings call fails', async () => {
      const { vm, listings } = aPropertyPage({ history: [bathSearch], links: LISTINGS_DOWN });
      vm.start();
      await listings.answered();
      expect([vm.nextUrl, vm.previousUrl]).to.deep.equal([undefined, undefined]);
      expect(vm.backToSearchUrl).to.be.a('string');
    });

    it('ignores links that arrive after the page has gone', async () => {
      const { vm, listings } = aPropertyPage({
        history: [bathSearch],
        links: right({ next: '/properties/102' }),
      });
      vm.start()();
      await listings.answered();
      expect(vm.nextUrl).to.equal(undefined);
    });

    it("adds the 'development plot' tag to the search for a development plot, and asks for links within it", async () => {
      const { vm, history, listings, storage } = aPropertyPage({
        property: aProperty({ tags: ['Development Plot'] }),
        history: [bathSearch],
      });
      vm.start();
      await listings.answered();
      expect(history.head?.tags).to.deep.equal(['development plot']);
      expect(listings.asked[0]?.search.tags).to.deep.equal(['development plot']);
      expect((storage.read(SEARCH_HISTORY_KEY) as Search[])[0]?.tags).to.deep.equal([
        'development plot',
      ]);
    });

    it('leaves the history alone for any other property (the clicked mark survives)', () => {
      const stored = [{ ...bathSearch, page: 2, clickedProperty: '101' }];
      const { vm, history } = aPropertyPage({ history: stored });
      vm.start();
      expect(history.history).to.have.length(1);
      expect(history.head?.clickedProperty).to.equal('101');
      expect(history.head?.page).to.equal(2);
    });

    it('warns in the console, and only there, about video links no player accepts', () => {
      const { vm, log } = aPropertyPage();
      vm.start();
      expect(log.warnings).to.deep.equal([
        'Video format not supported: https://www.dailymotion.com/video/x8m8jtq',
      ]);
    });
  });

  describe('following next and previous', () => {
    it('moves the search to the results page of a property across the page edge', async () => {
      const links = right({ next: '/properties/201', nextPage: 3, previous: '/properties/100' });
      const { vm, history } = aPropertyPage({
        history: [{ ...bathSearch, page: 2, clickedProperty: '101' }],
        links,
      });
      vm.start();
      await when(() => vm.links !== undefined);
      vm.followPropertyLink('next');
      expect(history.head?.page).to.equal(3);
    });

    it('leaves the search alone when the property is on the same page', async () => {
      const links = right({ previous: '/properties/100' });
      const { vm, history } = aPropertyPage({ history: [{ ...bathSearch, page: 2 }], links });
      vm.start();
      await when(() => vm.links !== undefined);
      vm.followPropertyLink('previous');
      expect(history.head?.page).to.equal(2);
    });
  });
});

describe('keyFacts', () => {
  it('lists beds, baths, receptions, type, land and reference where known', () => {
    expect(keyFacts(aProperty({ acreage: 2.5 }))).to.deep.equal([
      { label: 'Bedrooms', value: '3' },
      { label: 'Bathrooms', value: '2' },
      { label: 'Receptions', value: '1' },
      { label: 'Type', value: 'Cottage' },
      { label: 'Land', value: '2.5 acres' },
      { label: 'Reference', value: 'HV101' },
    ]);
  });

  it('leaves out what the property does not have', () => {
    const land = aProperty({
      bedrooms: undefined,
      bathrooms: undefined,
      receptionRooms: undefined,
      propertyType: undefined,
      reference: undefined,
    });
    expect(keyFacts(land)).to.deep.equal([]);
  });
});

describe('propertyImagesHref', () => {
  it('opens the gallery at the first photo without a query, later photos with a 1-based image number', () => {
    expect(propertyImagesHref(0)).to.equal('#/property-images');
    expect(propertyImagesHref(4)).to.equal('#/property-images?image=5');
  });
});

describe('openStreetMapSearchUrl', () => {
  it('searches OpenStreetMap for the address, encoded', () => {
    expect(openStreetMapSearchUrl('1 A & B Road')).to.equal(
      'https://www.openstreetmap.org/search?query=1%20A%20%26%20B%20Road',
    );
  });
});
