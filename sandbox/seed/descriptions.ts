/** Listing texts: summaries, description HTML and key features, varied by a seeded generator. */
import { groupThousands } from './money.js';
import type { Random } from './prng.js';

export interface DescriptionInput {
  readonly propertyType: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly receptionRooms: number;
  readonly town: string;
  readonly street: string;
  readonly tags: readonly string[];
  readonly acreage?: number;
  readonly squareFeet?: number;
  readonly lettings: boolean;
  readonly epc?: string;
}

const OPENINGS = [
  'A beautifully presented {type} in a quiet position on {street}, within easy walking distance of {town} town centre.',
  'Offered with no onward chain, this well-proportioned {type} sits on one of the most sought-after roads in {town}.',
  'Light, spacious and thoughtfully updated, this {type} has been a much-loved family home for over twenty years.',
  'Tucked away on {street}, this characterful {type} combines period features with a thoroughly modern kitchen.',
  'A rare opportunity to acquire a {type} of this size and quality on the edge of {town}.',
];

const INSIDE = [
  'The accommodation opens with a welcoming hall leading to a generous sitting room with a wood-burning stove and a bay window.',
  'At the heart of the house is a kitchen and dining room with French doors to the garden, an island and a range cooker.',
  'Upstairs the landing gives access to {bedrooms}, the principal bedroom enjoying far-reaching views and an en suite shower room.',
  'A utility room, cloakroom and useful boot room complete the ground floor.',
];

const OUTSIDE = [
  'Outside, the gardens are laid mainly to lawn with well-stocked borders, a paved terrace and a timber shed.',
  'To the front is a gravelled driveway providing parking for several cars, with a detached garage to the side.',
  'The rear garden enjoys a sunny south-westerly aspect and is fully enclosed, ideal for children and pets.',
];

const LOCATIONS: Readonly<Record<string, string>> = {
  Taunton: 'Taunton offers an excellent range of shops, independent schools and the Brewhouse Theatre, with fast trains to London Paddington and the M5 close by.',
  Bridgwater: 'Bridgwater has a thriving town centre and quick access to junction 23 of the M5, the Quantock Hills and the Somerset Levels.',
  Wellington: 'Wellington is a friendly market town at the foot of the Blackdown Hills, with a well-regarded school and a busy high street.',
  Bath: 'Bath is a World Heritage city with famous Georgian architecture, excellent schools and a direct rail link to London.',
  Clifton: 'Clifton Village is known for its boutique shops, cafés and the Suspension Bridge, with the Downs a short stroll away.',
  Harbourside: 'Harbourside puts the restaurants, galleries and ferries of the Floating Harbour on the doorstep, with Temple Meads a short walk away.',
};

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function bedroomsText(n: number): string {
  return n === 1 ? 'one bedroom' : `${['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][n] ?? String(n)} bedrooms`;
}

/** The short line under the address on a property page. */
export function summaryFor(input: DescriptionInput): string {
  if (input.bedrooms === 0) return `${input.propertyType} in ${input.town}${input.acreage ? `, about ${input.acreage} acres` : ''}.`;
  return `A ${input.bedrooms} bedroom ${input.propertyType.toLowerCase()} ${input.lettings ? 'to rent' : 'for sale'} in ${input.town}.`;
}

/** Description HTML written the way agency staff write it: paragraphs, a heading, a list. */
export function descriptionFor(input: DescriptionInput, random: Random): string {
  const values = {
    type: input.propertyType.toLowerCase(),
    street: input.street,
    town: input.town,
    bedrooms: bedroomsText(input.bedrooms),
  };
  const paragraphs = [fill(random.pick(OPENINGS), values)];
  if (input.bedrooms > 0) {
    const chosen = random.sample(INSIDE, 2);
    paragraphs.push(...INSIDE.filter((p) => chosen.includes(p)).map((p) => fill(p, values)));
  }
  if (input.tags.includes('land') || input.acreage) {
    paragraphs.push(
      `The land extends to about ${input.acreage ?? 1} acres of gently sloping pasture, divided into well-fenced paddocks with mains water troughs and good hedgerows.`,
    );
  } else if (input.tags.includes('commercial')) {
    paragraphs.push(
      `The premises provide about ${input.squareFeet ?? 1200} sq ft of accommodation with good natural light, kitchenette and WC facilities, and allocated parking.`,
    );
  } else {
    paragraphs.push(random.pick(OUTSIDE));
  }
  const location = LOCATIONS[input.town] ?? `${input.town} is well served by local shops, a primary school and good road links across the county.`;
  return [
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '<h3>Location</h3>',
    `<p>${location}</p>`,
    input.lettings
      ? '<h3>Letting information</h3><p>Available now. A holding deposit of one week\'s rent secures the property while references are taken.</p>'
      : '<h3>Services</h3><p>Mains water, electricity and drainage. Council tax band ' + random.pick(['B', 'C', 'D', 'E', 'F']) + '.</p>',
  ].join('');
}

/** Up to eight short bullet points. */
export function keyFeaturesFor(input: DescriptionInput, random: Random): string[] {
  const features: string[] = [];
  if (input.bedrooms > 0) features.push(`${input.bedrooms} bedroom${input.bedrooms === 1 ? '' : 's'}`);
  if (input.bathrooms > 1) features.push(`${input.bathrooms} bathrooms`);
  if (input.receptionRooms > 1) features.push(`${input.receptionRooms} reception rooms`);
  if (input.acreage) features.push(`About ${input.acreage} acres`);
  if (input.squareFeet && input.bedrooms === 0) features.push(`About ${groupThousands(input.squareFeet)} sq ft`);
  const byTag: Readonly<Record<string, string>> = {
    garden: 'Enclosed rear garden',
    parking: 'Off-road parking',
    garage: 'Garage',
    period: 'Period features',
    balcony: 'Private balcony',
    lift: 'Lift to all floors',
    equestrian: 'Stabling and paddocks',
    furnished: 'Furnished',
    unfurnished: 'Unfurnished',
    'bills included': 'All bills included',
    renovation: 'In need of modernisation',
    'development land': 'Outline planning consent',
  };
  for (const tag of input.tags) {
    const text = byTag[tag];
    if (text) features.push(text);
  }
  features.push(...random.sample(['Gas central heating', 'Double glazing', 'Close to the town centre', 'Far-reaching views', 'Popular school catchment'], 2));
  if (input.epc) features.push(`EPC rating ${input.epc}`);
  return features.slice(0, 8);
}

/** The tenant-fees text shown on lettings properties (SPEC §2 /tenant-info). */
export const LETTINGS_FEE_TEXT =
  'Holding deposit: one week\'s rent. Security deposit: five weeks\' rent (six weeks where the annual rent is £50,000 or more). ' +
  'Other permitted payments under the Tenant Fees Act 2019: changes to the tenancy at the tenant\'s request (£50 inc. VAT), early termination (the landlord\'s costs), ' +
  'late rent over 14 days (interest at 3% above the Bank of England base rate) and replacement keys (the reasonable cost).';
