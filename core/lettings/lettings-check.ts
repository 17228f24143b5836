/**
 * What in a rental's advert breaks the law on lettings in England: a payment above its cap
 * (Tenant Fees Act 2019), no fixed rent and wording that invites offers above it (Renters' Rights
 * Act 2025 bans rental bidding), and wording that turns away tenants with children or on benefits
 * (Renters' Rights Act 2025, from 1 May 2026). The site shows a listing's figures as given; this
 * check is how the agency learns what to put right: the page logs it, the sandbox lists it.
 *
 * The phrases are data, chosen in docs/decisions/0113-lettings-costs-and-checks.md.
 */
import type { PropertyDetail } from '../property/property.js';
import { plainText } from '../seo/escaping.js';
import { hasCommercialTag } from '../agency/contact-routing.js';
import { askingRent, formatPence } from './lettings-costs.js';
import { lettingsCaps } from './rent.js';

export type LettingsProblemCode =
  | 'no-fixed-rent'
  | 'rental-bidding'
  | 'holding-deposit-above-cap'
  | 'security-deposit-above-cap'
  | 'rent-in-advance-above-cap'
  | 'discriminatory-wording';

export interface LettingsProblem {
  readonly code: LettingsProblemCode;
  /** What is wrong, for the agency's staff: "Holding deposit £350.00 is above one week's rent (£288.46)". */
  readonly text: string;
  /** Where it is, in the page data's words: 'price', 'description', 'lettingsCosts.holdingDeposit'… */
  readonly field: string;
}

interface Wording {
  readonly code: LettingsProblemCode;
  readonly pattern: RegExp;
  readonly why: string;
}

/** Each phrase once, case-insensitive, on whole words; the first match of each is reported. */
const WORDING: readonly Wording[] = [
  ...[
    /\boffers\s+invited\b/i,
    /\bbest\s+offers?\b/i,
    /\bopen\s+to\s+offers\b/i,
    /\boffers\s+in\s+the\s+region\s+of\b/i,
    /\boiro\b/i,
    /\b(?:rent|price)\s+on\s+application\b/i,
    /\bpoa\b/i,
  ].map((pattern) => ({
    code: 'no-fixed-rent' as const,
    pattern,
    why: 'asks for offers instead of a fixed rent',
  })),
  ...[
    /\boffers\s+(?:over|above|in\s+excess\s+of)\b/i,
    /\boieo\b/i,
    /\babove\s+(?:the\s+)?asking\b/i,
    /\bbest\s+and\s+final\b/i,
    /\bhighest\s+(?:offers?|bids?|bidders?)\b/i,
    /\b(?:sealed\s+)?bid(?:s|ding)?\b/i,
  ].map((pattern) => ({
    code: 'rental-bidding' as const,
    pattern,
    why: 'invites offers above the asking rent (rental bidding is banned)',
  })),
  ...[
    /\bno\s+(?:dss|d\.s\.s\.?)(?![a-z])/i,
    /\bdss\s+(?:need\s+not\s+apply|not\s+accepted)\b/i,
    /\bno\s+(?:housing\s+)?benefits?\b/i,
    /\bno\s+(?:universal\s+credit|housing\s+benefit)\b/i,
    /\bno\s+(?:children|kids|families)\b(?!['’]s)/i,
    /\badults\s+only\b/i,
    /\b(?:working\s+)?professionals?\s+only\b/i,
  ].map((pattern) => ({
    code: 'discriminatory-wording' as const,
    pattern,
    why: 'turns away tenants with children or on benefits',
  })),
];

/** The advert's words, field by field, as a visitor reads them (HTML reduced to its text). */
function advertTexts(property: PropertyDetail): readonly (readonly [string, string])[] {
  return [
    ['price', property.price ?? ''],
    ['priceWithoutQualifier', property.priceWithoutQualifier ?? ''],
    ['summary', property.summary ?? ''],
    ['keyFeatures', (property.keyFeatures ?? []).join(' · ')],
    ['description', plainText(property.description ?? '')],
  ];
}

function wordingProblems(property: PropertyDetail): LettingsProblem[] {
  const problems: LettingsProblem[] = [];
  const seen = new Set<string>();
  for (const [field, text] of advertTexts(property)) {
    for (const { code, pattern, why } of WORDING) {
      const found = pattern.exec(text)?.[0];
      if (found === undefined) continue;
      const phrase = found.trim().toLowerCase();
      if (seen.has(`${code}:${phrase}`)) continue;
      seen.add(`${code}:${phrase}`);
      problems.push({
        code,
        field,
        text: `${saysWhat(field)} "${found.trim()}": ${why}`,
      });
    }
  }
  return problems;
}

/** 'The price says', 'The key features say'. */
function saysWhat(field: string): string {
  if (field === 'keyFeatures') return 'The key features say';
  return `The ${field === 'priceWithoutQualifier' ? 'price' : field} says`;
}

/**
 * The listing's problems, in a fixed order (the rent, the payments, then the wording); none for a
 * listing that is not a let of a home (a sale, or commercial premises, which the Tenant Fees Act
 * and the Renters' Rights Act do not cover).
 */
export function checkLettingsListing(property: PropertyDetail): LettingsProblem[] {
  if (property.property_channel !== 'lettings' || hasCommercialTag(property)) return [];
  const problems: LettingsProblem[] = [];
  const rent = askingRent(property);
  if (rent === undefined) {
    problems.push({
      code: 'no-fixed-rent',
      field: property.lettingsCosts?.rent !== undefined ? 'lettingsCosts.rent' : 'priceValue',
      text: 'The listing gives no rent: a let must be advertised at a fixed rent',
    });
  } else {
    const caps = lettingsCaps(rent.amount, rent.frequency);
    const costs = property.lettingsCosts;
    const over = (
      code: LettingsProblemCode,
      field: 'holdingDeposit' | 'securityDeposit' | 'rentInAdvance',
      label: string,
      cap: number,
      limit: string,
    ) => {
      const asked = costs?.[field];
      if (asked !== undefined && asked > cap)
        problems.push({
          code,
          field: `lettingsCosts.${field}`,
          text: `${label} ${formatPence(asked)} is above ${limit} (${formatPence(cap)})`,
        });
    };
    over(
      'holding-deposit-above-cap',
      'holdingDeposit',
      'Holding deposit',
      caps.holdingDeposit,
      "one week's rent",
    );
    over(
      'security-deposit-above-cap',
      'securityDeposit',
      'Security deposit',
      caps.securityDeposit,
      caps.securityDepositWeeks === 6 ? "six weeks' rent" : "five weeks' rent",
    );
    over(
      'rent-in-advance-above-cap',
      'rentInAdvance',
      'Rent in advance',
      caps.rentInAdvance,
      "one month's rent",
    );
  }
  return [...problems, ...wordingProblems(property)];
}
