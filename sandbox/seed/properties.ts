/**
 * Deterministic listings for a demo agency (ARCHITECTURE §4): sales, lettings (student ones
 * included), commercial, auction lots, agricultural land and development land, with every status,
 * photos, floorplans, EPC charts, videos and descriptions. Dates are relative to `now` so "New
 * listing" badges always have something to show.
 */
import type { PropertyCard, PropertyDetail, TagDepartmentConversions } from '../../core/index.js';
import {
  LETTINGS_FEE_TEXT,
  descriptionFor,
  keyFeaturesFor,
  summaryFor,
  type DescriptionInput,
} from './descriptions.js';
import { KINDS, type ListingKind, type KindSpec, type PropertyTypeSpec } from './listing-kinds.js';
import { councilTaxBand, marketPrice } from './market.js';
import { materialInformationFor } from './material-information.js';
import { epcBand, epcChartsFor, epcFor, floorplansFor, photosFor, videosFor } from './media.js';
import { pounds, roundPrice } from './money.js';
import { slugify } from './places.js';
import { createRandom, type Random } from './prng.js';
import type { TownSeed } from './streets.js';
import type { Listing, PlaceRecord } from './types.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ListingBatch {
  readonly kind: ListingKind;
  readonly count: number;
  /** Towns to cycle through; default: the plan's home towns. */
  readonly towns?: readonly string[];
}

export interface ListingPlan {
  readonly seed: string;
  readonly refPrefix: string;
  readonly firstId: number;
  readonly towns: readonly TownSeed[];
  /** Towns used when a batch names none. */
  readonly homeTowns: readonly string[];
  readonly places: readonly PlaceRecord[];
  readonly batches: readonly ListingBatch[];
  readonly conversions: TagDepartmentConversions;
  /** Listing id that carries every video case and the description with a script. */
  readonly showcaseIndex?: number;
  readonly now: Date;
}

/** The card fields of a property (SPEC §3 Property card), with its branch and summary line. */
export function cardOf(detail: PropertyDetail): PropertyCard {
  const {
    country: _c,
    description: _d,
    keyFeatures: _k,
    floorplans: _f,
    epcCharts: _e,
    brochureUrl: _br,
    virtualTours: _v,
    propertyVideos: _p,
    videoUrl: _u,
    childProperties: _ch,
    tagsToDepartmentLabelsConversions: _t,
    lettingsFeeText: _l,
    lettingsCosts: _lc,
    reference: _r,
    material_information: _m,
    ...card
  } = detail;
  return card;
}

const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export function postcodeIn(district: string, random: Random): string {
  return `${district} ${random.int(1, 9)}${random.pick([...POSTCODE_LETTERS])}${random.pick([...POSTCODE_LETTERS])}`;
}

export interface Location {
  readonly town: TownSeed;
  readonly place: PlaceRecord;
  readonly street: string;
  readonly postcode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export function locate(plan: ListingPlan, townName: string, random: Random, spread = 1): Location {
  const town = plan.towns.find((t) => t.name === townName);
  const place = plan.places.find((p) => p.kind === 'town' && p.name === townName);
  if (!town || !place) throw new Error(`unknown seeded town ${townName}`);
  const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    town,
    place,
    street: random.pick(town.streets),
    postcode: postcodeIn(random.pick(town.districts), random),
    latitude: round5(place.latitude + (random.next() - 0.5) * 0.024 * spread),
    longitude: round5(place.longitude + (random.next() - 0.5) * 0.036 * spread),
  };
}

/** Names of every place containing a listing, for place searches. */
export function areaNamesOf(location: Location, allPlaces: readonly PlaceRecord[]): string[] {
  const district = location.postcode.split(' ')[0] ?? '';
  const names = [location.town.name, location.place.county_name, district];
  const countryPlace = allPlaces.find(
    (p) => p.kind === 'country' && p.country === location.place.country,
  );
  if (countryPlace) names.push(countryPlace.name);
  if (location.place.county_name === 'City of Bristol') names.push('Bristol');
  return names.map((n) => n.toLowerCase());
}

