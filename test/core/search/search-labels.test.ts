import { expect } from 'chai';
import { bedroomLabel, priceLabel, statusLabel, tagLabel } from '../../../core/search/search-labels.js';

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
