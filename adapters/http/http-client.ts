/**
 * The typed HTTP client every platform adapter uses (SPEC §7; ARCHITECTURE §2 "the whole wire
 * contract lives in adapters/http"). It owns the things each call shares:
 *
 * - `Accept: application/json` on every request, `credentials: 'same-origin'`;
 * - the authenticity token on every state-changing request, as the `authenticity_token` field of
 *   the form or JSON body and as the `X-CSRF-Token` header — only to our own origin, never to a
 *   third-party URL such as an exposures service;
 * - picking up a new token: the platform rotates it at sign-in, registration and sign-out and
 *   sends the new one in the `X-CSRF-Token` response header, while the page's settings still hold
 *   the old one, so `onAuthenticityToken` hears of it from any own-origin answer; a write refused
 *   for its token (rotated in another tab) renews it from `tokenSource` and is sent once more;
 * - method override as a `_method=put|delete` field ("POST … with method override put/delete");
 * - a time-out (default 20 s) through an AbortController;
 * - mapping the wire onto core's failure values: a rejected fetch (TypeError) is `network`, the
 *   time-out is `timeout`, a non-2xx status is `http` (fetch does not reject on 4xx/5xx), a 422
 *   carrying an `errors` list is `validation`, an unreadable or wrongly shaped body is `decode`
 *   (logged with its path, never shown raw);
 * - a POST the browser answered by following a redirect is not done: the platform's answer to a
 *   write is never a page elsewhere (an expired session's sign-in page, a captive portal), so it
 *   is a `decode` failure the caller keeps owing, whatever the status of the page it reached;
 * - redirects reported, not hidden, for the password-change call, whose 302 carries a Location to
 *   follow: a browser never shows a script the Location of a redirect it was told not to follow
 *   (an opaque redirect), so the redirect is followed and the page it reached is the Location.
 *
 * Answers are `Result<A>` (Either): the client never throws for anything the network does.
 */
import type * as t from 'io-ts';
import { isLeft, left, right } from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import {
  decodeFailure,
  httpFailure,
  networkFailure,
  timeoutFailure,
  validationFailure,
} from '../../core/index.js';
import type { Failure, Result } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { globalTimers } from '../timers.js';
import type { Timers } from '../timers.js';
import { describeDecodeErrors, kindOf } from './decode-report.js';

/** Platform calls give up after 20 s unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** A form field or query value; null and undefined are left out, non-finite numbers too. */
export type FieldValue = string | number | boolean | null | undefined;
export type Fields = Readonly<Record<string, FieldValue>>;

export type RequestBody =
  | { readonly encoding: 'form'; readonly fields: Fields }
  | { readonly encoding: 'json'; readonly value: Readonly<Record<string, unknown>> };

/** An `application/x-www-form-urlencoded` body. */
export function formBody(fields: Fields = {}): RequestBody {
  return { encoding: 'form', fields };
}

/** An `application/json` body. */
export function jsonBody(value: Readonly<Record<string, unknown>>): RequestBody {
  return { encoding: 'json', value };
}

/** Rails-style method override sent as the `_method` field of a POST. */
export type MethodOverride = 'put' | 'delete';

export interface RequestOptions {
  /** Appended to the path as a query string (URLSearchParams encoding). */
  readonly query?: Fields;
  readonly methodOverride?: MethodOverride;
  /** Statuses that count as success; any 2xx when absent (SPEC §7 /leads: only 200). */
  readonly okStatuses?: readonly number[];
}

/** Anything with an io-ts `decode` from an unknown JSON body. */
export type BodyDecoder<A> = t.Decoder<unknown, A>;

export interface HttpClientOptions {
  readonly fetch: typeof fetch;
  /** The platform's origin, e.g. 'https://www.agency.example' (paths are appended to it). */
  readonly baseUrl: string;
  /** Read on every state-changing request, so a refreshed token is picked up. */
  readonly authenticityToken: () => string;
  /** Told of a new token the platform sent (`X-CSRF-Token` on an own-origin answer, whatever its status). */
  readonly onAuthenticityToken?: (token: string) => void;
  /**
   * A path whose GET answer carries the session's current token (`X-CSRF-Token`). A write the
   * platform refuses for its token (another tab signed in or out, so the session and its token
   * rotated) asks it there and is sent once more with the new one.
   */
  readonly tokenSource?: string;
  readonly timeoutMs?: number;
  readonly logger?: Logger;
  /** Defaults to the global timers, looked up at call time. */
  readonly timers?: Timers;
}

