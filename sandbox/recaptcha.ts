/**
 * The sandbox's fake challenge service (SPEC §4 "Forgotten password and bot checks", §5 Bot check):
 * a stand-in for Google reCAPTCHA that never leaves the machine.
 *
 * - `/__sandbox/recaptcha/api.js` is a script that behaves like Google's `grecaptcha`: `ready`,
 *   `render` / `execute` / `reset` / `getResponse` for the invisible v2 widget (its `callback`,
 *   `error-callback` and `expired-callback`), `execute(siteKey, { action })` answering a promise
 *   for v3, and the `onload` callback named in its query.
 * - Each challenge asks the sandbox (`POST /__sandbox/recaptcha/challenge`), which answers with a
 *   token signed for the agency and its site key, single use, valid for two minutes, as Google's
 *   are. Tests decide how the next challenges go (`FakeRecaptcha.setOutcome`, the admin endpoint
 *   `POST /__sandbox/recaptcha`): 'pass' (the default), 'fail' (the challenge itself fails in the
 *   browser: v2's error-callback, v3's rejected promise), or 'invalid' (a token is issued that the
 *   platform will not accept, like a forged or replayed one).
 * - The platform's calls verify `g-recaptcha-response` when the agency has a site key and no
 *   no-bot-check flag (`botCheckRequired`, `verifyBotCheckToken`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { botCheckSiteKey } from '../core/index.js';
import type { AgencyData } from './seed/types.js';

/** How the next challenges go. */
export type ChallengeOutcome = 'pass' | 'fail' | 'invalid';

export const CHALLENGE_OUTCOMES: readonly ChallengeOutcome[] = ['pass', 'fail', 'invalid'];

/** Google's tokens are valid for two minutes. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/** Where the fake script is served (the demo agencies' `recaptchaScriptUrl`). */
export const FAKE_RECAPTCHA_SCRIPT_PATH = '/__sandbox/recaptcha/api.js';
/** Where its challenges go (beside the script). */
export const FAKE_RECAPTCHA_CHALLENGE_PATH = '/__sandbox/recaptcha/challenge';

const TOKEN_PREFIX = 'sbx1';
/** Tokens remembered as used (oldest forgotten first); more than a test run ever issues. */
const USED_TOKENS_KEPT = 10_000;

export type TokenCheck =
  | { readonly ok: true; readonly action: string }
  | {
      readonly ok: false;
      readonly reason:
        'missing' | 'malformed' | 'bad-signature' | 'wrong-site' | 'expired' | 'duplicate';
    };

interface TokenPayload {
  /** agency slug */
  readonly a: string;
  /** site key */
  readonly k: string;
  /** issued at, ms since the epoch */
  readonly t: number;
  /** nonce */
  readonly n: string;
  /** v3 action ('' for v2) */
  readonly act: string;
}

/** The site key the agency's bot check runs with (core's rule), or undefined when it is off. */
export function agencySiteKey(agency: AgencyData): string | undefined {
  const theme = agency.themeSettings;
  const key = theme['recaptchaSiteKey'];
  const flag = theme['noBotCheck'];
  return botCheckSiteKey({
    ...(typeof key === 'string' ? { recaptchaSiteKey: key } : {}),
    noBotCheck: flag === true || flag === 'true' || flag === 1 || flag === '1',
  });
}

/** The fake service's state: its signing secret, the tokens used, how the next challenges go. */
export class FakeRecaptcha {
  private readonly secret = randomBytes(32);
  private readonly used = new Set<string>();
  private outcome: ChallengeOutcome = 'pass';
  /** Challenges the current outcome still applies to; undefined = until changed. */
  private remaining: number | undefined;
  private challenges = 0;

  /** The next `times` challenges (every one, without `times`) go this way; then back to 'pass'. */
  setOutcome(outcome: ChallengeOutcome, times?: number): void {
    this.outcome = outcome;
    this.remaining = outcome === 'pass' ? undefined : times;
  }

  /** Every challenge passes again. */
  reset(): void {
    this.setOutcome('pass');
  }

  state(): { outcome: ChallengeOutcome; remaining: number | null; challenges: number } {
    return {
      outcome: this.outcome,
      remaining: this.remaining ?? null,
      challenges: this.challenges,
    };
  }

