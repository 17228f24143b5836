import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchTrackingAdapter } from '../../../adapters/http/fetch-tracking.adapter.js';
import { client, fetchStub, sent, TOKEN, textResponse } from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

function tracking(fetch: FetchStub, exposuresUrl?: string) {
  return new FetchTrackingAdapter({
    http: client(fetch),
    domain: 'www.agency.example',
    ...(exposuresUrl !== undefined ? { exposuresUrl } : {}),
  });
}

describe('FetchTrackingAdapter', () => {
  it('POSTs /property_views as JSON with property_id, domain and the token', async () => {
    const fetch = fetchStub().resolves(textResponse(200, ''));
    expect(await tracking(fetch).propertyView('7')).to.deep.equal(right(undefined));
    expect(sent(fetch).method).to.equal('POST');
    expect(sent(fetch).path).to.equal('/property_views');
    expect(sent(fetch).json).to.deep.equal({
      property_id: '7',
      domain: 'www.agency.example',
      authenticity_token: TOKEN,
    });
  });

  it('POSTs {exposuresUrl}/create_many with property_ids, domain and event_type, without our token to another origin', async () => {
    const fetch = fetchStub().resolves(textResponse(201, ''));
    expect(
      await tracking(fetch, 'https://stats.example/exposures/').exposures(
        ['1', '2'],
        'search_results',
      ),
    ).to.deep.equal(right(undefined));
    expect(sent(fetch).url).to.equal('https://stats.example/exposures/create_many');
    expect(sent(fetch).json).to.deep.equal({
      property_ids: ['1', '2'],
      domain: 'www.agency.example',
      event_type: 'search_results',
    });
    expect(sent(fetch).headers['X-CSRF-Token']).to.equal(undefined);
  });

  it('posts exposures to a same-site path with the token', async () => {
    const fetch = fetchStub().resolves(textResponse(200, ''));
    await tracking(fetch, '/exposures').exposures(['1'], 'map');
    expect(sent(fetch).url).to.equal('https://agency.example/exposures/create_many');
    expect(sent(fetch).json).to.deep.include({ authenticity_token: TOKEN });
  });

  it('makes no exposures call without an exposures URL or without properties', async () => {
    const fetch = fetchStub();
    expect(await tracking(fetch).exposures(['1'], 'map')).to.deep.equal(right(undefined));
    expect(await tracking(fetch, '  ').exposures(['1'], 'map')).to.deep.equal(right(undefined));
    expect(await tracking(fetch, '/exposures').exposures([], 'map')).to.deep.equal(
      right(undefined),
    );
    expect(fetch.called).to.equal(false);
  });

  it('POSTs the cookie-consent status to /ajax-events/logs', async () => {
    const fetch = fetchStub().resolves(textResponse(200, ''));
    await tracking(fetch).consentLog('rejected');
    expect(sent(fetch).path).to.equal('/ajax-events/logs');
    expect(sent(fetch).json).to.deep.equal({
      event_type: 'cookie_consent',
      status: 'rejected',
      domain: 'www.agency.example',
      authenticity_token: TOKEN,
    });
  });

  it('answers failures as values', async () => {
    expect(
      await tracking(fetchStub().resolves(textResponse(500, ''))).propertyView('7'),
    ).to.deep.equal(left({ kind: 'http', status: 500 }));
    expect(
      await tracking(fetchStub().rejects(new TypeError('blocked'))).consentLog('accepted'),
    ).to.deep.equal(left({ kind: 'network' }));
  });
});
