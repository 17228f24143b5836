import { expect } from 'chai';
import { propertyMapMarker, propertyMapMarkers } from '../../../ui/map/map-markers.js';
import type { PropertyCard } from '../../../core/property/property.js';

function aCard(id: string, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    property_id: id,
    display_address: `${id} Rose Lane, Taunton`,
    property_url: `/properties/${id}/sales/rose-lane`,
    photos: [{ url: `/images/exterior/cottage-${id}.svg` }],
    latitude: 51.0153,
    longitude: -3.1068,
    price: 'Guide price £350,000',
    priceWithoutQualifier: '£350,000',
    property_channel: 'sales',
    ...overrides,
  } as PropertyCard;
}

describe('propertyMapMarkers', () => {
  it("marks each card with its address, page, the card's price and its first photo at card width", () => {
    expect(propertyMapMarker(aCard('7'))).to.deep.equal({
      id: '7',
      lat: 51.0153,
      lng: -3.1068,
      title: '7 Rose Lane, Taunton',
      url: '/properties/7/sales/rose-lane',
      price: '£350,000',
      imageUrl: '/images/exterior/cottage-7.svg?w=320',
    });
  });

  it('shows the price as the card does: the amount without its qualifier, a rent per month, or POA', () => {
    const lettings = aCard('8', {
      price: undefined,
      priceWithoutQualifier: undefined,
      priceValue: 1250,
      property_channel: 'lettings',
    } as Partial<PropertyCard>);
    expect(propertyMapMarker(lettings)?.price).to.equal('£1,250 pcm');
    const unpriced = aCard('9', {
      price: undefined,
      priceWithoutQualifier: undefined,
      priceValue: undefined,
    } as Partial<PropertyCard>);
    expect(propertyMapMarker(unpriced)?.price).to.equal('Price on application');
  });

  it('leaves out the photo of a card without one, and the cards without a position', () => {
    expect(propertyMapMarker(aCard('9', { photos: [] }))).to.not.have.property('imageUrl');
    expect(
      propertyMapMarkers([
        aCard('1'),
        aCard('2', { latitude: undefined }),
        aCard('3', { longitude: undefined }),
      ]).map((m) => m.id),
    ).to.deep.equal(['1']);
  });
});
