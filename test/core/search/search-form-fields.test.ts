import { expect } from 'chai';
import fc from 'fast-check';
import {
  SEARCH_FORM_NAMES,
  hiddenSearchFields,
  rangeFieldNames,
  type SearchFormControl,
} from '../../../core/search/search-form-fields.js';
import { buildSearchUrl, parseSearchUrl } from '../../../core/search/search-path.js';
import { searchToQuery } from '../../../core/search/search-query.js';
import type { Search } from '../../../core/search/search.js';
import { validSearch } from './search.arbitrary.js';

/** The fields each control sends, by name, as the view names them. */
const CONTROL_NAMES: Readonly<Record<SearchFormControl, readonly string[]>> = {
  channel: [SEARCH_FORM_NAMES.channel],
  location: [SEARCH_FORM_NAMES.location],
  beds: rangeFieldNames('beds'),
  price: rangeFieldNames('price'),
  squareFeet: rangeFieldNames('squareFeet'),
  acreage: rangeFieldNames('acreage'),
  status: [SEARCH_FORM_NAMES.status],
  shortLets: [SEARCH_FORM_NAMES.shortLets],
  pets: [SEARCH_FORM_NAMES.pets],
};

/** What a browser sends for a form showing `search`: each control ('' when blank), then the hidden fields. */
function sentByTheBrowser(search: Search, controls: readonly SearchFormControl[]): string {
  const query = searchToQuery(search);
  const params = new URLSearchParams();
  for (const name of controls.flatMap((control) => CONTROL_NAMES[control]))
    params.append(name, query[name] ?? '');
  for (const field of hiddenSearchFields(search, controls)) params.append(field.name, field.value);
  return `/search?${params.toString()}`;
}

describe('search form fields', () => {
  it('names each field as the search call reads it', () => {
    expect(SEARCH_FORM_NAMES).to.deep.equal({
      channel: 'channel',
      location: 'q',
      status: 'status',
      shortLets: 'short_lets',
      pets: 'pets',
    });
    expect(rangeFieldNames('beds')).to.deep.equal(['min_beds', 'max_beds']);
    expect(rangeFieldNames('price')).to.deep.equal(['min_price', 'max_price']);
    expect(rangeFieldNames('acreage')).to.deep.equal(['min_acreage', 'max_acreage']);
  });

  it('carries as hidden fields what the controls do not send, and never the page', () => {
    const search: Search = {
      channel: 'sales',
      placeId: 'p1',
      placeSlug: 'taunton',
      minBeds: 2,
      status: 'available',
      tags: ['garden', 'a,b'],
      sorted: 'most-recent-first',
      page: 3,
    };
    expect(hiddenSearchFields(search, ['channel', 'location', 'beds', 'price'])).to.deep.equal([
      { name: 'status', value: 'available' },
      { name: 'tags', value: 'garden,a%2Cb' },
      { name: 'sorted', value: 'most-recent-first' },
    ]);
    const withStatus = hiddenSearchFields(search, [
      'channel',
      'location',
      'beds',
      'price',
      'status',
    ]);
    expect(withStatus.map((field) => field.name)).to.deep.equal(['tags', 'sorted']);
  });

  it('makes a form sent without JavaScript ask for the same search as the app (page 1), for every search the form can show', function () {
    // Many searches, each built, sent and parsed back: seconds under coverage on a busy machine.
    this.timeout(60_000);
    const controls: SearchFormControl[][] = [
      ['channel', 'location', 'beds', 'price'],
      ['channel', 'location', 'beds', 'price', 'status', 'acreage', 'shortLets', 'pets'],
    ];
    // The location box sends the place's name, which the platform resolves: searches without a chosen place here.
    const shown = validSearch.filter(
      (search) => search.placeId === undefined && search.placeSlug === undefined,
    );
    fc.assert(
      fc.property(shown, fc.constantFrom(...controls), (search, used) => {
        const { page: _page, ...firstPage } = search;
        expect(parseSearchUrl(sentByTheBrowser(search, used))).to.deep.equal(
          parseSearchUrl(buildSearchUrl(firstPage)),
        );
      }),
    );
  });
});
