import { expect } from 'chai';
import sinon from 'sinon';
import * as t from 'io-ts';
import { left, right } from 'fp-ts/Either';
import {
  encodeFields,
  formBody,
  HttpClient,
  jsonBody,
  validationMessages,
} from '../../../adapters/http/http-client.js';
import {
  BASE_URL,
  client,
  fetchStub,
  formOf,
  jsonResponse,
  loggerSpy,
  sent,
  TOKEN,
  textResponse,
} from '../support/fake-fetch.js';

const Thing = t.type({ name: t.string, count: t.Int });

describe('HttpClient', () => {
  describe('GET', () => {
    it('asks for JSON at the platform path with same-origin credentials and decodes the answer', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { name: 'Taunton', count: 3 }));
      const result = await client(fetch).get('/thing.ljson', Thing);
      expect(result).to.deep.equal(right({ name: 'Taunton', count: 3 }));
      const request = sent(fetch);
      expect(request.url).to.equal(`${BASE_URL}/thing.ljson`);
      expect(request.method).to.equal('GET');
      expect(request.headers['Accept']).to.equal('application/json');
      expect(request.init.credentials).to.equal('same-origin');
      expect(request.init.redirect).to.equal('follow');
      expect(request.rawBody).to.equal(undefined);
    });

    it('calls fetch unbound, as the browser requires (fetch refuses any other this)', async () => {
      const fetch = fetchStub().callsFake(function (this: unknown) {
        if (this !== undefined && this !== globalThis)
          return Promise.reject(new TypeError('Illegal invocation'));
        return Promise.resolve(jsonResponse(200, { name: 'a', count: 1 }));
      });
      expect(await client(fetch).get('/thing.ljson', Thing)).to.deep.equal(
        right({ name: 'a', count: 1 }),
      );
    });

    it('sends no authenticity token on a GET', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { name: 'a', count: 1 }));
      await client(fetch).get('/thing.ljson', Thing);
      expect(sent(fetch).headers['X-CSRF-Token']).to.equal(undefined);
      expect(sent(fetch).url).not.to.include(TOKEN);
    });

    it('encodes the query with URLSearchParams and leaves out empty values', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { name: 'a', count: 1 }));
      await client(fetch).get('/address_lookup', Thing, {
        query: {
          autocomplete: '1 High St & Co?',
          id: undefined,
          other: null,
          n: 2,
          nan: Number.NaN,
          flag: true,
        },
      });
      const request = sent(fetch);
      expect(request.url).to.equal(
        `${BASE_URL}/address_lookup?autocomplete=1+High+St+%26+Co%3F&n=2&flag=true`,
      );
      expect(request.query.get('autocomplete')).to.equal('1 High St & Co?');
    });

    it('appends the query to a path that already has one', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { name: 'a', count: 1 }));
      await client(fetch).get('/search.ljson?channel=sales', Thing, { query: { page: 2 } });
      expect(sent(fetch).url).to.equal(`${BASE_URL}/search.ljson?channel=sales&page=2`);
    });

    it('joins a base URL with a trailing slash and a path without a leading one', () => {
      const http = new HttpClient({
        fetch: fetchStub(),
        baseUrl: 'https://a.example/',
        authenticityToken: () => TOKEN,
      });
      expect(http.urlFor('user.ljson')).to.equal('https://a.example/user.ljson');
      expect(http.urlFor('/user.ljson')).to.equal('https://a.example/user.ljson');
      expect(http.urlFor('https://stats.example/x')).to.equal('https://stats.example/x');
    });
  });

  describe('POST', () => {
    it('sends a form body with the authenticity token as a field and as the X-CSRF-Token header', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      const result = await client(fetch).post(
        '/session',
        formBody({ username: 'ann@example.com', password: 'p&ss=word' }),
      );
      expect(result).to.deep.equal(right(undefined));
      const request = sent(fetch);
      expect(request.method).to.equal('POST');
      expect(request.headers['Content-Type']).to.equal(
        'application/x-www-form-urlencoded;charset=UTF-8',
      );
      expect(request.headers['X-CSRF-Token']).to.equal(TOKEN);
      expect(request.headers['Accept']).to.equal('application/json');
      expect(formOf(request)).to.deep.equal({
        username: 'ann@example.com',
        password: 'p&ss=word',
        authenticity_token: TOKEN,
      });
    });

    it('is not done when the browser followed a redirect to a page, whatever its status, and logs it', async () => {
      const logger = loggerSpy();
      const page = Object.defineProperties(textResponse(200, '<!doctype html>'), {
        redirected: { value: true },
        url: { value: 'https://agency.example/sign-in' },
      });
      const fetch = fetchStub().resolves(page);
      expect(await client(fetch, logger).post('/leads', formBody())).to.deep.equal(
        left({ kind: 'decode', detail: 'answered with a redirect to a page' }),
      );
      expect(logger.warn.calledOnce).to.equal(true);
      const decoded = fetchStub().resolves(
        Object.defineProperties(jsonResponse(200, { ok: true }), { redirected: { value: true } }),
      );
      expect(
        (await client(decoded).postDecoded('/saved_properties.ljson', formBody(), t.unknown))._tag,
      ).to.equal('Left');
    });

    it('adds the method override field for put and delete', async () => {
      const fetch = fetchStub().callsFake(async () => textResponse(200, ''));
      const http = client(fetch);
      await http.post('/user.ljson', formBody({ first_name: 'Ann' }), { methodOverride: 'put' });
      await http.post('/session', formBody(), { methodOverride: 'delete' });
      expect(formOf(sent(fetch, 0))).to.deep.equal({
        first_name: 'Ann',
        _method: 'put',
        authenticity_token: TOKEN,
      });
      expect(formOf(sent(fetch, 1))).to.deep.equal({
        _method: 'delete',
        authenticity_token: TOKEN,
      });
    });

    it('does not let a field named like the token or override replace them', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      await client(fetch).post('/x', formBody({ authenticity_token: 'forged', _method: 'get' }), {
        methodOverride: 'delete',
      });
      expect(formOf(sent(fetch))).to.deep.equal({ authenticity_token: TOKEN, _method: 'delete' });
    });

    it('sends a JSON body with the token inside it and in the header', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { ok: true }));
      await client(fetch).post('/leads', jsonBody({ lead: { message: 'Hello' } }));
      const request = sent(fetch);
      expect(request.headers['Content-Type']).to.equal('application/json');
      expect(request.headers['X-CSRF-Token']).to.equal(TOKEN);
      expect(request.json).to.deep.equal({ lead: { message: 'Hello' }, authenticity_token: TOKEN });
    });

    it('reads the token on every request, so a refreshed token is used', async () => {
      const fetch = fetchStub().callsFake(async () => textResponse(200, ''));
      let token = 'first';
      const http = new HttpClient({ fetch, baseUrl: BASE_URL, authenticityToken: () => token });
      await http.post('/a', formBody());
      token = 'second';
      await http.post('/a', formBody());
      expect(sent(fetch, 0).form.get('authenticity_token')).to.equal('first');
      expect(sent(fetch, 1).form.get('authenticity_token')).to.equal('second');
    });

    it('never sends the token to another origin', async () => {
      const fetch = fetchStub().callsFake(async () => textResponse(200, ''));
      const http = client(fetch);
      await http.post(
        'https://stats.example/exposures/create_many',
        jsonBody({ property_ids: ['1'] }),
      );
      await http.post('//stats.example/x', formBody({ a: '1' }));
      expect(sent(fetch, 0).json).to.deep.equal({ property_ids: ['1'] });
      expect(sent(fetch, 0).headers['X-CSRF-Token']).to.equal(undefined);
      expect(sent(fetch, 1).rawBody).to.equal('a=1');
    });

    it('sends the token to an absolute URL on its own origin', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      await client(fetch).post(`${BASE_URL}/exposures/create_many`, jsonBody({}));
      expect(sent(fetch).json).to.deep.equal({ authenticity_token: TOKEN });
    });

    it('leaves out an empty token', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      await client(fetch, loggerSpy(), { token: '' }).post('/a', formBody({ a: 'b' }));
      expect(sent(fetch).rawBody).to.equal('a=b');
      expect(sent(fetch).headers['X-CSRF-Token']).to.equal(undefined);
    });

    it('ignores the answer body when only the status matters', async () => {
      const fetch = fetchStub().resolves(textResponse(200, '<html>not json</html>'));
      expect(await client(fetch).post('/a', formBody())).to.deep.equal(right(undefined));
    });

    it('decodes the answer of postDecoded', async () => {
      const fetch = fetchStub().resolves(jsonResponse(201, { name: 'n', count: 2 }));
      expect(await client(fetch).postDecoded('/a', formBody(), Thing)).to.deep.equal(
        right({ name: 'n', count: 2 }),
      );
    });
  });

  describe('failures', () => {
    for (const status of [400, 401, 403, 404, 500, 503]) {
      it(`answers an http failure for status ${status} (fetch does not reject on it)`, async () => {
        const fetch = fetchStub().resolves(jsonResponse(status, { error: 'x' }));
        expect(await client(fetch).get('/thing.ljson', Thing)).to.deep.equal(
          left({ kind: 'http', status }),
        );
      });
    }

    it('treats a 422 with an errors list as a validation failure', async () => {
      const fetch = fetchStub().resolves(jsonResponse(422, { errors: ['is too short', 7, ''] }));
      expect(await client(fetch).post('/user.ljson', formBody())).to.deep.equal(
        left({ kind: 'validation', errors: ['is too short'] }),
      );
    });

    it('reads validationErrors or a message from a 422 too', async () => {
      const fetch = fetchStub();
      fetch.onCall(0).resolves(jsonResponse(422, { validationErrors: ['Email is taken'] }));
      fetch.onCall(1).resolves(jsonResponse(422, { message: ' Email is taken ' }));
      const http = client(fetch);
      expect(await http.post('/a', formBody())).to.deep.equal(
        left({ kind: 'validation', errors: ['Email is taken'] }),
      );
      expect(await http.post('/a', formBody())).to.deep.equal(
        left({ kind: 'validation', errors: ['Email is taken'], message: 'Email is taken' }),
      );
    });

    it('keeps a 422 without messages, or with an unreadable body, as an http failure', async () => {
      const fetch = fetchStub();
      fetch.onCall(0).resolves(jsonResponse(422, { errors: [] }));
      fetch.onCall(1).resolves(textResponse(422, 'oops'));
      const http = client(fetch);
      expect(await http.post('/a', formBody())).to.deep.equal(left({ kind: 'http', status: 422 }));
      expect(await http.post('/a', formBody())).to.deep.equal(left({ kind: 'http', status: 422 }));
    });

    it('treats statuses outside okStatuses as http failures', async () => {
      const fetch = fetchStub().resolves(jsonResponse(201, { ok: true }));
      expect(await client(fetch).post('/leads', jsonBody({}), { okStatuses: [200] })).to.deep.equal(
        left({ kind: 'http', status: 201 }),
      );
    });

    it('maps a rejected fetch (TypeError) to a network failure and logs it', async () => {
      const logger = loggerSpy();
      const fetch = fetchStub().rejects(new TypeError('Failed to fetch'));
      expect(await client(fetch, logger).get('/thing.ljson', Thing)).to.deep.equal(
        left({ kind: 'network' }),
      );
      expect(logger.warn.firstCall.args[0]).to.equal(
        'GET /thing.ljson: request failed (TypeError)',
      );
    });

    it('maps a failure while reading the body to a network failure', async () => {
      const response = jsonResponse(200, {});
      sinon.stub(response, 'text').rejects(new TypeError('network error'));
      const fetch = fetchStub().resolves(response);
      expect(await client(fetch).get('/thing.ljson', Thing)).to.deep.equal(
        left({ kind: 'network' }),
      );
    });

    it('maps a malformed JSON body to a decode failure and logs it without the body', async () => {
      const logger = loggerSpy();
      const fetch = fetchStub().resolves(textResponse(200, '{"name": "secret@example.com"'));
      expect(await client(fetch, logger).get('/thing.ljson', Thing)).to.deep.equal(
        left({ kind: 'decode', detail: 'malformed JSON body' }),
      );
      expect(logger.warn.firstCall.args[0]).to.equal('GET /thing.ljson: malformed JSON body');
    });

    it('maps an empty body to a decode failure when a body was expected', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      expect(await client(fetch).get('/thing.ljson', Thing)).to.deep.equal(
        left({ kind: 'decode', detail: 'empty body where JSON was expected' }),
      );
    });

    it('maps a body of the wrong shape to a decode failure naming the path, never the value', async () => {
      const logger = loggerSpy();
      const fetch = fetchStub().resolves(
        jsonResponse(200, { name: 'secret@example.com', count: 'many' }),
      );
      const result = await client(fetch, logger).get('/thing.ljson', Thing);
      expect(result).to.deep.equal(
        left({ kind: 'decode', detail: 'count: expected Int, got string' }),
      );
      const logged = logger.warn.firstCall.args[0];
      expect(logged).to.equal(
        'GET /thing.ljson: unexpected body shape: count: expected Int, got string',
      );
      expect(logged).not.to.include('many');
    });
  });

  describe('time-out', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => clock.restore());

    /** A fetch that, like the real one, only settles when aborted. */
    function hangingFetch() {
      return fetchStub().callsFake(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
    }

    it('gives up after 20 s by default with a timeout failure and aborts the request', async () => {
      const fetch = hangingFetch();
      const pending = client(fetch).get('/thing.ljson', Thing);
      await clock.tickAsync(19_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await clock.tickAsync(0);
      expect(settled).to.equal(false);
      await clock.tickAsync(1);
      expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
      expect(sent(fetch).init.signal?.aborted).to.equal(true);
    });

    it('honours a configured time-out even when fetch ignores the abort', async () => {
      const fetch = fetchStub().returns(new Promise<Response>(() => undefined));
      const pending = client(fetch, loggerSpy(), { timeoutMs: 500 }).post('/a', formBody());
      await clock.tickAsync(500);
      expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
    });

    it('times out a body that stops arriving', async () => {
      const response = jsonResponse(200, {});
      sinon.stub(response, 'text').returns(new Promise<string>(() => undefined));
      const fetch = fetchStub().resolves(response);
      const pending = client(fetch).get('/thing.ljson', Thing);
      await clock.tickAsync(20_000);
      expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
    });

    it('clears its timer once the answer is in', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { name: 'a', count: 1 }));
      await client(fetch).get('/thing.ljson', Thing);
      expect(clock.countTimers()).to.equal(0);
    });
  });

  describe('reporting a redirect', () => {
    const Any = t.unknown;
    /** What a browser's fetch answers after following a redirect to `url`. */
    const followedTo = (url: string): Response =>
      Object.defineProperties(textResponse(200, '<!doctype html>'), {
        redirected: { value: true },
        url: { value: url },
      });

    it('lets the browser follow it and answers where it led, as a site path on our origin', async () => {
      const fetch = fetchStub().resolves(followedTo(`${BASE_URL.replace(/\/+$/, '')}/?tab=1`));
      const result = await client(fetch).postReportingRedirect('/user.ljson', formBody(), Any, {
        methodOverride: 'put',
      });
      expect(result).to.deep.equal(right({ kind: 'redirect', location: '/?tab=1' }));
      expect(sent(fetch).init.redirect).to.equal('follow');
    });

    it('answers another origin as it is (the navigation refuses to leave the site)', async () => {
      expect(
        await client(
          fetchStub().resolves(followedTo('https://elsewhere.example/account')),
        ).postReportingRedirect('/user.ljson', formBody(), Any),
      ).to.deep.equal(right({ kind: 'redirect', location: 'https://elsewhere.example/account' }));
    });

    it('answers the Location of a 302 a fetch hands back unfollowed', async () => {
      const fetch = fetchStub().resolves(textResponse(302, '', { Location: '/user' }));
      const result = await client(fetch).postReportingRedirect('/user.ljson', formBody(), Any, {
        methodOverride: 'put',
      });
      expect(result).to.deep.equal(right({ kind: 'redirect', location: '/user' }));
    });

    it('answers an http failure for a 302 without a Location, and logs it', async () => {
      const logger = loggerSpy();
      const fetch = fetchStub().resolves(textResponse(302, ''));
      expect(
        await client(fetch, logger).postReportingRedirect('/user.ljson', formBody(), Any),
      ).to.deep.equal(left({ kind: 'http', status: 302 }));
      expect(logger.warn.calledOnce).to.equal(true);
    });

    it('answers an http failure for the browser opaque redirect, whose Location cannot be read', async () => {
      const opaque = {
        type: 'opaqueredirect',
        status: 0,
        headers: new Headers(),
        text: async () => '',
      } as unknown as Response;
      const fetch = fetchStub().resolves(opaque);
      expect(
        await client(fetch).postReportingRedirect('/user.ljson', formBody(), Any),
      ).to.deep.equal(left({ kind: 'http', status: 302 }));
    });

    it('answers ok with the decoded body of a 200', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { ok: true }));
      expect(
        await client(fetch).postReportingRedirect('/user.ljson', formBody(), Any),
      ).to.deep.equal(right({ kind: 'ok', value: { ok: true } }));
    });

    it('answers a decode failure for an unparseable 200', async () => {
      const fetch = fetchStub().resolves(textResponse(200, 'not json'));
      expect(
        await client(fetch).postReportingRedirect('/user.ljson', formBody(), Any),
      ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
    });

    it('passes failures of the exchange through', async () => {
      const fetch = fetchStub();
      fetch.onCall(0).resolves(jsonResponse(422, { errors: ['is too short'] }));
      fetch.onCall(1).rejects(new TypeError('offline'));
      const http = client(fetch);
      expect(await http.postReportingRedirect('/user.ljson', formBody(), Any)).to.deep.equal(
        left({ kind: 'validation', errors: ['is too short'] }),
      );
      expect(await http.postReportingRedirect('/user.ljson', formBody(), Any)).to.deep.equal(
        left({ kind: 'network' }),
      );
    });
  });

  describe('encodeFields', () => {
    it('writes booleans and numbers as text and leaves out null, undefined and non-finite numbers', () => {
      expect(
        encodeFields({ a: true, b: false, c: 0, d: null, e: undefined, f: Infinity, g: 'x y' }),
      ).to.equal('a=true&b=false&c=0&g=x+y');
    });
  });

  describe('validationMessages', () => {
    it('finds no messages in bodies that are not objects', () => {
      expect(validationMessages(null)).to.deep.equal([]);
      expect(validationMessages(['a'])).to.deep.equal([]);
      expect(validationMessages('a')).to.deep.equal([]);
      expect(validationMessages({ message: '  ' })).to.deep.equal([]);
    });
  });
});