  /** Runs one challenge for the agency: a token, or undefined when the challenge fails. */
  challenge(agency: string, siteKey: string, action: string, now: Date): string | undefined {
    this.challenges += 1;
    const outcome = this.outcome;
    if (this.remaining !== undefined) {
      this.remaining -= 1;
      if (this.remaining <= 0) this.reset();
    }
    if (outcome === 'fail') return undefined;
    const payload: TokenPayload = {
      a: agency,
      k: siteKey,
      t: now.getTime(),
      n: randomBytes(12).toString('base64url'),
      act: action.slice(0, 100),
    };
    const body = `${TOKEN_PREFIX}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    const signature =
      outcome === 'invalid' ? randomBytes(32).toString('base64url') : this.sign(body);
    return `${body}.${signature}`;
  }

  /** Checks a token as the platform does with Google's siteverify: signature, site, age, single use. */
  verify(token: string, agency: string, siteKey: string, now: Date): TokenCheck {
    if (token.trim() === '') return { ok: false, reason: 'missing' };
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== TOKEN_PREFIX) return { ok: false, reason: 'malformed' };
    const body = `${parts[0]}.${parts[1]}`;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(parts[2] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'bad-signature' };
    const payload = decodePayload(parts[1] ?? '');
    if (payload === undefined) return { ok: false, reason: 'malformed' };
    if (payload.a !== agency || payload.k !== siteKey) return { ok: false, reason: 'wrong-site' };
    const age = now.getTime() - payload.t;
    if (age < 0 || age > TOKEN_LIFETIME_MS) return { ok: false, reason: 'expired' };
    if (this.used.has(payload.n)) return { ok: false, reason: 'duplicate' };
    this.used.add(payload.n);
    if (this.used.size > USED_TOKENS_KEPT)
      this.used.delete(this.used.values().next().value as string);
    return { ok: true, action: payload.act };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

function decodePayload(text: string): TokenPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const p = value as Record<string, unknown>;
    return typeof p['a'] === 'string' &&
      typeof p['k'] === 'string' &&
      typeof p['t'] === 'number' &&
      typeof p['n'] === 'string' &&
      typeof p['act'] === 'string'
      ? (p as unknown as TokenPayload)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fake `grecaptcha` (plain ES2017, no build step). It finds the challenge endpoint next to
 * itself (or on the page's origin when it runs without a script element), so it works from any
 * host the sandbox answers on.
 */
export const FAKE_RECAPTCHA_SCRIPT = String.raw`/* Sandbox stand-in for Google reCAPTCHA (sandbox/recaptcha.ts). Never use in production. */
(function () {
  'use strict';
  var script = document.currentScript;
  var source = script && script.src ? new URL(script.src, location.href) : undefined;
  var endpoint = new URL(source ? 'challenge' : '${FAKE_RECAPTCHA_CHALLENGE_PATH}', source || location.href).href;
  var widgets = [];
  var LIFETIME_MS = ${TOKEN_LIFETIME_MS};

  function call(callback, value) {
    var fn = typeof callback === 'function' ? callback : typeof callback === 'string' ? window[callback] : undefined;
    if (typeof fn === 'function') fn(value);
  }

  function challenge(sitekey, action) {
    return fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ sitekey: String(sitekey), action: String(action || '') })
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer && answer.ok === true && typeof answer.token === 'string') return answer.token;
        throw new Error('reCAPTCHA challenge failed: ' + ((answer && answer.error) || 'unknown'));
      });
  }

  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return found;
  }

  var grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    render: function (container, parameters) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      if (!element || !element.appendChild) throw new Error('reCAPTCHA placeholder element must be an element or id');
      if (!parameters || !parameters.sitekey) throw new Error('Missing required parameters: sitekey');
      var response = document.createElement('textarea');
      response.name = 'g-recaptcha-response';
      response.hidden = true;
      response.setAttribute('aria-hidden', 'true');
      response.tabIndex = -1;
      element.appendChild(response);
      widgets.push({ parameters: parameters, response: response, token: '' });
      return widgets.length - 1;
    },
    execute: function (siteKeyOrWidget, options) {
      if (typeof siteKeyOrWidget === 'string') return challenge(siteKeyOrWidget, options && options.action);
      var w = widget(siteKeyOrWidget);
      return challenge(w.parameters.sitekey, '').then(
        function (token) {
          w.token = token;
          w.response.value = token;
          call(w.parameters.callback, token);
          setTimeout(function () {
            if (w.token !== token) return;
            w.token = '';
            w.response.value = '';
            call(w.parameters['expired-callback']);
          }, LIFETIME_MS);
        },
        function () { call(w.parameters['error-callback']); }
      );
    },
    reset: function (id) {
      var w = widget(id);
      w.token = '';
      w.response.value = '';
    },
    getResponse: function (id) { return widget(id).token; }
  };
  window.grecaptcha = grecaptcha;

  var onload = source && source.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') setTimeout(function () { window[onload](); }, 0);
})();
`;
