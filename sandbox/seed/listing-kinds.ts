/**
 * What each kind of demo listing looks like: channel, property types, bedrooms, price range,
 * the statuses it cycles through (SPEC §4 "Property card tags driven by status") and its tags.
 */
import type { Channel } from '../../core/index.js';

export type ListingKind =
  | 'house-sale'
  | 'flat-sale'
  | 'country-sale'
  | 'house-let'
  | 'flat-let'
  | 'student-let'
  | 'commercial-sale'
  | 'commercial-let'
  | 'auction'
  | 'agricultural'
  | 'development-land';

/** An exterior picture style understood by sandbox/images. */
export type ExteriorStyle =
  | 'detached'
  | 'semi'
  | 'terrace'
  | 'cottage'
  | 'bungalow'
  | 'flat'
  | 'townhouse'
  | 'farmhouse'
  | 'office'
  | 'retail'
  | 'industrial'
  | 'barn'
  | 'newbuild';

export interface PropertyTypeSpec {
  readonly propertyType: string;
  readonly style: ExteriorStyle | 'land';
  readonly tags: readonly string[];
  readonly beds: readonly [number, number];
}

export interface KindSpec {
  readonly channel: Channel;
  readonly types: readonly PropertyTypeSpec[];
  /** Whole pounds (lettings: per calendar month). */
  readonly price: readonly [number, number];
  readonly statuses: readonly string[];
  readonly qualifiers: readonly string[];
  readonly extraTags: readonly string[];
}

const SALE_STATUSES = [
  'for sale',
  'for sale',
  'under offer',
  'for sale',
  'sstc',
  'for sale',
  'sold',
  'exchanged',
  'for sale',
  'completed',
];
const LET_STATUSES = ['to let', 'to let', 'under offer', 'to let', 'let agreed', 'let', 'to let'];
const SALE_QUALIFIERS = [
  'Guide price',
  'Offers over',
  '',
  'Offers in excess of',
  'Guide price',
  'Fixed price',
];

const house = (
  propertyType: string,
  style: ExteriorStyle,
  beds: readonly [number, number],
  tags: readonly string[] = [],
): PropertyTypeSpec => ({
  propertyType,
  style,
  tags: ['house', ...tags],
  beds,
});

/** A commercial unit of a kind (it has no bedrooms). */
const commercial = (
  propertyType: string,
  style: ExteriorStyle,
  kind: 'office' | 'retail' | 'industrial',
): PropertyTypeSpec => ({ propertyType, style, tags: ['commercial', kind], beds: [0, 0] });

