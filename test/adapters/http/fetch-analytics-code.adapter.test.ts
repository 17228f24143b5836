import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchAnalyticsCodeAdapter } from '../../../adapters/http/fetch-analytics-code.adapter.js';
import {
  client,
  expectGet,
  fetchStub,
  jsonResponse,
  loggerSpy,
  textResponse,
} from '../support/fake-fetch.js';

const HEAD = '<script>window.agencyAnalytics={loaded:["head"]}</script>';
const BODY = '<script>window.agencyAnalytics.loaded.push("body")</script>';

describe('FetchAnalyticsCodeAdapter', () => {
  it("GETs /analytics_code from the page's own origin and answers the head and body snippets", async () => {
    const fetch = fetchStub().resolves(
      jsonResponse(200, { analytics_code: BODY, head_analytics_code: HEAD }),
    );
    expect(await new FetchAnalyticsCodeAdapter(client(fetch)).analyticsCode()).to.deep.equal(
      right({ head: HEAD, body: BODY }),
    );
    expectGet(fetch, '/analytics_code');
  });

  it('reads a missing or null snippet as none', async () => {
    const fetch = fetchStub().resolves(jsonResponse(200, { analytics_code: null }));
    expect(await new FetchAnalyticsCodeAdapter(client(fetch)).analyticsCode()).to.deep.equal(
      right({ head: '', body: '' }),
    );
  });

  it('answers a decode failure for a body of another shape (a snippet that is not text, a list), and logs it', async () => {
    for (const body of [{ analytics_code: 42, head_analytics_code: '' }, [BODY], 'code']) {
      const logger = loggerSpy();
      const result = await new FetchAnalyticsCodeAdapter(
        client(fetchStub().resolves(jsonResponse(200, body)), logger),
      ).analyticsCode();
      expect(result._tag === 'Left' && result.left.kind, JSON.stringify(body)).to.equal('decode');
      expect(logger.warn.called || logger.error.called, JSON.stringify(body)).to.equal(true);
    }
  });

  it('answers the failure of a refused or broken call: a status, a network failure', async () => {
    expect(
      await new FetchAnalyticsCodeAdapter(
        client(fetchStub().resolves(textResponse(403, 'no'))),
      ).analyticsCode(),
    ).to.deep.equal(left({ kind: 'http', status: 403 }));
    expect(
      await new FetchAnalyticsCodeAdapter(
        client(fetchStub().rejects(new TypeError('offline'))),
      ).analyticsCode(),
    ).to.deep.equal(left({ kind: 'network' }));
  });
});