/**
 * A home's price (a let's rent a month) as the town's market has it (market.ts); premises and
 * land, which the market table does not price, within their kind's range. One seeded draw either
 * way, so every listing after this one stays as it was.
 */
function priceFor(
  kind: ListingKind,
  spec: KindSpec,
  type: PropertyTypeSpec,
  beds: number,
  town: string,
  random: Random,
): number {
  const draw = random.next();
  const lettings = spec.channel === 'lettings';
  const flat = type.tags.includes('flat');
  const market = marketPrice({
    propertyType: type.propertyType,
    bedrooms: beds,
    town,
    lettings,
    flat,
    auction: kind === 'auction',
    draw,
  });
  if (market !== undefined) return roundPrice(market, lettings);
  const [min, max] = spec.price;
  const span = type.beds[1] - type.beds[0];
  const position = span > 0 ? (beds - type.beds[0]) / (span + 1) : 0.3;
  const t = Math.min(1, position * 0.6 + draw * 0.4);
  return roundPrice(min + (max - min) * t * t, lettings);
}

function acreageFor(kind: ListingKind, propertyType: string, random: Random): number | undefined {
  if (kind === 'agricultural') {
    if (propertyType === 'Farm') return random.int(45, 320);
    if (propertyType === 'Equestrian property') return random.int(6, 24) + 0.5 * random.int(0, 1);
    return random.int(8, 140) + 0.25 * random.int(0, 3);
  }
  if (kind === 'development-land') return random.int(3, 22) + 0.5 * random.int(0, 1);
  if (kind === 'country-sale' && random.chance(0.6))
    return random.int(1, 12) + 0.5 * random.int(0, 1);
  if (kind === 'auction' && propertyType === 'Land') return random.int(2, 30);
  return undefined;
}

function tagsFor(
  kind: ListingKind,
  spec: KindSpec,
  typeTags: readonly string[],
  random: Random,
): string[] {
  const tags = new Set(typeTags);
  if (kind === 'auction') tags.add('auction');
  if (kind === 'house-let' || kind === 'flat-let')
    tags.add(random.chance(0.5) ? 'furnished' : 'unfurnished');
  for (const tag of spec.extraTags) {
    if (tag === 'auction' || tag === 'furnished' || tag === 'unfurnished') continue;
    if (random.chance(tag.startsWith('gth') ? 0.35 : 0.55)) tags.add(tag);
  }
  return [...tags];
}

/** Days before `now` a listing was created: every sixth one in the last week. */
function ageInDays(index: number, random: Random): number {
  return index % 6 === 0 ? random.int(0, 6) : random.int(8, 240);
}

interface Generated {
  readonly listing: Listing;
}

