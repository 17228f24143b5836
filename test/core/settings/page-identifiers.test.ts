import { expect } from 'chai';
import { PAGE_IDENTIFIERS, isResultsPage } from '../../../core/settings/page-identifiers.js';

describe('isResultsPage', () => {
  it('names the six identifiers of a page of search results (SPEC §2) and no other', () => {
    expect(PAGE_IDENTIFIERS.filter(isResultsPage)).to.deep.equal([
      'properties#index',
      'branches#properties',
      'counties#show',
      'postcodes#show',
      'locations#show',
      'countries#show',
    ]);
  });

  it('answers false for no identifier or an unknown one', () => {
    expect(isResultsPage(undefined)).to.equal(false);
    expect(isResultsPage('properties#indexx')).to.equal(false);
  });
});
