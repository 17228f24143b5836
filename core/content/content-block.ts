/**
 * What a content block is (SPEC §1 "Pages are assembled from content blocks", §3 Content block
 * data): the kinds, the fields common to every block and those of each kind. Decoding them from
 * a page's data is content-blocks.ts; the pictures they open, content-block-pictures.ts.
 */
import type { Button } from '../settings/page-data.codec.js';
import type { ArticleCard } from '../articles/article-card.js';
import type { AgencyForm } from '../leads/agency-form.codec.js';
import type { OpeningTime } from '../agency/agency.js';
import type { Photo, PropertyCard } from '../property/property.js';

/** The block kinds of SPEC §1, by the `type` the platform writes. */
export const CONTENT_BLOCK_TYPES = [
  'textOverImage',
  'expandableIconList',
  'branchMap',
  'gallerySlider',
  'propertyCardSlider',
  'locationCard',
  'articlesSlider',
  'videoSection',
  'placesMap',
  'formBlock',
  'imageEvents',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** A heading level for a block's title (`titleHeading`: 'h1'…'h6' or 1…6; h2 when absent or unreadable). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export const DEFAULT_HEADING_LEVEL: HeadingLevel = 2;

/** What every block has (SPEC §3 Content block data, common fields). */
export interface ContentBlockCommon {
  /** The block's id (the `contentBlockId` of the gallery route). */
  readonly id: string;
  readonly title?: string;
  readonly titleHeading: HeadingLevel;
  /** Plain text (never HTML); cut on mobile with Read more (SPEC §4 Other, §9). */
  readonly description?: string;
  readonly backgroundImageUrl?: string;
  /** How many characters the mobile preview keeps (SPEC §9: 150 when absent). */
  readonly mobileTruncateAmount?: number;
  /** The block sits flush against its neighbours (no outer margin). */
  readonly noMargin: boolean;
  readonly buttons: readonly Button[];
}

/** An entry of an expandable icon list (SPEC §3 Dropdown items). */
export interface DropdownItem {
  readonly id: string;
  /** An icon name from the site's icon set (unknown names show a plain bullet). */
  readonly icon?: string;
  readonly title: string;
  readonly para?: string;
  readonly linkUrl?: string;
  readonly lists: readonly string[];
  /** The item's lists show only on desktop (SPEC §3 listsDesktopOnly). */
  readonly listsDesktopOnly: boolean;
}

/** A card of a gallery slider: its own images open in the gallery carousel. */
export interface GalleryCard {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly images: readonly Photo[];
}

/** A dated set of images (a sales event, a moment of the agency's history). */
export interface ImageEvent {
  readonly id: string;
  readonly title: string;
  /** ISO date, when the event has one. */
  readonly date?: string;
  readonly description?: string;
  readonly images: readonly Photo[];
}

/** The carousel routes an image-events block opens (SPEC §2 carousel variants). */
export const IMAGE_EVENT_SOURCES = [
  'agricultural-sales-event',
  'antiques-sales-event',
  'property-auction-sales-event',
  'history-images',
] as const;
export type ImageEventSource = (typeof IMAGE_EVENT_SOURCES)[number];

/** A place on a places map. */
export interface MapPlace {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly description?: string;
  readonly url?: string;
}

export type ContentBlock = ContentBlockCommon &
  (
    | {
        readonly type: 'textOverImage';
        /** Agency HTML (sanitised before it is shown); the description stands in until then. */
        readonly html?: string;
        readonly imageAlt?: string;
        /** The site's property search sits in the block (a home page's hero). */
        readonly showSearch: boolean;
      }
    | { readonly type: 'expandableIconList'; readonly items: readonly DropdownItem[] }
    | {
        readonly type: 'branchMap';
        /** The branches shown, by id; all of the agency's when absent. */
        readonly branchIds?: readonly string[];
      }
    | { readonly type: 'gallerySlider'; readonly cards: readonly GalleryCard[] }
    | { readonly type: 'propertyCardSlider'; readonly properties: readonly PropertyCard[] }
    | {
        readonly type: 'locationCard';
        readonly para?: string;
        readonly address?: string;
        readonly openingHours: readonly OpeningTime[];
        /** Written hours, shown when there are no opening-time entries ('9am – 5:30pm'). */
        readonly weekdayOpeningHours?: string;
        readonly weekendOpeningHours?: string;
        readonly imageUrl?: string;
        readonly imageAlt?: string;
        readonly showIcons: boolean;
        readonly showBranchesCarousel: boolean;
        readonly contactNumber?: string;
        readonly getDirectionsLink?: string;
      }
    | { readonly type: 'articlesSlider'; readonly articles: readonly ArticleCard[] }
    | {
        readonly type: 'videoSection';
        readonly videoUrls: readonly string[];
        readonly subtitle?: string;
      }
    | { readonly type: 'placesMap'; readonly places: readonly MapPlace[] }
    | { readonly type: 'formBlock'; readonly form: AgencyForm }
    | {
        readonly type: 'imageEvents';
        readonly source: ImageEventSource;
        readonly events: readonly ImageEvent[];
      }
  );

export type ContentBlockOf<T extends ContentBlockType> = Extract<
  ContentBlock,
  { readonly type: T }
>;
