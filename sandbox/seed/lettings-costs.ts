/**
 * What each demo agency's rentals cost a tenant (page data `property_data.lettingsCosts`), the
 * agency's lettings notices (`lettings_compliance`: fees page, redress scheme, client money
 * protection) and its fees page. Figures are worked out by core's rules (`lettingsCaps`), as an
 * agency's platform would: deposits at their caps, one month in advance. A few listings break a
 * rule on purpose, so the site and the sandbox's listing check (`/__sandbox/listings`) have
 * something to show: a deposit above its cap, a rent 'Offers invited', 'No DSS' and the like.
 */
import {
  encodeLettingsCosts,
  escapeHtml,
  formatPence,
  lettingsCaps,
  penceOf,
} from '../../core/index.js';
import type { LettingsCosts, PermittedPayment, PropertyDetail } from '../../core/index.js';
import { DAY_MS } from './properties.js';
import { hashText } from './prng.js';
import type { AgencyProfile, AgencySlug, LegalPage, Listing } from './types.js';

/** Where each agency's fees page is (its `feesUrl`). */
export const FEES_PAGE_PATHS: Readonly<Record<AgencySlug, string>> = {
  oakfield: '/fees',
  harbour: '/tenant-fees',
};

/** The agency's `lettings_compliance` settings, as the platform sends them (docs/settings.md). */
export const LETTINGS_COMPLIANCE: Readonly<Record<AgencySlug, Readonly<Record<string, unknown>>>> =
  {
    oakfield: {
      feesUrl: FEES_PAGE_PATHS.oakfield,
      redressScheme: {
        name: 'The Property Ombudsman',
        membershipNumber: 'D00417',
        url: 'https://www.tpos.co.uk',
      },
      clientMoneyProtection: {
        name: 'Propertymark Client Money Protection',
        membershipNumber: 'C0098765',
        url: 'https://www.propertymark.co.uk',
      },
    },
    harbour: {
      feesUrl: FEES_PAGE_PATHS.harbour,
      redressScheme: {
        name: 'Property Redress Scheme',
        membershipNumber: 'PRS012345',
        url: 'https://www.theprs.co.uk',
      },
      clientMoneyProtection: {
        name: 'Client Money Protect',
        membershipNumber: 'CMP004567',
        url: 'https://www.clientmoneyprotect.co.uk',
      },
    },
  };

/** The payments the Tenant Fees Act 2019 permits beside rent and deposits, as both agencies charge them. */
const PERMITTED_PAYMENTS: readonly PermittedPayment[] = [
  { name: 'Change to the tenancy at your request', amount: 5_000, note: 'inc. VAT' },
  { name: 'Ending the tenancy early at your request', note: "the landlord's reasonable costs" },
  {
    name: 'Rent paid more than 14 days late',
    note: 'interest at 3% above the Bank of England base rate',
  },
  { name: 'Lost keys or security devices', note: 'the reasonable cost of replacing them' },
];

/** What a listing does wrong on purpose (by property id), so the check has something to find. */
type RuleBreak =
  | { readonly kind: 'costs'; readonly costs: Partial<LettingsCosts> }
  | { readonly kind: 'price'; readonly price: string }
  | { readonly kind: 'wording'; readonly paragraph: string };

const RULE_BREAKS: Readonly<Record<string, RuleBreak>> = {
  // £1,000 pcm: five weeks is £1,153.84.
  '1047': { kind: 'costs', costs: { securityDeposit: 150_000 } },
  '1052': { kind: 'price', price: 'Offers invited' },
  '1046': { kind: 'wording', paragraph: 'Sorry, No DSS. Professionals only.' },
  // £1,475 pcm: one week is £340.38.
  '5033': { kind: 'costs', costs: { holdingDeposit: 50_000 } },
  '5034': { kind: 'wording', paragraph: 'Offers over the asking rent will be considered.' },
  '5035': { kind: 'wording', paragraph: 'No children or pets.' },
};

/** The costs of one home to let: deposits at their caps, a month in advance, the permitted payments. */
function costsOf(detail: PropertyDetail, now: Date): LettingsCosts | undefined {
  const pcm = detail.priceValue === undefined ? undefined : penceOf(detail.priceValue);
  if (pcm === undefined || pcm === 0) return undefined;
  const caps = lettingsCaps(pcm, 'pcm');
  const hash = hashText(detail.property_id);
  const let_ = detail.status === 'let agreed' || detail.status === 'let';
  const weeks = let_ ? 6 + (hash % 6) : hash % 5;
  const student = detail.isStudent === true;
  return {
    rentFrequency: 'pcm',
    holdingDeposit: caps.holdingDeposit,
    securityDeposit: caps.securityDeposit,
    rentInAdvance: caps.rentInAdvance,
    otherPayments: PERMITTED_PAYMENTS,
    availableFrom:
      weeks === 0 ? 'now' : new Date(now.getTime() + weeks * 7 * DAY_MS).toISOString().slice(0, 10),
    ...(detail.tags.includes('furnished') || student
      ? { furnishing: 'furnished' as const }
      : detail.tags.includes('unfurnished')
        ? { furnishing: 'unfurnished' as const }
        : {}),
    minimumTermMonths: student ? 11 : detail.tags.includes('flat') ? 6 : 12,
  };
}

