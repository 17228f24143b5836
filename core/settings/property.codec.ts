/**
 * Property cards and a property page's detail in the settings and page data (SPEC §3, §4).
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { Photo, PropertyCard } from '../property/property.js';
import type { Channel } from '../search/search.js';
import { WEB_PAGE_LINK, linkCodec } from '../content/links.js';
import {
  ChannelCodec,
  IdString,
  LooseBoolean,
  LooseNumber,
  describe,
  firstError,
  optional,
  pick,
  str,
} from './settings-primitives.js';

// ---------- property --------------------------------------------------------------------------

export const PhotoCodec = t.intersection([
  t.type({ url: str }),
  optional({ caption: str, imageAlt: str }),
]);
export const VideoLinkCodec = t.intersection([
  t.type({ url: str }),
  optional({ id: IdString, title: str }),
]);

export const PropertyCardCodec = t.intersection([
  t.type({ property_id: IdString, display_address: str, property_url: linkCodec(WEB_PAGE_LINK) }),
  optional({
    price: str,
    priceValue: LooseNumber,
    priceWithoutQualifier: str,
    property_channel: ChannelCodec,
    photos: t.array(t.unknown),
    bedrooms: LooseNumber,
    bathrooms: LooseNumber,
    receptionRooms: LooseNumber,
    pppw_price: LooseNumber,
    createdAt: str,
    status: str,
    tags: t.array(str),
    exchangedPrice: t.union([LooseNumber, t.null]),
    disposal: str,
    auctionDate: str,
    propertyType: str,
    subdomain: str,
    acreage: LooseNumber,
    isStudent: LooseBoolean,
    latitude: LooseNumber,
    longitude: LooseNumber,
    branchID: IdString,
    summary: str,
  }),
]);

export const PropertyDetailCodec = t.intersection([
  PropertyCardCodec,
  optional({
    country: t.keyof({ england: null, scotland: null, wales: null }),
    description: str,
    keyFeatures: t.array(str),
    floorplans: t.array(t.unknown),
    epcCharts: t.array(t.unknown),
    brochureUrl: str,
    virtualTours: t.array(t.unknown),
    propertyVideos: t.array(t.unknown),
    videoUrl: str,
    childProperties: t.array(t.unknown),
    tagsToDepartmentLabelsConversions: optional({
      sales: t.record(str, str),
      lettings: t.record(str, str),
    }),
    lettingsFeeText: str,
    reference: str,
    // Decoded where it is shown, field by field (material-information.codec.ts): its code weighs
    // on the property page alone, and a bad field never loses the page.
    material_information: t.unknown,
    // Decoded by the property page (lettings-costs.codec.ts): a bad part never loses the property.
    lettingsCosts: t.unknown,
  }),
]);

export function propertyCardFrom(
  raw: t.TypeOf<typeof PropertyCardCodec>,
  path: string,
  problems: string[],
): PropertyCard {
  const photos: Photo[] = [];
  (raw.photos ?? []).forEach((p, i) => {
    const r = PhotoCodec.decode(p);
    if (isLeft(r)) problems.push(`${path}.photos[${i}]: ${firstError(r.left)}`);
    else photos.push(toPhoto(r.right));
  });
  return {
    property_id: raw.property_id,
    display_address: raw.display_address,
    property_url: raw.property_url,
    property_channel: (raw.property_channel ?? 'sales') as Channel,
    photos,
    tags: raw.tags ?? [],
    ...pick(raw, [
      'price',
      'priceValue',
      'priceWithoutQualifier',
      'bedrooms',
      'bathrooms',
      'receptionRooms',
      'pppw_price',
      'createdAt',
      'status',
      'exchangedPrice',
      'disposal',
      'auctionDate',
      'propertyType',
      'subdomain',
      'acreage',
      'isStudent',
      'latitude',
      'longitude',
      'branchID',
      'summary',
    ]),
  };
}

/** Decode a list of property cards from page data or an API body; bad items are dropped and reported. */
export function decodePropertyCards(
  value: unknown,
  path: string,
  problems: string[],
): PropertyCard[] {
  if (!Array.isArray(value)) {
    if (value !== undefined) problems.push(`${path}: expected a list, got ${describe(value)}`);
    return [];
  }
  const out: PropertyCard[] = [];
  value.forEach((item, i) => {
    const r = PropertyCardCodec.decode(item);
    if (isLeft(r)) problems.push(`${path}[${i}]: ${firstError(r.left)}`);
    else out.push(propertyCardFrom(r.right, `${path}[${i}]`, problems));
  });
  return out;
}

export function toPhoto(raw: t.TypeOf<typeof PhotoCodec>): Photo {
  return { url: raw.url, ...pick(raw, ['caption', 'imageAlt']) };
}
