/**
 * "Harbour Homes": a Bristol city sales and lettings agency. Navy and coral, smaller one-level
 * menus with one external item opening in a new tab (target 'B'), single-step valuation.
 */
import { capitalise, countInWords } from '../../core/index.js';
import { buildBranch, menu, type BranchSeed } from './organisation.js';
import type { AgencyProfile } from './types.js';
import { resultsPath } from './paths.js';

const DOMAIN = 'harbourhomes.co.uk';

const CLIFTON: BranchSeed = {
  id: '21',
  slug: 'clifton',
  branchName: 'Clifton Village',
  address: '8 The Mall, Clifton, Bristol BS8 4DR',
  telephone: '0117 496 0100',
  salesTelephone: '0117 496 0101',
  lettingsTelephone: '0117 496 0102',
  email: `clifton@${DOMAIN}`,
  latitude: 51.4553,
  longitude: -2.6205,
  saturdayClose: '15:00',
  departments: [
    {
      id: '2101',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '0117 496 0101',
      email: `sales@${DOMAIN}`,
    },
    { id: '2102', name: 'Lettings', telephone: '0117 496 0102', email: `lettings@${DOMAIN}` },
  ],
  staff: [
    {
      id: '601',
      name: 'Maya Okafor',
      jobTitle: 'Director',
      department: '2101',
      sales: true,
      lettings: true,
    },
    {
      id: '602',
      name: 'Ben Carter',
      jobTitle: 'Sales Negotiator',
      department: '2101',
      sales: true,
      lettings: false,
    },
    {
      id: '603',
      name: 'Chloe Brennan',
      jobTitle: 'Lettings Manager',
      department: '2102',
      sales: false,
      lettings: true,
    },
  ],
};

const HARBOURSIDE: BranchSeed = {
  id: '22',
  slug: 'harbourside',
  branchName: 'Harbourside',
  address: '2 Canons Way, Harbourside, Bristol BS1 5LL',
  telephone: '0117 496 0200',
  salesTelephone: '0117 496 0201',
  lettingsTelephone: '0117 496 0202',
  email: `harbourside@${DOMAIN}`,
  latitude: 51.4497,
  longitude: -2.6003,
  saturdayClose: '14:00',
  departments: [
    {
      id: '2201',
      name: 'Estate Agents',
      label: 'Sales',
      telephone: '0117 496 0201',
      email: `harbourside.sales@${DOMAIN}`,
    },
    {
      id: '2202',
      name: 'Lettings',
      telephone: '0117 496 0202',
      email: `harbourside.lettings@${DOMAIN}`,
    },
  ],
  staff: [
    {
      id: '611',
      name: 'Sam Whitfield',
      jobTitle: 'Branch Manager',
      department: '2201',
      sales: true,
      lettings: false,
    },
    {
      id: '612',
      name: 'Leila Haddad',
      jobTitle: 'Senior Lettings Negotiator',
      department: '2202',
      sales: false,
      lettings: true,
    },
    {
      id: '613',
      name: 'Josh Penrose',
      jobTitle: 'Lettings Negotiator',
      department: '2202',
      sales: false,
      lettings: true,
    },
  ],
};

const BRANCHES = [buildBranch(CLIFTON, DOMAIN), buildBranch(HARBOURSIDE, DOMAIN)];

export const HARBOUR: AgencyProfile = {
  slug: 'harbour',
  name: 'Harbour Homes',
  domain: DOMAIN,
  tagline: 'City homes to buy and rent in Bristol',
  description:
    'Harbour Homes sell and let flats, townhouses and family homes across Clifton, Harbourside and central Bristol.',
  email: `hello@${DOMAIN}`,
  telephone: '0117 496 0100',
  colours: {
    primary: '#14213d',
    primaryText: '#ffffff',
    accent: '#b8432e',
    accentText: '#ffffff',
    headerBackground: '#14213d',
    headerText: '#ffffff',
  },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  logo: {
    url: '/images/logo/harbour.svg',
    alt: 'Harbour Homes',
    mobileUrl: '/images/logo/harbour-mobile.svg',
  },
  primaryMenuItems: [
    menu('h1', 'Buy', resultsPath('sales')),
    menu('h2', 'Rent', resultsPath('lettings')),
    menu('h3', 'Sell', '#/book-a-valuation'),
    menu('h4', 'Landlords', '/articles/letting-your-flat-in-bristol'),
    menu('h5', 'Mortgage advice', 'https://www.moneyhelper.org.uk/en/homes/buying-a-home', [], 'B'),
    menu('h6', 'About us', '/about-us'),
  ],
  secondaryMenuItems: [
    menu('hs1', 'Valuation', '#/book-a-valuation'),
    menu('hs2', 'Contact', '/branches'),
  ],
  themeSettings: {
    menuSectionIllustrations: {},
    flashMessages: {},
    mortgageInterestRate: 4.25,
    // Oakfield names no multiple, so its borrowing calculator starts from the default 4.5.
    mortgageIncomeMultiple: 4.75,
    singleStepValuation: true,
    recaptchaVersion: '3',
    // The bot check is on for Harbour (the sandbox's fake challenge service); Oakfield has no key.
    recaptchaSiteKey: 'sandbox-harbour-site-key',
    navbarLogoPosition: 'left',
    splitNavigationMenuItemsEqually: false,
    displaySstcStatusAsSold: true,
    displayStudentPropertyAsPppw: false,
    displayPppwWithoutBedroomDivision: false,
    displayAcreageIconOnPropertyResults: false,
  },
  themePreferences: { default_search_status: 'available' },
  branches: BRANCHES,
  // No banner: Harbour runs no analytics and sets only the cookies the site needs to work (the
  // session), which need no consent (PECR reg. 6(4)). Its cookie policy says so.
  cookieConsent: { enabled: false },
  analyticsCode: { head: '', body: '' },
  legal: {
    registeredOffice: '3 Narrow Quay, Bristol BS1 4QA',
    companyNumber: '06842009',
    icoRegistration: 'ZA209009',
    privacyEmail: `privacy@${DOMAIN}`,
  },
  home: {
    hero: {
      title: 'Find your place in Bristol',
      description:
        'Flats by the water, Georgian townhouses in Clifton and family homes in Redland and Bishopston.',
      backgroundImageUrl: '/images/hero/harbour.svg',
      buttons: [
        { text: 'Homes for sale', url: '/property-for-sale' },
        { text: 'Homes to rent', url: '/property-to-rent', colour: 'accent' },
      ],
    },
    intro: {
      title: 'Your city agent',
      description: `${capitalise(countInWords(BRANCHES.length, 'office', 'offices'))}, one team: we sell and let homes across central Bristol, with honest advice and no tie-in contracts.`,
    },
  },
};
