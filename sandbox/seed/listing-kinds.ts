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

/** A flat of a kind: an apartment building's picture unless it says otherwise. */
const flat = (
  propertyType: string,
  beds: readonly [number, number],
  tags: readonly string[] = [],
  style: ExteriorStyle = 'flat',
): PropertyTypeSpec => ({ propertyType, style, tags: ['flat', ...tags], beds });

/** Ground without a building to live in, so no bedrooms. */
const land = (propertyType: string, tags: readonly string[]): PropertyTypeSpec => ({
  propertyType,
  style: 'land',
  tags,
  beds: [0, 0],
});

/** A farm, an estate or bare land, sold with its acres. */
const agricultural = (
  propertyType: string,
  style: ExteriorStyle | 'land',
  beds: readonly [number, number],
  tags: readonly string[] = [],
): PropertyTypeSpec => ({
  propertyType,
  style,
  tags: ['agricultural', ...tags, 'land'],
  beds,
});

/** A commercial unit of a kind (it has no bedrooms). */
const commercial = (
  propertyType: string,
  style: ExteriorStyle,
  kind: 'office' | 'retail' | 'industrial',
): PropertyTypeSpec => ({ propertyType, style, tags: ['commercial', kind], beds: [0, 0] });

/** Offices and shops, and an industrial unit named as the channel names it. */
const commercialUnits = (industrial: string): PropertyTypeSpec[] => [
  commercial('Office', 'office', 'office'),
  commercial('Retail unit', 'retail', 'retail'),
  commercial(industrial, 'industrial', 'industrial'),
];

/** A kind of listing for sale: the usual statuses and qualifiers unless given its own. */
const forSale = (
  types: readonly PropertyTypeSpec[],
  price: readonly [number, number],
  extraTags: readonly string[],
  own: { readonly statuses?: readonly string[]; readonly qualifiers?: readonly string[] } = {},
): KindSpec => ({
  channel: 'sales',
  types,
  price,
  statuses: own.statuses ?? SALE_STATUSES,
  qualifiers: own.qualifiers ?? SALE_QUALIFIERS,
  extraTags,
});

/** A kind of listing to let: the usual statuses unless given its own; rents carry no qualifier. */
const toLet = (
  types: readonly PropertyTypeSpec[],
  price: readonly [number, number],
  extraTags: readonly string[],
  own: { readonly statuses?: readonly string[] } = {},
): KindSpec => ({
  channel: 'lettings',
  types,
  price,
  statuses: own.statuses ?? LET_STATUSES,
  qualifiers: [''],
  extraTags,
});

const COMMERCIAL_TAGS = ['parking', 'gth commercial'];

export const KINDS: Readonly<Record<ListingKind, KindSpec>> = {
  'house-sale': forSale(
    [
      house('Detached house', 'detached', [3, 5], ['detached']),
      house('Semi-detached house', 'semi', [2, 4], ['semi-detached']),
      house('Terraced house', 'terrace', [2, 3], ['terraced']),
      house('Townhouse', 'townhouse', [3, 4], ['period']),
      { propertyType: 'Bungalow', style: 'bungalow', tags: ['bungalow'], beds: [2, 3] },
      house('Cottage', 'cottage', [2, 3], ['cottage', 'period']),
    ],
    [165_000, 695_000],
    ['garden', 'parking', 'garage'],
  ),
  'flat-sale': forSale(
    [flat('Apartment', [1, 2]), flat('Maisonette', [2, 3], ['period'], 'townhouse')],
    [125_000, 425_000],
    ['parking', 'balcony', 'lift'],
  ),
  'country-sale': forSale(
    [
      house('Farmhouse', 'farmhouse', [4, 6], ['period', 'country house']),
      house('Barn conversion', 'barn', [3, 5], ['country house']),
      house('Country house', 'detached', [5, 7], ['country house', 'period']),
    ],
    [550_000, 1_650_000],
    ['garden', 'parking', 'equestrian'],
    {
      statuses: ['for sale', 'under offer', 'for sale', 'sstc', 'for sale'],
      qualifiers: ['Guide price', 'Offers in excess of', 'Guide price'],
    },
  ),
  'house-let': toLet(
    [
      house('Semi-detached house', 'semi', [2, 4], ['semi-detached']),
      house('Terraced house', 'terrace', [2, 3], ['terraced']),
      house('Cottage', 'cottage', [1, 3], ['cottage']),
      house('Detached house', 'detached', [3, 4], ['detached']),
    ],
    [850, 1_950],
    ['garden', 'parking', 'furnished', 'unfurnished'],
  ),
  'flat-let': toLet(
    [flat('Apartment', [1, 2]), flat('Studio', [0, 0], ['studio'])],
    [650, 1_450],
    ['parking', 'furnished', 'unfurnished', 'balcony'],
  ),
  'student-let': toLet(
    [house('Student house', 'terrace', [3, 6], ['student', 'house share'])],
    [1_400, 3_000],
    ['furnished', 'bills included'],
    { statuses: ['to let', 'let agreed', 'to let', 'let'] },
  ),
  'commercial-sale': forSale(
    commercialUnits('Industrial unit'),
    [95_000, 1_250_000],
    COMMERCIAL_TAGS,
    {
      statuses: ['for sale', 'under offer', 'for sale', 'sold'],
      qualifiers: ['Offers in the region of', 'Guide price', ''],
    },
  ),
  'commercial-let': toLet(commercialUnits('Workshop'), [650, 4_500], COMMERCIAL_TAGS, {
    statuses: ['to let', 'under offer', 'let agreed', 'to let'],
  }),
  auction: forSale(
    [
      house('Terraced house', 'terrace', [2, 3], ['terraced', 'renovation']),
      house('Cottage', 'cottage', [2, 3], ['cottage', 'renovation']),
      land('Land', ['land']),
      { propertyType: 'Barn for conversion', style: 'barn', tags: ['renovation'], beds: [0, 0] },
    ],
    [45_000, 375_000],
    ['auction'],
    { statuses: ['for sale', 'for sale', 'sold', 'for sale'], qualifiers: ['Guide price'] },
  ),
  agricultural: forSale(
    [
      agricultural('Farm', 'farmhouse', [3, 5], ['farm']),
      agricultural('Agricultural land', 'land', [0, 0]),
      agricultural('Equestrian property', 'barn', [3, 4], ['equestrian']),
      agricultural('Woodland', 'land', [0, 0], ['woodland']),
    ],
    [85_000, 2_750_000],
    [],
    {
      statuses: ['for sale', 'under offer', 'for sale', 'sold', 'for sale'],
      qualifiers: ['Guide price', 'Offers in excess of'],
    },
  ),
  'development-land': forSale(
    [land('Development land', ['land', 'development land', 'gth development'])],
    [450_000, 2_400_000],
    [],
    {
      statuses: ['for sale', 'under offer'],
      qualifiers: ['Offers in the region of', 'Guide price'],
    },
  ),
};
