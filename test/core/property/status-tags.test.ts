import { expect } from 'chai';
import fc from 'fast-check';
import { right } from 'fp-ts/Either';
import type { PropertyCard } from '../../../core/property/property.js';
import {
  hasExchangedAtAuction,
  isNewListing,
  listingHeadline,
  listingStanding,
  statusTags,
  STATUS_TAG_LABELS,
  viewingsClosedText,
} from '../../../core/property/status-tags.js';
import type { ClockPort } from '../../../core/ports/clock.port.js';
import type { ListingsPort } from '../../../core/ports/listings.port.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Any instant this century, for the date properties. */
const AN_INSTANT = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const SSTC_AS_SOLD = { displaySstcStatusAsSold: true };
const SSTC_SHOWN = { displaySstcStatusAsSold: false };

function aCard(overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    property_id: '101',
    display_address: 'Mill Lane, Taunton',
    property_channel: 'sales',
    property_url: '/properties/101',
    photos: [],
    tags: [],
    createdAt: '2025-01-10T09:00:00Z',
    ...overrides,
  };
}

function daysBefore(days: number): string {
  return new Date(NOW.getTime() - days * DAY_MS).toISOString();
}

describe('statusTags', () => {
  describe('status labels', () => {
    const examples: [string, PropertyCard['property_channel'], boolean, string[]][] = [
      ['under offer', 'sales', true, ['Under offer']],
      ['under offer', 'lettings', true, ['Let Agreed']],
      ['let agreed', 'lettings', true, ['Let Agreed']],
      ['let agreed', 'sales', true, ['Let Agreed']],
      ['sstc', 'sales', true, ['Sold']],
      ['sstc', 'sales', false, ['SSTC']],
      ['sold stc', 'sales', false, ['SSTC']],
      ['sold subject to contract', 'sales', true, ['Sold']],
      ['exchanged', 'sales', true, ['Sold']],
      ['exchanged', 'sales', false, ['SSTC']],
      ['sold', 'sales', true, ['Sold']],
      ['sold', 'sales', false, ['Sold']],
      ['completed', 'sales', true, ['Sold']],
      ['completed', 'sales', false, ['Sold']],
      ['let', 'lettings', true, ['Let']],
      ['let', 'sales', true, []],
      ['for sale', 'sales', true, []],
      ['to let', 'lettings', true, []],
      ['', 'sales', true, []],
    ];
    for (const [status, channel, sstcAsSold, expected] of examples) {
      it(`shows ${JSON.stringify(expected)} for '${status}' on a ${channel} card when SSTC ${sstcAsSold ? 'shows as sold' : 'is shown'}`, () => {
        const theme = { displaySstcStatusAsSold: sstcAsSold };
        expect(statusTags(aCard({ status, property_channel: channel }), theme, NOW)).to.deep.equal(
          expected,
        );
      });
    }

    it('shows no status tag when the card has no status', () => {
      expect(statusTags(aCard(), SSTC_AS_SOLD, NOW)).to.deep.equal([]);
    });

    it('reads statuses without regard to case, spaces, hyphens or underscores', () => {
      for (const status of [
        'Under Offer',
        'UNDER-OFFER',
        'under_offer',
        '  under   offer ',
        'UnderOffer',
      ]) {
        expect(statusTags(aCard({ status }), SSTC_AS_SOLD, NOW), status).to.deep.equal([
          'Under offer',
        ]);
      }
      expect(statusTags(aCard({ status: 'Let-Agreed' }), SSTC_AS_SOLD, NOW)).to.deep.equal([
        'Let Agreed',
      ]);
      expect(statusTags(aCard({ status: 'S.S.T.C' }), SSTC_AS_SOLD, NOW)).to.deep.equal([]);
      expect(statusTags(aCard({ status: 'SSTC' }), SSTC_SHOWN, NOW)).to.deep.equal(['SSTC']);
    });
  });

  describe('an exchange derived from an auction', () => {
    const auctionLot = (overrides: Partial<PropertyCard> = {}): PropertyCard =>
      aCard({
        status: 'for sale',
        disposal: 'Auction',
        auctionDate: '2025-06-10T11:00:00Z',
        exchangedPrice: 250000,
        ...overrides,
      });

    it('shows Sold once the auction date has passed with a positive exchanged price', () => {
      expect(statusTags(auctionLot(), SSTC_AS_SOLD, NOW)).to.deep.equal(['Sold']);
    });

    it('shows SSTC for that exchange when the theme does not show SSTC as sold', () => {
      expect(statusTags(auctionLot(), SSTC_SHOWN, NOW)).to.deep.equal(['SSTC']);
    });

    it('counts an auction held exactly now as passed', () => {
      expect(hasExchangedAtAuction(auctionLot({ auctionDate: NOW.toISOString() }), NOW)).to.equal(
        true,
      );
    });

    it('accepts disposals such as online auction', () => {
      expect(hasExchangedAtAuction(auctionLot({ disposal: 'Online auction' }), NOW)).to.equal(true);
    });

    it('derives an exchange exactly when the auction date is at or before now', () => {
      const msAfterNow = fc.oneof(
        fc.integer({ min: -2 * DAY_MS, max: 2 * DAY_MS }),
        fc.constantFrom(-1, 0, 1),
      );
      fc.assert(
        fc.property(AN_INSTANT, msAfterNow, (now, ms) => {
          const auctionDate = new Date(now.getTime() + ms).toISOString();
          expect(hasExchangedAtAuction(auctionLot({ auctionDate }), now)).to.equal(ms <= 0);
        }),
      );
    });

    it('does not derive an exchange before the auction date', () => {
      expect(
        statusTags(auctionLot({ auctionDate: '2025-06-20T11:00:00Z' }), SSTC_AS_SOLD, NOW),
      ).to.deep.equal([]);
    });

    it('does not derive an exchange without a positive exchanged price', () => {
      for (const exchangedPrice of [0, -5, null, undefined, Number.NaN]) {
        expect(
          hasExchangedAtAuction(auctionLot({ exchangedPrice }), NOW),
          String(exchangedPrice),
        ).to.equal(false);
      }
    });

    it('does not derive an exchange for a private treaty sale', () => {
      expect(hasExchangedAtAuction(auctionLot({ disposal: 'private treaty' }), NOW)).to.equal(
        false,
      );
      expect(hasExchangedAtAuction(auctionLot({ disposal: undefined }), NOW)).to.equal(false);
    });

    it('does not derive an exchange from a missing or unreadable auction date', () => {
      expect(hasExchangedAtAuction(auctionLot({ auctionDate: undefined }), NOW)).to.equal(false);
      expect(hasExchangedAtAuction(auctionLot({ auctionDate: 'next Tuesday' }), NOW)).to.equal(
        false,
      );
    });

    it('overrides an under-offer status, but a completed sale stays Sold', () => {
      expect(statusTags(auctionLot({ status: 'under offer' }), SSTC_SHOWN, NOW)).to.deep.equal([
        'SSTC',
      ]);
      expect(statusTags(auctionLot({ status: 'completed' }), SSTC_SHOWN, NOW)).to.deep.equal([
        'Sold',
      ]);
    });
  });

  describe('New Listing', () => {
    it('shows for a property created within the last 7 days', () => {
      expect(statusTags(aCard({ createdAt: daysBefore(3) }), SSTC_AS_SOLD, NOW)).to.deep.equal([
        'New Listing',
      ]);
    });

    it('shows for a property created exactly 7 days ago', () => {
      expect(isNewListing(aCard({ createdAt: daysBefore(7) }), NOW)).to.equal(true);
    });

    it('does not show one millisecond after the 7-day window', () => {
      const createdAt = new Date(NOW.getTime() - 7 * DAY_MS - 1).toISOString();
      expect(isNewListing(aCard({ createdAt }), NOW)).to.equal(false);
    });

    it('is new exactly when created at most 7 × 24 hours before now, whatever now is', () => {
      const windowMs = 7 * DAY_MS;
      const msBeforeNow = fc.oneof(
        fc.integer({ min: -DAY_MS, max: 2 * windowMs }),
        fc.constantFrom(windowMs - 1, windowMs, windowMs + 1),
      );
      fc.assert(
        fc.property(AN_INSTANT, msBeforeNow, (now, ms) => {
          const createdAt = new Date(now.getTime() - ms).toISOString();
          expect(isNewListing(aCard({ createdAt }), now)).to.equal(ms <= windowMs);
        }),
      );
    });

    it('shows for a creation time slightly ahead of the visitor clock', () => {
      expect(isNewListing(aCard({ createdAt: '2025-06-15T12:05:00Z' }), NOW)).to.equal(true);
    });

    it('does not show without a readable creation date', () => {
      expect(isNewListing(aCard({ createdAt: undefined }), NOW)).to.equal(false);
      expect(isNewListing(aCard({ createdAt: 'yesterday' }), NOW)).to.equal(false);
    });

    it('follows the status label on an under-offer card', () => {
      expect(
        statusTags(aCard({ status: 'under offer', createdAt: daysBefore(1) }), SSTC_AS_SOLD, NOW),
      ).to.deep.equal(['Under offer', 'New Listing']);
    });

    it('does not show on a sold, SSTC, let or let agreed card', () => {
      const closed: [string, PropertyCard['property_channel']][] = [
        ['sold', 'sales'],
        ['sstc', 'sales'],
        ['exchanged', 'sales'],
        ['let', 'lettings'],
        ['let agreed', 'lettings'],
        ['under offer', 'lettings'],
      ];
      for (const [status, channel] of closed) {
        const card = aCard({ status, property_channel: channel, createdAt: daysBefore(1) });
        expect(statusTags(card, SSTC_SHOWN, NOW), status).to.not.include('New Listing');
      }
    });
  });

  it('never throws and never shows more than two tags, whatever the card says', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.option(fc.string(), { nil: undefined }),
          createdAt: fc.option(
            fc.oneof(
              fc.string(),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            ),
            { nil: undefined },
          ),
          disposal: fc.option(fc.constantFrom('auction', 'private treaty', ''), { nil: undefined }),
          auctionDate: fc.option(fc.string(), { nil: undefined }),
          exchangedPrice: fc.option(fc.double(), { nil: undefined }),
          property_channel: fc.constantFrom('sales' as const, 'lettings' as const),
        }),
        fc.boolean(),
        (fields, sstcAsSold) => {
          const tags = statusTags(aCard(fields), { displaySstcStatusAsSold: sstcAsSold }, NOW);
          expect(tags.length).to.be.at.most(2);
          expect(
            tags.every((tag) => Object.values(STATUS_TAG_LABELS).includes(tag as never)),
          ).to.equal(true);
        },
      ),
    );
  });

  it('tags the cards a listings search answers, at the time the clock gives', async () => {
    const clock: ClockPort = { now: () => NOW };
    const listings: ListingsPort = {
      search: async () =>
        right({
          properties: [
            aCard({ property_id: '1', status: 'sold' }),
            aCard({ property_id: '2', createdAt: daysBefore(2) }),
          ],
          pagination: { page: 1, has_next_page: false, has_prev_page: false },
        }),
      nextPrevious: async () => right({}),
      mapListings: async () => right({ properties: [], total: 0 }),
    };
    const results = await listings.search({ channel: 'sales' });
    const tags =
      results._tag === 'Right'
        ? results.right.properties.map((card) => statusTags(card, SSTC_AS_SOLD, clock.now()))
        : [];
    expect(tags).to.deep.equal([['Sold'], ['New Listing']]);
  });
});

