/**
 * The demo agencies read true to a local agent: every home in its office's patch and priced as
 * its town's market prices it, the council-tax band its price calls for, articles of substance
 * that say something of their own, charts and counts that agree with the rest of the site.
 */
import { expect } from 'chai';
import {
  CURRENT_STAMP_DUTY_TABLES,
  NEARBY_BRANCH_MILES,
  branchPosition,
  branchesByDistance,
  capitalise,
  countInWords,
  distanceMiles,
  formatWholePounds,
} from '../../core/index.js';
import { renderImage } from '../../sandbox/images/routes.js';
import { wordCount } from '../../sandbox/seed/article-text.js';
import { homeBlocks } from '../../sandbox/seed/content-blocks.js';
import { AGENCY_SLUGS, buildAgency } from '../../sandbox/seed/index.js';
import { councilTaxBand } from '../../sandbox/seed/market.js';
import { epcChartsFor } from '../../sandbox/seed/media.js';
import { HARBOUR_TOWNS, OAKFIELD_TOWNS } from '../../sandbox/seed/streets.js';
import type { AgencyData, Listing } from '../../sandbox/seed/types.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const AGENCIES: readonly AgencyData[] = AGENCY_SLUGS.map((slug) => buildAgency(slug, NOW));
const listings = (agency: AgencyData) => agency.listings;
const isHome = (l: Listing) =>
  !l.detail.tags.some((t) =>
    ['commercial', 'land', 'development plot', 'auction', 'agricultural'].includes(t),
  ) && l.detail.propertyType !== 'New homes development';
const beds = (l: Listing) => Math.max(1, l.detail.bedrooms ?? 0);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const bandIn = (l: Listing) => /Council tax band ([A-H])\./.exec(l.detail.description ?? '')?.[1];

