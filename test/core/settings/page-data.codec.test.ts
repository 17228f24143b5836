import { expect } from 'chai';
import { decodeResultsPageData } from '../../../core/settings/page-data.codec.js';

describe('decodeResultsPageData', () => {
  it('reads results and pagination, defaulting to a single page', () => {
    const ok = decodeResultsPageData(
      { results: [], pagination: { page: 2, has_next_page: true, has_prev_page: true, total: 40 } },
      [],
    );
    expect(ok.pagination).to.deep.equal({
      page: 2,
      has_next_page: true,
      has_prev_page: true,
      total: 40,
    });
    const problems: string[] = [];
    const bad = decodeResultsPageData({ pagination: 'x' }, problems);
    expect(bad.pagination).to.deep.equal({ page: 1, has_next_page: false, has_prev_page: false });
    expect(problems).to.have.length(1);
  });
});