/** What a call that reports redirects ended in. */
export type RedirectAware<A> =
  | { readonly kind: 'ok'; readonly value: A }
  | { readonly kind: 'redirect'; readonly location: string };

type Method = 'GET' | 'POST';

interface Exchange {
  readonly status: number;
  readonly text: string;
  /** Set when the call reports redirects and the answer was one: where it led. */
  readonly redirect?: { readonly location: string | null };
}

const TIMED_OUT: unique symbol = Symbol('timed out');

export class HttpClient {
  private readonly timeoutMs: number;
  private readonly logger: Logger;
  private readonly timers: Timers;

  constructor(private readonly options: HttpClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.logger = options.logger ?? consoleLogger;
    this.timers = options.timers ?? globalTimers;
  }

  /** GET a JSON body and decode it. */
  async get<A>(
    path: string,
    decoder: BodyDecoder<A>,
    options: RequestOptions = {},
  ): Promise<Result<A>> {
    const exchange = await this.exchange('GET', path, undefined, options, 'follow');
    return isLeft(exchange)
      ? exchange
      : this.interpret('GET', path, exchange.right, decoder, options);
  }

  /**
   * GET a page of the site as HTML text (a property page, for the settings object the platform
   * embeds in it): the same time limit and failures as a JSON call.
   */
  async getPage(path: string): Promise<Result<string>> {
    const exchange = await this.exchange('GET', path, undefined, {}, 'follow', 'text/html');
    if (isLeft(exchange)) return exchange;
    const { status, text } = exchange.right;
    return status >= 200 && status < 300 ? right(text) : left(failureForStatus(status, text));
  }

  /** POST where only the status matters (the answer body is not read as data). */
  async post(path: string, body: RequestBody, options: RequestOptions = {}): Promise<Result<void>> {
    const exchange = await this.write(path, body, options, 'follow');
    return isLeft(exchange)
      ? exchange
      : this.interpret('POST', path, exchange.right, undefined, options);
  }

  /** POST and decode the JSON answer. */
  async postDecoded<A>(
    path: string,
    body: RequestBody,
    decoder: BodyDecoder<A>,
    options: RequestOptions = {},
  ): Promise<Result<A>> {
    const exchange = await this.write(path, body, options, 'follow');
    return isLeft(exchange)
      ? exchange
      : this.interpret('POST', path, exchange.right, decoder, options);
  }

  /**
   * POST that reports a redirect (SPEC §7 password change: "302 with Location header redirects").
   * The browser follows it, and the address it reached is the redirect's Location (a site path
   * when it is on our origin); a fetch that hands back the 3xx itself gives its Location header.
   * A redirect without a readable Location (a 3xx without one, an opaque redirect) is an `http`
   * failure (SPEC §8 "a redirect without Location"). Otherwise the body is decoded as usual.
   */
  async postReportingRedirect<A>(
    path: string,
    body: RequestBody,
    decoder: BodyDecoder<A>,
    options: RequestOptions = {},
  ): Promise<Result<RedirectAware<A>>> {
    const exchange = await this.write(path, body, options, 'report');
    if (isLeft(exchange)) return exchange;
    const redirect = exchange.right.redirect;
    if (redirect) {
      const location = redirect.location?.trim();
      if (location) return right({ kind: 'redirect', location: this.sitePath(location) });
      this.logger.warn(`POST ${path}: redirect without a readable Location header`);
      return left(httpFailure(exchange.right.status === 0 ? 302 : exchange.right.status));
    }
    const decoded = this.interpret('POST', path, exchange.right, decoder, options);
    return isLeft(decoded) ? decoded : right({ kind: 'ok', value: decoded.right });
  }

