/**
 * What a letting agent must publish on its website (Consumer Rights Act 2015 s.83): its fees, the
 * redress scheme it belongs to and its client money protection scheme. The agency names them in
 * its settings (`lettings_compliance`, core/settings/lettings-compliance.codec.ts); the footer
 * and every rental's costs panel show them through `complianceLinks`.
 */
import { linkKind } from '../content/links.js';

/** A scheme the agency belongs to: 'The Property Ombudsman', membership number 'D01234'. */
export interface SchemeMembership {
  readonly name: string;
  readonly membershipNumber?: string;
  /** The scheme's own site (or the agency's certificate), when given. */
  readonly url?: string;
}

export interface LettingsCompliance {
  /** The agency's page of fees for tenants and landlords. */
  readonly feesUrl?: string;
  readonly redressScheme?: SchemeMembership;
  readonly clientMoneyProtection?: SchemeMembership;
}

/** One line of the agency's lettings notices: a link when there is an address, else text. */
export interface ComplianceLink {
  readonly key: 'fees' | 'redress' | 'client-money';
  readonly text: string;
  readonly href?: string;
  /** Off the site: opens in a new tab, and says so. */
  readonly external: boolean;
}

/** The link text of the agency's fees page. */
export const FEES_LINK_TEXT = 'Tenant and landlord fees';

const isExternal = (href: string): boolean => linkKind(href) !== 'site';

function schemeLine(
  key: 'redress' | 'client-money',
  kind: string,
  scheme: SchemeMembership,
): ComplianceLink {
  const member = scheme.membershipNumber ? `, membership number ${scheme.membershipNumber}` : '';
  return {
    key,
    text: `${kind}: ${scheme.name}${member}`,
    ...(scheme.url !== undefined ? { href: scheme.url } : {}),
    external: scheme.url !== undefined && isExternal(scheme.url),
  };
}

/**
 * The fees page, redress scheme and client money protection, in that order, as far as the
 * settings name them: 'Redress scheme: The Property Ombudsman, membership number D01234'.
 */
export function complianceLinks(compliance: LettingsCompliance | undefined): ComplianceLink[] {
  if (compliance === undefined) return [];
  const links: ComplianceLink[] = [];
  if (compliance.feesUrl !== undefined)
    links.push({
      key: 'fees',
      text: FEES_LINK_TEXT,
      href: compliance.feesUrl,
      external: isExternal(compliance.feesUrl),
    });
  if (compliance.redressScheme)
    links.push(schemeLine('redress', 'Redress scheme', compliance.redressScheme));
  if (compliance.clientMoneyProtection)
    links.push(
      schemeLine('client-money', 'Client money protection', compliance.clientMoneyProtection),
    );
  return links;
}