function generateOne(
  plan: ListingPlan,
  kind: ListingKind,
  id: string,
  index: number,
  townName: string,
  batchIndex: number,
  random: Random,
): Generated {
  const spec = KINDS[kind];
  const type = random.pick(spec.types);
  const lettings = spec.channel === 'lettings';
  const location = locate(
    plan,
    townName,
    random,
    kind === 'agricultural' || kind === 'development-land' ? 4 : 1,
  );
  const beds = random.int(type.beds[0], type.beds[1]);
  const bathrooms =
    beds === 0
      ? type.tags.includes('commercial')
        ? 1
        : 0
      : Math.max(1, Math.min(beds - 1, random.int(1, 3)));
  const receptionRooms =
    beds === 0 ? 0 : Math.max(1, Math.min(3, Math.floor(beds / 2) + random.int(0, 1)));
  const acreage = acreageFor(kind, type.propertyType, random);
  let priceValue = priceFor(kind, spec, type, beds, location.town.name, random);
  if (acreage && (kind === 'agricultural' || kind === 'development-land')) {
    // Woodland sells for well under the price of farmland an acre.
    const perAcre =
      random.int(
        kind === 'development-land' ? 90_000 : 9_000,
        kind === 'development-land' ? 140_000 : 14_000,
      ) * (type.tags.includes('woodland') ? 0.6 : 1);
    priceValue = roundPrice(acreage * perAcre + (beds > 0 ? 650_000 : 0), false);
  }
  const tags = tagsFor(kind, spec, type.tags, random);
  const status = spec.statuses[batchIndex % spec.statuses.length] ?? 'for sale';
  const daysOld = ageInDays(index, random);
  const createdAt = new Date(
    plan.now.getTime() - daysOld * DAY_MS - random.int(1, 10) * 60 * 60 * 1000,
  );
  const updatedAt = new Date(
    Math.min(plan.now.getTime() - 60 * 1000, createdAt.getTime() + random.int(0, daysOld) * DAY_MS),
  );
  const squareFeet =
    type.style === 'land'
      ? undefined
      : beds > 0
        ? Math.round((430 + beds * 290 + random.int(0, 420)) / 5) * 5
        : Math.round(random.int(400, 9000) / 50) * 50;
  const qualifier = random.pick(spec.qualifiers);
  const priceWithoutQualifier = lettings ? `${pounds(priceValue)} pcm` : pounds(priceValue);
  const display_address =
    kind === 'agricultural' && beds === 0
      ? `Land at ${location.street}, ${location.town.name}`
      : `${location.street}, ${location.town.name}`;
  const showcase = plan.showcaseIndex === index;
  const epc = type.style === 'land' ? undefined : epcFor(random);

  const descriptionInput: DescriptionInput = {
    propertyType: type.propertyType,
    bedrooms: beds,
    bathrooms,
    receptionRooms,
    town: location.town.name,
    street: location.street,
    tags,
    lettings,
    ...(acreage ? { acreage } : {}),
    ...(squareFeet ? { squareFeet } : {}),
    ...(epc ? { epc: epcBand(epc.current) } : {}),
    ...(lettings ? {} : { councilTaxBand: councilTaxBand(priceValue, location.town.name) }),
  };
  let description = descriptionFor(descriptionInput, random);
  if (showcase) {
    // Proves the front end sanitises agency HTML and the platform embeds it safely.
    description +=
      '<p>Viewing strictly by appointment.</p><script>window.__sandboxDescriptionScriptRan = true;</script>' +
      '<p><a href="/branches" onclick="window.__sandboxDescriptionHandlerRan = true">Contact the branch</a> to arrange a time.</p>' +
      // Invisible to visitors (a comment, removed by the sanitiser), but a literal end tag in the
      // settings JSON all the same: proves the platform escapes it when embedding the page data.
      '<!-- </script><script>window.__sandboxDescriptionScriptRan = true;</script> -->';
  }

  const auction =
    kind === 'auction' ? auctionFacts(batchIndex, priceValue, plan.now, random) : undefined;
  const videos = videosFor(id, index, showcase);
  const isStudent = kind === 'student-let';
  const detail: PropertyDetail = {
    property_id: id,
    price: lettings
      ? priceWithoutQualifier
      : kind === 'auction'
        ? `Guide price ${pounds(priceValue)}+`
        : `${qualifier} ${pounds(priceValue)}`.trim(),
    priceValue,
    priceWithoutQualifier,
    display_address,
    property_channel: spec.channel,
    property_url: `/properties/${id}/${spec.channel}/${slugify(display_address)}`,
    photos: photosFor(id, type.style, display_address, tags.includes('garden'), random),
    ...(beds > 0 || type.tags.includes('studio')
      ? { bedrooms: beds, bathrooms, receptionRooms }
      : {}),
    ...(isStudent && beds > 0
      ? { pppw_price: Math.round((priceValue * 12) / 52 / beds), isStudent: true }
      : {}),
    createdAt: createdAt.toISOString(),
    status: auction?.status ?? status,
    tags,
    exchangedPrice: auction?.exchangedPrice ?? null,
    disposal: kind === 'auction' ? 'auction' : lettings ? 'let' : 'private treaty',
    ...(auction ? { auctionDate: auction.auctionDate } : {}),
    propertyType: type.propertyType,
    ...(acreage ? { acreage } : {}),
    latitude: location.latitude,
    longitude: location.longitude,
    branchID: location.town.branchId,
    country: location.place.country,
    description,
    summary: summaryFor(descriptionInput),
    keyFeatures: keyFeaturesFor(descriptionInput, random),
    floorplans: floorplansFor(id, type.style, beds),
    epcCharts: epcChartsFor(epc, location.place.country),
    virtualTours: videos.virtualTours,
    propertyVideos: videos.propertyVideos,
    ...(videos.videoUrl ? { videoUrl: videos.videoUrl } : {}),
    childProperties: [],
    tagsToDepartmentLabelsConversions: plan.conversions,
    ...(lettings ? { lettingsFeeText: LETTINGS_FEE_TEXT } : {}),
    reference: `${plan.refPrefix}${id}`,
    material_information: materialInformationFor({
      agencySeed: plan.seed,
      kind,
      batchIndex,
      id,
      type,
      town: location.town.name,
      priceValue,
      lettings,
      ...(epc ? { epc: epcBand(epc.current) } : {}),
      ...(squareFeet ? { squareFeet } : {}),
    }),
  };
  return {
    listing: listingOf(plan, detail, location, {
      ...(squareFeet ? { squareFeet } : {}),
      petsAllowed: lettings && random.chance(0.4),
      shortLet: lettings && !isStudent && !tags.includes('commercial') && random.chance(0.25),
      updatedAt: updatedAt.toISOString(),
      launchedAt: createdAt.toISOString(),
    }),
  };
}

