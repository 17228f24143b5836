import { expect } from 'chai';
import fc from 'fast-check';
import { isLeft } from 'fp-ts/Either';
import {
  EMPTY_RECENTLY_VIEWED,
  RECENTLY_VIEWED_LIMIT,
  RecentlyViewedCodec,
  decodeRecentlyViewed,
  recentlyViewedCard,
  recordRecentlyViewed,
  type RecentlyViewed,
} from '../../../core/user/recently-viewed.js';
import type { PropertyCard, PropertyDetail } from '../../../core/property/property.js';

const card = (id: string, extra: Partial<PropertyCard> = {}): PropertyCard => ({
  property_id: id,
  display_address: `${id} High Street, Taunton`,
  property_url: `/properties/${id}`,
  property_channel: 'sales',
  photos: [{ url: `https://img.example/${id}.jpg` }],
  tags: [],
  price: '£250,000',
  ...extra,
});

const ids = (list: RecentlyViewed): string[] => list.map((entry) => entry.property_id);

const openAll = (opened: readonly string[]): RecentlyViewed =>
  opened.reduce<RecentlyViewed>(
    (list, id) => recordRecentlyViewed(list, card(id)),
    EMPTY_RECENTLY_VIEWED,
  );

describe('recently viewed properties', () => {
  describe('recentlyViewedCard', () => {
    it("keeps a property page's card fields and its first photo only", () => {
      const detail: PropertyDetail = {
        ...card('41', { bedrooms: 3, status: 'under offer', priceValue: 250000 }),
        photos: [
          { url: 'https://img.example/a.jpg', imageAlt: 'Front' },
          { url: 'https://img.example/b.jpg' },
        ],
        description: '<p>A fine house</p>',
        keyFeatures: ['Garden'],
        floorplans: [{ url: 'https://img.example/plan.png' }],
        epcCharts: [],
        virtualTours: [],
        propertyVideos: [],
        childProperties: [card('42')],
      };
      expect(recentlyViewedCard(detail)).to.deep.equal({
        property_id: '41',
        display_address: '41 High Street, Taunton',
        property_url: '/properties/41',
        property_channel: 'sales',
        photos: [{ url: 'https://img.example/a.jpg', imageAlt: 'Front' }],
        tags: [],
        price: '£250,000',
        priceValue: 250000,
        bedrooms: 3,
        status: 'under offer',
      });
    });

    it('keeps no property whose link is not a safe web address', () => {
      expect(recentlyViewedCard(card('7', { property_url: 'javascript:alert(1)' }))).to.equal(
        undefined,
      );
    });
  });

  describe('recordRecentlyViewed', () => {
    it('puts the opened property first', () => {
      expect(ids(openAll(['a', 'b', 'c']))).to.deep.equal(['c', 'b', 'a']);
    });

    it('moves a property opened again to the front, once', () => {
      expect(ids(openAll(['a', 'b', 'c', 'a']))).to.deep.equal(['a', 'c', 'b']);
    });

    it('keeps the 10 newest and drops the oldest', () => {
      const opened = Array.from({ length: 12 }, (_, i) => `p${i + 1}`);
      expect(ids(openAll(opened))).to.deep.equal([
        'p12',
        'p11',
        'p10',
        'p9',
        'p8',
        'p7',
        'p6',
        'p5',
        'p4',
        'p3',
      ]);
    });

    it('answers the very list when the newest property is opened again unchanged', () => {
      const list = openAll(['a', 'b']);
      expect(recordRecentlyViewed(list, card('b'))).to.equal(list);
    });

    it('takes the newer card of a property opened again (its price changed)', () => {
      const list = recordRecentlyViewed(openAll(['a', 'b']), card('b', { price: '£240,000' }));
      expect(ids(list)).to.deep.equal(['b', 'a']);
      expect(list[0]?.price).to.equal('£240,000');
    });

    it('records nothing for a property no card could show', () => {
      const list = openAll(['a']);
      expect(recordRecentlyViewed(list, card('x', { property_url: 'javascript:void 0' }))).to.equal(
        list,
      );
    });
  });

  describe('decodeRecentlyViewed', () => {
    it('reads back a stored list', () => {
      const list = openAll(['a', 'b', 'c']);
      expect(decodeRecentlyViewed(JSON.parse(JSON.stringify(list)))).to.deep.equal(list);
    });

    it('starts empty from anything that is not a list', () => {
      for (const value of [undefined, null, 'oops', 42, { 0: card('a') }, true]) {
        expect(decodeRecentlyViewed(value)).to.deep.equal([]);
        expect(isLeft(RecentlyViewedCodec.decode(value))).to.equal(true);
      }
    });

    it('drops entries that are not cards (foreign data) and keeps the rest', () => {
      expect(
        ids(decodeRecentlyViewed([{ channel: 'sales' }, 'x', null, card('b'), [1], card('c')])),
      ).to.deep.equal(['b', 'c']);
      expect(decodeRecentlyViewed([{ search: 'Taunton' }, 3])).to.deep.equal([]);
    });

    it('restores the invariants: each property once (the newer kept) and at most 10', () => {
      const stored = [card('a'), card('b'), card('a', { price: '£1' }), ...openAll(['c', 'd'])];
      const twelve = Array.from({ length: 12 }, (_, i) => card(`p${i}`));
      expect(ids(decodeRecentlyViewed(stored))).to.deep.equal(['a', 'b', 'd', 'c']);
      expect(decodeRecentlyViewed(stored)[0]?.price).to.equal('£250,000');
      expect(ids(decodeRecentlyViewed(twelve))).to.deep.equal([
        'p0',
        'p1',
        'p2',
        'p3',
        'p4',
        'p5',
        'p6',
        'p7',
        'p8',
        'p9',
      ]);
    });
  });

  describe('invariants (properties)', () => {
    const opened = fc.array(fc.constantFrom(...'abcdefghijklmn'.split('')), { maxLength: 40 });

    it('never holds more than 10, never the same property twice, and survives storage', () => {
      fc.assert(
        fc.property(opened, (sequence) => {
          let list = EMPTY_RECENTLY_VIEWED;
          for (const id of sequence) {
            list = recordRecentlyViewed(list, card(id));
            expect(list.length).to.be.at.most(RECENTLY_VIEWED_LIMIT);
            expect(new Set(ids(list)).size).to.equal(list.length);
          }
          expect(decodeRecentlyViewed(JSON.parse(JSON.stringify(list)))).to.deep.equal(list);
        }),
      );
    });

    it('lists the distinct properties opened, most recent first', () => {
      fc.assert(
        fc.property(opened, (sequence) => {
          const expected: string[] = [];
          for (const id of [...sequence].reverse()) if (!expected.includes(id)) expected.push(id);
          expect(ids(openAll(sequence))).to.deep.equal(expected.slice(0, RECENTLY_VIEWED_LIMIT));
        }),
      );
    });

    it('opening the newest property again changes nothing', () => {
      fc.assert(
        fc.property(
          opened.filter((s) => s.length > 0),
          (sequence) => {
            const list = openAll(sequence);
            const newest = list[0] as PropertyCard;
            expect(recordRecentlyViewed(list, newest)).to.equal(list);
          },
        ),
      );
    });

    it('reads any stored value without throwing, as a list that keeps the invariants', () => {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          const list = decodeRecentlyViewed(value);
          expect(list.length).to.be.at.most(RECENTLY_VIEWED_LIMIT);
          expect(new Set(ids(list)).size).to.equal(list.length);
        }),
      );
    });
  });
});
