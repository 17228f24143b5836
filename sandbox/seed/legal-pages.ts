/**
 * Each demo agency's terms and conditions, privacy notice and cookie policy, served at the paths
 * its settings name (theme_settings.termsUrl, privacyUrl, cookiePolicyUrl; the defaults where it
 * names none). The cookie policy is written from what the site really keeps in the browser: core's
 * list of storage keys and cookies (SITE_STORAGE, SITE_COOKIES), the platform's session cookie,
 * and the agency's own analytics, video players and bot check as its settings have them.
 */
import {
  DEFAULT_LEGAL_PAGES,
  escapeHtml,
  storageKeyName,
  storedItemsOf,
} from '../../core/index.js';
import type { LegalPages } from '../../core/index.js';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '../session.js';
import type { AgencyProfile, LegalPage } from './types.js';

/** What the pages say about an agency, from its profile. */
interface Facts {
  readonly name: string;
  readonly email: string;
  readonly telephone: string;
  readonly office: string;
  readonly company: string;
  readonly ico: string;
  readonly banner: boolean;
  readonly analytics: boolean;
  readonly botCheck: boolean;
}

function factsOf(profile: AgencyProfile): Facts {
  return {
    name: profile.name,
    email: profile.legal.privacyEmail,
    telephone: profile.telephone,
    office: profile.legal.registeredOffice,
    company: profile.legal.companyNumber,
    ico: profile.legal.icoRegistration,
    banner: profile.cookieConsent['enabled'] === true,
    analytics: profile.analyticsCode.head !== '' || profile.analyticsCode.body !== '',
    botCheck: typeof profile.themeSettings['recaptchaSiteKey'] === 'string',
  };
}

/** The paths the agency's settings name, else the defaults (what the front end links). */
export function legalPathsOf(profile: AgencyProfile): LegalPages {
  return { ...DEFAULT_LEGAL_PAGES, ...profile.legal.pages };
}

const escape = escapeHtml;
const p = (text: string): string => `<p>${text}</p>`;
const h2 = (text: string): string => `<h2>${escape(text)}</h2>`;
const list = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
/** Named items, each with what it is for and how long it stays. */
const described = (items: readonly { name: string; purpose: string; kept: string }[]): string => {
  const entry = (item: { name: string; purpose: string; kept: string }): string =>
    `<dt><code>${escape(item.name)}</code></dt>` +
    `<dd>${escape(item.purpose)} <em>Kept: ${escape(item.kept)}.</em></dd>`;
  return `<dl>${items.map(entry).join('')}</dl>`;
};

function terms(f: Facts, paths: LegalPages): string {
  const name = escape(f.name);
  return [
    p(
      `<strong>These terms apply to your use of the ${name} website. Please read them with our <a href="${paths.privacyUrl}">privacy notice</a>.</strong>`,
    ),
    h2('Who we are'),
    p(
      `${name} is a trading name of ${name} Limited, registered in England and Wales (company ${escape(f.company)}), registered office ${escape(f.office)}.`,
    ),
    h2('Using this website'),
    p(
      'You may use this website to look for property, save properties and searches, and contact us. Please do not try to break or overload it, copy its listings in bulk, or send us anything unlawful or that is not yours to send.',
    ),
    h2('Property details'),
    p(
      'Property details, photographs, floorplans and maps are a guide only and do not form part of any contract. Measurements are approximate. Please check anything that matters to you, such as tenure, services and planning, before you commit.',
    ),
    h2('Valuations and estimates'),
    p(
      'An instant valuation is an automated estimate from recent sales, not a formal valuation. A valuation by one of our valuers is their professional opinion on the day of the visit.',
    ),
    h2('Your enquiries and your account'),
    p(
      'When you send an enquiry or book a viewing or valuation, you agree that we may contact you about it. If you open an account, keep your password to yourself; we may close an account that is misused.',
    ),
    h2('Links to other websites'),
    p(
      'Links to other websites (a mortgage adviser, a map, a video) are there to help you; we are not responsible for what those sites show or do.',
    ),
    h2('Our liability'),
    p(
      'We take care to keep this website accurate and available, but we cannot promise that it will always be either. Nothing in these terms limits our liability where the law does not allow it to be limited.',
    ),
    h2('Changes to these terms'),
    p(
      'We may change these terms from time to time; the version on this page when you use the website applies.',
    ),
    h2('Governing law'),
    p(
      'These terms are governed by the law of England and Wales, and its courts deal with any dispute.',
    ),
  ].join('');
}

