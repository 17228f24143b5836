/** Listing texts: summaries, description HTML and key features, varied by a seeded generator. */
import { countInWords, countOf, thereAre } from '../../core/index.js';
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
  /** For a home for sale: its council-tax band, which follows from its price (market.ts). */
  readonly councilTaxBand?: string;
}

/**
 * What a listing is, for choosing words that fit it: a retail unit is never "a much-loved family
 * home", a flat to rent is never "offered with no onward chain".
 */
type Category = 'house' | 'flat' | 'commercial' | 'land' | 'rural';

function categoryOf(input: DescriptionInput): Category {
  if (input.tags.includes('commercial')) return 'commercial';
  if (
    input.bedrooms === 0 &&
    (input.tags.includes('land') ||
      input.tags.includes('renovation') ||
      input.acreage !== undefined)
  )
    return 'land';
  if (input.tags.includes('agricultural') || input.tags.includes('equestrian')) return 'rural';
  if (input.tags.includes('flat') || input.tags.includes('studio')) return 'flat';
  return 'house';
}

/** Opening lines by category and channel ({type}, {street}, {town}, {bedrooms} are filled in). */
const OPENINGS: Readonly<
  Record<Category, { readonly sales: readonly string[]; readonly lettings: readonly string[] }>
> = {
  house: {
    sales: [
      'A beautifully presented {type} in a quiet position on {street}, within easy walking distance of {town} town centre.',
      'Offered with no onward chain, this well-proportioned {type} sits on one of the most sought-after roads in {town}.',
      'Light, spacious and thoughtfully updated, this {type} has been a much-loved family home for over twenty years.',
      'Tucked away on {street}, this characterful {type} combines period features with a thoroughly modern kitchen.',
      'A rare opportunity to buy a {type} of this size and quality on the edge of {town}.',
    ],
    lettings: [
      'A well-presented {type} to rent on {street}, within easy walking distance of {town} town centre.',
      'Available to let, this spacious {type} on {street} has been redecorated throughout and has new carpets.',
      'A light and comfortable {type} in a popular part of {town}, ideal for a family or professional sharers.',
      'Tucked away on {street}, this characterful {type} to rent has a modern kitchen and a low-maintenance garden.',
      'A {type} to let in excellent order on the edge of {town}, with the countryside on the doorstep.',
    ],
  },
  flat: {
    sales: [
      'A bright {type} on {street}, a short walk from {town} town centre and the railway station.',
      'Offered with no onward chain, this well-kept {type} would suit a first-time buyer or an investor.',
      'A stylish {type} in a well-managed building on {street}, finished to a high standard throughout.',
      'Set on an upper floor with pleasant views, this {type} is one of the best-presented in {town}.',
      'A rare chance to buy a {type} of this size so close to the centre of {town}.',
    ],
    lettings: [
      'A bright {type} to rent on {street}, a short walk from {town} town centre and the railway station.',
      'This well-kept {type} is ideal for a professional single person or couple.',
      'A stylish {type} to let in a well-managed building on {street}, finished to a high standard.',
      'Set on an upper floor with pleasant views, this {type} to rent is one of the best in {town}.',
      'A neat {type} to let close to the centre of {town}, with secure entry and bike storage.',
    ],
  },
  commercial: {
    sales: [
      'A {type} on {street}, in a prominent trading position close to the centre of {town}.',
      'Offered with vacant possession, this {type} suits an owner-occupier or an investor.',
      'A well-specified {type} on {street} with good access to the main road network.',
      'A flexible {type} in an established business location in {town}, with parking to the front.',
      'An opportunity to buy a {type} in one of the busiest parts of {town}.',
    ],
    lettings: [
      'A {type} to let on {street}, in a prominent trading position close to the centre of {town}.',
      'Available on a new lease on terms to be agreed, this {type} suits a wide range of businesses.',
      'A well-specified {type} to let on {street} with good access to the main road network.',
      'A flexible {type} to let in an established business location in {town}, with parking to the front.',
      'This {type} sits in one of the busiest parts of {town}.',
    ],
  },
  land: {
    sales: [
      'A parcel of {type} on {street}, on the edge of {town}, with road access from the lane.',
      'Offered as a whole, this {type} lies in attractive countryside a short drive from {town}.',
      'An opportunity to buy {type} with good access, close to {town}.',
      'A useful block of {type} off {street}, in a quiet rural setting near {town}.',
      'Rarely available, this {type} near {town} would suit a range of uses, subject to consent.',
    ],
    lettings: [
      'A parcel of {type} to rent on {street}, on the edge of {town}, with road access from the lane.',
      'Available on a farm business tenancy, this {type} lies in attractive countryside near {town}.',
      'An opportunity to rent {type} with good access, close to {town}.',
      'A useful block of {type} to let off {street}, in a quiet rural setting near {town}.',
      'This {type} near {town} would suit grazing or a small enterprise.',
    ],
  },
  rural: {
    sales: [
      'A {type} in a glorious rural setting off {street}, a short drive from {town}.',
      'Offered as a whole or in lots, this {type} has a traditional farmhouse, buildings and land.',
      'A well-run {type} with a characterful house and a range of useful outbuildings near {town}.',
      'Set at the end of a private drive, this {type} enjoys far-reaching views across the vale.',
      'A rare opportunity to buy a {type} of this quality within easy reach of {town}.',
    ],
    lettings: [
      'A {type} to rent in a glorious rural setting off {street}, a short drive from {town}.',
      'Available on a long let, this {type} has a traditional house, buildings and land.',
      'A well-kept {type} to let with a characterful house and useful outbuildings near {town}.',
      'Set at the end of a private drive, this {type} to rent enjoys far-reaching views.',
      'A {type} to let within easy reach of {town}, with stabling and paddocks.',
    ],
  },
};