describe('the demo content a local agent would accept', () => {
  describe('where the homes are', () => {
    for (const agency of AGENCIES) {
      it(`${agency.name}: every home lies within ${NEARBY_BRANCH_MILES} miles of the office that lists it, in England`, () => {
        for (const l of listings(agency)) {
          const branch = agency.branches.find((b) => b.id === l.branchId);
          expect(branch, l.detail.property_id).to.not.equal(undefined);
          const miles = distanceMiles(branchPosition(branch!)!, {
            lat: l.detail.latitude!,
            lng: l.detail.longitude!,
          });
          expect(
            miles,
            `${l.detail.property_id} ${l.town} from ${branch!.branchName}`,
          ).to.be.at.most(NEARBY_BRANCH_MILES);
          expect(l.country, l.detail.property_id).to.equal('england');
        }
      });
    }

    it("gives each town to its nearest office, as the valuation form's postcode lookup would", () => {
      for (const [agency, towns] of [
        [AGENCIES[0]!, OAKFIELD_TOWNS],
        [AGENCIES[1]!, HARBOUR_TOWNS],
      ] as const) {
        for (const town of towns) {
          const place = agency.places.find((p) => p.kind === 'town' && p.name === town.name)!;
          const [nearest] = branchesByDistance(agency.branches, {
            lat: place.latitude,
            lng: place.longitude,
          });
          expect(nearest?.branch.id, `${town.name}`).to.equal(town.branchId);
        }
      }
    });

    it('gives every Oakfield office homes of its own', () => {
      const oakfield = AGENCIES[0]!;
      for (const branch of oakfield.branches)
        expect(
          oakfield.listings.some((l) => l.branchId === branch.id),
          branch.branchName,
        ).to.equal(true);
    });
  });

  describe('what the homes cost', () => {
    it('prices homes for sale at a sensible figure a bedroom for their area', () => {
      for (const agency of AGENCIES) {
        for (const l of listings(agency).filter(
          (x) => isHome(x) && x.detail.property_channel === 'sales',
        )) {
          const perBedroom = l.detail.priceValue! / beds(l);
          expect(
            perBedroom,
            `${l.detail.property_id} ${l.detail.display_address} ${l.detail.price}`,
          ).to.be.within(55_000, 350_000);
        }
      }
    });

    it('asks city prices in Bristol and county prices in Somerset', () => {
      const [oakfield, harbour] = AGENCIES as [AgencyData, AgencyData];
      const homes = (agency: AgencyData, channel: 'sales' | 'lettings') =>
        listings(agency).filter((l) => isHome(l) && l.detail.property_channel === channel);
      for (const l of homes(harbour, 'sales'))
        expect(l.detail.priceValue, l.detail.display_address).to.be.at.least(200_000);
      for (const l of homes(harbour, 'lettings').filter((x) => !x.detail.isStudent))
        expect(l.detail.priceValue! / beds(l), l.detail.display_address).to.be.at.least(450);
      for (const l of homes(oakfield, 'sales').filter(
        (x) => x.detail.propertyType === 'Terraced house',
      ))
        expect(l.detail.priceValue, l.detail.display_address).to.be.within(150_000, 350_000);
      for (const l of homes(oakfield, 'lettings').filter((x) => !x.detail.isStudent))
        expect(l.detail.priceValue! / beds(l), l.detail.display_address).to.be.within(250, 900);
    });

    it('puts every home for sale in the council-tax band its price calls for, a dearer home never in a lower band', () => {
      for (const agency of AGENCIES) {
        const banded = listings(agency).filter((l) => bandIn(l) !== undefined);
        expect(banded.length, agency.name).to.be.greaterThan(10);
        for (const l of banded)
          expect(bandIn(l), `${l.detail.property_id} ${l.detail.price}`).to.equal(
            councilTaxBand(l.detail.priceValue!, l.town),
          );
        const byPrice = [...banded]
          .sort((a, b) => a.detail.priceValue! - b.detail.priceValue!)
          .map(bandIn)
          .join('');
        expect(byPrice, agency.name).to.equal([...byPrice].sort().join(''));
        for (const l of banded.filter((x) => x.detail.priceValue! < 300_000))
          expect(bandIn(l), `${l.detail.property_id} ${l.detail.price}`).to.match(/^[A-D]$/);
      }
    });
  });

  describe('what the site says', () => {
    for (const agency of AGENCIES) {
      it(`${agency.name}: every article is 400 words or more, and says something of its own`, () => {
        const paragraphs = new Map<string, string>();
        for (const article of agency.articles) {
          expect(wordCount(article.body), article.slug).to.be.at.least(400);
          for (const [, p] of article.body.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
            const said = text(p!);
            if (said.length < 80) continue;
            expect(
              paragraphs.get(said),
              `${article.slug} repeats ${paragraphs.get(said)}`,
            ).to.equal(undefined);
            paragraphs.set(said, article.slug);
          }
        }
        const words = (html: string) =>
          new Set(
            text(html)
              .toLowerCase()
              .split(/\W+/)
              .filter((w) => w.length > 4),
          );
        for (const [i, a] of agency.articles.entries()) {
          for (const b of agency.articles.slice(i + 1)) {
            const [x, y] = [words(a.body), words(b.body)];
            const shared = [...x].filter((w) => y.has(w)).length;
            expect(shared / (x.size + y.size - shared), `${a.slug} and ${b.slug}`).to.be.below(0.4);
          }
        }
      });
    }

    it("states England's current stamp duty bands in the stamp duty guide, and names Scotland's and Wales' taxes", () => {
      const guide = text(
        AGENCIES[0]!.articles.find((a) => a.slug === 'a-guide-to-stamp-duty-in-2025')!.body,
      );
      const england = CURRENT_STAMP_DUTY_TABLES.england;
      const written = (pounds: number) =>
        pounds === 1_500_000 ? '£1.5 million' : formatWholePounds(pounds);
      for (const row of [...england.standard, ...england.firstTimeBuyer]) {
        if (row.maximum_property_price !== null)
          expect(guide, `the band up to ${row.maximum_property_price}`).to.contain(
            written(row.maximum_property_price),
          );
        expect(guide).to.contain(`${row.base_sdlt_rate}%`);
      }
      expect(guide)
        .to.contain('Land and Buildings Transaction Tax')
        .and.contain('Land Transaction Tax');
      expect(guide).to.contain('£4,750'); // £295,000 at the standard rates
    });

    it('labels an EPC chart with its home’s country: England & Wales, or Scotland', () => {
      const rating = { current: 66, potential: 88 };
      const chart = (country: 'england' | 'wales' | 'scotland') =>
        renderImage(epcChartsFor(rating, country)[0]!.url) ?? '';
      expect(chart('scotland')).to.contain('>Scotland<').and.not.contain('England &amp; Wales');
      expect(chart('wales')).to.contain('England &amp; Wales');
      expect(chart('england')).to.contain('England &amp; Wales');
    });

    it('counts the offices on the home page as the branch finder does', () => {
      for (const agency of AGENCIES) {
        const count = countInWords(agency.branches.length, 'office', 'offices');
        const words = (
          JSON.stringify(homeBlocks(agency)) +
          agency.description +
          agency.home.intro.description
        ).toLowerCase();
        expect(words, agency.name).to.contain(count);
        const others = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'].filter(
          (w) => !count.startsWith(`${w} `),
        );
        expect(words, agency.name).to.not.match(new RegExp(`\\b(${others.join('|')}) offices`));
      }
      const offices = homeBlocks(AGENCIES[0]!).find((b) => b.id === 'offices');
      expect(offices?.['description']).to.equal(
        `${capitalise(countInWords(7, 'office', 'offices'))} across Somerset, each with its own local team.`,
      );
    });

    it('agrees its verbs with its counts: never "There are one bedroom"', () => {
      for (const agency of AGENCIES) {
        for (const l of listings(agency))
          expect(text(l.detail.description ?? ''), l.detail.property_id).to.not.match(
            /There are one\b|\b1 bedrooms\b|\bone bedrooms\b/i,
          );
      }
    });
  });
});