describe('listingStanding', () => {
  const examples: [
    string | undefined,
    PropertyCard['property_channel'],
    typeof SSTC_SHOWN,
    boolean,
    string,
  ][] = [
    [undefined, 'sales', SSTC_SHOWN, true, 'for sale'],
    ['for sale', 'sales', SSTC_SHOWN, true, 'for sale'],
    ['under offer', 'sales', SSTC_SHOWN, true, 'for sale'],
    ['to let', 'lettings', SSTC_SHOWN, true, 'to rent'],
    ['under offer', 'lettings', SSTC_SHOWN, false, 'let agreed'],
    ['let agreed', 'lettings', SSTC_SHOWN, false, 'let agreed'],
    ['let', 'lettings', SSTC_SHOWN, false, 'let'],
    ['sstc', 'sales', SSTC_SHOWN, false, 'sold subject to contract'],
    ['sstc', 'sales', SSTC_AS_SOLD, false, 'sold'],
    ['exchanged', 'sales', SSTC_SHOWN, false, 'sold subject to contract'],
    ['sold', 'sales', SSTC_SHOWN, false, 'sold'],
    ['Completed', 'sales', SSTC_SHOWN, false, 'sold'],
  ];
  for (const [status, channel, theme, marketed, phrase] of examples) {
    it(`reads '${status ?? 'no status'}' on ${channel}${theme.displaySstcStatusAsSold ? ' (SSTC as sold)' : ''} as ${marketed ? 'marketed' : 'closed'}, '${phrase}'`, () => {
      const standing = listingStanding(
        aCard({ property_channel: channel, ...(status ? { status } : {}) }),
        theme,
        NOW,
      );
      expect(standing.marketed).to.equal(marketed);
      expect(standing.phrase).to.equal(phrase);
      expect(standing.notice === undefined).to.equal(marketed);
    });
  }

  it('closes an auction lot that exchanged after its auction, whatever its status says', () => {
    const lot = aCard({
      status: 'for sale',
      disposal: 'auction',
      auctionDate: '2025-06-01',
      exchangedPrice: 210000,
    });
    expect(listingStanding(lot, SSTC_SHOWN, NOW)).to.deep.equal({
      marketed: false,
      phrase: 'sold subject to contract',
      notice: 'This home is sold subject to contract.',
    });
  });

  it('agrees with the tag: a closed standing exactly when the card shows Sold, SSTC, Let or Let Agreed (fast-check)', () => {
    const statuses = fc.constantFrom(
      'for sale',
      'under offer',
      'sstc',
      'sold',
      'completed',
      'exchanged',
      'let',
      'let agreed',
      'to let',
      'anything',
    );
    fc.assert(
      fc.property(
        statuses,
        fc.constantFrom<PropertyCard['property_channel']>('sales', 'lettings'),
        fc.boolean(),
        (status, channel, asSold) => {
          const card = aCard({ status, property_channel: channel });
          const theme = { displaySstcStatusAsSold: asSold };
          const closedTag = statusTags(card, theme, NOW).some((tag) =>
            ['Sold', 'SSTC', 'Let', 'Let Agreed'].includes(tag),
          );
          return listingStanding(card, theme, NOW).marketed === !closedTag;
        },
      ),
    );
  });
});

describe('listingHeadline', () => {
  it('names the type and the channel while marketed, and the status once it is not', () => {
    expect(listingHeadline(aCard({ propertyType: 'Terraced house' }), SSTC_SHOWN, NOW)).to.equal(
      'Terraced house for sale',
    );
    expect(
      listingHeadline(aCard({ propertyType: 'Terraced house', status: 'sold' }), SSTC_SHOWN, NOW),
    ).to.equal('Terraced house, sold');
    expect(
      listingHeadline(
        aCard({ property_channel: 'lettings', status: 'let agreed' }),
        SSTC_SHOWN,
        NOW,
      ),
    ).to.equal('Property, let agreed');
    expect(
      listingHeadline(aCard({ property_channel: 'lettings', propertyType: ' ' }), SSTC_SHOWN, NOW),
    ).to.equal('Property to rent');
  });
});

describe('viewingsClosedText', () => {
  it('says why there is no viewing', () => {
    expect(viewingsClosedText('This home has been sold.')).to.equal(
      'This home has been sold, so viewings have closed.',
    );
  });
});
