/**
 * The demo agencies' listings read true: every description fits its property type and
 * channel, and nothing a visitor reads shows markup meant only for the sanitiser.
 */
import { expect } from 'chai';
import { AGENCY_SLUGS, buildAgency } from '../../sandbox/seed/index.js';
import type { Listing } from '../../sandbox/seed/types.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const listings: readonly Listing[] = AGENCY_SLUGS.flatMap(
  (slug) => buildAgency(slug, NOW).listings,
);

/** What a visitor reads of a description: the text outside tags and comments, scripts removed. */
function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const text = (l: Listing): string =>
  `${visibleText(l.detail.description ?? '')} ${l.detail.summary ?? ''} ${(l.detail.keyFeatures ?? []).join(' ')}`.toLowerCase();
const isCommercial = (l: Listing) => l.detail.tags.includes('commercial');
const isLand = (l: Listing) =>
  (l.detail.bedrooms ?? 0) === 0 && !l.detail.tags.includes('studio') && !isCommercial(l);

describe('the demo content', () => {
  it('describes business premises as premises: never a family home, a school catchment or bedrooms', () => {
    const premises = listings.filter(isCommercial);
    expect(premises.length).to.be.greaterThan(3);
    for (const l of premises) {
      expect(text(l), `${l.detail.property_id} ${l.detail.propertyType}`).to.not.match(
        /family home|school|bedroom|garden is|council tax/,
      );
    }
  });

  it('describes land as land: no bedrooms, kitchens or council tax', () => {
    const land = listings.filter(isLand);
    expect(land.length).to.be.greaterThan(2);
    for (const l of land)
      expect(text(l), `${l.detail.property_id} ${l.detail.propertyType}`).to.not.match(
        /bedroom|kitchen|council tax|family home/,
      );
  });

  it('never offers a listing to rent as for sale, nor one for sale as to let', () => {
    for (const l of listings) {
      const words = text(l);
      if (l.detail.property_channel === 'lettings')
        expect(words, l.detail.property_id).to.not.match(
          /for sale|onward chain|opportunity to buy|freehold|council tax band/,
        );
      else
        expect(words, l.detail.property_id).to.not.match(
          /to let\b|to rent\b|letting information|holding deposit/,
        );
    }
  });

  it('shows no stray markup to a visitor (property 1001 included)', () => {
    for (const l of listings)
      expect(visibleText(l.detail.description ?? ''), l.detail.property_id).to.not.match(
        /<\/?script|&lt;|&gt;|literal/,
      );
  });
});
