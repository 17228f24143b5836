/**
 * "Oakfield & Vale": a Somerset country agency with every division of SPEC §1 (sales, lettings,
 * commercial, new homes, agriculture, antiques, auctions), two-level menus with section
 * illustrations, and seven branches (three large offices and four smaller ones). Dark green and cream.
 */
import { countInWords } from '../../core/index.js';
import { buildBranch, menu, type BranchSeed } from './organisation.js';
import type { AgencyProfile } from './types.js';
import { resultsPath } from './paths.js';
import { sandboxAnalyticsCode } from '../analytics.js';

const DOMAIN = 'oakfieldandvale.co.uk';

const TAUNTON: BranchSeed = {
  id: '11',
  slug: 'taunton',
  branchName: 'Taunton',
  address: '12 Hammet Street, Taunton, Somerset TA1 1RZ',
  telephone: '01823 250100',
  salesTelephone: '01823 250101',
  lettingsTelephone: '01823 250102',
  email: `taunton@${DOMAIN}`,
  latitude: 51.0149,
  longitude: -3.1013,
  saturdayClose: '16:00',
  departments: [
    {
      id: '1101',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01823 250101',
      email: `sales.taunton@${DOMAIN}`,
    },
    {
      id: '1102',
      name: 'Lettings',
      telephone: '01823 250102',
      email: `lettings.taunton@${DOMAIN}`,
    },
    { id: '1103', name: 'New Homes', telephone: '01823 250103', email: `newhomes@${DOMAIN}` },
    { id: '1104', name: 'Commercial', telephone: '01823 250104', email: `commercial@${DOMAIN}` },
    { id: '1105', name: 'Agriculture', telephone: '01823 250105', email: `agriculture@${DOMAIN}` },
    { id: '1106', name: 'Antiques', telephone: '01823 250106', email: `antiques@${DOMAIN}` },
    { id: '1107', name: 'Auctions', telephone: '01823 250107', email: `auctions@${DOMAIN}` },
  ],
  staff: [
    {
      id: '501',
      name: 'Eleanor Hartley',
      jobTitle: 'Branch Director',
      department: '1101',
      sales: true,
      lettings: false,
    },
    {
      id: '502',
      name: 'James Whitcombe',
      jobTitle: 'Senior Sales Negotiator',
      department: '1101',
      sales: true,
      lettings: false,
    },
    {
      id: '503',
      name: 'Priya Nair',
      jobTitle: 'Lettings Manager',
      department: '1102',
      sales: false,
      lettings: true,
    },
    {
      id: '504',
      name: 'Tom Ashby',
      jobTitle: 'New Homes Consultant',
      department: '1103',
      sales: true,
      lettings: false,
    },
    {
      id: '505',
      name: 'Margaret Coles',
      jobTitle: 'Commercial Surveyor MRICS',
      department: '1104',
      sales: true,
      lettings: true,
    },
    {
      id: '506',
      name: 'Hugh Pennington',
      jobTitle: 'Head of Agriculture FRICS',
      department: '1105',
      sales: true,
      lettings: false,
    },
    {
      id: '507',
      name: 'Rosalind Vane',
      jobTitle: 'Antiques and Fine Art Specialist',
      department: '1106',
      sales: true,
      lettings: false,
    },
    {
      id: '508',
      name: 'Oliver Brent',
      jobTitle: 'Auctioneer',
      department: '1107',
      sales: true,
      lettings: false,
    },
  ],
};