export const KINDS: Readonly<Record<ListingKind, KindSpec>> = {
  'house-sale': {
    channel: 'sales',
    types: [
      house('Detached house', 'detached', [3, 5], ['detached']),
      house('Semi-detached house', 'semi', [2, 4], ['semi-detached']),
      house('Terraced house', 'terrace', [2, 3], ['terraced']),
      house('Townhouse', 'townhouse', [3, 4], ['period']),
      { propertyType: 'Bungalow', style: 'bungalow', tags: ['bungalow'], beds: [2, 3] },
      house('Cottage', 'cottage', [2, 3], ['cottage', 'period']),
    ],
    price: [165_000, 695_000],
    statuses: SALE_STATUSES,
    qualifiers: SALE_QUALIFIERS,
    extraTags: ['garden', 'parking', 'garage'],
  },
  'flat-sale': {
    channel: 'sales',
    types: [
      { propertyType: 'Apartment', style: 'flat', tags: ['flat'], beds: [1, 2] },
      { propertyType: 'Maisonette', style: 'townhouse', tags: ['flat', 'period'], beds: [2, 3] },
    ],
    price: [125_000, 425_000],
    statuses: SALE_STATUSES,
    qualifiers: SALE_QUALIFIERS,
    extraTags: ['parking', 'balcony', 'lift'],
  },
  'country-sale': {
    channel: 'sales',
    types: [
      house('Farmhouse', 'farmhouse', [4, 6], ['period', 'country house']),
      house('Barn conversion', 'barn', [3, 5], ['country house']),
      house('Country house', 'detached', [5, 7], ['country house', 'period']),
    ],
    price: [550_000, 1_650_000],
    statuses: ['for sale', 'under offer', 'for sale', 'sstc', 'for sale'],
    qualifiers: ['Guide price', 'Offers in excess of', 'Guide price'],
    extraTags: ['garden', 'parking', 'equestrian'],
  },
  'house-let': {
    channel: 'lettings',
    types: [
      house('Semi-detached house', 'semi', [2, 4], ['semi-detached']),
      house('Terraced house', 'terrace', [2, 3], ['terraced']),
      house('Cottage', 'cottage', [1, 3], ['cottage']),
      house('Detached house', 'detached', [3, 4], ['detached']),
    ],
    price: [850, 1_950],
    statuses: LET_STATUSES,
    qualifiers: [''],
    extraTags: ['garden', 'parking', 'furnished', 'unfurnished'],
  },
  'flat-let': {
    channel: 'lettings',
    types: [
      { propertyType: 'Apartment', style: 'flat', tags: ['flat'], beds: [1, 2] },
      { propertyType: 'Studio', style: 'flat', tags: ['flat', 'studio'], beds: [0, 0] },
    ],
    price: [650, 1_450],
    statuses: LET_STATUSES,
    qualifiers: [''],
    extraTags: ['parking', 'furnished', 'unfurnished', 'balcony'],
  },
  'student-let': {
    channel: 'lettings',
    types: [house('Student house', 'terrace', [3, 6], ['student', 'house share'])],
    price: [1_400, 3_000],
    statuses: ['to let', 'let agreed', 'to let', 'let'],
    qualifiers: [''],
    extraTags: ['furnished', 'bills included'],
  },
  'commercial-sale': {
    channel: 'sales',
    types: [
      commercial('Office', 'office', 'office'),
      commercial('Retail unit', 'retail', 'retail'),
      commercial('Industrial unit', 'industrial', 'industrial'),
    ],
    price: [95_000, 1_250_000],
    statuses: ['for sale', 'under offer', 'for sale', 'sold'],
    qualifiers: ['Offers in the region of', 'Guide price', ''],
    extraTags: ['parking', 'gth commercial'],
  },
  'commercial-let': {
    channel: 'lettings',
    types: [
      commercial('Office', 'office', 'office'),
      commercial('Retail unit', 'retail', 'retail'),
      commercial('Workshop', 'industrial', 'industrial'),
    ],
    price: [650, 4_500],
    statuses: ['to let', 'under offer', 'let agreed', 'to let'],
    qualifiers: [''],
    extraTags: ['parking', 'gth commercial'],
  },
  auction: {
    channel: 'sales',
    types: [
      house('Terraced house', 'terrace', [2, 3], ['terraced', 'renovation']),
      house('Cottage', 'cottage', [2, 3], ['cottage', 'renovation']),
      { propertyType: 'Land', style: 'land', tags: ['land'], beds: [0, 0] },
      { propertyType: 'Barn for conversion', style: 'barn', tags: ['renovation'], beds: [0, 0] },
    ],
    price: [45_000, 375_000],
    statuses: ['for sale', 'for sale', 'sold', 'for sale'],
    qualifiers: ['Guide price'],
    extraTags: ['auction'],
  },
  agricultural: {
    channel: 'sales',
    types: [
      {
        propertyType: 'Farm',
        style: 'farmhouse',
        tags: ['agricultural', 'farm', 'land'],
        beds: [3, 5],
      },
      {
        propertyType: 'Agricultural land',
        style: 'land',
        tags: ['agricultural', 'land'],
        beds: [0, 0],
      },
      {
        propertyType: 'Equestrian property',
        style: 'barn',
        tags: ['agricultural', 'equestrian', 'land'],
        beds: [3, 4],
      },
      {
        propertyType: 'Woodland',
        style: 'land',
        tags: ['agricultural', 'woodland', 'land'],
        beds: [0, 0],
      },
    ],
    price: [85_000, 2_750_000],
    statuses: ['for sale', 'under offer', 'for sale', 'sold', 'for sale'],
    qualifiers: ['Guide price', 'Offers in excess of'],
    extraTags: [],
  },
  'development-land': {
    channel: 'sales',
    types: [
      {
        propertyType: 'Development land',
        style: 'land',
        tags: ['land', 'development land', 'gth development'],
        beds: [0, 0],
      },
    ],
    price: [450_000, 2_400_000],
    statuses: ['for sale', 'under offer'],
    qualifiers: ['Offers in the region of', 'Guide price'],
    extraTags: [],
  },
};
