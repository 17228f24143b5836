/**
 * The material information each demo listing carries (core/property/material-information.ts), as
 * a local agent would state it: freeholds and leaseholds (the first flat for sale of each agency
 * has 87 years left, with ground rent and a service charge), shared ownership, a listed building
 * in a conservation area, homes that flooded, country homes off mains drainage, premises paying
 * business rates, deposits within the Tenant Fees Act's caps, and a few listings with fields left
 * out on purpose, so the site's 'Not provided – ask the agent' has something to show.
 *
 * Drawn from a random sequence of its own per listing, so the listings' other facts stay as
 * they were.
 */
import type { EpcRating, MaterialInformation } from '../../core/index.js';
import type { ListingKind, PropertyTypeSpec } from './listing-kinds.js';
import { councilTaxBand } from './market.js';
import { createRandom, type Random } from './prng.js';

type Scenario = 'lease-87' | 'listed' | 'flooded' | 'off-mains' | 'shared-ownership' | 'gaps';

/** Listings with a story, by agency seed, kind and position in their batch. */
const SCENARIOS: Readonly<Record<string, Scenario>> = {
  'oakfield-and-vale/flat-sale/0': 'lease-87',
  'oakfield-and-vale/flat-sale/3': 'shared-ownership',
  'oakfield-and-vale/country-sale/0': 'listed',
  'oakfield-and-vale/country-sale/1': 'off-mains',
  'oakfield-and-vale/house-sale/1': 'flooded',
  'oakfield-and-vale/house-sale/3': 'gaps',
  'oakfield-and-vale/flat-let/1': 'gaps',
  'harbour-homes/flat-sale/0': 'lease-87',
  'harbour-homes/flat-sale/5': 'shared-ownership',
  'harbour-homes/house-sale/0': 'listed',
  'harbour-homes/house-sale/4': 'flooded',
  'harbour-homes/house-sale/3': 'gaps',
  'harbour-homes/house-let/2': 'gaps',
  'harbour-homes/country-sale/0': 'off-mains',
};

/** What a listing's 'gaps' leave out: things agents are slow to find out. */
const GAPS: readonly (keyof MaterialInformation)[] = [
  'broadband_speed',
  'mobile_signal',
  'building_safety',
  'covenants',
  'planning',
  'construction',
];

export interface MaterialSeedInput {
  readonly agencySeed: string;
  readonly kind: ListingKind;
  readonly batchIndex: number;
  readonly id: string;
  readonly type: PropertyTypeSpec;
  readonly town: string;
  /** Whole pounds; a let's rent a month. */
  readonly priceValue: number;
  readonly lettings: boolean;
  readonly epc?: string;
  readonly squareFeet?: number;
}

/** Bristol's central wards the sandbox seeds, in the coalfield and with a residents' parking scheme. */
const BRISTOL = new Set([
  'Clifton',
  'Redland',
  'Bishopston',
  'Cotham',
  'Southville',
  'Bedminster',
  'Harbourside',
]);
const COASTAL = new Set(['Minehead', 'Burnham-on-Sea', 'Williton']);

function partA(input: MaterialSeedInput, flat: boolean, random: Random): MaterialInformation {
  const { lettings, priceValue, town, type } = input;
  const commercial = type.tags.includes('commercial');
  const land = type.style === 'land';
  // A let's capital value for its band, at a 4.5% gross yield.
  const capital = lettings ? (priceValue * 12) / 0.045 : priceValue;
  const tax: MaterialInformation = commercial
    ? {
        business_rates:
          Math.round(((lettings ? priceValue * 12 : priceValue * 0.07) * 0.9) / 250) * 250,
      }
    : land
      ? {}
      : {
          council_tax_band: councilTaxBand(
            capital,
            town,
          ) as MaterialInformation['council_tax_band'],
        };
  const epc = input.epc ? { epc_rating: input.epc as EpcRating } : {};
  if (lettings) {
    return {
      ...tax,
      ...epc,
      rent_frequency: 'monthly',
    };
  }
  if (!flat) return { ...tax, ...epc, tenure: 'freehold' };
  const shareOfFreehold = random.chance(0.3);
  return {
    ...tax,
    ...epc,
    tenure: shareOfFreehold ? 'share_of_freehold' : 'leasehold',
    lease_years_remaining: shareOfFreehold ? 970 + random.int(0, 25) : random.int(96, 150),
    ground_rent: shareOfFreehold ? 0 : random.pick([50, 100, 150, 250]),
    ground_rent_review: shareOfFreehold ? 'None: a peppercorn rent' : 'Fixed for the term',
    service_charge: random.int(18, 32) * 50,
  };
}