  /** The absolute URL a path resolves to (exposed for adapters that build native forms). */
  urlFor(path: string, query?: Fields): string {
    const base = isAbsolute(path)
      ? path
      : this.options.baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
    const search = query ? encodeFields(query) : '';
    return search === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${search}`;
  }

  // ---- the exchange ------------------------------------------------------------------------

  /**
   * A POST, sent once more when the platform refused its token and a fresh one could be had from
   * `tokenSource` (never more than once: a second refusal is the answer).
   */
  private async write(
    path: string,
    body: RequestBody,
    options: RequestOptions,
    redirects: 'follow' | 'report',
  ): Promise<Either<Failure, Exchange>> {
    const first = await this.exchange('POST', path, body, options, redirects);
    const source = this.options.tokenSource;
    if (
      source === undefined ||
      isLeft(first) ||
      !this.isOwnOrigin(path) ||
      !refusesToken(first.right)
    )
      return first;
    const stale = this.options.authenticityToken();
    await this.exchange('GET', source, undefined, {}, 'follow');
    if (this.options.authenticityToken() === stale) return first;
    this.logger.warn(`POST ${path}: the session's token had changed; sent again with the new one`);
    return this.exchange('POST', path, body, options, redirects);
  }

  private async exchange(
    method: Method,
    path: string,
    body: RequestBody | undefined,
    options: RequestOptions,
    redirects: 'follow' | 'report',
    accept: 'application/json' | 'text/html' = 'application/json',
  ): Promise<Either<Failure, Exchange>> {
    const url = this.urlFor(path, options.query);
    // A page is asked for as a browser asks for one; a JSON call says it is one.
    const headers: Record<string, string> =
      accept === 'text/html'
        ? { Accept: accept }
        : { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' };
    const init: RequestInit = { method, headers, credentials: 'same-origin', redirect: 'follow' };
    if (method === 'POST') {
      const token = this.isOwnOrigin(path) ? this.options.authenticityToken() : '';
      if (token !== '') headers['X-CSRF-Token'] = token;
      const extra: Record<string, string> = {
        ...(options.methodOverride ? { _method: options.methodOverride } : {}),
        ...(token !== '' ? { authenticity_token: token } : {}),
      };
      const sent = body ?? formBody();
      if (sent.encoding === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        init.body = encodeFields({ ...sent.fields, ...extra });
      } else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify({ ...sent.value, ...extra });
      }
    }

    const controller = new AbortController();
    init.signal = controller.signal;
    let fire: (value: typeof TIMED_OUT) => void = () => undefined;
    const timedOut = new Promise<typeof TIMED_OUT>((resolve) => (fire = resolve));
    const handle = this.timers.setTimeout(() => {
      fire(TIMED_OUT);
      controller.abort();
    }, this.timeoutMs);
    let expired = false;
    const withinTime = async <T>(work: () => Promise<T>): Promise<T | typeof TIMED_OUT> => {
      const outcome = await Promise.race([work(), timedOut]);
      if (outcome === TIMED_OUT) expired = true;
      return outcome;
    };
    const failed = (error: unknown): Either<Failure, Exchange> => {
      if (expired || controller.signal.aborted) return left(timeoutFailure);
      this.logger.warn(`${method} ${path}: request failed (${errorName(error)})`);
      return left(networkFailure);
    };

    try {
      let response: Response | typeof TIMED_OUT;
      try {
        // Called unbound: the browser's fetch throws 'Illegal invocation' when `this` is not window.
        const send = this.options.fetch;
        response = await withinTime(() => send(url, init));
      } catch (error) {
        return failed(error);
      }
      if (response === TIMED_OUT) return left(timeoutFailure);
      this.pickUpToken(path, response);
      if (method === 'POST' && redirects === 'follow' && response.redirected) {
        this.logger.warn(`${method} ${path}: answered with a redirect to a page, not done`);
        return left(decodeFailure('answered with a redirect to a page'));
      }
      if (redirects === 'report') {
        if (response.redirected && response.url !== '')
          return right({ status: response.status, text: '', redirect: { location: response.url } });
        if (
          response.type === 'opaqueredirect' ||
          (response.status >= 300 && response.status < 400)
        ) {
          return right({
            status: response.status,
            text: '',
            redirect: { location: response.headers.get('Location') },
          });
        }
      }
      const answer = response;
      let text: string | typeof TIMED_OUT;
      try {
        text = await withinTime(() => answer.text());
      } catch (error) {
        return failed(error);
      }
      if (text === TIMED_OUT) return left(timeoutFailure);
      return right({ status: answer.status, text });
    } finally {
      this.timers.clearTimeout(handle);
    }
  }

