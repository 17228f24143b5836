/**
 * "Oakfield & Vale": a Somerset country agency with every division of SPEC §1 (sales, lettings,
 * commercial, new homes, agriculture, antiques, auctions), two-level menus with section
 * illustrations, and seven branches (three large offices and four smaller ones). Dark green and cream.
 */
import { countInWords } from '../../core/index.js';
import { buildBranch, menu } from './organisation.js';
import {
  BRIDGWATER,
  BURNHAM,
  CHARD,
  DOMAIN,
  LANGPORT,
  SOMERTON,
  TAUNTON,
  WELLINGTON,
} from './oakfield-branches.js';
import type { AgencyProfile } from './types.js';
import { resultsPath } from './paths.js';
import { sandboxAnalyticsCode } from '../analytics.js';

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
