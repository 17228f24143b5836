import { expect } from 'chai';
import { listingAddedDate } from '../../../core/property/listing-date.js';

describe('listingAddedDate', () => {
  it('says the day a listing was added in words, with its calendar date for <time>', () => {
    expect(listingAddedDate({ createdAt: '2026-11-03T09:15:00Z' })).to.deep.equal({
      iso: '2026-11-03',
      text: 'Added on 3 November 2026',
    });
  });

  it('keeps the calendar day the platform wrote, whatever the zone', () => {
    expect(listingAddedDate({ createdAt: '2026-03-12T23:30:00-05:00' })?.text).to.equal(
      'Added on 12 March 2026',
    );
  });

  it('says nothing without a real date', () => {
    expect(listingAddedDate({})).to.equal(undefined);
    expect(listingAddedDate({ createdAt: '2026-02-30' })).to.equal(undefined);
    expect(listingAddedDate({ createdAt: 'last week' })).to.equal(undefined);
  });
});
