/**
 * Where each agency lives on the web, and the host names the sandbox answers to.
 *
 * A link the sandbox mails (a password reset) is built on the agency's configured public origin,
 * never on the request's Host header: a client names any host it likes there, and a link built on
 * it would carry the token to that host. A request naming a host the sandbox does not know is
 * refused before anything else is done (421), which also shuts out pages on another name that
 * resolves to this machine (DNS rebinding).
 *
 * By default the agency for hosts that name none is at http://localhost:{port}, and every other
 * agency at http://{slug}.localhost:{port} (browsers resolve *.localhost to this machine); a sandbox
 * listening on one address that is not a loopback one is at that address instead of localhost.
 * `SANDBOX_ORIGIN_{AGENCY}` (or the `origins` option) names another origin, e.g. behind a proxy.
 */
import { AGENCY_SLUGS } from './seed/index.js';
import type { AgencySlug } from './seed/types.js';

export type OriginOverrides = Partial<Record<AgencySlug, string>>;

/** Listening on every interface, or on a loopback one: the machine is reached as localhost. */
const LOCAL_LISTEN_HOSTS = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** The origin of an http(s) URL with no path, query, fragment or credentials; throws with `name` otherwise. */
export function parseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an http(s) origin such as https://homes.example, not ${JSON.stringify(value)}`,
    );
  }
  const bare =
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(
      `${name} must be an http(s) origin such as https://homes.example, not ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

/** The environment variable that overrides an agency's origin. */
export const originVariable = (slug: AgencySlug): string => `SANDBOX_ORIGIN_${slug.toUpperCase()}`;

/** The overrides the environment sets (`SANDBOX_ORIGIN_OAKFIELD`, `SANDBOX_ORIGIN_HARBOUR`). */
export function originsFromEnv(env: Readonly<Record<string, string | undefined>>): OriginOverrides {
  const overrides: OriginOverrides = {};
  for (const slug of AGENCY_SLUGS) {
    const value = env[originVariable(slug)];
    if (value !== undefined && value !== '')
      overrides[slug] = parseOrigin(value, originVariable(slug));
  }
  return overrides;
}

export interface OriginOptions {
  readonly port: number;
  /** The interface the sandbox listens on (default 127.0.0.1). */
  readonly host?: string;
  readonly defaultAgency: AgencySlug;
  readonly overrides?: OriginOverrides;
}

/** Every agency's public origin. */
export function publicOrigins(options: OriginOptions): ReadonlyMap<AgencySlug, string> {
  const listen = (options.host ?? '').toLowerCase();
  const machine = LOCAL_LISTEN_HOSTS.has(listen)
    ? 'localhost'
    : listen.includes(':')
      ? `[${listen}]`
      : listen;
  return new Map(
    AGENCY_SLUGS.map((slug) => {
      const override = options.overrides?.[slug];
      if (override !== undefined)
        return [slug, parseOrigin(override, originVariable(slug))] as const;
      const name = slug === options.defaultAgency ? machine : `${slug}.localhost`;
      return [slug, `http://${name}:${options.port}`] as const;
    }),
  );
}

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([0-9]{1,5}))?$/;

/** A Host header as name and port ('' when it names none); undefined when malformed. */
function splitHost(header: string): { readonly name: string; readonly port: string } | undefined {
  const match = HOST_HEADER.exec(header.trim().toLowerCase());
  return match ? { name: match[1] as string, port: match[2] ?? '' } : undefined;
}

/**
 * The host names the sandbox answers to: each agency's origin (with or without its default
 * port), and this machine's loopback names (localhost, 127.0.0.1, [::1], {agency}.localhost) on
 * the listening port or with no port.
 */
export class KnownHosts {
  private readonly exact = new Set<string>();
  private readonly loopback = new Set<string>([
    'localhost',
    '127.0.0.1',
    '[::1]',
    ...AGENCY_SLUGS.map((slug) => `${slug}.localhost`),
  ]);

  constructor(
    origins: ReadonlyMap<AgencySlug, string>,
    private readonly port: number,
  ) {
    for (const origin of origins.values()) {
      const url = new URL(origin);
      const port = url.port || (url.protocol === 'https:' ? '443' : '80');
      this.exact.add(`${url.hostname}:${port}`);
      if (url.port === '') this.exact.add(url.hostname);
    }
  }

  /** Whether a request's Host header names this sandbox. */
  knows(header: string | undefined): boolean {
    if (header === undefined) return false;
    const host = splitHost(header);
    if (!host) return false;
    if (this.exact.has(host.port === '' ? host.name : `${host.name}:${host.port}`)) return true;
    return this.loopback.has(host.name) && (host.port === '' || host.port === String(this.port));
  }
}
