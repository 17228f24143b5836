/**
 * The two demo agencies, generated from a fixed seed at start-up (ARCHITECTURE §4): profile,
 * branches and staff, listings, places, articles, addresses and forms. Listing dates are relative
 * to `now`.
 */
import type { Department, Staff } from '../../core/index.js';
import { addressesFor } from './addresses.js';
import { articlesFor } from './articles.js';
import { legalPagesFor, legalPathsOf } from './legal-pages.js';
import { generateDevelopment, type DevelopmentSeed } from './developments.js';
import { HARBOUR } from './harbour.js';
import { OAKFIELD } from './oakfield.js';
import { HARBOUR_PLACES, OAKFIELD_PLACES } from './places.js';
import { generateListings, type ListingBatch, type ListingPlan } from './properties.js';
import { FEES_PAGE_PATHS, feesPageFor, withLettingsCosts } from './lettings-costs.js';
import { HARBOUR_TOWNS, NEIGHBOUR_TOWNS, OAKFIELD_TOWNS } from './streets.js';
import type {
  AgencyData,
  AgencyProfile,
  AgencySlug,
  FormDefinition,
  FormElement,
  Listing,
} from './types.js';

export const AGENCY_SLUGS: readonly AgencySlug[] = ['oakfield', 'harbour'];

/** Every path a demo agency serves a legal page at (each agency answers only its own). */
const LEGAL_PATHS: ReadonlySet<string> = new Set([
  ...[OAKFIELD, HARBOUR].flatMap((profile) => Object.values(legalPathsOf(profile))),
  ...Object.values(FEES_PAGE_PATHS),
]);

/** The router's matcher for the legal pages' paths. */
export const legalPathMatcher = (path: string): Readonly<Record<string, string>> | undefined =>
  LEGAL_PATHS.has(path) ? {} : undefined;

const OAKFIELD_BATCHES: readonly ListingBatch[] = [
  {
    kind: 'house-sale',
    count: 26,
    towns: [
      'Taunton',
      'Bridgwater',
      'Wellington',
      'Minehead',
      'Wells',
      'Glastonbury',
      'Burnham-on-Sea',
      'Bishops Lydeard',
      'Milverton',
      'North Petherton',
      'Yeovil',
      'Wiveliscombe',
      'Langport',
    ],
  },
  { kind: 'flat-sale', count: 6, towns: ['Taunton', 'Bridgwater', 'Yeovil', 'Wells'] },
  {
    kind: 'country-sale',
    count: 6,
    towns: ['Dulverton', 'Castle Cary', 'Ilminster', 'Milverton', 'Martock', 'Somerton'],
  },
  {
    kind: 'house-let',
    count: 10,
    towns: ['Taunton', 'Bridgwater', 'Wellington', 'Taunton', 'Minehead'],
  },
  { kind: 'flat-let', count: 6, towns: ['Taunton', 'Chard', 'Bridgwater'] },
  { kind: 'student-let', count: 5, towns: ['Taunton', 'Yeovil'] },
  { kind: 'commercial-sale', count: 5, towns: ['Taunton', 'Bridgwater', 'Wellington'] },
  { kind: 'commercial-let', count: 4, towns: ['Taunton', 'Wellington', 'Bridgwater'] },
  { kind: 'auction', count: 8, towns: ['Bridgwater', 'Taunton', 'Langport', 'Williton'] },
  {
    kind: 'agricultural',
    count: 8,
    towns: ['Wiveliscombe', 'Langport', 'Dulverton', 'Milverton', 'North Petherton'],
  },
  { kind: 'development-land', count: 2, towns: ['Bishops Lydeard', 'North Petherton'] },
];

const OAKFIELD_DEVELOPMENTS: readonly DevelopmentSeed[] = [
  {
    name: 'Orchard Meadow',
    town: 'Bishops Lydeard',
    plots: 5,
    priceFrom: 295_000,
    launchedDaysAgo: 20,
  },
  { name: 'Quantock Gate', town: 'Bridgwater', plots: 4, priceFrom: 265_000, launchedDaysAgo: 60 },
];

/**
 * The second agency's one development, so its new-homes form can be seen with the bot check on
 * (Harbour has a site key, Oakfield none). Two plots: the smallest development that still shows
 * plots and a 'From' price.
 */
const HARBOUR_DEVELOPMENTS: readonly DevelopmentSeed[] = [
  { name: 'Malago Wharf', town: 'Bedminster', plots: 2, priceFrom: 415_000, launchedDaysAgo: 35 },
];