interface AuctionFacts {
  readonly auctionDate: string;
  readonly exchangedPrice: number | null;
  readonly status?: string;
}

/** Alternate lots: future sales, and past ones with the price achieved. */
function auctionFacts(batchIndex: number, guide: number, now: Date, random: Random): AuctionFacts {
  const future = batchIndex % 2 === 0;
  const days = future ? 14 + 7 * batchIndex : -(10 + 9 * batchIndex);
  const auctionDate = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  if (future) return { auctionDate, exchangedPrice: null, status: 'for sale' };
  const exchangedPrice = Math.round((guide * (1.05 + random.next() * 0.3)) / 500) * 500;
  // One past lot keeps the status 'for sale': the card must still show Sold from the exchanged price.
  return { auctionDate, exchangedPrice, status: batchIndex === 1 ? 'for sale' : 'sold' };
}

export interface ListingExtras {
  readonly squareFeet?: number;
  readonly petsAllowed: boolean;
  readonly shortLet: boolean;
  readonly updatedAt: string;
  readonly launchedAt: string;
}

export function listingOf(
  plan: ListingPlan,
  detail: PropertyDetail,
  location: Location,
  extras: ListingExtras,
): Listing {
  const placeText = [
    detail.display_address,
    location.town.name,
    location.place.county_name,
    location.postcode,
  ]
    .join(' ')
    .toLowerCase();
  return {
    detail,
    town: location.town.name,
    county: location.place.county_name,
    postcode: location.postcode,
    country: location.place.country,
    branchId: location.town.branchId,
    areaNames: areaNamesOf(location, plan.places),
    ...extras,
    placeText,
    fullText: [
      placeText,
      detail.propertyType ?? '',
      detail.summary ?? '',
      stripTags(detail.description ?? ''),
      ...(detail.keyFeatures ?? []),
    ]
      .join(' ')
      .toLowerCase(),
  };
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** Every listing of the plan's batches, ids counting up from `firstId`. */
export function generateListings(plan: ListingPlan): Listing[] {
  const random = createRandom(plan.seed);
  const listings: Listing[] = [];
  let index = 0;
  for (const batch of plan.batches) {
    const towns = batch.towns ?? plan.homeTowns;
    for (let i = 0; i < batch.count; i += 1) {
      const town = towns[i % towns.length] ?? towns[0] ?? '';
      const id = String(plan.firstId + index);
      listings.push(generateOne(plan, batch.kind, id, index, town, i, random).listing);
      index += 1;
    }
  }
  return listings;
}