function privacy(f: Facts, paths: LegalPages): string {
  const name = escape(f.name);
  return [
    p(
      `<strong>This notice explains what personal data ${name} collects through this website, why, how long we keep it and your rights.</strong>`,
    ),
    h2('Who we are'),
    p(
      `${name} Limited (company ${escape(f.company)}), ${escape(f.office)}, is the controller of your personal data. We are registered with the Information Commissioner's Office (${escape(f.ico)}). Contact us about your data at <a href="mailto:${f.email}">${escape(f.email)}</a> or on ${escape(f.telephone)}.`,
    ),
    h2('What we collect'),
    list([
      'Enquiries, viewing and valuation requests: your name, email address, telephone number, message and, where you give them, your address, the property you are asking about and when you would like to see it or have it valued.',
      'Forms on our pages, such as a job application or a rental valuation: what the form asks for, including any file you attach.',
      'An account: your name, email address, telephone number, password (stored only as a secure hash), the properties and searches you save, how often you want alerts, and whether you want our marketing.',
      'Technical data: the session cookie that keeps you signed in, and our server logs (your IP address and the pages you asked for).',
      ...(f.analytics
        ? [
            'Analytics, only if you accept analytics cookies: how the site is used, such as the pages you view and searches you make.',
          ]
        : []),
    ]),
    h2('Why we use it'),
    list([
      'To answer your enquiry and arrange viewings and valuations: the steps you ask us to take before a contract, and our legitimate interest in running our business.',
      'To run your account and send the alerts you set up: our contract with you.',
      'To send you marketing, only if you opt in: your consent, which you can withdraw at any time.',
      `To keep the site and its forms safe, including a check that a form is sent by a person${f.botCheck ? '' : ' where the form has one'}: our legitimate interest.`,
      ...(f.analytics
        ? [
            'To understand how the site is used and improve it: your consent, given with the cookie banner.',
          ]
        : []),
    ]),
    h2('Who we share it with'),
    p(
      'Our website platform provider, who hosts the site and stores what you send us for us and acts only on our instructions. The branch and the people who deal with your enquiry. We never sell your personal data.',
    ),
    h2('How long we keep it'),
    list([
      'Enquiries and requests: two years after we last spoke to you, then deleted.',
      'Accounts: until you ask us to close yours, or after three years without a visit.',
      'Job applications: six months after the role is filled.',
      'Server logs: 30 days.',
    ]),
    h2('Your rights'),
    p(
      'You have the right to see the personal data we hold about you, to have it corrected or deleted, to restrict or object to our use of it, to take it elsewhere, and to withdraw your consent at any time. Write to us at the address above and we will reply within a month.',
    ),
    h2('Cookies and your browser'),
    p(
      `What this site keeps in your browser, and why, is in our <a href="${paths.cookiePolicyUrl}">cookie policy</a>.`,
    ),
    h2('Complaints'),
    p(
      'If you are unhappy with how we use your data, please tell us first. You can also complain to the Information Commissioner\'s Office: <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a>, 0303 123 1113.',
    ),
  ].join('');
}

function cookies(f: Facts): string {
  const name = escape(f.name);
  const kept = storedItemsOf(f.banner);
  const sessionDays = Math.round(SESSION_MAX_AGE_SECONDS / 86_400);
  return [
    p(
      `<strong>This policy lists every cookie and every item of browser storage the ${name} website sets, what each is for and how long it stays.</strong>`,
    ),
    h2('Cookies'),
    described([
      {
        name: SESSION_COOKIE,
        purpose:
          'Set by our website platform: keeps you signed in and protects our forms against requests sent from other sites. Strictly necessary; it cannot be read by the page.',
        kept: `${sessionDays} days`,
      },
      ...kept.cookies.map((cookie) => ({
        name: cookie.name,
        purpose: `${cookie.purpose} Strictly necessary: it records your answer.`,
        kept: cookie.kept,
      })),
    ]),
    h2('Browser storage'),
    p(
      "The site also keeps these items in your browser's local storage (or, where it says so, in the storage of the one tab, which your browser empties when the tab closes). They never leave your browser on their own, and each is written only when you use the feature it serves.",
    ),
    described(
      kept.storage.map((item) => ({
        ...item,
        name: storageKeyName(item.key),
        ...(item.sessionOnly ? { purpose: `${item.purpose} In this tab's storage only.` } : {}),
      })),
    ),
    h2('Analytics'),
    f.banner && f.analytics
      ? p(
          'Only if you accept analytics cookies, our analytics code is loaded to count the pages viewed, searches made and enquiries sent, so we can improve the site. No name, email address or telephone number is sent with them. In this demonstration the code is served by this site and sets no cookies.',
        )
      : p('We use no analytics or advertising cookies, so we do not ask for your consent.'),
    h2("Videos and other companies' players"),
    p(
      f.banner
        ? "Our videos play in their host's player (YouTube or Vimeo, for example), which may set its own cookies. A video is a picture with a play button until you accept cookies or press play on that video; nothing is asked of its host before then."
        : "Our videos play in their host's player (YouTube or Vimeo, for example), which may set its own cookies. A video is a picture with a play button until you press play on that video; nothing is asked of its host before then.",
    ),
    ...(f.botCheck
      ? [
          h2('The check on our forms'),
          p(
            'Our forms check that they are sent by a person. In this demonstration the check is served by this site and sets no cookies.',
          ),
        ]
      : []),
    h2('How to change your choice'),
    f.banner
      ? p(
          "Use <strong>Cookie settings</strong> at the foot of any page to accept or reject analytics cookies again. You can also clear this site's cookies and storage in your browser's settings at any time.",
        )
      : p(
          "There is nothing to choose: the site sets only what it needs to work. You can clear this site's cookies and storage in your browser's settings at any time.",
        ),
  ].join('');
}

/** The agency's three pages, at its settings' paths. */
export function legalPagesFor(profile: AgencyProfile, updatedOn: string): LegalPage[] {
  const facts = factsOf(profile);
  const paths = legalPathsOf(profile);
  return [
    {
      path: paths.termsUrl,
      slug: 'terms',
      title: 'Terms and conditions',
      excerpt: `The terms of use of the ${facts.name} website.`,
      updatedOn,
      body: terms(facts, paths),
    },
    {
      path: paths.privacyUrl,
      slug: 'privacy',
      title: 'Privacy notice',
      excerpt: `How ${facts.name} uses the personal data you give us.`,
      updatedOn,
      body: privacy(facts, paths),
    },
    {
      path: paths.cookiePolicyUrl,
      slug: 'cookies',
      title: 'Cookie policy',
      excerpt: 'The cookies and browser storage this website uses.',
      updatedOn,
      body: cookies(facts),
    },
  ];
}