/** Four lines about the inside of a home (two are used); none for land or premises. */
const INSIDE: Readonly<Record<'house' | 'flat' | 'rural', readonly string[]>> = {
  house: [
    'The accommodation opens with a welcoming hall leading to a generous sitting room with a wood-burning stove and a bay window.',
    'At the heart of the house is a kitchen and dining room with French doors to the garden, an island and a range cooker.',
    '{upstairs}',
    'A utility room, cloakroom and useful boot room complete the ground floor.',
  ],
  flat: [
    'A communal entrance with secure entry leads to the front door and a hallway with useful storage.',
    'The open-plan living room and kitchen has a breakfast bar, integrated appliances and a large window.',
    '{thereAreBedrooms}, and a modern bathroom with a shower over the bath.',
    'The building is well maintained, with a lift, bike storage and a residents’ garden.',
  ],
  rural: [
    'The farmhouse has a farmhouse kitchen with an Aga, a sitting room with an inglenook fireplace and a study.',
    '{thereAreBedrooms} upstairs, two with views across the land.',
    'A range of traditional stone barns and a modern steel-framed building sit around the yard.',
    'A boot room and a farm office give direct access to the yard.',
  ],
};

/** Three lines about the outside of a home (one is used). */
const OUTSIDE: Readonly<Record<'house' | 'flat' | 'rural', readonly string[]>> = {
  house: [
    'Outside, the gardens are laid mainly to lawn with well-stocked borders, a paved terrace and a timber shed.',
    'To the front is a gravelled driveway providing parking for several cars, with a detached garage to the side.',
    'The rear garden enjoys a sunny south-westerly aspect and is fully enclosed, ideal for children and pets.',
  ],
  flat: [
    'There is an allocated parking space, with visitor parking and a bike store.',
    'A private balcony catches the evening sun and looks over the communal gardens.',
    'Residents share well-kept gardens, and the bus stop is at the end of the road.',
  ],
  rural: [
    'The land lies in a ring fence around the buildings, with good hedgerows and mains water to the fields.',
    'Paddocks, a stable yard and a manège sit beside the house, with direct access to bridleways.',
    'A long private drive leads to a yard with ample parking and turning space.',
  ],
};

