import { expect } from 'chai';
import fc from 'fast-check';
import { isAuctionLot, isExpiredAuction } from '../../../core/property/auction.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const ENDED = '2025-06-15T11:59:59Z';

describe('isExpiredAuction', () => {
  it('is expired when the type is auction, now is past the end date and the flag is true', () => {
    expect(isExpiredAuction({ type: 'auction', endDate: ENDED, flag: true }, NOW)).to.equal(true);
  });

  it('accepts the end date as a Date and the type in any case', () => {
    expect(
      isExpiredAuction({ type: ' Auction ', endDate: new Date(ENDED), flag: true }, NOW),
    ).to.equal(true);
  });

  it('is not expired at the very end instant, only after it', () => {
    expect(
      isExpiredAuction({ type: 'auction', endDate: NOW.toISOString(), flag: true }, NOW),
    ).to.equal(false);
  });

  it('is expired exactly when now is later than the end date, given as text or as a Date', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const now = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const msAfterNow = fc.oneof(
      fc.integer({ min: -DAY_MS, max: DAY_MS }),
      fc.constantFrom(-1, 0, 1),
    );
    fc.assert(
      fc.property(now, msAfterNow, fc.boolean(), (at, ms, asText) => {
        const end = new Date(at.getTime() + ms);
        const listing = { type: 'auction', endDate: asText ? end.toISOString() : end, flag: true };
        expect(isExpiredAuction(listing, at)).to.equal(ms < 0);
      }),
    );
  });

  it('is not expired before the end date', () => {
    expect(
      isExpiredAuction({ type: 'auction', endDate: '2025-06-16T00:00:00Z', flag: true }, NOW),
    ).to.equal(false);
  });

  it('is not expired when the third flag is false or missing', () => {
    expect(isExpiredAuction({ type: 'auction', endDate: ENDED, flag: false }, NOW)).to.equal(false);
    expect(isExpiredAuction({ type: 'auction', endDate: ENDED }, NOW)).to.equal(false);
  });

  it('is not expired for any other type', () => {
    expect(isExpiredAuction({ type: 'private treaty', endDate: ENDED, flag: true }, NOW)).to.equal(
      false,
    );
    expect(isExpiredAuction({ endDate: ENDED, flag: true }, NOW)).to.equal(false);
  });

  it('is not expired without a readable end date', () => {
    expect(isExpiredAuction({ type: 'auction', flag: true }, NOW)).to.equal(false);
    expect(isExpiredAuction({ type: 'auction', endDate: 'soon', flag: true }, NOW)).to.equal(false);
    expect(
      isExpiredAuction({ type: 'auction', endDate: new Date(Number.NaN), flag: true }, NOW),
    ).to.equal(false);
  });
});

describe('isAuctionLot', () => {
  it('is a lot whose disposal method names an auction, in any case', () => {
    expect(isAuctionLot({ disposal: 'auction' })).to.equal(true);
    expect(isAuctionLot({ disposal: 'Online Auction' })).to.equal(true);
  });

  it('is no lot for any other disposal, or none', () => {
    expect(isAuctionLot({ disposal: 'private treaty' })).to.equal(false);
    expect(isAuctionLot({ disposal: 'auctioneers tender' })).to.equal(false);
    expect(isAuctionLot({})).to.equal(false);
  });
});