const HARBOUR_BATCHES: readonly ListingBatch[] = [
  {
    kind: 'house-sale',
    count: 10,
    towns: ['Clifton', 'Redland', 'Bishopston', 'Cotham', 'Southville', 'Bedminster'],
  },
  {
    kind: 'flat-sale',
    count: 10,
    towns: ['Harbourside', 'Clifton', 'Cotham', 'Redland', 'Harbourside'],
  },
  { kind: 'house-let', count: 6, towns: ['Redland', 'Bishopston', 'Southville'] },
  { kind: 'flat-let', count: 10, towns: ['Harbourside', 'Clifton', 'Cotham', 'Bedminster'] },
  { kind: 'student-let', count: 2, towns: ['Redland', 'Cotham'] },
  // The Chew Valley, where the city's buyers go for a garden and a view: off mains drainage.
  { kind: 'country-sale', count: 2, towns: ['Chew Magna'] },
];

/** One element of an agency form: [fieldName, friendlyName, inputType, required, flags]. */
type ElementSpec = readonly [
  fieldName: string,
  friendlyName: string,
  inputType: FormElement['inputType'],
  required: boolean,
  flags?: { readonly hidden?: boolean; readonly disabled?: boolean },
];

/** A form's elements in the order given (fieldPostion 1, 2, …), shown and enabled unless flagged. */
function formElements(specs: readonly ElementSpec[]): FormElement[] {
  return specs.map(([fieldName, friendlyName, inputType, required, flags], index) => ({
    fieldName,
    friendlyName,
    required,
    inputType,
    fieldPostion: index + 1,
    hidden: flags?.hidden ?? false,
    disabled: flags?.disabled ?? false,
  }));
}

/**
 * A new-homes enquiry form (SPEC §3 New homes enquiry form): the same element list on every
 * platform, but for the address element, which SPEC §3 lets a platform name either way.
 */
function newHomesForm(id: string, name: string, address: ElementSpec): FormDefinition {
  return {
    id,
    name,
    elements: formElements([
      ['development_of_interest', 'Development of interest', 'text', true, { disabled: true }],
      ['first_name', 'First name', 'text', true],
      ['last_name', 'Last name', 'text', true],
      ['email', 'Email', 'text', true],
      ['telephone', 'Telephone', 'text', true],
      address,
      ['message', 'Message', 'textarea', false],
      ['development_id', 'Development id', 'text', false, { hidden: true }],
    ]),
  };
}

const NEW_HOMES_FORM = newHomesForm('701', 'New homes enquiry', [
  'current_home_address',
  'Current home address',
  'text',
  false,
]);

/** The second agency's new-homes form, in another platform's words. */
const HARBOUR_NEW_HOMES_FORM = newHomesForm('802', 'Register your interest in Malago Wharf', [
  'address',
  'Your address',
  'text',
  false,
]);

/** Who is writing, first in every agency form of the sandbox. */
const APPLICANT: readonly ElementSpec[] = [
  ['first_name', 'First name', 'text', true],
  ['last_name', 'Last name', 'text', true],
  ['email', 'Email', 'text', true],
  ['tel_home', 'Telephone', 'text', true],
];

/**
 * The careers form (a form in the agency's content, '#/form/702' on the Careers page): the agency's
 * own elements, with the generic file-upload field for the CV (SPEC §5: 10 MB at most).
 */
const CAREERS_FORM: FormDefinition = {
  id: '702',
  name: 'Apply to join our team',
  elements: formElements([
    ...APPLICANT,
    ['role', 'Role you are interested in', 'text', false],
    ['cv', 'CV', 'file', true],
    ['message', 'Covering letter', 'textarea', false],
  ]),
};

/**
 * The landlord form (a form in the second agency's content, '#/form/801' on 'Letting your flat in
 * Bristol'): the property to let, and the current tenancy agreement or inventory as an optional
 * file upload.
 */
const LANDLORD_FORM: FormDefinition = {
  id: '801',
  name: 'Rental valuation',
  elements: formElements([
    ...APPLICANT,
    ['property_address', 'Address of the property to let', 'textarea', true],
    ['tenancy_document', 'Current tenancy agreement or inventory', 'file', false],
    ['message', 'Anything else we should know', 'textarea', false],
  ]),
};

/** What an agency offers beyond its generated listings: developments (with plots) and forms. */
interface AgencyExtras {
  readonly developments: readonly DevelopmentSeed[];
  /** The new-homes interest form its developments and plots offer (added to its forms). */
  readonly newHomesForm?: FormDefinition;
  readonly forms: readonly FormDefinition[];
}

