/**
 * Password reset links as a careful platform sends them: one live link per account, valid an hour
 * and once; opening one shows a "Choose a new password" page (a mail scanner's GET uses nothing
 * up and signs no one in); the page's form POSTs the new password, with the session's token, and
 * only then is the link used and the browser signed in.
 */
import { expect } from 'chai';
import { createRequire } from 'node:module';
import type { JSDOM as JSDOMClass } from 'jsdom';
import { runCli } from '../../sandbox/cli.js';
import {
  RESET_LINK_INVALID_LOCATION,
  RESET_LINK_LIFETIME_MS,
} from '../../sandbox/password-resets.js';
import { hashSecretId } from '../../sandbox/session.js';
import { readStoreFile } from '../../sandbox/store.js';
import {
  bodyOf,
  type TestSandbox,
  useClockedSandbox,
  Visitor,
  visitorOnPage,
} from './support/sandbox.js';

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMClass };
/** The page as a browser parses it (no script runs). */
const parse = (html: string): Document => new JSDOM(html).window.document;

const DEMO = { email: 'demo@example.com', password: 'Password123!' };
const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'Fresh Start 2026';
const RULE_TEXT =
  'Password must have: an uppercase letter, a number or special character (!@£%^) and be at least 10 characters long.';

type Json = Record<string, any>;