/** What a town offers a buyer or tenant of a home. */
const LOCATIONS: Readonly<Record<string, string>> = {
  Taunton:
    'Taunton offers an excellent range of shops, independent schools and the Brewhouse Theatre, with trains to London Paddington in under two hours and junction 25 of the M5 close by.',
  Bridgwater:
    'Bridgwater has a busy town centre and quick access to junctions 23 and 24 of the M5, the Quantock Hills and the Somerset Levels; Hinkley Point C and the Gravity campus have brought new jobs to the town.',
  Wellington:
    'Wellington is a friendly market town at the foot of the Blackdown Hills, with Court Fields School, a busy high street and junction 26 of the M5 on its doorstep.',
  Minehead:
    'Minehead has a sandy beach, the West Somerset Railway and Exmoor on its doorstep, with shops, cafés and schools in the town.',
  Wells:
    'Wells, England’s smallest city, has its cathedral, a twice-weekly market in the Market Place and some of the best schools in the county.',
  Glastonbury:
    'Glastonbury has an independent high street, the Tor and the Abbey, and easy reach of Street, Wells and the A39.',
  'Burnham-on-Sea':
    'Burnham-on-Sea has seven miles of sandy beach, a lively high street and junction 22 of the M5 a few minutes away.',
  Langport:
    'Langport is a small market town on the River Parrett, with Huish Episcopi Academy, independent shops and the Levels all around.',
  Yeovil:
    'Yeovil is south Somerset’s largest town, with a hospital, a college and university centre, good shopping and trains to London Waterloo and Exeter.',
  Somerton:
    'Somerton, the ancient capital of Wessex, has a handsome Market Place with independent shops, cafés and a well-regarded primary school.',
  'Castle Cary':
    'Castle Cary is a thriving market town with independent shops, a weekly market and a mainline station with direct trains to London Paddington.',
  Chard:
    'Chard, Somerset’s southernmost town, has a long high street, a leisure centre and easy reach of the A303 and the Jurassic Coast.',
  Ilminster:
    'Ilminster is a pretty Hamstone market town with independent shops, a well-regarded arts centre and the A303 and A358 close by.',
  Clifton:
    'Clifton Village is known for its boutique shops, cafés and the Suspension Bridge, with the Downs a short stroll away.',
  Harbourside:
    'Harbourside puts the restaurants, galleries and ferries of the Floating Harbour on the doorstep, with Temple Meads a short walk away.',
  Redland:
    'Redland has tree-lined streets of Victorian homes, Redland Green and two railway stations on the Severn Beach line, with Whiteladies Road close by.',
  Cotham:
    'Cotham is a short walk from the university, the BRI and Broadmead, with Cotham Gardens and the cafés of Gloucester Road nearby.',
  Bishopston:
    'Bishopston sits on Gloucester Road, one of the longest rows of independent shops in Britain, with Horfield Common and good primary schools nearby.',
  Southville:
    'Southville has North Street’s cafés and bars, the Tobacco Factory theatre and market, and the harbour and Greville Smyth Park close by.',
  Bedminster:
    'Bedminster has East Street’s shops, Bedminster station and Wapping Wharf a short walk over the water.',
  'Chew Magna':
    'Chew Magna is a village in the Chew Valley, eight miles south of Bristol, with a primary school, pubs and shops, and Chew Valley Lake close by.',
};

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The short line under the address on a property page. */
export function summaryFor(input: DescriptionInput): string {
  if (input.bedrooms === 0) {
    const size = input.acreage
      ? `, about ${input.acreage} acres`
      : input.squareFeet && categoryOf(input) === 'commercial'
        ? `, about ${groupThousands(input.squareFeet)} sq ft`
        : '';
    return `${input.propertyType} ${input.lettings ? 'to let' : 'for sale'} in ${input.town}${size}.`;
  }
  return `A ${input.bedrooms} bedroom ${input.propertyType.toLowerCase()} ${input.lettings ? 'to rent' : 'for sale'} in ${input.town}.`;
}

/** The location paragraph: the town's amenities for a home, trade and access for premises and land. */
function locationFor(input: DescriptionInput, category: Category): string {
  if (category === 'commercial')
    return `${input.town} is a busy commercial centre with good road links across the county and a strong local workforce.`;
  if (category === 'land')
    return `The land is about ten minutes' drive from ${input.town}, with good access for vehicles from the public road.`;
  return (
    LOCATIONS[input.town] ??
    `${input.town} is well served by local shops, a primary school and good road links across the county.`
  );
}

/** The closing section: tenancy, lease or sale terms that fit the listing. */
function termsFor(input: DescriptionInput, category: Category, random: Random): string {
  if (input.lettings) {
    if (category === 'commercial')
      return '<h3>Terms</h3><p>Available on a new full repairing and insuring lease. Business rates are payable by the tenant; small business rates relief may apply.</p>';
    if (category === 'land')
      return '<h3>Terms</h3><p>Available on a farm business tenancy for a term to be agreed. Viewing on foot during daylight hours with these particulars.</p>';
    return "<h3>Letting information</h3><p>A holding deposit of one week's rent secures the property while references are taken.</p>";
  }
  // One draw for every sale, as before, so the seeded data that follows stays the same; the band
  // itself follows from the price.
  const drawn = random.pick(['B', 'C', 'D', 'E', 'F']);
  const band = input.councilTaxBand ?? drawn;
  if (category === 'commercial')
    return '<h3>Tenure</h3><p>Freehold with vacant possession. The rateable value is available from the agent.</p>';
  if (category === 'land')
    return '<h3>Tenure and services</h3><p>Freehold with vacant possession. Mains water is connected; there is no electricity. Viewing on foot during daylight hours with these particulars.</p>';
  return `<h3>Services</h3><p>Mains water, electricity and drainage. Council tax band ${band}.</p>`;
}

