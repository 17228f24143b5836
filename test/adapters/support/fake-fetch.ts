/** Test helpers: a sinon-stubbed fetch, and readers and checks of what an adapter sent. */
import { expect } from 'chai';
import sinon from 'sinon';
import { HttpClient } from '../../../adapters/http/http-client.js';
import type { Logger } from '../../../adapters/logger.js';

export const BASE_URL = 'https://agency.example';
export const TOKEN = 'token-123';

export type FetchStub = sinon.SinonStub<Parameters<typeof fetch>, ReturnType<typeof fetch>>;

export function fetchStub(): FetchStub {
  return sinon.stub<Parameters<typeof fetch>, ReturnType<typeof fetch>>();
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function textResponse(
  status: number,
  text: string,
  headers: Record<string, string> = {},
): Response {
  // A 204/304 may not have a body, even an empty one.
  return new Response(status === 204 || status === 304 ? null : text, { status, headers });
}

export interface LoggerSpy extends Logger {
  readonly warn: sinon.SinonSpy<[string], void>;
  readonly error: sinon.SinonSpy<[string], void>;
}

export function loggerSpy(): LoggerSpy {
  const noop = (_message: string): void => undefined;
  return { warn: sinon.spy(noop), error: sinon.spy(noop) };
}

export function client(
  fetch: FetchStub,
  logger: Logger = loggerSpy(),
  options: { timeoutMs?: number; token?: string } = {},
): HttpClient {
  return new HttpClient({
    fetch,
    baseUrl: BASE_URL,
    authenticityToken: () => options.token ?? TOKEN,
    logger,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}

export interface SentRequest {
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly init: RequestInit;
  readonly rawBody: string | undefined;
  /** The body read as a form (empty when it was JSON or absent). */
  readonly form: URLSearchParams;
  /** The body read as JSON (undefined when it was a form or absent). */
  readonly json: Record<string, unknown> | undefined;
}

/** What the n-th call (default: the only/last one) sent. */
export function sent(stub: FetchStub, index = stub.callCount - 1): SentRequest {
  const call = stub.getCall(index);
  const [input, init = {}] = call.args;
  const url = String(input);
  const parsed = new URL(url, BASE_URL);
  const headers = (init.headers ?? {}) as Record<string, string>;
  const rawBody = typeof init.body === 'string' ? init.body : undefined;
  const isJson = headers['Content-Type'] === 'application/json';
  return {
    url,
    path: parsed.pathname,
    query: parsed.searchParams,
    method: init.method ?? 'GET',
    headers,
    init,
    rawBody,
    form: rawBody !== undefined && !isJson ? new URLSearchParams(rawBody) : new URLSearchParams(),
    json:
      rawBody !== undefined && isJson
        ? (JSON.parse(rawBody) as Record<string, unknown>)
        : undefined,
  };
}

/** The form body as a plain object, for deep-equal assertions. */
export function formOf(request: SentRequest): Record<string, string> {
  return Object.fromEntries(request.form.entries());
}

/** The last call was a GET of `path` on the platform, with `query` (none unless given). */
export function expectGet(
  fetch: FetchStub,
  path: string,
  query: Record<string, string> = {},
): void {
  const request = sent(fetch);
  expect(request.method).to.equal('GET');
  expect(request.url.split('?')[0]).to.equal(`${BASE_URL}${path}`);
  expect(Object.fromEntries(request.query)).to.deep.equal(query);
}

/** The last call was a POST to `path` of the form `fields` and the authenticity token. */
export function expectPost(fetch: FetchStub, path: string, fields: Record<string, string>): void {
  const request = sent(fetch);
  expect(request.method).to.equal('POST');
  expect(request.path).to.equal(path);
  expect(formOf(request)).to.deep.equal({ ...fields, authenticity_token: TOKEN });
}