const BRIDGWATER: BranchSeed = {
  id: '12',
  slug: 'bridgwater',
  branchName: 'Bridgwater (Sedgemoor)',
  address: '4 Cornhill, Bridgwater, Somerset TA6 3BU',
  telephone: '01278 420200',
  salesTelephone: '01278 420201',
  lettingsTelephone: '01278 420202',
  email: `bridgwater@${DOMAIN}`,
  latitude: 51.1282,
  longitude: -3.0038,
  saturdayClose: '13:00',
  departments: [
    {
      id: '1201',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01278 420201',
      email: `sales.bridgwater@${DOMAIN}`,
    },
    {
      id: '1202',
      name: 'Lettings',
      telephone: '01278 420202',
      email: `lettings.bridgwater@${DOMAIN}`,
    },
    {
      id: '1207',
      name: 'Auctions',
      telephone: '01278 420207',
      email: `auctions.sedgemoor@${DOMAIN}`,
    },
  ],
  staff: [
    {
      id: '521',
      name: 'Sarah Mead',
      jobTitle: 'Branch Manager',
      department: '1201',
      sales: true,
      lettings: true,
    },
    {
      id: '522',
      name: 'Daniel Crowe',
      jobTitle: 'Sales Negotiator',
      department: '1201',
      sales: true,
      lettings: false,
    },
    {
      id: '523',
      name: 'Aisha Khan',
      jobTitle: 'Lettings Negotiator',
      department: '1202',
      sales: false,
      lettings: true,
    },
    {
      id: '524',
      name: 'Owen Pike',
      jobTitle: 'Auction Valuer',
      department: '1207',
      sales: true,
      lettings: false,
    },
  ],
};

const WELLINGTON: BranchSeed = {
  id: '13',
  slug: 'wellington',
  branchName: 'Wellington',
  address: '27 Fore Street, Wellington, Somerset TA21 8AG',
  telephone: '01823 660300',
  salesTelephone: '01823 660301',
  lettingsTelephone: '01823 660302',
  email: `wellington@${DOMAIN}`,
  latitude: 50.9785,
  longitude: -3.2257,
  departments: [
    {
      id: '1301',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01823 660301',
      email: `sales.wellington@${DOMAIN}`,
    },
    {
      id: '1302',
      name: 'Lettings',
      telephone: '01823 660302',
      email: `lettings.wellington@${DOMAIN}`,
    },
    { id: '1305', name: 'Agriculture', telephone: '01823 660305', email: `rural@${DOMAIN}` },
  ],
  staff: [
    {
      id: '531',
      name: 'Fiona Lang',
      jobTitle: 'Branch Manager',
      department: '1301',
      sales: true,
      lettings: false,
    },
    {
      id: '532',
      name: 'George Tapp',
      jobTitle: 'Sales Negotiator',
      department: '1301',
      sales: true,
      lettings: false,
    },
    {
      id: '533',
      name: 'Hannah Lyle',
      jobTitle: 'Lettings Negotiator',
      department: '1302',
      sales: false,
      lettings: true,
    },
    {
      id: '534',
      name: 'Will Stoate',
      jobTitle: 'Rural Surveyor',
      department: '1305',
      sales: true,
      lettings: true,
    },
  ],
};

/*
 * The smaller offices (the branch finder's second page, and its department filter: not every
 * office has every department). Their positions keep the postcode → branch lookup's answers for
 * the districts the tests use (Minehead still Wellington's, Bath and Dorchester still none).
 */
const BURNHAM: BranchSeed = {
  id: '14',
  slug: 'burnham-on-sea',
  branchName: 'Burnham-on-Sea',
  address: '41 High Street, Burnham-on-Sea, Somerset TA8 1PB',
  telephone: '01278 780400',
  salesTelephone: '01278 780401',
  lettingsTelephone: '01278 780402',
  email: `burnham@${DOMAIN}`,
  latitude: 51.2386,
  longitude: -2.9972,
  saturdayClose: '13:00',
  departments: [
    {
      id: '1401',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01278 780401',
      email: `sales.burnham@${DOMAIN}`,
    },
    {
      id: '1402',
      name: 'Lettings',
      telephone: '01278 780402',
      email: `lettings.burnham@${DOMAIN}`,
    },
  ],
  staff: [
    {
      id: '541',
      name: 'Rachel Dunn',
      jobTitle: 'Branch Manager',
      department: '1401',
      sales: true,
      lettings: true,
    },
    {
      id: '542',
      name: 'Kieran Walsh',
      jobTitle: 'Lettings Negotiator',
      department: '1402',
      sales: false,
      lettings: true,
    },
  ],
};

