import { expect } from 'chai';
import fc from 'fast-check';
import { upcomingAuction } from '../../../core/property/auction-date.js';
import type { PropertyCard } from '../../../core/property/property.js';

/** Local times, so the rule's local auction day reads the same in any time zone the tests run in. */
const BEFORE = new Date(2026, 10, 28, 9, 0);
const ON_THE_DAY = new Date(2027, 0, 9, 23, 59, 59, 999);
const NEXT_MORNING = new Date(2027, 0, 10, 0, 0);

function aLot(overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    property_id: '1073',
    display_address: 'Taunton Road, Bridgwater',
    property_channel: 'sales',
    property_url: '/properties/1073/sales/taunton-road-bridgwater',
    photos: [],
    tags: ['auction'],
    status: 'for sale',
    disposal: 'auction',
    auctionDate: '2027-01-09',
    exchangedPrice: null,
    ...overrides,
  };
}

describe('upcomingAuction', () => {
  it("announces a lot's auction date as a UK reader writes it", () => {
    expect(upcomingAuction(aLot(), BEFORE)).to.deep.equal({
      datetime: '2027-01-09',
      label: 'Auction 9 January 2027',
    });
  });

  it('adds the time when the platform gives one, on the 12-hour clock', () => {
    expect(upcomingAuction(aLot({ auctionDate: '2027-01-09T14:30:00' }), BEFORE)).to.deep.equal({
      datetime: '2027-01-09T14:30',
      label: 'Auction 9 January 2027 at 2:30pm',
    });
    expect(upcomingAuction(aLot({ auctionDate: '2027-01-09 10:00' }), BEFORE)?.label).to.equal(
      'Auction 9 January 2027 at 10am',
    );
  });

  it('reads midnight as a date without a time', () => {
    expect(upcomingAuction(aLot({ auctionDate: '2027-01-09T00:00:00' }), BEFORE)?.label).to.equal(
      'Auction 9 January 2027',
    );
  });

  it('keeps the date and time as written, whatever zone they name', () => {
    const lot = aLot({ auctionDate: '2027-07-01T11:00:00+01:00' });
    expect(upcomingAuction(lot, BEFORE)).to.deep.equal({
      datetime: '2027-07-01T11:00',
      label: 'Auction 1 July 2027 at 11am',
    });
  });

  it('stays up for the whole auction day and goes the next morning', () => {
    expect(upcomingAuction(aLot(), ON_THE_DAY)?.label).to.equal('Auction 9 January 2027');
    expect(upcomingAuction(aLot({ auctionDate: '2027-01-09T11:00' }), ON_THE_DAY)?.label).to.equal(
      'Auction 9 January 2027 at 11am',
    );
    expect(upcomingAuction(aLot(), NEXT_MORNING)).to.equal(undefined);
  });

  it('is shown exactly while now is before the end of the auction day', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const dayStart = new Date(2027, 0, 9).getTime();
    fc.assert(
      fc.property(fc.integer({ min: -40 * DAY_MS, max: 3 * DAY_MS }), (offset) => {
        const now = new Date(dayStart + offset);
        const shown = upcomingAuction(aLot(), now) !== undefined;
        expect(shown).to.equal(now.getTime() < new Date(2027, 0, 10).getTime());
      }),
    );
  });

  it('says nothing for a lot no longer offered: sold, sold subject to contract, or exchanged at auction', () => {
    expect(upcomingAuction(aLot({ status: 'sold' }), BEFORE)).to.equal(undefined);
    expect(upcomingAuction(aLot({ status: 'sstc' }), BEFORE)).to.equal(undefined);
    const exchanged = aLot({ auctionDate: '2026-11-20', exchangedPrice: 150_000 });
    expect(upcomingAuction(exchanged, new Date(2026, 10, 20, 15, 0))).to.equal(undefined);
  });

  it('still announces a lot under offer before its auction', () => {
    expect(upcomingAuction(aLot({ status: 'under offer' }), BEFORE)?.label).to.equal(
      'Auction 9 January 2027',
    );
  });

  it('says nothing for a listing not sold by auction, or without a readable date', () => {
    expect(upcomingAuction(aLot({ disposal: 'private treaty' }), BEFORE)).to.equal(undefined);
    expect(upcomingAuction(aLot({ auctionDate: undefined }), BEFORE)).to.equal(undefined);
    expect(upcomingAuction(aLot({ auctionDate: 'next month' }), BEFORE)).to.equal(undefined);
    expect(upcomingAuction(aLot({ auctionDate: '2027-02-30' }), BEFORE)).to.equal(undefined);
  });

  it('never throws, whatever the date text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const found = upcomingAuction(aLot({ auctionDate: text }), BEFORE);
        if (found !== undefined) expect(found.label).to.match(/^Auction \d{1,2} [A-Z][a-z]+ \d{4}/);
      }),
    );
  });
});
