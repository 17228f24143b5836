/**
 * Link safety: the one rule for any address an agency writes (menu items, theme settings such as
 * the mobile contact link or the mortgage guide, map credits) before it goes into an href. Each
 * caller says which kinds of link it takes; anything else, and every script-running or
 * site-leaving trick, is refused.
 *
 * Redirects the site itself performs are checked again in the navigation adapter, after the
 * browser has resolved them against the page (same origin only).
 */

import * as t from 'io-ts';

/** What a link is: a page of this site, a fragment of this page, or a web, mail or phone link. */
export type LinkKind = 'site' | 'fragment' | 'https' | 'http' | 'mailto' | 'tel';

/** Every kind: what a menu item or a contact link may be. */
export const ANY_SAFE_LINK: readonly LinkKind[] = [
  'site',
  'fragment',
  'https',
  'http',
  'mailto',
  'tel',
];

/** Pages, on this site or elsewhere on the web (a guide, a policy). */
export const WEB_PAGE_LINK: readonly LinkKind[] = ['site', 'https', 'http'];

/** Characters no address an agency writes needs: spaces, quotes, angle brackets, backslashes, controls. */
// eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
const UNSAFE_CHARACTERS = /[\s\\"'<>`\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The kind of a link, or undefined when it is not a safe link at all: blank or a bare '#', a
 * scheme that runs script or carries data (`javascript:`, `data:`, `vbscript:` …), an address
 * that leaves the site while looking local (`//evil.example`, `/\evil.example`), a web link with
 * no host, or one holding spaces, quotes, angle brackets, backslashes or control characters.
 * Leading and trailing spaces are ignored.
 */
export function linkKind(url: string): LinkKind | undefined {
  const link = url.trim();
  if (link === '' || link === '#' || UNSAFE_CHARACTERS.test(link)) return undefined;
  if (link.startsWith('#')) return 'fragment';
  if (link.startsWith('//')) return undefined;
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  // A colon before any slash, '?' or '#' reads as a scheme somewhere: only the known ones pass.
  if (scheme === undefined) return /^[^/?#]*:/.test(link) ? undefined : 'site';
  if (scheme === 'https' || scheme === 'http')
    return /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:[/?#]|$)/i.test(link)
      ? scheme
      : undefined;
  if (scheme === 'mailto') return link.length > 'mailto:'.length ? 'mailto' : undefined;
  if (scheme === 'tel') return /^tel:\+?[\d()./-]{3,}$/i.test(link) ? 'tel' : undefined;
  return undefined;
}

/** The link, trimmed, when it is safe and of a kind the caller takes; else undefined. */
export function safeLink(
  url: string,
  kinds: readonly LinkKind[] = ANY_SAFE_LINK,
): string | undefined {
  const kind = linkKind(url);
  return kind !== undefined && kinds.includes(kind) ? url.trim() : undefined;
}

/**
 * The codec every decoder of platform or agency data uses for a link (menus, property and article
 * addresses): the link, trimmed, when `safeLink` takes it for these kinds; else a failure, so the
 * item it belongs to is dropped and reported like any other malformed item.
 */
export function linkCodec(
  kinds: readonly LinkKind[] = ANY_SAFE_LINK,
): t.Type<string, string, unknown> {
  return new t.Type<string, string, unknown>(
    'SafeLink',
    (u): u is string => typeof u === 'string' && safeLink(u, kinds) !== undefined,
    (u, context) => {
      const link = typeof u === 'string' ? safeLink(u, kinds) : undefined;
      return link === undefined
        ? t.failure(u, context, `not a safe link (${kinds.join(', ')})`)
        : t.success(link);
    },
    (link) => link,
  );
}

/**
 * `text`, resolved against `base` when given, as a URL; undefined where it is none. A `new URL` in
 * a try rather than `URL.canParse`, which browsers the site supports lack (Safari before 17, Chrome
 * before 120).
 */
export function parseUrl(text: string, base?: string | URL): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** `text` (against `base`) as an http or https URL; undefined for any other kind or none. */
export function webUrl(text: string, base?: string | URL): URL | undefined {
  const url = parseUrl(text, base);
  return url?.protocol === 'https:' || url?.protocol === 'http:' ? url : undefined;
}