/** Description HTML written the way agency staff write it: paragraphs, headings, fitting the listing. */
export function descriptionFor(input: DescriptionInput, random: Random): string {
  const category = categoryOf(input);
  const values = {
    type: input.propertyType.toLowerCase(),
    street: input.street,
    town: input.town,
    bedrooms: countInWords(input.bedrooms, 'bedroom', 'bedrooms'),
    thereAreBedrooms: thereAre(input.bedrooms, 'bedroom', 'bedrooms'),
    upstairs:
      input.bedrooms === 1
        ? 'Upstairs is a double bedroom with far-reaching views and an en suite shower room.'
        : `Upstairs the landing gives access to ${countInWords(input.bedrooms, 'bedroom', 'bedrooms')}, the principal bedroom enjoying far-reaching views and an en suite shower room.`,
  };
  const home = category === 'commercial' || category === 'land' ? 'house' : category;
  const paragraphs = [
    fill(random.pick(OPENINGS[category][input.lettings ? 'lettings' : 'sales']), values),
  ];
  if (input.bedrooms > 0) {
    const lines = INSIDE[home];
    const chosen = random.sample(lines, 2);
    paragraphs.push(...lines.filter((p) => chosen.includes(p)).map((p) => fill(p, values)));
  }
  if (input.tags.includes('land') || input.acreage) {
    paragraphs.push(
      input.tags.includes('woodland')
        ? `The woodland extends to about ${input.acreage ?? 1} acres of mixed broadleaf trees, with a network of rides and a hard-standing by the gate.`
        : input.tags.includes('renovation')
          ? `The barn stands in about ${input.acreage ?? 1} acres and offers scope for conversion to a home, subject to the necessary consents.`
          : `The land extends to about ${input.acreage ?? 1} acres of gently sloping pasture, divided into well-fenced paddocks with mains water troughs and good hedgerows.`,
    );
  } else if (input.tags.includes('commercial')) {
    paragraphs.push(
      `The premises provide about ${groupThousands(input.squareFeet ?? 1200)} sq ft of accommodation with good natural light, kitchenette and WC facilities, and allocated parking.`,
    );
  } else {
    paragraphs.push(random.pick(OUTSIDE[home]));
  }
  return [
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '<h3>Location</h3>',
    `<p>${locationFor(input, category)}</p>`,
    termsFor(input, category, random),
  ].join('');
}

/** Five general features of a listing of this category (two are used). */
const GENERAL_FEATURES: Readonly<Record<Category, readonly string[]>> = {
  house: [
    'Gas central heating',
    'Double glazing',
    'Close to the town centre',
    'Far-reaching views',
    'Popular school catchment',
  ],
  flat: [
    'Gas central heating',
    'Double glazing',
    'Close to the station',
    'Secure entry system',
    'Long lease',
  ],
  commercial: [
    'Prominent position',
    'Good road links',
    'Allocated parking',
    'Three-phase power',
    'Flexible space',
  ],
  land: [
    'Road frontage',
    'Mains water',
    'Good hedgerows',
    'Attractive rural setting',
    'Level access',
  ],
  rural: [
    'Range of outbuildings',
    'Far-reaching views',
    'Private drive',
    'Mains water to the fields',
    'Bridleway access',
  ],
};

/** Up to eight short bullet points. */
export function keyFeaturesFor(input: DescriptionInput, random: Random): string[] {
  const features: string[] = [];
  if (input.bedrooms > 0) features.push(countOf(input.bedrooms, 'bedroom', 'bedrooms'));
  if (input.bathrooms > 1) features.push(countOf(input.bathrooms, 'bathroom', 'bathrooms'));
  if (input.receptionRooms > 1)
    features.push(countOf(input.receptionRooms, 'reception room', 'reception rooms'));
  if (input.acreage) features.push(`About ${input.acreage} acres`);
  if (input.squareFeet && input.bedrooms === 0)
    features.push(`About ${groupThousands(input.squareFeet)} sq ft`);
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
  features.push(...random.sample(GENERAL_FEATURES[categoryOf(input)], 2));
  if (input.epc) features.push(`EPC rating ${input.epc}`);
  return features.slice(0, 8);
}

/** The tenant-fees text shown on lettings properties (SPEC §2 /tenant-info). */
export const LETTINGS_FEE_TEXT =
  "Holding deposit: one week's rent. Security deposit: five weeks' rent (six weeks where the annual rent is £50,000 or more). " +
  "Other permitted payments under the Tenant Fees Act 2019: changes to the tenancy at the tenant's request (£50 inc. VAT), early termination (the landlord's costs), " +
  'late rent over 14 days (interest at 3% above the Bank of England base rate) and replacement keys (the reasonable cost).';
