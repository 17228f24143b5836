import { expect } from 'chai';
import {
  STATUS_OPTIONS,
  bedroomLabel,
  priceLabel,
  statusLabel,
  tagLabel,
} from '../../../core/search/search-labels.js';

describe('search labels', () => {
  it('names a listed tag as the form lists it, and any other with a capital letter', () => {
    expect(tagLabel('flat')).to.equal('Flats and apartments');
    expect(tagLabel('bills included')).to.equal('Bills included');
    expect(tagLabel('sea view')).to.equal('Sea view');
  });

  it("names a status as its channel's list does, else as a tag reads", () => {
    expect(statusLabel('sstc', 'sales')).to.equal('Sold subject to contract');
    expect(statusLabel('let agreed', 'lettings')).to.equal('Let agreed');
    expect(statusLabel('withdrawn', 'sales')).to.equal('Withdrawn');
  });

  it('reads 0 bedrooms as a studio, and one bedroom in the singular', () => {
    expect([0, 1, 3].map(bedroomLabel)).to.deep.equal(['Studio', '1 bed', '3 beds']);
  });

  it('writes rents per calendar month and sale prices in whole pounds', () => {
    expect(priceLabel('sales', 350000)).to.equal('£350,000');
    expect(priceLabel('lettings', 1250)).to.equal('£1,250 pcm');
  });
});

describe('STATUS_OPTIONS (the statuses a search offers)', () => {
  it("offers each meaning once: 'For sale' and 'To let' are the available homes, not a second word for them", () => {
    for (const channel of ['sales', 'lettings'] as const) {
      const choices = STATUS_OPTIONS[channel];
      expect(new Set(choices.map((c) => c.label)).size, channel).to.equal(choices.length);
      expect(
        choices.map((c) => c.value),
        channel,
      ).to.not.include.members(['for sale', 'to let']);
      expect(
        choices.map((c) => c.label),
        channel,
      ).to.not.include('Available');
    }
    expect(STATUS_OPTIONS.sales[0]).to.deep.equal({ value: 'available', label: 'For sale' });
    expect(STATUS_OPTIONS.lettings[0]).to.deep.equal({ value: 'available', label: 'To let' });
  });
});