const LANGPORT: BranchSeed = {
  id: '15',
  slug: 'langport',
  branchName: 'Langport',
  address: '3 Cheapside, Langport, Somerset TA10 9PW',
  telephone: '01458 250500',
  salesTelephone: '01458 250501',
  lettingsTelephone: '01458 250501',
  email: `langport@${DOMAIN}`,
  latitude: 51.0376,
  longitude: -2.8279,
  saturdayClose: '12:30',
  departments: [
    {
      id: '1501',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01458 250501',
      email: `sales.langport@${DOMAIN}`,
    },
    { id: '1505', name: 'Agriculture', telephone: '01458 250505', email: `levels@${DOMAIN}` },
    {
      id: '1507',
      name: 'Auctions',
      telephone: '01458 250507',
      email: `auctions.langport@${DOMAIN}`,
    },
  ],
  staff: [
    {
      id: '551',
      name: 'Martin Yeo',
      jobTitle: 'Branch Partner FRICS',
      department: '1501',
      sales: true,
      lettings: false,
    },
    {
      id: '552',
      name: 'Siân Pryce',
      jobTitle: 'Land Agent',
      department: '1505',
      sales: true,
      lettings: true,
    },
    {
      id: '553',
      name: 'Douglas Reeve',
      jobTitle: 'Livestock and Property Auctioneer',
      department: '1507',
      sales: true,
      lettings: false,
    },
  ],
};

const SOMERTON: BranchSeed = {
  id: '16',
  slug: 'somerton',
  branchName: 'Somerton',
  address: '9 Market Place, Somerton, Somerset TA11 7NB',
  telephone: '01458 270600',
  salesTelephone: '01458 270601',
  lettingsTelephone: '01458 270602',
  email: `somerton@${DOMAIN}`,
  latitude: 51.0553,
  longitude: -2.7339,
  departments: [
    {
      id: '1601',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01458 270601',
      email: `sales.somerton@${DOMAIN}`,
    },
    {
      id: '1602',
      name: 'Lettings',
      telephone: '01458 270602',
      email: `lettings.somerton@${DOMAIN}`,
    },
  ],
  staff: [
    {
      id: '561',
      name: 'Imogen Blake',
      jobTitle: 'Office Manager',
      department: '1601',
      sales: true,
      lettings: true,
    },
    {
      id: '562',
      name: 'Tomasz Nowak',
      jobTitle: 'Lettings and Property Manager',
      department: '1602',
      sales: false,
      lettings: true,
    },
  ],
};

const CHARD: BranchSeed = {
  id: '17',
  slug: 'chard',
  branchName: 'Chard',
  address: '22 Fore Street, Chard, Somerset TA20 1PT',
  telephone: '01460 260700',
  salesTelephone: '01460 260701',
  lettingsTelephone: '01460 260702',
  email: `chard@${DOMAIN}`,
  latitude: 50.8727,
  longitude: -2.9626,
  saturdayClose: '16:00',
  departments: [
    {
      id: '1701',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '01460 260701',
      email: `sales.chard@${DOMAIN}`,
    },
    { id: '1702', name: 'Lettings', telephone: '01460 260702', email: `lettings.chard@${DOMAIN}` },
    { id: '1703', name: 'New Homes', telephone: '01460 260703', email: `newhomes.chard@${DOMAIN}` },
  ],
  staff: [
    {
      id: '571',
      name: 'Natalie Osei',
      jobTitle: 'Branch Manager',
      department: '1701',
      sales: true,
      lettings: false,
    },
    {
      id: '572',
      name: 'Ben Hollis',
      jobTitle: 'Lettings Negotiator',
      department: '1702',
      sales: false,
      lettings: true,
    },
    {
      id: '573',
      name: 'Clare Whitmore',
      jobTitle: 'New Homes Adviser',
      department: '1703',
      sales: true,
      lettings: false,
    },
  ],
};

