/**
 * Map markers for property cards: where the card has a position, its address as the marker's name,
 * its page, the price exactly as the card shows it (core's listingPrice) for the marker's label, and its
 * first photo (at the smallest card width) for the marker's card.
 */
import { IMAGE_WIDTHS, pickWidth, listingPrice } from '../../core/index.js';
import type { MapMarker, PropertyCard } from '../../core/index.js';
import { photoUrlForWidth } from '../property/property-card.view.js';

/** Width of the photo in a marker's card, in CSS pixels. */
export const MARKER_PHOTO_WIDTH = 240;

/** The marker of one card, or undefined when the card has no position. */
export function propertyMapMarker(card: PropertyCard): MapMarker | undefined {
  if (card.latitude === undefined || card.longitude === undefined) return undefined;
  const photo = card.photos[0];
  return {
    id: card.property_id,
    lat: card.latitude,
    lng: card.longitude,
    title: card.display_address,
    url: card.property_url,
    price: listingPrice(card).amount,
    ...(photo
      ? {
          imageUrl: photoUrlForWidth(
            photo.url,
            pickWidth(MARKER_PHOTO_WIDTH, IMAGE_WIDTHS.cards) ?? MARKER_PHOTO_WIDTH,
          ),
        }
      : {}),
  };
}

/** Markers for the cards that have a position, in card order. */
export function propertyMapMarkers(cards: readonly PropertyCard[]): MapMarker[] {
  return cards.flatMap((card) => {
    const marker = propertyMapMarker(card);
    return marker ? [marker] : [];
  });
}
