/**
 * New-homes developments (SPEC §3 Property data childProperties, §9 contact routing): a listing
 * tagged 'development plot' that lists its plots. Its page lists the plots in a table and heads
 * itself with the scheme's range ('2–4 bedrooms', 'From £265,000'), never one plot's figures.
 */
import { listingPrice, type PppwSettings } from '../format/price.js';
import type { PropertyCard, PropertyDetail } from './property.js';
import {
  listingStanding,
  statusTags,
  STATUS_TAG_LABELS,
  type StatusTagTheme,
} from './status-tags.js';
import { developmentOfInterest, isDevelopment } from './development-tag.js';

/** What a plot still offered shows in the status column. */
export const PLOT_AVAILABLE = 'Available';

/** What the bedrooms column shows for a plot that gives no count. */
export const PLOT_BEDROOMS_UNKNOWN = '–';

/** One row of a development's plots table, every cell as text. */
export interface DevelopmentPlot {
  readonly id: string;
  /** 'Plot 3' (from the plot's address), else the first part of its address. */
  readonly name: string;
  /** 'Semi-detached house', or '' when the platform gives none. */
  readonly type: string;
  /** '3', 'Studio', or '–' when the plot gives no count. */
  readonly bedrooms: string;
  /** The plot's price as every listing shows it (core's listingPrice). */
  readonly price: string;
  /** The card's status tag ('Under offer', 'SSTC', 'Sold'…), else 'Available'. */
  readonly status: string;
  readonly href: string;
  /** The link's name, unique in the table: 'View Plot 3'. */
  readonly linkLabel: string;
}

/** What a development's page shows of its plots and its range. */
export interface DevelopmentSummary {
  /** The plots in the order of their numbers (see `developmentPlots`). */
  readonly plots: readonly DevelopmentPlot[];
  /** 'Plots at Orchard Meadow': the table's caption. */
  readonly caption: string;
  /** The plots' bedrooms: '2–4 bedrooms', '3 bedrooms', '1 bedroom'; undefined when none gives a count. */
  readonly bedrooms?: string;
  /** The same range as a key fact's value: '2–4', '3'. */
  readonly bedroomsFact?: string;
  /** 'From £265,000': the cheapest plot still offered; undefined when none is offered with a price. */
  readonly price?: string;
}

/** The plot's name: 'Plot 3' from 'Plot 3, Orchard Meadow, Bishops Lydeard', else the address's first part. */
function plotName(card: PropertyCard): string {
  const first = (card.display_address.split(',')[0] ?? '').trim();
  const numbered = /^plot\s*(\S+)/i.exec(first);
  return numbered ? `Plot ${numbered[1]}` : first || card.display_address.trim();
}

/** The number in a plot's name ('Plot 12' → 12), for ordering; undefined when it has none. */
function plotNumber(name: string): number | undefined {
  const match = /^Plot (\d+)/.exec(name);
  return match ? Number(match[1]) : undefined;
}

function bedroomCount(card: PropertyCard): number | undefined {
  const beds = card.bedrooms;
  return beds !== undefined && Number.isInteger(beds) && beds >= 0 ? beds : undefined;
}

function bedroomsCell(card: PropertyCard): string {
  const beds = bedroomCount(card);
  if (beds === undefined) return PLOT_BEDROOMS_UNKNOWN;
  return beds === 0 ? 'Studio' : String(beds);
}

/** Plots by number (Plot 2 before Plot 10), then those without a number by name, then by id. */
function comparePlots(a: DevelopmentPlot, b: DevelopmentPlot): number {
  const na = plotNumber(a.name);
  const nb = plotNumber(b.name);
  if (na !== undefined && nb !== undefined && na !== nb) return na - nb;
  if ((na === undefined) !== (nb === undefined)) return na === undefined ? 1 : -1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The plots a development's page lists: its child properties (SPEC §3 childProperties), each
 * once (a repeated id is dropped) and never the development itself, in the order of their plot
 * numbers. Every plot is listed, sold ones too: the status column says which are still offered.
 */
export function developmentPlots(
  property: PropertyDetail,
  theme: StatusTagTheme,
  now: Date,
  pppw?: PppwSettings,
): DevelopmentPlot[] {
  const seen = new Set<string>([property.property_id]);
  const plots: DevelopmentPlot[] = [];
  for (const card of property.childProperties) {
    if (seen.has(card.property_id)) continue;
    seen.add(card.property_id);
    const name = plotName(card);
    const status = statusTags(card, theme, now).find((tag) => tag !== STATUS_TAG_LABELS.newListing);
    plots.push({
      id: card.property_id,
      name,
      type: card.propertyType?.trim() ?? '',
      bedrooms: bedroomsCell(card),
      price: listingPrice(card, pppw).text,
      status: status ?? PLOT_AVAILABLE,
      href: card.property_url,
      linkLabel: `View ${name}`,
    });
  }
  return plots.sort(comparePlots);
}

/** '2–4' for a range of bedroom counts, '3' for one, 'Studio' for none; undefined for no counts. */
function countRange(
  counts: readonly number[],
): { readonly fact: string; readonly text: string } | undefined {
  if (counts.length === 0) return undefined;
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const named = (n: number): string => (n === 0 ? 'Studio' : String(n));
  if (low === high && low === 0) return { fact: 'Studio', text: 'Studio' };
  if (low === high)
    return { fact: String(low), text: `${low} ${low === 1 ? 'bedroom' : 'bedrooms'}` };
  const fact = `${named(low)}–${high}`;
  return { fact, text: `${fact} bedrooms` };
}

/**
 * What a development's page shows instead of one plot's figures, or undefined for a listing that
 * is not a development (`isDevelopment`): its plots (`developmentPlots`), the bedrooms of every
 * plot as a range ('2–4 bedrooms': the homes the scheme is made of), and 'From' the price of the
 * cheapest plot still offered (sold plots cannot be bought, so they never set the 'From' price).
 */
export function describeDevelopment(
  property: PropertyDetail,
  theme: StatusTagTheme,
  now: Date,
  pppw?: PppwSettings,
): DevelopmentSummary | undefined {
  if (!isDevelopment(property)) return undefined;
  const plots = developmentPlots(property, theme, now, pppw);
  const listed = new Set(plots.map((plot) => plot.id));
  const cards = property.childProperties.filter((card) => listed.has(card.property_id));
  const counts = cards.map(bedroomCount).filter((n): n is number => n !== undefined);
  const range = countRange(counts);
  const offered = cards
    .filter((card) => listingStanding(card, theme, now).marketed)
    .filter(
      (card) =>
        card.priceValue !== undefined && Number.isFinite(card.priceValue) && card.priceValue > 0,
    )
    .sort((a, b) => (a.priceValue ?? 0) - (b.priceValue ?? 0));
  const cheapest = offered[0];
  const name = developmentOfInterest(property.display_address) || property.display_address.trim();
  return {
    plots,
    caption: `Plots at ${name}`,
    ...(range ? { bedrooms: range.text, bedroomsFact: range.fact } : {}),
    ...(cheapest ? { price: `From ${listingPrice(cheapest, pppw).amount}` } : {}),
  };
}