const taunton = buildBranch(TAUNTON, DOMAIN);
const commercial = taunton.departments.find((d) => d.name === 'Commercial');
const branches = [
  buildBranch(TAUNTON, DOMAIN, commercial),
  buildBranch(BRIDGWATER, DOMAIN, commercial),
  buildBranch(WELLINGTON, DOMAIN, commercial),
  buildBranch(BURNHAM, DOMAIN, commercial),
  buildBranch(LANGPORT, DOMAIN, commercial),
  buildBranch(SOMERTON, DOMAIN, commercial),
  buildBranch(CHARD, DOMAIN, commercial),
];

/** 'seven offices', from the branches themselves. */
const OFFICES = countInWords(branches.length, 'office', 'offices');

const illustration = (name: string) => `/images/illustrations/${name}.svg`;

const primaryMenuItems = [
  menu('m1', 'Buy', resultsPath('sales'), [
    menu('m11', 'Property for sale', resultsPath('sales')),
    menu('m12', 'New to the market', `${resultsPath('sales')}/newer-than-7-days`),
    menu('m13', 'Houses with gardens', resultsPath('sales', ['garden'])),
    menu('m14', 'Country homes with land', `${resultsPath('sales')}/from-1-acres`),
  ]),
  menu('m2', 'Rent', resultsPath('lettings'), [
    menu('m21', 'Property to rent', resultsPath('lettings')),
    menu('m22', 'Student lettings', resultsPath('lettings', ['student'])),
    menu('m23', 'Pet-friendly homes', `${resultsPath('lettings')}/pets`),
    menu('m24', 'Landlord services', '/articles/landlord-services'),
  ]),
  menu('m3', 'Sell', '/articles/selling-with-oakfield-and-vale', [
    menu('m31', 'Book a valuation', '#/book-a-valuation'),
    menu('m32', 'Instant valuation', '#/valuation'),
    menu('m33', 'Our guide to selling', '/articles/selling-with-oakfield-and-vale'),
  ]),
  menu('m4', 'Auctions', resultsPath('sales', ['auction']), [
    menu('m41', 'Current lots', resultsPath('sales', ['auction'])),
    menu('m42', 'Auction results', `${resultsPath('sales', ['auction'])}/status-sold`),
    menu('m43', 'Buying at auction', '/articles/buying-at-auction'),
  ]),
  menu('m5', 'Antiques', '/articles/antiques-and-fine-art', [
    menu('m51', 'Forthcoming sales', '/articles/antiques-and-fine-art'),
    menu('m52', 'Valuations for sale and probate', '/articles/antiques-valuations'),
  ]),
  menu('m6', 'Agriculture', resultsPath('sales', ['agricultural']), [
    menu('m61', 'Farms and land for sale', resultsPath('sales', ['agricultural'])),
    menu('m62', 'Sedgemoor', '/branches/bridgwater'),
    menu('m63', 'Rural professional services', '/articles/rural-professional-services'),
  ]),
  menu('m7', 'Services', '/articles/professional-services', [
    menu('m71', 'Development Land & Planning', '/articles/development-land-and-planning', [
      menu('m711', 'Strategic land promotion', '/articles/development-land-and-planning'),
      menu('m712', 'Planning appraisals', '/articles/planning-appraisals'),
    ]),
    menu('m72', 'Survey & Valuation', '/articles/survey-and-valuation', [
      menu('m721', 'RICS home surveys', '/articles/survey-and-valuation'),
      menu('m722', 'Probate valuations', '/articles/probate-valuations'),
    ]),
    menu('m73', 'Property Management', '/articles/landlord-services', [
      menu('m731', 'Landlord services', '/articles/landlord-services'),
      menu('m732', 'Block management', '/articles/block-management'),
    ]),
  ]),
  menu('m8', 'New Homes', resultsPath('sales', ['new homes'])),
  menu('m9', 'Commercial', resultsPath('sales', ['commercial']), [
    menu('m91', 'Commercial for sale', resultsPath('sales', ['commercial'])),
    menu('m92', 'Commercial to let', resultsPath('lettings', ['commercial'])),
  ]),
  menu('m10', 'About', '/branches', [
    menu('m100', 'About us', '/about-us'),
    menu('m101', 'Our offices', '/branches'),
    menu('m102', 'Taunton', '/branches/taunton'),
    menu('m103', 'Sedgemoor', '/branches/bridgwater'),
    menu('m104', 'Wellington', '/branches/wellington'),
    menu('m105', 'News and guides', '/articles'),
  ]),
];

