/**
 * New-homes developments with child plots (SPEC §3 childProperties, §9 contact routing): the
 * development carries the tags 'new homes' and 'development plot' and lists its plots, which are
 * listings of their own.
 */
import type { PropertyCard, PropertyDetail } from '../../core/index.js';
import { cardOf, DAY_MS, listingOf, locate, type ListingPlan } from './properties.js';
import { epcChartsFor, floorplansFor, photosFor } from './media.js';
import { pounds, roundPrice } from './money.js';
import { slugify } from './places.js';
import { createRandom } from './prng.js';
import type { Listing } from './types.js';

export interface DevelopmentSeed {
  readonly name: string;
  readonly town: string;
  readonly plots: number;
  readonly priceFrom: number;
  /** Days before now the development launched. */
  readonly launchedDaysAgo: number;
}

const PLOT_TYPES = [
  { propertyType: 'Detached house', beds: 4, style: 'newbuild' as const, extra: 1.35 },
  { propertyType: 'Semi-detached house', beds: 3, style: 'newbuild' as const, extra: 1.0 },
  { propertyType: 'Terraced house', beds: 2, style: 'newbuild' as const, extra: 0.82 },
  { propertyType: 'Detached house', beds: 5, style: 'newbuild' as const, extra: 1.6 },
];
const PLOT_STATUSES = ['for sale', 'for sale', 'under offer', 'sstc', 'for sale', 'sold'];

/** A development listing and its plot listings; ids count up from `firstId`. */
export function generateDevelopment(
  plan: ListingPlan,
  seed: DevelopmentSeed,
  firstId: number,
): Listing[] {
  const random = createRandom(`${plan.seed}:${seed.name}`);
  const location = locate(plan, seed.town, random);
  const launchedAt = new Date(plan.now.getTime() - seed.launchedDaysAgo * DAY_MS).toISOString();
  const developmentId = String(firstId);
  const plots: Listing[] = [];
  for (let i = 0; i < seed.plots; i += 1) {
    const type = PLOT_TYPES[i % PLOT_TYPES.length] ?? PLOT_TYPES[0]!;
    const id = String(firstId + 1 + i);
    const priceValue = roundPrice(seed.priceFrom * type.extra, false);
    const display_address = `Plot ${i + 1}, ${seed.name}, ${seed.town}`;
    const detail: PropertyDetail = {
      property_id: id,
      price: pounds(priceValue),
      priceValue,
      priceWithoutQualifier: pounds(priceValue),
      display_address,
      property_channel: 'sales',
      property_url: `/properties/${id}/sales/${slugify(display_address)}`,
      photos: photosFor(id, type.style, display_address, true, random),
      bedrooms: type.beds,
      bathrooms: Math.max(1, type.beds - 2),
      receptionRooms: type.beds >= 4 ? 2 : 1,
      createdAt: launchedAt,
      status: PLOT_STATUSES[i % PLOT_STATUSES.length] ?? 'for sale',
      tags: ['new homes', 'development plot', 'house', 'garden', 'parking'],
      exchangedPrice: null,
      disposal: 'private treaty',
      propertyType: type.propertyType,
      latitude: location.latitude + i * 0.0004,
      longitude: location.longitude + i * 0.0006,
      branchID: location.town.branchId,
      country: location.place.country,
      description: `<p>Plot ${i + 1} at ${seed.name} is a ${type.beds} bedroom ${type.propertyType.toLowerCase()} built to a high specification with an air-source heat pump, solar panels and a ten-year warranty.</p><p>Reservations are now being taken; ask about part-exchange and help with legal fees.</p>`,
      summary: `A new ${type.beds} bedroom ${type.propertyType.toLowerCase()} at ${seed.name}.`,
      keyFeatures: [
        `${type.beds} bedrooms`,
        'Air-source heat pump',
        'Solar panels',
        '10-year build warranty',
        'Turfed rear garden',
        'Allocated parking',
      ],
      floorplans: floorplansFor(id, type.style, type.beds),
      epcCharts: epcChartsFor({ current: 84 + (i % 3), potential: 93 + (i % 3) }),
      virtualTours: [],
      propertyVideos: [],
      childProperties: [],
      tagsToDepartmentLabelsConversions: plan.conversions,
      reference: `${plan.refPrefix}${id}`,
    };
    plots.push(
      listingOf(plan, detail, location, {
        squareFeet: 650 + type.beds * 260,
        petsAllowed: false,
        shortLet: false,
        updatedAt: launchedAt,
        launchedAt,
      }),
    );
  }
  const children: PropertyCard[] = plots.map((p) => cardOf(p.detail));
  const minPrice = Math.min(...children.map((c) => c.priceValue ?? Infinity));
  const display_address = `${seed.name}, ${seed.town}`;
  const development: PropertyDetail = {
    property_id: developmentId,
    price: `From ${pounds(minPrice)}`,
    priceValue: minPrice,
    priceWithoutQualifier: pounds(minPrice),
    display_address,
    property_channel: 'sales',
    property_url: `/properties/${developmentId}/sales/${slugify(display_address)}`,
    photos: photosFor(developmentId, 'newbuild', display_address, true, random),
    bedrooms: Math.min(...PLOT_TYPES.slice(0, seed.plots).map((t) => t.beds)),
    createdAt: launchedAt,
    status: 'for sale',
    tags: ['new homes', 'development plot'],
    exchangedPrice: null,
    disposal: 'private treaty',
    propertyType: 'New homes development',
    latitude: location.latitude,
    longitude: location.longitude,
    branchID: location.town.branchId,
    country: location.place.country,
    description: `<p>${seed.name} is a collection of ${seed.plots} energy-efficient homes on the edge of ${seed.town}, designed in local stone and render around a landscaped green.</p><h3>The specification</h3><ul><li>Air-source heat pumps and solar panels</li><li>Kitchens with integrated appliances</li><li>Electric vehicle charging points</li></ul><p>The show home is open Thursday to Monday, 10am to 5pm. <a class="hfview__open" href="#">Arrange a viewing of the show home</a></p>`,
    summary: `${seed.plots} new homes in ${seed.town}, from ${pounds(minPrice)}.`,
    keyFeatures: [
      'Energy-efficient new homes',
      'EPC rating B',
      '10-year build warranty',
      'Part-exchange considered',
    ],
    floorplans: [],
    epcCharts: [],
    virtualTours: [
      {
        id: `${developmentId}-tour`,
        url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
        title: 'Show home tour',
      },
    ],
    propertyVideos: [],
    childProperties: children,
    tagsToDepartmentLabelsConversions: plan.conversions,
    reference: `${plan.refPrefix}${developmentId}`,
  };
  const parent = listingOf(plan, development, location, {
    petsAllowed: false,
    shortLet: false,
    updatedAt: launchedAt,
    launchedAt,
  });
  return [parent, ...plots];
}
