/**
 * The platform rotates the authenticity token at sign-in, registration and sign-out and sends the
 * new one in X-CSRF-Token; the client hands it on, so the next state-changing call carries it.
 */
import { expect } from 'chai';
import sinon from 'sinon';
import * as t from 'io-ts';
import { formBody, HttpClient, jsonBody } from '../../../adapters/http/http-client.js';
import {
  BASE_URL,
  fetchStub,
  jsonResponse,
  loggerSpy,
  sent,
  textResponse,
  type FetchStub,
} from '../support/fake-fetch.js';

/** A client with a token holder, as the composition root builds it. */
function rotatingClient(fetch: FetchStub, initial = 'page-token', tokenSource?: string) {
  let token = initial;
  const onAuthenticityToken = sinon.spy((next: string) => {
    token = next;
  });
  const http = new HttpClient({
    fetch,
    baseUrl: BASE_URL,
    authenticityToken: () => token,
    onAuthenticityToken,
    logger: loggerSpy(),
    ...(tokenSource ? { tokenSource } : {}),
  });
  return { http, onAuthenticityToken };
}

const REFUSED = () => jsonResponse(403, { error: 'invalid-authenticity-token' });

describe('HttpClient: a rotated authenticity token', () => {
  it('sends the token from a sign-in answer with the next POST, in X-CSRF-Token and the body', async () => {
    const fetch = fetchStub();
    fetch
      .onFirstCall()
      .resolves(jsonResponse(200, { message: 'Signed in' }, { 'X-CSRF-Token': 'after-sign-in' }));
    fetch.resolves(textResponse(200, ''));
    const { http } = rotatingClient(fetch);

    await http.post('/session', formBody({ username: 'ann@example.com', password: 'secret' }));
    await http.post('/saved_properties.ljson', formBody({ property_ids: '12' }));
    await http.post('/leads', jsonBody({ lead: {} }));

    expect(sent(fetch, 0).form.get('authenticity_token')).to.equal('page-token');
    expect(sent(fetch, 1).headers['X-CSRF-Token']).to.equal('after-sign-in');
    expect(sent(fetch, 1).form.get('authenticity_token')).to.equal('after-sign-in');
    expect(sent(fetch, 2).headers['X-CSRF-Token']).to.equal('after-sign-in');
    expect(sent(fetch, 2).json).to.deep.include({ authenticity_token: 'after-sign-in' });
  });

  it('renews a token the platform refused (another tab signed in or out) and sends the write once more', async () => {
    const fetch = fetchStub();
    fetch.onCall(0).resolves(REFUSED());
    fetch.onCall(1).resolves(jsonResponse(200, { user_id: null }, { 'X-CSRF-Token': 'other-tab' }));
    fetch.onCall(2).resolves(jsonResponse(200, { ok: true }));
    const { http } = rotatingClient(fetch, 'page-token', '/user.ljson');

    const result = await http.post('/leads', jsonBody({ lead: { message: 'Hello' } }));

    expect(result._tag).to.equal('Right');
    expect([sent(fetch, 0).path, sent(fetch, 1).path, sent(fetch, 2).path]).to.deep.equal([
      '/leads',
      '/user.ljson',
      '/leads',
    ]);
    expect(sent(fetch, 1).method).to.equal('GET');
    expect(sent(fetch, 2).json).to.deep.include({
      authenticity_token: 'other-tab',
      lead: { message: 'Hello' },
    });
  });

  it('sends once more only: a second refusal, or no new token to be had, is the answer', async () => {
    const twice = fetchStub();
    twice.onCall(0).resolves(REFUSED());
    twice.onCall(1).resolves(jsonResponse(200, { user_id: null }, { 'X-CSRF-Token': 'other-tab' }));
    twice.onCall(2).resolves(REFUSED());
    expect(
      await rotatingClient(twice, 'page-token', '/user.ljson').http.post('/leads', jsonBody({})),
    ).to.deep.equal({ _tag: 'Left', left: { kind: 'http', status: 403 } });
    expect(twice.callCount).to.equal(3);

    const unchanged = fetchStub();
    unchanged.onCall(0).resolves(REFUSED());
    unchanged.onCall(1).resolves(jsonResponse(200, { user_id: null }));
    expect(
      (
        await rotatingClient(unchanged, 'page-token', '/user.ljson').http.post(
          '/leads',
          jsonBody({}),
        )
      )._tag,
    ).to.equal('Left');
    expect(unchanged.callCount).to.equal(2);
  });

  it('does not renew for other refusals, nor without a token source', async () => {
    const forbidden = fetchStub().resolves(jsonResponse(403, { error: 'forbidden' }));
    await rotatingClient(forbidden, 'page-token', '/user.ljson').http.post('/leads', jsonBody({}));
    expect(forbidden.callCount).to.equal(1);
    const noSource = fetchStub().resolves(REFUSED());
    await rotatingClient(noSource).http.post('/leads', jsonBody({}));
    expect(noSource.callCount).to.equal(1);
  });

  it('picks the token up from a GET answer too', async () => {
    const fetch = fetchStub().resolves(
      jsonResponse(200, { user_id: null }, { 'X-CSRF-Token': 'fresh-session' }),
    );
    const { http, onAuthenticityToken } = rotatingClient(fetch);
    await http.get('/user.ljson', t.unknown);
    expect(onAuthenticityToken.calledOnceWithExactly('fresh-session')).to.equal(true);
  });

  it('picks the token up from an error status (a 403 for a stale token carries the current one)', async () => {
    const fetch = fetchStub().resolves(
      jsonResponse(403, { error: 'invalid-authenticity-token' }, { 'X-CSRF-Token': 'current' }),
    );
    const { http, onAuthenticityToken } = rotatingClient(fetch);
    const result = await http.post('/session', formBody(), {});
    expect(result._tag).to.equal('Left');
    expect(onAuthenticityToken.calledOnceWithExactly('current')).to.equal(true);
  });

  it('picks the token up from a redirect it does not follow', async () => {
    const fetch = fetchStub().resolves(
      textResponse(302, '', { Location: '/#/user', 'X-CSRF-Token': 'redirected' }),
    );
    const { http, onAuthenticityToken } = rotatingClient(fetch);
    await http.postReportingRedirect('/user.ljson', formBody(), t.unknown, {
      methodOverride: 'put',
    });
    expect(onAuthenticityToken.calledOnceWithExactly('redirected')).to.equal(true);
  });

  it("never takes a token from another origin's answer", async () => {
    const fetch = fetchStub();
    fetch.onFirstCall().resolves(textResponse(200, '', { 'X-CSRF-Token': 'planted' }));
    fetch.resolves(textResponse(200, ''));
    const { http, onAuthenticityToken } = rotatingClient(fetch);
    await http.post(
      'https://stats.example/exposures/create_many',
      jsonBody({ property_ids: ['1'] }),
    );
    await http.post('/session', formBody());
    expect(onAuthenticityToken.called).to.equal(false);
    expect(sent(fetch, 1).form.get('authenticity_token')).to.equal('page-token');
  });

  it('keeps the token when the header is absent or blank', async () => {
    const fetch = fetchStub();
    fetch.onFirstCall().resolves(textResponse(200, '', { 'X-CSRF-Token': '   ' }));
    fetch.resolves(textResponse(200, ''));
    const { http, onAuthenticityToken } = rotatingClient(fetch);
    await http.post('/a', formBody());
    await http.post('/b', formBody());
    expect(onAuthenticityToken.called).to.equal(false);
    expect(sent(fetch, 1).form.get('authenticity_token')).to.equal('page-token');
  });

  it('works without a listener (the option is optional)', async () => {
    const fetch = fetchStub().resolves(textResponse(200, '', { 'X-CSRF-Token': 'ignored' }));
    const http = new HttpClient({
      fetch,
      baseUrl: BASE_URL,
      authenticityToken: () => 'page-token',
      logger: loggerSpy(),
    });
    expect((await http.post('/session', formBody()))._tag).to.equal('Right');
  });
});