  private interpret<A>(
    method: Method,
    path: string,
    exchange: Exchange,
    decoder: BodyDecoder<A> | undefined,
    options: RequestOptions,
  ): Result<A> {
    const { status, text } = exchange;
    const ok = options.okStatuses
      ? options.okStatuses.includes(status)
      : status >= 200 && status < 300;
    if (!ok) return left(failureForStatus(status, text));
    if (decoder === undefined) return right(undefined as A);
    const parsed = parseJson(text);
    if (isLeft(parsed)) {
      this.logger.warn(`${method} ${path}: ${parsed.left}`);
      return left(decodeFailure(parsed.left));
    }
    const decoded = decoder.decode(parsed.right);
    if (isLeft(decoded)) {
      const detail = describeDecodeErrors(decoded.left);
      this.logger.warn(`${method} ${path}: unexpected body shape: ${detail}`);
      return left(decodeFailure(detail));
    }
    return right(decoded.right);
  }

  /** Hand on a token the platform rotated; a third party's header is never trusted as ours. */
  private pickUpToken(path: string, response: Response): void {
    const token = response.headers.get('X-CSRF-Token')?.trim();
    if (token && this.isOwnOrigin(path)) this.options.onAuthenticityToken?.(token);
  }

  /** An address on our own origin as a site path ('/user?x#/y'); any other address as it is. */
  private sitePath(location: string): string {
    if (!isAbsolute(location)) return location;
    try {
      const url = new URL(location);
      return url.origin === new URL(this.options.baseUrl).origin
        ? `${url.pathname}${url.search}${url.hash}`
        : location;
    } catch {
      return location;
    }
  }

  private isOwnOrigin(path: string): boolean {
    if (!isAbsolute(path)) return true;
    try {
      return new URL(path).origin === new URL(this.options.baseUrl).origin;
    } catch {
      return false;
    }
  }
}

// ---- helpers ---------------------------------------------------------------------------------

/** 'https://…', 'http://…' and protocol-relative '//…' are absolute; '/search.ljson' is not. */
function isAbsolute(path: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(path);
}

/** URLSearchParams encoding, leaving out null, undefined and non-finite numbers. */
export function encodeFields(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    params.append(name, String(value));
  }
  return params.toString();
}

/** Whether an answer refuses the request's authenticity token (403 or 422 naming it). */
function refusesToken(exchange: Exchange): boolean {
  return (
    (exchange.status === 403 || exchange.status === 422) &&
    /invalid[-_ ]?authenticity[-_ ]?token/i.test(exchange.text)
  );
}

/** A 422 with an `errors` (or `validationErrors`) list or a `message` is a validation failure. */
function failureForStatus(status: number, text: string): Failure {
  if (status !== 422) return httpFailure(status);
  const parsed = parseJson(text);
  if (isLeft(parsed)) return httpFailure(status);
  const errors = validationMessages(parsed.right);
  return errors.length > 0
    ? validationFailure(errors, summaryMessage(parsed.right))
    : httpFailure(status);
}

/** The body's own one-line `message`, when it has one beside its list (SPEC §8 register: "Server message"). */
function summaryMessage(body: unknown): string | undefined {
  const message =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)['message']
      : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The visitor-facing messages in an error body: `errors` or `validationErrors` as a list of
 * strings (non-strings dropped), else a non-blank `message`. Empty when there are none.
 */
export function validationMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  for (const key of ['errors', 'validationErrors']) {
    const list = record[key];
    if (Array.isArray(list)) {
      const messages = list.filter((e): e is string => typeof e === 'string' && e.trim() !== '');
      if (messages.length > 0) return messages;
    }
  }
  const message = record['message'];
  return typeof message === 'string' && message.trim() !== '' ? [message.trim()] : [];
}

function parseJson(text: string): Either<string, unknown> {
  if (text.trim() === '') return left('empty body where JSON was expected');
  try {
    return right(JSON.parse(text) as unknown);
  } catch {
    return left('malformed JSON body');
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : kindOf(error);
}