function partB(input: MaterialSeedInput, flat: boolean, random: Random): MaterialInformation {
  const { type, town } = input;
  const city = BRISTOL.has(town);
  const country = input.kind === 'country-sale' || input.kind === 'agricultural';
  if (type.style === 'land')
    return {
      construction: 'No buildings',
      electricity: 'None connected (supply in the lane)',
      water: 'None connected',
      drainage: 'None',
      heating: 'None',
      broadband_type: 'none',
      mobile_signal: 'Patchy on all networks',
      parking: 'Field gateway off the lane',
      parking_permit: 'Not required',
      ev_charging: 'None',
    };
  const storeys = type.propertyType.includes('Bungalow')
    ? 1
    : type.style === 'townhouse'
      ? 3
      : flat
        ? 1
        : 2;
  const entrance = flat ? random.int(0, 4) : 0;
  const fibre = city || random.chance(0.5);
  return {
    construction: flat
      ? 'Standard: concrete frame with brick facing under a flat roof'
      : country
        ? 'Stone walls under a slate roof'
        : 'Standard: brick and block cavity walls under a tiled roof',
    ...(input.squareFeet ? { floor_area_sq_ft: input.squareFeet } : {}),
    floors: storeys,
    entrance_floor: entrance,
    lift: flat && entrance >= 2,
    over_commercial_premises: flat && !city && random.chance(0.3),
    electricity: random.chance(0.2) ? 'Mains, with 4 kW solar panels' : 'Mains',
    water: random.chance(0.7) ? 'Mains, metered' : 'Mains, unmetered',
    drainage: country && random.chance(0.5) ? 'Septic tank' : 'Mains',
    heating: flat
      ? random.pick(['Electric storage heaters', 'Gas central heating (combination boiler)'])
      : country
        ? 'Oil-fired central heating'
        : 'Gas central heating',
    broadband_type: fibre ? 'fttp' : country ? 'adsl' : 'fttc',
    broadband_speed: fibre ? 900 : country ? 12 : 74,
    mobile_signal: country
      ? 'Weak indoors on Three and Vodafone; good on EE outdoors'
      : 'None known',
    parking: flat
      ? random.pick(['One allocated space in a gated car park', 'On-street parking'])
      : city
        ? 'On-street parking'
        : 'Driveway for two cars',
    parking_permit: city
      ? "Residents' parking scheme: permits from about £120 a year"
      : 'Not required',
    ev_charging: !flat && !city && random.chance(0.4) ? '7 kW charger on the driveway' : 'None',
  };
}

function partC(input: MaterialSeedInput, flat: boolean, random: Random): MaterialInformation {
  const { town } = input;
  return {
    building_safety: flat
      ? 'No known issues. The building is under 11 metres and has no cladding.'
      : 'No known issues',
    listed_building: 'not_listed',
    conservation_area: false,
    tree_preservation_orders: false,
    covenants: flat ? 'No short lets, and no pets without the freeholder’s consent' : 'None known',
    rights_and_easements: random.chance(0.25)
      ? 'Shared driveway with the neighbouring house'
      : 'None known',
    flooded_last_5_years: false,
    flood_defences: 'None needed: Flood Zone 1 (low risk from rivers and the sea)',
    coastal_erosion: COASTAL.has(town)
      ? 'Low risk: outside the shoreline management zone'
      : 'Not at risk (inland)',
    planning: random.chance(0.2)
      ? 'Outline permission for 40 homes on land to the east (application 24/01234/OUT)'
      : 'None known nearby',
    accessibility: flat
      ? 'Level access from the car park; no adaptations'
      : 'Step to the front door; no adaptations',
    mining: BRISTOL.has(town)
      ? 'In the Bristol coalfield reporting area: a mining search is advised'
      : 'Not in a coal mining reporting area',
  };
}

/** The listing's story on top of its ordinary facts. */
function applyScenario(
  scenario: Scenario | undefined,
  info: MaterialInformation,
  input: MaterialSeedInput,
): MaterialInformation {
  switch (scenario) {
    case 'lease-87':
      return {
        ...info,
        tenure: 'leasehold',
        lease_years_remaining: 87,
        ground_rent: 250,
        ground_rent_review: 'Doubles every 25 years; next review in 2031',
        service_charge: 1480,
      };
    case 'shared-ownership':
      return {
        ...info,
        tenure: 'shared_ownership',
        lease_years_remaining: 990,
        ground_rent: 0,
        ground_rent_review: 'None: a peppercorn rent',
        service_charge: 1140,
        shared_ownership_share: 40,
        shared_ownership_rent:
          Math.round((((input.priceValue / 0.4) * 0.6 * 0.0275) / 12) * 100) / 100,
      };
    case 'listed':
      return {
        ...info,
        construction: 'Non-standard: solid stone walls, lime mortar, slate roof',
        listed_building: 'grade_ii',
        conservation_area: true,
        tree_preservation_orders: true,
        covenants: 'No alterations to the front elevation without the council’s consent',
        planning: 'Listed building consent granted in 2019 for a rear conservatory',
      };
    case 'flooded':
      return {
        ...info,
        flooded_last_5_years: true,
        flood_source: BRISTOL.has(input.town)
          ? 'Tidal River Avon (ground floor, 2020)'
          : 'River Parrett (garden and garage, winter 2023–24)',
        flood_defences:
          'Flood gates on the doors; in a Flood Zone 3 area with a flood warning service',
      };
    case 'off-mains':
      return {
        ...info,
        drainage: 'Private treatment plant (installed 2018), shared with one neighbour',
        water: 'Private borehole',
        heating: 'Air source heat pump with underfloor heating',
        rights_and_easements: 'Public footpath across the paddock; right of way for the neighbour',
      };
    case 'gaps':
      return Object.fromEntries(
        Object.entries(info).filter(([key]) => !GAPS.includes(key as keyof MaterialInformation)),
      );
    default:
      return info;
  }
}

/** A demo listing's material information. */
export function materialInformationFor(input: MaterialSeedInput): MaterialInformation {
  const random = createRandom(`${input.agencySeed}:material:${input.id}`);
  const flat = input.type.tags.includes('flat');
  const info = {
    ...partA(input, flat, random),
    ...partB(input, flat, random),
    ...partC(input, flat, random),
  };
  return applyScenario(
    SCENARIOS[`${input.agencySeed}/${input.kind}/${input.batchIndex}`],
    info,
    input,
  );
}