function assemble(
  profile: AgencyProfile,
  plan: ListingPlan,
  { developments, newHomesForm, forms }: AgencyExtras,
): AgencyData {
  const listings: Listing[] = withLettingsCosts(generateListings(plan), plan.now);
  let nextId = plan.firstId + listings.length;
  for (const development of developments) {
    const generated = generateDevelopment(plan, development, nextId);
    listings.push(...generated);
    nextId += generated.length;
  }
  // The legal pages, and the cookie policy article (in the articles' list) with the same words.
  const updatedOn = plan.now.toISOString().slice(0, 10);
  const legalPages = [...legalPagesFor(profile, updatedOn), feesPageFor(profile, updatedOn)];
  const cookiePolicy = legalPages.find((page) => page.slug === 'cookies');
  const { articles: written, topics } = articlesFor(profile.slug, plan.now);
  const articles = written.map((article) =>
    article.slug === 'cookie-policy' && cookiePolicy
      ? { ...article, body: cookiePolicy.body }
      : article,
  );
  const departments = new Map<string, Department>();
  const staff = new Map<string, Staff>();
  for (const branch of profile.branches) {
    for (const d of branch.departments) departments.set(d.id, d);
    for (const s of branch.staff) staff.set(s.staffMemberId, s);
  }
  const countyOf = (town: string) =>
    plan.places.find((p) => p.kind === 'town' && p.name === town)?.county_name ?? '';
  return {
    ...profile,
    branchSlugs: new Map(profile.branches.map((b) => [b.branchUrl.split('/').pop() ?? b.id, b.id])),
    staff: [...staff.values()],
    departments: [...departments.values()],
    listings,
    listingsById: new Map(listings.map((l) => [l.detail.property_id, l])),
    places: plan.places,
    articles,
    topics,
    addresses: addressesOf(profile.slug, plan, countyOf),
    forms: newHomesForm ? [newHomesForm, ...forms] : forms,
    legalPages,
    ...(newHomesForm ? { newHomesFormId: newHomesForm.id } : {}),
  };
}

/** The address lookup's list: the agency's English towns, then the neighbouring towns (SPEC §7 /address_lookup). */
function addressesOf(slug: AgencySlug, plan: ListingPlan, countyOf: (town: string) => string) {
  const own = addressesFor(
    plan.towns.filter((t) => plan.places.some((p) => p.name === t.name && p.country === 'england')),
    countyOf,
    plan.seed,
  );
  const neighbours = NEIGHBOUR_TOWNS[slug];
  const countyOfNeighbour = (town: string) => neighbours.find((t) => t.name === town)?.county ?? '';
  return [
    ...own,
    ...addressesFor(neighbours, countyOfNeighbour, `${plan.seed}:neighbours`, 3, own.length + 1),
  ];
}

/** Build one demo agency's data. Deterministic for a given `now`. */
export function buildAgency(slug: AgencySlug, now: Date): AgencyData {
  if (slug === 'oakfield') {
    return assemble(
      OAKFIELD,
      {
        seed: 'oakfield-and-vale',
        refPrefix: 'OV',
        firstId: 1001,
        towns: OAKFIELD_TOWNS,
        homeTowns: ['Taunton', 'Bridgwater', 'Wellington'],
        places: OAKFIELD_PLACES,
        batches: OAKFIELD_BATCHES,
        conversions: {
          sales: {
            'new homes': 'New Homes',
            agricultural: 'Agriculture',
            auction: 'Auctions',
            commercial: 'Commercial',
            antiques: 'Antiques',
          },
          lettings: { commercial: 'Commercial' },
        },
        showcaseIndex: 0,
        now,
      },
      { developments: OAKFIELD_DEVELOPMENTS, newHomesForm: NEW_HOMES_FORM, forms: [CAREERS_FORM] },
    );
  }
  return assemble(
    HARBOUR,
    {
      seed: 'harbour-homes',
      refPrefix: 'HH',
      firstId: 5001,
      towns: HARBOUR_TOWNS,
      homeTowns: ['Clifton', 'Harbourside'],
      places: HARBOUR_PLACES,
      batches: HARBOUR_BATCHES,
      conversions: {},
      now,
    },
    {
      developments: HARBOUR_DEVELOPMENTS,
      newHomesForm: HARBOUR_NEW_HOMES_FORM,
      forms: [LANDLORD_FORM],
    },
  );
}

/** Both demo agencies. */
export function buildAgencies(now: Date): ReadonlyMap<AgencySlug, AgencyData> {
  return new Map(AGENCY_SLUGS.map((slug) => [slug, buildAgency(slug, now)]));
}

export function isAgencySlug(value: unknown): value is AgencySlug {
  return value === 'oakfield' || value === 'harbour';
}
