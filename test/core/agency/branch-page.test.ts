import { expect } from 'chai';
import {
  branchDirectionsLink,
  branchLocationCard,
  branchPropertiesPath,
  branchPropertySlider,
} from '../../../core/agency/branch-page.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { aBranch } from '../../support/branches.js';

const TAUNTON = aBranch('11', 'Taunton', {
  branchUrl: '/branches/taunton/',
  address: '12 Hammet Street, Taunton TA1 1RZ',
  branchContactNumber: ' 01823 250100 ',
  latitude: 51.0149,
  longitude: -3.1013,
  openingHours: [{ day_of_week: 1, open_time: '09:00', close_time: '17:30' }],
});

const CARD: PropertyCard = {
  property_id: 'p1',
  display_address: 'Priory Avenue, Taunton',
  property_url: '/properties/p1',
  property_channel: 'sales',
  photos: [],
  tags: [],
};

describe("a branch's page (core)", () => {
  it("links to the branch's results pages by core's search path grammar", () => {
    expect(branchPropertiesPath(TAUNTON, 'sales')).to.equal(
      '/branches/taunton/properties/property-for-sale',
    );
    expect(branchPropertiesPath(TAUNTON, 'lettings')).to.equal(
      '/branches/taunton/properties/property-to-rent',
    );
  });

  it('gives directions to the position, else to the address, else none', () => {
    expect(branchDirectionsLink(TAUNTON)).to.equal(
      'https://www.openstreetmap.org/directions?to=51.0149%2C-3.1013',
    );
    expect(branchDirectionsLink({ ...TAUNTON, latitude: 0, longitude: 0 })).to.equal(
      'https://www.openstreetmap.org/search?query=12%20Hammet%20Street%2C%20Taunton%20TA1%201RZ',
    );
    const { latitude: _lat, longitude: _lng, address: _a, ...bare } = TAUNTON;
    expect(branchDirectionsLink(bare)).to.equal(undefined);
  });

  it('makes the office a location card block: address, number, hours, picture, directions, icons, no carousel', () => {
    const card = branchLocationCard(TAUNTON, {
      title: 'Visit our Taunton office',
      imageUrl: '/images/branch/taunton.svg',
    });
    expect(card).to.deep.equal({
      id: 'branch-11-location',
      type: 'locationCard',
      title: 'Visit our Taunton office',
      titleHeading: 2,
      noMargin: false,
      buttons: [],
      address: '12 Hammet Street, Taunton TA1 1RZ',
      openingHours: TAUNTON.openingHours,
      imageUrl: '/images/branch/taunton.svg',
      imageAlt: 'The Taunton office',
      showIcons: true,
      showBranchesCarousel: false,
      contactNumber: '01823 250100',
      getDirectionsLink: 'https://www.openstreetmap.org/directions?to=51.0149%2C-3.1013',
    });
  });

  it("makes its properties a property card slider with a link to each channel's results that has some", () => {
    const slider = branchPropertySlider(
      TAUNTON,
      [CARD],
      { sales: 12, lettings: 0 },
      'Property from our Taunton office',
    );
    expect(slider).to.deep.include({
      type: 'propertyCardSlider',
      title: 'Property from our Taunton office',
      properties: [CARD],
    });
    expect(slider.buttons).to.deep.equal([
      {
        text: 'See all 12 properties for sale from Taunton',
        url: '/branches/taunton/properties/property-for-sale',
        displayAsLink: false,
      },
    ]);
    expect(
      branchPropertySlider(TAUNTON, [CARD], { lettings: 1 }, 'x').buttons.map((b) => b.text),
    ).to.deep.equal([
      'See all property for sale from Taunton',
      'See the 1 property to rent from Taunton',
    ]);
  });
});
