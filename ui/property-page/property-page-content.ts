/**
 * What the property page shows, as plain values: the hash routes it opens, its key facts, and the
 * shapes of its gallery, video buttons, contact block and map. Pure functions of the property,
 * apart from the page's view-model so they are read and tested without its ports and state.
 */
import { formatAcreage, overlayHref, telHref, videoHref } from '../../core/index.js';
import type { DevelopmentSummary, MapMarker, Photo, PropertyDetail } from '../../core/index.js';
import { IMAGE_QUERY_PARAMETER } from './property-images-query.js';
import type { VideoSort } from '../video/property-videos.js';

/** The hash routes the page opens (SPEC §2 Modal routes). */
export const PROPERTY_ROUTES = {
  images: overlayHref('propertyImages'),
  floorplan: overlayHref('floorplan'),
  epcChart: overlayHref('epcChart'),
  calculator: overlayHref('calculator'),
  bookViewing: overlayHref('bookViewing'),
  newHomesEnquiry: overlayHref('newHomesEnquiry'),
  contactOffice: overlayHref('contactOffice'),
  registerSimilar: overlayHref('registerSimilar'),
  tenantInfo: overlayHref('tenantInfo'),
  video: videoHref,
} as const;

/** '#/property-images' opened at the photo with this 0-based index. */
export function propertyImagesHref(index: number): string {
  return index <= 0
    ? PROPERTY_ROUTES.images
    : `${PROPERTY_ROUTES.images}?${IMAGE_QUERY_PARAMETER}=${index + 1}`;
}

/** Where 'View on a map' goes when no interactive map can be shown: an OpenStreetMap search. */
export function openStreetMapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

export interface KeyFact {
  readonly label: string;
  readonly value: string;
}

/**
 * Beds, baths, receptions, type, land and reference, where the property has them. A development
 * gives its plots' bedroom range ('2–4') instead of one plot's rooms (core's describeDevelopment).
 */
export function keyFacts(property: PropertyDetail, development?: DevelopmentSummary): KeyFact[] {
  const facts: KeyFact[] = [];
  const count = (label: string, value: number | undefined): void => {
    if (value !== undefined && Number.isFinite(value) && value >= 0)
      facts.push({ label, value: String(value) });
  };
  if (development === undefined) {
    count('Bedrooms', property.bedrooms);
    count('Bathrooms', property.bathrooms);
    count('Receptions', property.receptionRooms);
  } else if (development.bedroomsFact !== undefined) {
    facts.push({ label: 'Bedrooms', value: development.bedroomsFact });
  }
  if (property.propertyType?.trim())
    facts.push({ label: 'Type', value: property.propertyType.trim() });
  const land = property.acreage === undefined ? '' : formatAcreage(property.acreage);
  if (land !== '') facts.push({ label: 'Land', value: land });
  if (property.reference?.trim())
    facts.push({ label: 'Reference', value: property.reference.trim() });
  return facts;
}

export interface GalleryPhoto {
  readonly photo: Photo;
  readonly alt: string;
  /** Opens the gallery modal at this photo. */
  readonly href: string;
}

export interface VideoButton {
  readonly label: string;
  readonly href: string;
  readonly sort: VideoSort;
}

export interface ContactBlock {
  readonly branchName?: string;
  readonly branchUrl?: string;
  readonly branchAddress?: string;
  /** The routed department's name, when the enquiry goes to a department (SPEC §9 Contact routing). */
  readonly departmentName?: string;
  readonly telephone?: string;
  /** The telephone as a tel: link (core's telHref); absent when the number cannot be dialled. */
  readonly telephoneHref?: string;
  readonly email?: string;
}

/** A contact block with its telephone, written as given and as a tel: link (core's telHref). */
export function withTelephone(block: ContactBlock, telephone: string | undefined): ContactBlock {
  if (!telephone) return block;
  const href = telHref(telephone);
  return { ...block, telephone, ...(href ? { telephoneHref: href } : {}) };
}

export interface MapContent {
  readonly markers: readonly MapMarker[];
  /** The map's accessible name. */
  readonly label: string;
  readonly address: string;
  readonly searchUrl: string;
}