describe('sandbox password reset links', () => {
  let t: TestSandbox;
  const log: string[] = [];
  const clock = useClockedSandbox('2026-03-02T09:00:00Z', (sandbox) => (t = sandbox), {
    log: (line) => log.push(line),
  });

  const data = async (agency = 'oakfield') =>
    (await bodyOf(await fetch(`${t.url}/__sandbox/data?agency=${agency}`))) as Record<
      string,
      Json[]
    >;
  const me = async (visitor: Visitor) =>
    (await bodyOf(await visitor.fetch('/user.ljson')))['email'] as string | undefined;
  const resetsOf = async (email: string) =>
    (await data())['passwordResets']!.filter((r) => r['email'] === email);

  const onPage = (agency?: 'harbour') =>
    visitorOnPage(t.url, agency ? { 'x-sandbox-agency': agency } : {});

  let registered = 0;
  async function newAccount(): Promise<{ email: string; password: string }> {
    registered += 1;
    const account = { email: `reset-${registered}@example.com`, password: 'Sunny days 1' };
    const visitor = await onPage();
    const response = await visitor.postJson('/user.ljson', {
      first_name: 'Re',
      last_name: 'Set',
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    });
    expect(response.status).to.equal(200);
    return account;
  }

  const LINK =
    /^\[sandbox\] password reset link for (\S+): (\S+\/reset_passwords\/([A-Za-z0-9_-]{43}))$/;

  /** Ask for a reset as the forgotten-password form does; the link the sandbox logged, if any. */
  async function requestReset(
    email: string,
  ): Promise<{ answer: Json; link?: string; token?: string }> {
    const logged = log.length;
    const response = await (await onPage()).postForm('/reset_passwords', { email, body: '' });
    expect(response.status).to.equal(200);
    const line = log
      .slice(logged)
      .map((l) => LINK.exec(l))
      .find((m) => m !== null);
    const answer = await bodyOf(response);
    return line ? { answer, link: line[2] as string, token: line[3] as string } : { answer };
  }

  /** Open a link in a browser tab (a new one unless given): the page, and its form's fields. */
  async function open(
    link: string,
    tab?: Visitor,
  ): Promise<{
    visitor: Visitor;
    response: Response;
    html: string;
    form?: Record<string, string>;
    action?: string;
  }> {
    const visitor = tab ?? new Visitor(t.url);
    const response = await visitor.fetch(new URL(link).pathname, {
      headers: { accept: 'text/html' },
    });
    const html = response.status === 200 ? await response.text() : '';
    const form = parse(html).querySelector('form');
    if (!form) return { visitor, response, html };
    const fields = Object.fromEntries(
      [...form.querySelectorAll('input')].map((input) => [
        input.getAttribute('name') ?? '',
        input.getAttribute('value') ?? '',
      ]),
    );
    return { visitor, response, html, form: fields, action: form.getAttribute('action') ?? '' };
  }

  /** Send the page's form with `password` (and its confirmation), as the browser would. */
  async function choose(
    opened: Awaited<ReturnType<typeof open>>,
    password: string,
    confirmation = password,
  ): Promise<Response> {
    return opened.visitor.fetch(opened.action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({
        ...opened.form,
        password,
        password_confirmation: confirmation,
      }).toString(),
    });
  }

  it("logs a link on the agency's origin, lists it at /__sandbox/data and in the CLI, and stores only its hash", async () => {
    const account = await newAccount();
    const { link, token } = await requestReset(account.email);
    expect(link).to.match(new RegExp(`^${t.url}/reset_passwords/[A-Za-z0-9_-]{43}$`));
    const [reset] = await resetsOf(account.email);
    expect(reset).to.include({
      userFound: true,
      used: false,
      link,
      tokenHash: hashSecretId(token!),
    });
    expect(Date.parse(reset!['expiresAt']) - Date.parse(reset!['at'])).to.equal(
      RESET_LINK_LIFETIME_MS,
    );
    expect(RESET_LINK_LIFETIME_MS).to.equal(60 * MINUTE);
    const stored = (await readStoreFile(t.dataDir))!;
    expect(JSON.stringify(stored.passwordResets)).to.not.include(token);
    expect(stored.outbox.find((m) => m.to === account.email)).to.include({
      link,
      subject: 'Reset your password',
    });
    expect(await runCli({ command: 'users', dataDir: t.dataDir, json: false })).to.include(link);
  });

  it('records an unknown email without a link, and answers exactly as for an account', async () => {
    const account = await newAccount();
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.link).to.equal(undefined);
    expect(unknown.answer).to.deep.equal(known.answer);
    const [reset] = await resetsOf('nobody-here@example.com');
    expect(reset).to.deep.equal({
      agency: 'oakfield',
      email: 'nobody-here@example.com',
      userFound: false,
      at: new Date(clock.now).toISOString(),
    });
  });

  it('keeps one live link per account: each new link retires the ones before it', async () => {
    const account = await newAccount();
    const links: string[] = [];
    for (let i = 0; i < 30; i += 1) links.push((await requestReset(account.email)).link!);
    expect((await resetsOf(account.email)).filter((r) => r['used'] === false)).to.have.length(1);
    for (const link of [links[0]!, links[28]!]) {
      const opened = await open(link);
      expect(opened.response.status).to.equal(302);
      expect(opened.response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
    }
    expect((await open(links[29]!)).response.status).to.equal(200);
  });

  it('shows a "Choose a new password" page: opening the link (twice, as a mail scanner may) uses nothing up and signs no one in', async () => {
    const account = await newAccount();
    const { link, token } = await requestReset(account.email);
    for (let i = 0; i < 2; i += 1) {
      const opened = await open(link!);
      expect(opened.response.status).to.equal(200);
      expect(opened.response.headers.get('content-type')).to.match(/^text\/html/);
      expect(opened.response.headers.get('cache-control')).to.equal('no-store');
      expect(
        opened.response.headers.get('referrer-policy'),
        'the token never leaves in a Referer',
      ).to.equal('no-referrer');
      expect(
        opened.response.headers.get('content-security-policy'),
        'no script runs on it',
      ).to.match(/^default-src 'none';/);
      const document = parse(opened.html);
      expect(document.querySelector('h1')?.textContent).to.equal('Choose a new password');
      expect(document.querySelector('form')?.getAttribute('method')).to.equal('post');
      expect(opened.action).to.equal(`/reset_passwords/${token}`);
      expect(opened.form!['authenticity_token']).to.equal(
        opened.visitor.token ?? opened.response.headers.get('x-csrf-token'),
      );
      expect(document.querySelector('label[for="password"]')?.textContent).to.equal('New password');
      expect(document.querySelector('label[for="password_confirmation"]')?.textContent).to.equal(
        'Confirm new password',
      );
      expect(document.querySelector('#password')?.getAttribute('autocomplete')).to.equal(
        'new-password',
      );
      expect(opened.html).to.include(RULE_TEXT);
      expect(await me(opened.visitor)).to.equal(undefined);
    }
    expect((await resetsOf(account.email))[0]).to.include({ used: false });
  });

  it('sets the password from the form, signs this browser in on a new session, ends the others, and uses the link up', async () => {
    const account = await newAccount();
    const elsewhere = await onPage();
    await elsewhere.signIn(account.email, account.password);
    const { link } = await requestReset(account.email);
    const opened = await open(link!);
    const before = { cookie: opened.visitor.cookie, token: opened.visitor.token };
    const response = await choose(opened, NEW_PASSWORD);
    expect(response.status).to.equal(303);
    expect(response.headers.get('location')).to.equal('/#/flash/user-password-changed');
    expect(opened.visitor.cookie).to.not.equal(before.cookie);
    expect(response.headers.get('x-csrf-token')).to.be.a('string').and.not.equal(before.token);
    expect(await me(opened.visitor)).to.equal(account.email);
    expect(await me(elsewhere), 'a session from before the reset').to.equal(undefined);
    expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(401);
    expect((await (await onPage()).signIn(account.email, NEW_PASSWORD)).status).to.equal(200);

    const again = await open(link!);
    expect(again.response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
    expect(RESET_LINK_INVALID_LOCATION).to.equal('/#/flash/password-reset-link-invalid');
  });

  it("shows the page again with the rule's reasons for a password the rule does not take, and keeps the link", async () => {
    const account = await newAccount();
    const { link } = await requestReset(account.email);
    const opened = await open(link!);
    const weak = await choose(opened, 'password');
    expect(weak.status).to.equal(422);
    const html = await weak.text();
    const problems = [...parse(html).querySelectorAll('[role="alert"] li')].map(
      (li) => li.textContent,
    );
    expect(problems).to.deep.equal([
      'Password is too short (minimum is 10 characters)',
      'Password must contain an uppercase letter',
      'Password must contain a number or special character (!@£%^)',
    ]);
    const mismatch = await choose(opened, NEW_PASSWORD, 'Something Else 1');
    expect(mismatch.status).to.equal(422);
    expect(parse(await mismatch.text()).querySelector('[role="alert"]')?.textContent).to.include(
      "Password confirmation doesn't match Password",
    );
    expect(await me(opened.visitor)).to.equal(undefined);
    expect((await resetsOf(account.email))[0]).to.include({ used: false });
    expect((await choose(opened, NEW_PASSWORD)).status).to.equal(303);
  });

  it("refuses the form without the session's authenticity token, and keeps the link", async () => {
    const account = await newAccount();
    const { link } = await requestReset(account.email);
    const opened = await open(link!);
    const forged = await choose(
      { ...opened, form: { ...opened.form, authenticity_token: 'forged' } },
      NEW_PASSWORD,
    );
    expect(forged.status).to.be.oneOf([302, 403]);
    expect(forged.headers.get('location') ?? '').to.not.include('user-password-changed');
    expect((await resetsOf(account.email))[0]).to.include({ used: false });
    expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(200);
  });

  it('refuses a link after 60 minutes, and takes it just before', async () => {
    const account = await newAccount();
    const { link } = await requestReset(account.email);
    clock.now += RESET_LINK_LIFETIME_MS - 1000;
    const opened = await open(link!);
    expect(opened.response.status).to.equal(200);
    clock.now += 1000;
    expect((await open(link!)).response.headers.get('location')).to.equal(
      RESET_LINK_INVALID_LOCATION,
    );
    const late = await choose(opened, NEW_PASSWORD);
    expect(late.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
    expect(await me(opened.visitor)).to.equal(undefined);
  });

  it("refuses made-up tokens and another agency's link", async () => {
    for (const path of ['/reset_passwords/not-a-token', `/reset_passwords/${'A'.repeat(43)}`]) {
      const response = await (await onPage()).fetch(path);
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
    }
    const { link } = await requestReset(DEMO.email);
    expect((await open(link!, await onPage('harbour'))).response.headers.get('location')).to.equal(
      RESET_LINK_INVALID_LOCATION,
    );
    expect((await open(link!)).response.status).to.equal(200);
  });
});
