/**
 * The sandbox's side of cookie consent (SPEC §3 cookie_consent_config, §7 GET /analytics_code and
 * POST /ajax-events/logs): each demo agency's banner setting, the analytics code it serves (to its
 * own pages only), and the consent logs it keeps for the tests to read back.
 */
import { expect } from 'chai';
import { useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';
import { ANALYTICS_TAG_PATH } from '../../sandbox/analytics.js';
import { OAKFIELD } from '../../sandbox/seed/oakfield.js';

describe('sandbox cookie consent', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)));

  const cookieLogs = async (agency: string) =>
    (
      (await (await fetch(`${t.url}/__sandbox/data?agency=${agency}`)).json()) as {
        cookieLogs: { status: string; details: Record<string, string> }[];
      }
    ).cookieLogs;

  describe('cookie_consent_config in the settings object', () => {
    it('Oakfield & Vale has the banner on, in its own words, with its cookie policy', async () => {
      const { settings } = await visitor.page('/');
      // The agency's own banner words pass through whole.
      expect(settings['cookie_consent_config']).to.deep.equal(OAKFIELD.cookieConsent);
      expect(settings['cookie_consent_config']).to.include({
        enabled: true,
        policyUrl: '/cookie-policy',
        acceptText: 'Accept all cookies',
      });
      expect((await visitor.page('/cookie-policy')).status).to.equal(200);
    });

    it('Harbour Homes has it off (no analytics, strictly necessary cookies only), and its cookie policy says so', async () => {
      const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
      expect((await harbour.page('/')).settings['cookie_consent_config']).to.deep.equal({
        enabled: false,
      });
      const policy = await harbour.page('/articles/cookie-policy');
      expect(policy.html).to.include('we do not ask for your consent');
    });
  });

  describe('GET /analytics_code', () => {
    it("answers Oakfield's head and body code: the head loads the sandbox's tag between two inline scripts, the body pushes analytics_ready", async () => {
      const response = await visitor.fetch('/analytics_code', {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(response.status).to.equal(200);
      expect(response.headers.get('access-control-allow-origin')).to.equal(null);
      const code = (await response.json()) as {
        analytics_code: string;
        head_analytics_code: string;
      };
      const head = code.head_analytics_code;
      expect(head.indexOf('loaded.push("head")')).to.be.lessThan(
        head.indexOf(`src="${ANALYTICS_TAG_PATH}"`),
      );
      expect(head.indexOf(`src="${ANALYTICS_TAG_PATH}"`)).to.be.lessThan(
        head.indexOf('loaded.push("head:after-tag")'),
      );
      expect(code.analytics_code)
        .to.include('loaded.push("body")')
        .and.to.include('dataLayer.push({event:"analytics_ready",agency:"oakfield"})');
    });

    it('serves the tag the head code loads, as JavaScript', async () => {
      const tag = await visitor.fetch(ANALYTICS_TAG_PATH);
      expect(tag.status).to.equal(200);
      expect(tag.headers.get('content-type')).to.match(/^text\/javascript/);
      expect(await tag.text()).to.include('loaded.push("tag")');
    });

    it('answers Harbour, which has no analytics, with empty code', async () => {
      const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
      expect(await (await harbour.fetch('/analytics_code')).json()).to.deep.equal({
        analytics_code: '',
        head_analytics_code: '',
      });
    });

    it("refuses another site's request (code that runs in the page is for the site's own pages only)", async () => {
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
      ] as Record<string, string>[]) {
        const response = await visitor.fetch('/analytics_code', { headers });
        expect(response.status, JSON.stringify(headers)).to.equal(403);
        expect(await response.text(), JSON.stringify(headers)).to.not.include('agencyAnalytics');
      }
      expect(
        (await visitor.fetch('/analytics_code', { headers: { origin: t.url } })).status,
      ).to.equal(200);
    });
  });

  describe('POST /ajax-events/logs', () => {
    it('stores the status the front end sends, with its event type and domain, for the tests to read back', async () => {
      await visitor.page('/');
      const response = await visitor.postJson('/ajax-events/logs', {
        event_type: 'cookie_consent',
        status: 'rejected',
        domain: 'localhost',
      });
      expect(response.status).to.equal(200);
      const logs = await cookieLogs('oakfield');
      expect(logs.at(-1)?.status).to.equal('rejected');
      expect(logs.at(-1)?.details).to.deep.include({
        event_type: 'cookie_consent',
        domain: 'localhost',
      });
    });

    it('refuses a missing or unknown status, and a call without the authenticity token', async () => {
      await visitor.page('/');
      const before = (await cookieLogs('oakfield')).length;
      expect(
        (await visitor.postJson('/ajax-events/logs', { event_type: 'cookie_consent' })).status,
      ).to.equal(422);
      expect((await visitor.postJson('/ajax-events/logs', { status: 'maybe' })).status).to.equal(
        422,
      );
      expect(
        (await visitor.postJson('/ajax-events/logs', { status: 'accepted' }, false)).status,
      ).to.equal(403);
      expect(await cookieLogs('oakfield')).to.have.length(before);
    });
  });

  describe("POST /cookie_consent (the banner's form, sent by a page that runs no script)", () => {
    it('sets the consent cookie for a year, logs the choice and sends the visitor back to the page', async () => {
      await visitor.page('/property-for-sale');
      const before = (await cookieLogs('oakfield')).length;
      const response = await visitor.postForm('/cookie_consent', {
        decision: 'rejected',
        return_to: '/property-for-sale',
      });
      expect(response.status).to.equal(303);
      expect(response.headers.get('location')).to.equal('/property-for-sale');
      expect(response.headers.getSetCookie()).to.include(
        'agency_cookie_consent=rejected; Max-Age=31536000; Path=/; SameSite=Lax',
      );
      const logs = await cookieLogs('oakfield');
      expect(logs).to.have.length(before + 1);
      expect(logs.at(-1)).to.deep.include({ status: 'rejected' });
      expect(logs.at(-1)?.details).to.deep.include({
        event_type: 'cookie_consent',
        sent_as: 'form',
      });
    });

    it('sends the visitor back to a path of this site only, else to the home page', async () => {
      for (const away of [
        'https://evil.example/',
        '//evil.example/x',
        '/\\evil.example',
        'javascript:alert(1)',
        '',
      ]) {
        // (This tab keeps one cookie: the page gives it its session back after the consent cookie.)
        await visitor.page('/');
        const response = await visitor.postForm('/cookie_consent', {
          decision: 'accepted',
          return_to: away,
        });
        expect(response.headers.get('location'), away).to.equal('/');
      }
    });

    it('refuses an unknown decision, a post without the token, one from another site, and an agency without a banner', async () => {
      await visitor.page('/');
      const before = (await cookieLogs('oakfield')).length;
      expect(
        (await visitor.postForm('/cookie_consent', { decision: 'maybe', return_to: '/' })).status,
      ).to.equal(422);
      expect(
        (await visitor.postForm('/cookie_consent', { decision: 'accepted' }, false)).status,
      ).to.equal(403);
      const crossSite = await visitor.postForm('/cookie_consent', { decision: 'accepted' }, true, {
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.status).to.equal(403);
      expect(crossSite.headers.getSetCookie().join(';')).not.to.include('agency_cookie_consent');
      const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
      await harbour.page('/');
      expect((await harbour.postForm('/cookie_consent', { decision: 'accepted' })).status).to.equal(
        404,
      );
      expect(await cookieLogs('oakfield')).to.have.length(before);
    });
  });
});