export const OAKFIELD: AgencyProfile = {
  slug: 'oakfield',
  name: 'Oakfield & Vale',
  domain: DOMAIN,
  tagline: 'Country, town and rural property across Somerset',
  description: `Oakfield & Vale are estate agents, letting agents, auctioneers and rural surveyors with ${OFFICES} across Somerset, from Burnham-on-Sea to Chard.`,
  email: `hello@${DOMAIN}`,
  telephone: '01823 250100',
  colours: {
    primary: '#1f4d3a',
    primaryText: '#fdf8ec',
    accent: '#e9dfc4',
    accentText: '#1f3a2e',
    headerBackground: '#fdf8ec',
    headerText: '#1f3a2e',
  },
  fontFamily: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
  logo: {
    url: '/images/logo/oakfield.svg',
    alt: 'Oakfield & Vale',
    mobileUrl: '/images/logo/oakfield-mobile.svg',
  },
  primaryMenuItems,
  secondaryMenuItems: [
    menu('s1', 'Valuation', '#/book-a-valuation'),
    menu('s2', 'Contact', '/branches'),
    menu('s3', 'Careers', '/articles/careers'),
  ],
  themeSettings: {
    menuSectionIllustrations: {
      Antiques: illustration('antiques'),
      Auctions: illustration('auctions'),
      Services: illustration('services'),
      'Development Land & Planning': illustration('development-land'),
      'Survey & Valuation': illustration('survey'),
      'Property Management': illustration('property-management'),
      Agriculture: illustration('agriculture'),
      Sedgemoor: illustration('sedgemoor'),
    },
    flashMessages: {
      'welcome-lead-sent': 'Thank you. The Oakfield & Vale team will be in touch shortly.',
    },
    mortgageInterestRate: 4.5,
    singleStepValuation: false,
    recaptchaVersion: '2',
    navbarLogoPosition: 'center',
    splitNavigationMenuItemsEqually: true,
    displaySstcStatusAsSold: false,
    displayStudentPropertyAsPppw: true,
    displayPppwWithoutBedroomDivision: false,
    displayAcreageIconOnPropertyResults: true,
  },
  themePreferences: {},
  branches,
  // The banner on, in the agency's own words; analytics code that runs after an acceptance.
  cookieConsent: {
    enabled: true,
    message:
      'We use cookies to make this site work and, with your consent, to understand how it is used.',
    policyUrl: '/cookie-policy',
    acceptText: 'Accept all cookies',
    rejectText: 'Reject non-essential',
  },
  analyticsCode: sandboxAnalyticsCode('oakfield'),
  // Its own paths for the legal pages (Harbour Homes takes the defaults).
  legal: {
    pages: {
      termsUrl: '/terms-and-conditions',
      privacyUrl: '/privacy-notice',
      cookiePolicyUrl: '/cookie-policy',
    },
    registeredOffice: '12 Hammet Street, Taunton, Somerset TA1 1RZ',
    companyNumber: '00231887',
    icoRegistration: 'ZA000187',
    privacyEmail: `privacy@${DOMAIN}`,
  },
  home: {
    hero: {
      title: 'Somerset homes, farms and land',
      description:
        'Selling, letting and valuing property across the county since 1887, from town houses in Taunton to farms on the Levels.',
      backgroundImageUrl: '/images/hero/oakfield.svg',
      buttons: [
        { text: 'Search property for sale', url: '/property-for-sale' },
        { text: 'Book a valuation', url: '#/book-a-valuation', colour: 'accent' },
        { text: 'Get an instant valuation', url: '#/valuation', displayAsLink: true },
      ],
    },
    intro: {
      title: 'Every kind of property, one local team',
      description: `Our ${OFFICES} cover residential sales and lettings, new homes, commercial property, agriculture, antiques and property auctions.`,
    },
  },
};
