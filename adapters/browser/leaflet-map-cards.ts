/**
 * The cards a keyless map's labels open (leaflet-map-drawing.ts): one property's photo, price and
 * address linking to it, or the list of the properties that share one spot. Built as DOM nodes
 * with text, never from HTML strings (the site's Trusted Types policy refuses those).
 */
import type { MapMarker } from '../../core/index.js';

/** Widths of a marker's card, in CSS pixels. */
export const CARD_MIN_WIDTH = 200;
export const CARD_MAX_WIDTH = 240;

/** The marker's accessible name: the price and the address, or the address alone. */
export function markerName(marker: Pick<MapMarker, 'price' | 'title'>): string {
  return marker.price ? `${marker.price}, ${marker.title}` : marker.title;
}

/** The card a marker opens: photo, price, and the address linking to the property. */
export function markerCard(
  doc: Document,
  marker: MapMarker,
  onChoose?: (id: string) => void,
): HTMLElement {
  const card = cardPart(doc, 'div', 'agency-map-card');
  if (marker.imageUrl) {
    const photo = cardPart(doc, 'img', 'agency-map-card__photo');
    photo.src = marker.imageUrl;
    // The address below names the property; the photo adds nothing a screen reader needs.
    photo.alt = '';
    photo.width = CARD_MAX_WIDTH;
    photo.height = 150;
    photo.decoding = 'async';
    card.append(photo);
  }
  const body = cardPart(doc, 'div', 'agency-map-card__body');
  if (marker.price) body.append(cardPart(doc, 'p', 'agency-map-card__price', marker.price));
  const address = cardPart(doc, 'p', 'agency-map-card__address');
  address.append(propertyLink(doc, marker, onChoose));
  body.append(address);
  card.append(body);
  return card;
}

/** The card of properties that share one spot: each address linking to its property, with its price. */
export function listCard(
  doc: Document,
  members: readonly MapMarker[],
  onChoose?: (id: string) => void,
): HTMLElement {
  const list = cardPart(doc, 'ul', 'agency-map-card agency-map-card__list');
  for (const marker of members) {
    const item = doc.createElement('li');
    item.append(propertyLink(doc, marker, onChoose));
    if (marker.price)
      item.append(' ', cardPart(doc, 'span', 'agency-map-card__price', marker.price));
    list.append(item);
  }
  return list;
}

/** An element of a card with its class, and its text when given. */
function cardPart<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The address, linking to the property when it has a page. */
function propertyLink(
  doc: Document,
  marker: MapMarker,
  onChoose: ((id: string) => void) | undefined,
): Node {
  if (!marker.url) return doc.createTextNode(marker.title);
  const link = doc.createElement('a');
  link.href = marker.url;
  link.textContent = marker.title;
  if (onChoose) {
    link.addEventListener('click', (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      onChoose(marker.id);
    });
  }
  return link;
}
