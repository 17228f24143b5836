/**
 * The sandbox's fake challenge service and the platform's check of `g-recaptcha-response`
 * (SPEC §4, §5 Bot check, §7): Harbour Homes has a site key, Oakfield & Vale none.
 */
import { expect } from 'chai';
import { right } from 'fp-ts/Either';
import { JSDOM, VirtualConsole } from 'jsdom';
import { RecaptchaAdapter } from '../../adapters/browser/recaptcha.adapter.js';
import { silentLogger } from '../../adapters/logger.js';
import { FakeRecaptcha, TOKEN_LIFETIME_MS, agencySiteKey } from '../../sandbox/recaptcha.js';
import { buildAgency } from '../../sandbox/seed/index.js';
import { sandboxControl } from './support/sandbox-controls.js';
import { useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

const HARBOUR_KEY = 'sandbox-harbour-site-key';
const NOW = new Date('2026-11-25T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('FakeRecaptcha', () => {
  it('issues tokens the platform accepts once, for the agency and site key they were issued for', () => {
    const fake = new FakeRecaptcha();
    const token = fake.challenge('harbour', HARBOUR_KEY, 'form_submit', NOW)!;
    expect(fake.verify(token, 'oakfield', HARBOUR_KEY, NOW)).to.deep.equal({
      ok: false,
      reason: 'wrong-site',
    });
    expect(fake.verify(token, 'harbour', 'another-key', NOW)).to.deep.equal({
      ok: false,
      reason: 'wrong-site',
    });
    expect(fake.verify(token, 'harbour', HARBOUR_KEY, later(1000))).to.deep.equal({
      ok: true,
      action: 'form_submit',
    });
    expect(fake.verify(token, 'harbour', HARBOUR_KEY, later(2000))).to.deep.equal({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('refuses a token older than two minutes, a missing one and a made-up one', () => {
    const fake = new FakeRecaptcha();
    const token = fake.challenge('harbour', HARBOUR_KEY, '', NOW)!;
    expect(fake.verify(token, 'harbour', HARBOUR_KEY, later(TOKEN_LIFETIME_MS + 1))).to.deep.equal({
      ok: false,
      reason: 'expired',
    });
    expect(fake.verify('', 'harbour', HARBOUR_KEY, NOW)).to.deep.equal({
      ok: false,
      reason: 'missing',
    });
    expect(fake.verify('token-123', 'harbour', HARBOUR_KEY, NOW)).to.deep.equal({
      ok: false,
      reason: 'malformed',
    });
    const [prefix, payload] = token.split('.');
    expect(fake.verify(`${prefix}.${payload}.forged`, 'harbour', HARBOUR_KEY, NOW)).to.deep.equal({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it("never accepts another sandbox's tokens", () => {
    const token = new FakeRecaptcha().challenge('harbour', HARBOUR_KEY, '', NOW)!;
    expect(new FakeRecaptcha().verify(token, 'harbour', HARBOUR_KEY, NOW)).to.deep.equal({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('makes the next challenges fail, or issue tokens the platform refuses, then passes again', () => {
    const fake = new FakeRecaptcha();
    fake.setOutcome('fail', 2);
    expect(fake.challenge('harbour', HARBOUR_KEY, '', NOW)).to.equal(undefined);
    expect(fake.challenge('harbour', HARBOUR_KEY, '', NOW)).to.equal(undefined);
    expect(fake.challenge('harbour', HARBOUR_KEY, '', NOW)).to.be.a('string');
    fake.setOutcome('invalid');
    for (let i = 0; i < 3; i++) {
      const token = fake.challenge('harbour', HARBOUR_KEY, '', NOW)!;
      expect(fake.verify(token, 'harbour', HARBOUR_KEY, NOW)).to.deep.equal({
        ok: false,
        reason: 'bad-signature',
      });
    }
    fake.reset();
    expect(fake.state()).to.deep.equal({ outcome: 'pass', remaining: null, challenges: 6 });
  });
});

describe('agencySiteKey', () => {
  it('is on for Harbour Homes and off for Oakfield & Vale', () => {
    expect(agencySiteKey(buildAgency('harbour', NOW))).to.equal(HARBOUR_KEY);
    expect(agencySiteKey(buildAgency('oakfield', NOW))).to.equal(undefined);
  });

  it('is off with the no-bot-check flag, whatever the key', () => {
    const harbour = buildAgency('harbour', NOW);
    for (const noBotCheck of [true, 'true', 1]) {
      expect(
        agencySiteKey({ ...harbour, themeSettings: { ...harbour.themeSettings, noBotCheck } }),
      ).to.equal(undefined);
    }
  });
});

describe('sandbox bot check', () => {
  let t: TestSandbox;
  let harbour: Visitor;
  let oakfield: Visitor;
  useTestSandbox((sandbox) => (t = sandbox));

  const data = async () =>
    (await (await fetch(`${t.url}/__sandbox/data`)).json()) as Record<
      string,
      Record<string, any>[]
    >;
  const leadCount = async () => (await data())['leads']!.length;
  const setOutcome = (outcome: string, times?: number) =>
    sandboxControl(t.url, 'POST', '/__sandbox/recaptcha', { outcome, ...(times ? { times } : {}) });
  /** A challenge as the fake script runs it, for the visitor's agency. */
  const challenge = async (visitor: Visitor, sitekey = HARBOUR_KEY) =>
    (await (
      await visitor.fetch('/__sandbox/recaptcha/challenge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey, action: 'lead' }),
      })
    ).json()) as {
      ok: boolean;
      token?: string;
      error?: string;
    };
  const client = {
    first_name: 'Ann',
    last_name: 'Smith',
    email: 'ann@example.com',
    tel_home: '01174960100',
    body: '',
    do_not_contact: 1,
  };
  const jsonLead = (extra: Record<string, unknown> = {}) => ({
    lead_client: client,
    lead: { message: 'Is it still available?', channel: 'selling' },
    marketing_preferences: { opt_in_terms: true },
    ...extra,
  });
  const propertyLead = (extra: Record<string, string> = {}) => ({
    'lead[message]': 'Could I view on Saturday?',
    'lead_client[first_name]': 'Ann',
    'lead_client[last_name]': 'Smith',
    'lead_client[email]': 'ann@example.com',
    'lead_client[tel_home]': '01174960100',
    'marketing_preferences[opt_in_terms]': '1',
    ...extra,
  });

  beforeEach(async () => {
    await sandboxControl(t.url, 'DELETE', '/__sandbox/recaptcha');
    harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
    oakfield = new Visitor(t.url);
    await harbour.page('/');
    await oakfield.page('/');
  });

  describe('the fake service', () => {
    it('serves the fake grecaptcha script', async () => {
      const response = await harbour.fetch('/__sandbox/recaptcha/api.js?render=explicit');
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/javascript/);
      expect(await response.text()).to.include('window.grecaptcha = grecaptcha');
    });

    it("points every agency's pages at it, and gives only Harbour Homes a site key", async () => {
      const { settings: h } = await harbour.page('/');
      const { settings: o } = await oakfield.page('/');
      expect(h['theme_settings']).to.include({
        recaptchaScriptUrl: '/__sandbox/recaptcha/api.js',
        recaptchaSiteKey: HARBOUR_KEY,
        recaptchaVersion: '3',
      });
      expect(o['theme_settings']).to.include({ recaptchaScriptUrl: '/__sandbox/recaptcha/api.js' });
      expect(o['theme_settings']).to.not.have.property('recaptchaSiteKey');
    });

    it("answers a challenge for the agency's own site key only", async () => {
      expect(await challenge(harbour))
        .to.include({ ok: true })
        .and.to.have.property('token')
        .that.matches(/^sbx1\./);
      expect(await challenge(harbour, 'someone-elses-key')).to.deep.equal({
        ok: false,
        error: 'invalid-site-key',
      });
      expect(await challenge(oakfield)).to.deep.equal({ ok: false, error: 'invalid-site-key' });
    });

    it('lets tests fail the next challenges, and refuses a switch it does not understand', async () => {
      expect((await setOutcome('fail', 1)).status).to.equal(200);
      expect(await challenge(harbour)).to.deep.equal({ ok: false, error: 'challenge-failed' });
      expect(await challenge(harbour)).to.include({ ok: true });
      expect((await setOutcome('maybe')).status).to.equal(422);
      const state = (await (await fetch(`${t.url}/__sandbox/recaptcha`)).json()) as Record<
        string,
        unknown
      >;
      expect(state).to.include({ outcome: 'pass', remaining: null });
    });
  });

  describe('POST /leads (JSON)', () => {
    it('accepts a lead with a token the service issued, and records the token', async () => {
      const { token } = await challenge(harbour);
      const response = await harbour.postJson(
        '/leads',
        jsonLead({ 'g-recaptcha-response': token }),
      );
      expect(response.status).to.equal(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      expect((await data())['leads']!.find((l) => l['id'] === lead_id)).to.include({
        agency: 'harbour',
        recaptchaToken: token!.slice(0, 100),
      });
    });

    it('answers 422 recaptcha-invalid, and records nothing, for a missing, made-up, refused or reused token', async () => {
      const before = await leadCount();
      const refused = async (token: string | undefined) => {
        const response = await harbour.postJson(
          '/leads',
          jsonLead(token === undefined ? {} : { 'g-recaptcha-response': token }),
        );
        expect(response.status, String(token)).to.equal(422);
        expect(await response.json()).to.deep.equal({
          ok: false,
          error: 'recaptcha-invalid',
          errors: [
            {
              field: 'g-recaptcha-response',
              message: "We couldn't confirm that you are not a robot. Please try again.",
            },
          ],
        });
      };
      await refused(undefined);
      await refused('token-123');
      await setOutcome('invalid', 1);
      await refused((await challenge(harbour)).token);
      const { token } = await challenge(harbour);
      expect(
        (await harbour.postJson('/leads', jsonLead({ 'g-recaptcha-response': token }))).status,
      ).to.equal(200);
      await refused(token);
      expect(await leadCount()).to.equal(before + 1);
    });

    it('needs no token from an agency without a site key', async () => {
      expect(
        (
          await oakfield.postJson(
            '/leads',
            jsonLead({ lead: { message: 'Hello', channel: 'selling' } }),
          )
        ).status,
      ).to.equal(200);
    });
  });

  describe('native form posts', () => {
    it('sends a property lead without a good token back to the property with #/flash/recaptcha-invalid', async () => {
      const before = await leadCount();
      const response = await harbour.postForm(
        '/properties/5001/sales/leads',
        propertyLead(),
        true,
        { accept: 'text/html' },
      );
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.match(
        /^\/properties\/5001\/.*#\/flash\/recaptcha-invalid$/,
      );
      expect(await leadCount()).to.equal(before);
    });

    it('takes a property lead with a good token', async () => {
      const { token } = await challenge(harbour);
      const response = await harbour.postForm(
        '/properties/5001/sales/leads',
        propertyLead({ 'g-recaptcha-response': token! }),
        true,
        { accept: 'text/html' },
      );
      expect(response.headers.get('location')).to.match(/#\/flash\/welcome-lead-sent$/);
    });

    it('sends a form submission without a good token to its redirect with #/flash/recaptcha-invalid', async () => {
      const response = await harbour.postForm(
        '/form_submissions',
        {
          f_id: 'brochure',
          redirect_url: '/branches',
          'form_submission[email]': 'ann@example.com',
        },
        true,
        { accept: 'text/html' },
      );
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal('/branches#/flash/recaptcha-invalid');
    });
  });

  describe('accounts (SPEC §4: registration, password reset, and sign-in when a token is sent)', () => {
    it('refuses a registration without a good token with the message as its error', async () => {
      const response = await harbour.postForm('/user.ljson', {
        'user[first_name]': 'Ann',
        'user[last_name]': 'Smith',
        'user[email]': 'ann.bot@example.com',
        'user[password]': 'Password123!',
        'user[password_confirmation]': 'Password123!',
      });
      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.include({
        errors: ["We couldn't confirm that you are not a robot. Please try again."],
      });
    });

    it('sends no password reset without a good token, and one with it', async () => {
      const resets = async () =>
        (await data())['passwordResets']!.filter((r) => r['agency'] === 'harbour').length;
      const before = await resets();
      expect(
        (await harbour.postForm('/reset_passwords', { email: 'demo@example.com' })).status,
      ).to.equal(422);
      expect(await resets()).to.equal(before);
      const { token } = await challenge(harbour);
      expect(
        (
          await harbour.postForm('/reset_passwords', {
            email: 'demo@example.com',
            'g-recaptcha-response': token!,
          })
        ).status,
      ).to.equal(200);
      expect(await resets()).to.equal(before + 1);
    });

    it('signs in without a token, but not with a bad one', async () => {
      expect(
        (
          await harbour.postForm('/session', {
            username: 'demo@example.com',
            password: 'Password123!',
            'g-recaptcha-response': 'made-up',
          })
        ).status,
      ).to.equal(422);
      expect(
        (
          await harbour.postForm('/session', {
            username: 'demo@example.com',
            password: 'Password123!',
          })
        ).status,
      ).to.equal(200);
    });
  });

  describe('with the site adapter (the fake script in jsdom, the real RecaptchaAdapter)', () => {
    /** A page of Harbour Homes whose script loader runs the fake script and whose fetch reaches the sandbox. */
    function harbourPage() {
      const dom = new JSDOM('<!doctype html><html><body></body></html>', {
        url: `${t.url}/properties/5001`,
        runScripts: 'outside-only',
        virtualConsole: new VirtualConsole(),
      });
      const win = dom.window as unknown as Window & {
        fetch: typeof fetch;
        eval(code: string): unknown;
        grecaptcha?: unknown;
      };
      win.fetch = ((input: string, init: RequestInit = {}) =>
        harbour.fetch(new URL(input).pathname, init)) as typeof fetch;
      const scriptLoader = {
        load: async (src: string) => {
          win.eval(await (await harbour.fetch(src)).text());
          return right(undefined);
        },
      };
      return { dom, win, scriptLoader };
    }

    for (const version of [2, 3] as const) {
      it(`gets a token the platform accepts (v${version}), and a failure when the challenge fails`, async () => {
        const { dom, win, scriptLoader } = harbourPage();
        const captcha = new RecaptchaAdapter({
          siteKey: HARBOUR_KEY,
          version,
          scriptLoader,
          scriptUrl: '/__sandbox/recaptcha/api.js',
          window: () => win,
          document: () => dom.window.document,
          logger: silentLogger,
        });
        const first = await captcha.execute('lead');
        expect(first._tag).to.equal('Right');
        const token = first._tag === 'Right' ? first.right : '';
        expect(
          (await harbour.postJson('/leads', jsonLead({ 'g-recaptcha-response': token }))).status,
        ).to.equal(200);
        await setOutcome('fail', 1);
        expect((await captcha.execute('lead'))._tag).to.equal('Left');
        captcha.reset();
        const again = await captcha.execute('lead');
        expect(again._tag).to.equal('Right');
        expect(again).to.not.deep.equal(first);
      });
    }
  });
});
