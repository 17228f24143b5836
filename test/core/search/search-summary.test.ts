import { expect } from 'chai';
import fc from 'fast-check';
import { searchSummary } from '../../../core/search/search-summary.js';
import type { Search } from '../../../core/search/search.js';
import { validSearch } from './search.arbitrary.js';

const TAUNTON = { place_id: 'p1', name: 'Taunton', county_name: 'Somerset' };

describe('searchSummary', () => {
  it('tells the channel, the place, the bedrooms and the price in one line', () => {
    const search: Search = {
      channel: 'sales',
      placeId: 'p1',
      place: TAUNTON,
      q: 'Taunton, Somerset',
      minBeds: 2,
      maxPrice: 350000,
    };
    expect(searchSummary(search)).to.equal('For sale · Taunton · 2+ beds · Up to £350,000');
  });

  it('leaves out what the search does not set', () => {
    expect(searchSummary({ channel: 'sales' })).to.equal('For sale');
    expect(searchSummary({ channel: 'lettings', q: 'Clifton' })).to.equal('To rent · Clifton');
  });

  it('reads bedroom ranges as the form does, a lower bound of 0 being no bound', () => {
    const beds = (minBeds?: number, maxBeds?: number): string =>
      searchSummary({
        channel: 'sales',
        ...(minBeds === undefined ? {} : { minBeds }),
        ...(maxBeds === undefined ? {} : { maxBeds }),
      });
    expect(beds(2, 4)).to.equal('For sale · 2–4 beds');
    expect(beds(1, 1)).to.equal('For sale · 1 bed');
    expect(beds(0, 0)).to.equal('For sale · Studio');
    expect(beds(0, 2)).to.equal('For sale · Up to 2 beds');
    expect(beds(undefined, 1)).to.equal('For sale · Up to 1 bed');
    expect(beds(0)).to.equal('For sale');
  });

  it('reads prices as the form does, rents per calendar month', () => {
    expect(searchSummary({ channel: 'sales', minPrice: 200000, maxPrice: 350000 })).to.equal(
      'For sale · £200,000 – £350,000',
    );
    expect(searchSummary({ channel: 'lettings', minPrice: 800 })).to.equal(
      'To rent · From £800 pcm',
    );
    expect(searchSummary({ channel: 'lettings', minPrice: 900, maxPrice: 900 })).to.equal(
      'To rent · £900 pcm',
    );
    expect(searchSummary({ channel: 'sales', minPrice: 0 })).to.equal('For sale');
  });

  it('never names an empty part, whatever the search (property)', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        const parts = searchSummary(search).split(' · ');
        expect(parts[0]).to.be.oneOf(['For sale', 'To rent']);
        for (const part of parts) expect(part).to.not.equal('');
      }),
    );
  });
});
