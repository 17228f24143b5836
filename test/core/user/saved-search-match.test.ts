import { expect } from 'chai';
import fc from 'fast-check';
import {
  listingMatchesSavedSearch,
  type AlertListing,
} from '../../../core/user/saved-search-match.js';
import { savedSearchFromSearch } from '../../../core/user/saved-searches.js';
import type { SavedSearch } from '../../../core/user/user.js';
import { validSearch } from '../search/search.arbitrary.js';

/** A saved-search builder: sales anywhere, alerts immediately. */
const aSaved = (fields: Partial<SavedSearch> = {}): SavedSearch => ({
  channel: 'sales',
  alert_frequency: 'I',
  ...fields,
});

/** A listing builder: a 3 bed house for sale at £325,000 in Taunton (place t1, county s1). */
const aListing = (fields: Partial<AlertListing> = {}): AlertListing => ({
  property_channel: 'sales',
  display_address: 'Wellington Road, Taunton TA1',
  bedrooms: 3,
  priceValue: 325000,
  tags: ['House', 'garden'],
  placeIds: ['t1', 's1'],
  ...fields,
});

describe('listingMatchesSavedSearch', () => {
  it('matches a listing of the same channel to a search with nothing else set', () => {
    expect(listingMatchesSavedSearch(aListing(), aSaved())).to.equal(true);
    expect(listingMatchesSavedSearch(aListing(), aSaved({ channel: 'lettings' }))).to.equal(false);
  });

  it('matches a saved place among the places the listing lies in, and nothing that names none', () => {
    expect(listingMatchesSavedSearch(aListing(), aSaved({ placeId: 's1' }))).to.equal(true);
    expect(listingMatchesSavedSearch(aListing(), aSaved({ placeId: 'b9' }))).to.equal(false);
    expect(
      listingMatchesSavedSearch(aListing({ placeIds: undefined }), aSaved({ placeId: 't1' })),
    ).to.equal(false);
  });

  it('reads a saved place name as a display name, not as text to find', () => {
    const saved = aSaved({ placeId: 't1', q: 'Somewhere Else, Devon' });
    expect(listingMatchesSavedSearch(aListing(), saved)).to.equal(true);
  });

  it("finds every word of free text without a place in the listing's address", () => {
    expect(listingMatchesSavedSearch(aListing(), aSaved({ q: 'taunton, TA1' }))).to.equal(true);
    expect(listingMatchesSavedSearch(aListing(), aSaved({ q: 'Taunton Bath' }))).to.equal(false);
  });

  it('keeps bedrooms and price within the saved bounds, both inclusive', () => {
    const bounds = aSaved({ minBeds: 3, maxBeds: 3, minPrice: 325000, maxPrice: 325000 });
    expect(listingMatchesSavedSearch(aListing(), bounds)).to.equal(true);
    expect(listingMatchesSavedSearch(aListing({ bedrooms: 2 }), bounds)).to.equal(false);
    expect(listingMatchesSavedSearch(aListing({ priceValue: 325001 }), bounds)).to.equal(false);
  });

  it('swaps a minimum above its maximum, as the results page does', () => {
    const swapped = aSaved({ minPrice: 400000, maxPrice: 300000 });
    expect(listingMatchesSavedSearch(aListing(), swapped)).to.equal(true);
  });

  it('counts a listing without bedrooms or a price as 0 of each', () => {
    const land = aListing({ bedrooms: undefined, priceValue: undefined });
    expect(listingMatchesSavedSearch(land, aSaved({ maxBeds: 2, maxPrice: 100000 }))).to.equal(
      true,
    );
    expect(listingMatchesSavedSearch(land, aSaved({ minBeds: 1 }))).to.equal(false);
    expect(listingMatchesSavedSearch(land, aSaved({ minPrice: 1 }))).to.equal(false);
  });

  it('asks for every saved tag among the listing’s, case and spacing aside', () => {
    expect(listingMatchesSavedSearch(aListing(), aSaved({ tags: ['house', ' Garden'] }))).to.equal(
      true,
    );
    expect(listingMatchesSavedSearch(aListing(), aSaved({ tags: ['house', 'parking'] }))).to.equal(
      false,
    );
  });

  it('matches every saved search to a listing made to its measure, and not in the other channel', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        const saved = savedSearchFromSearch(search);
        const [minBeds, maxBeds] = [saved.minBeds, saved.maxBeds].sort(
          (a, b) => (a ?? 0) - (b ?? 0),
        );
        const [minPrice] = [saved.minPrice, saved.maxPrice].sort((a, b) => (a ?? 0) - (b ?? 0));
        const listing = aListing({
          property_channel: saved.channel,
          placeIds: saved.placeId === undefined ? [] : [saved.placeId],
          display_address: saved.q ?? '',
          bedrooms: minBeds ?? maxBeds ?? 0,
          priceValue: minPrice ?? 0,
          tags: saved.tags ?? [],
        });
        const otherChannel = aListing({
          ...listing,
          property_channel: saved.channel === 'sales' ? 'lettings' : 'sales',
        });
        return (
          listingMatchesSavedSearch(listing, saved) &&
          !listingMatchesSavedSearch(otherChannel, saved)
        );
      }),
    );
  });
});