function withRuleBroken(detail: PropertyDetail, broken: RuleBreak | undefined): PropertyDetail {
  if (broken === undefined) return detail;
  if (broken.kind === 'costs' && detail.lettingsCosts)
    return { ...detail, lettingsCosts: { ...detail.lettingsCosts, ...broken.costs } };
  if (broken.kind === 'price')
    return { ...detail, price: broken.price, priceWithoutQualifier: broken.price };
  if (broken.kind === 'wording')
    return {
      ...detail,
      description: `${detail.description ?? ''}<p>${escapeHtml(broken.paragraph)}</p>`,
    };
  return detail;
}

/**
 * The listings with each home to let given its costs (commercial premises are let on other terms
 * and get none), and the chosen few given their broken rule.
 */
export function withLettingsCosts(listings: readonly Listing[], now: Date): Listing[] {
  return listings.map((listing) => {
    const detail = listing.detail;
    if (detail.property_channel !== 'lettings' || detail.tags.includes('commercial'))
      return listing;
    const costs = costsOf(detail, now);
    const costed = costs ? { ...detail, lettingsCosts: costs } : detail;
    return { ...listing, detail: withRuleBroken(costed, RULE_BREAKS[detail.property_id]) };
  });
}

/** A property as the platform sends it: its costs' money in pounds (core's encodeLettingsCosts). */
export function propertyDataOf(detail: PropertyDetail): Record<string, unknown> {
  const { lettingsCosts, ...rest } = detail;
  return lettingsCosts ? { ...rest, lettingsCosts: encodeLettingsCosts(lettingsCosts) } : rest;
}

/** The agency's fees page, served with its legal pages (sandbox/pages.ts legalPage). */
export function feesPageFor(profile: AgencyProfile, updatedOn: string): LegalPage {
  const compliance = LETTINGS_COMPLIANCE[profile.slug];
  const scheme = (key: string): string => {
    const value = compliance[key] as { name: string; membershipNumber: string } | undefined;
    return value
      ? `${escapeHtml(value.name)} (membership number ${escapeHtml(value.membershipNumber)})`
      : '';
  };
  const row = (what: string, cost: string) =>
    `<tr><th scope="row">${what}</th><td>${cost}</td></tr>`;
  return {
    path: FEES_PAGE_PATHS[profile.slug],
    slug: 'fees',
    title: 'Tenant and landlord fees',
    excerpt: `What ${profile.name} charges tenants and landlords.`,
    updatedOn,
    body: [
      `<p><strong>${escapeHtml(profile.name)} charges tenants only what the Tenant Fees Act 2019 permits. Every property to let shows its rent, deposits and these payments in pounds.</strong></p>`,
      '<h2>Tenants</h2>',
      '<table><tbody>',
      row(
        'Holding deposit',
        "One week's rent, to reserve a property. Returned or put towards the first rent.",
      ),
      row(
        'Security deposit',
        "Five weeks' rent, or six where the annual rent is £50,000 or more. Protected in a government-approved scheme.",
      ),
      row('Rent in advance', "One month's rent, before the tenancy starts."),
      ...PERMITTED_PAYMENTS.map((payment) =>
        row(
          escapeHtml(payment.name),
          escapeHtml(
            [payment.amount ? formatPence(payment.amount) : '', payment.note ?? '']
              .filter(Boolean)
              .join(' '),
          ),
        ),
      ),
      '</tbody></table>',
      '<h2>Landlords</h2>',
      '<table><tbody>',
      row('Let only', "Eight weeks' rent, inc. VAT"),
      row('Let and rent collection', '10% of the rent, inc. VAT'),
      row('Fully managed', '14% of the rent, inc. VAT'),
      '</tbody></table>',
      '<h2>Protection</h2>',
      `<p>Redress scheme: ${scheme('redressScheme')}.</p>`,
      `<p>Client money protection: ${scheme('clientMoneyProtection')}.</p>`,
    ].join(''),
  };
}
