/**
 * Trusted Types (a Content-Security-Policy with `require-trusted-types-for 'script'`): every value
 * that reaches an HTML, script or script-URL sink goes through a named policy, so a platform may
 * enforce them and the site keeps working. The names to list in the CSP's `trusted-types`
 * directive are TRUSTED_TYPES_POLICY_NAMES.
 *
 * - `dompurify`: DOMPurify's own policy; agency HTML comes back from it as TrustedHTML.
 * - `agency-scripts`: the URLs of the scripts the site loads (maps, bot check, legacy calendar),
 *   web addresses only (each is checked by its own rule before it is loaded).
 * - `agency-snippets`: the agency's analytics code (`GET /analytics_code`), which the platform
 *   serves for the agency to run once the visitor consents: passed through as it is.
 * - `default`: for a library that writes HTML strings itself (Leaflet's controls and credits),
 *   installed before the maps library is evaluated: the string is sanitised by DOMPurify before it is used.
 *
 * Where the browser has no Trusted Types, every function answers the plain string.
 */
import type { DOMPurify } from 'dompurify';

/** The policy names a platform's CSP lists in `trusted-types`. */
export const TRUSTED_TYPES_POLICY_NAMES = [
  'dompurify',
  'agency-scripts',
  'agency-snippets',
  'default',
] as const;

interface Policy {
  createHTML?(input: string): unknown;
  createScript?(input: string): unknown;
  createScriptURL?(input: string): unknown;
}

interface PolicyRules {
  createHTML?: (input: string) => string;
  createScript?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): Policy;
  readonly defaultPolicy?: Policy | null;
}

/** The window's Trusted Types factory, where the browser has one. */
function factoryOf(win: object): TrustedTypesFactory | undefined {
  const factory = (win as { trustedTypes?: unknown }).trustedTypes;
  return typeof factory === 'object' &&
    factory !== null &&
    typeof (factory as TrustedTypesFactory).createPolicy === 'function'
    ? (factory as TrustedTypesFactory)
    : undefined;
}

const policies = new WeakMap<object, Map<string, Policy>>();

/** The named policy of `win`, created once (a second createPolicy of a name may be refused). */
function policy(win: object, name: string, rules: PolicyRules): Policy | undefined {
  const factory = factoryOf(win);
  if (factory === undefined) return undefined;
  const made = policies.get(win) ?? new Map<string, Policy>();
  policies.set(win, made);
  const existing = made.get(name);
  if (existing) return existing;
  const created = factory.createPolicy(name, rules);
  made.set(name, created);
  return created;
}

/** A web address (http or https, absolute or on this site): never javascript:, data: or blob:. */
function webScriptUrl(url: string, base: string): string {
  const parsed = new URL(url, base);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`not a script address: ${parsed.protocol}`);
  return url;
}

/** A script's address as the `src` sink takes it. */
export function trustedScriptUrl(win: Window, url: string): string {
  const made = policy(win, 'agency-scripts', {
    createScriptURL: (input) => webScriptUrl(input, win.location.href),
  });
  return (
    (made?.createScriptURL?.(url) as string | undefined) ?? webScriptUrl(url, win.location.href)
  );
}

const passThrough = (input: string): string => input;

/** The agency's analytics markup, as the HTML sink takes it. */
export function trustedSnippetHtml(win: Window, html: string): string {
  const made = policy(win, 'agency-snippets', {
    createHTML: passThrough,
    createScript: passThrough,
  });
  return (made?.createHTML?.(html) as string | undefined) ?? html;
}

/** The text of one of the agency's analytics scripts, as the script sink takes it. */
export function trustedSnippetScript(win: Window, text: string): string {
  const made = policy(win, 'agency-snippets', {
    createHTML: passThrough,
    createScript: passThrough,
  });
  return (made?.createScript?.(text) as string | undefined) ?? text;
}

/**
 * Installs the `default` policy for libraries that write HTML strings (Leaflet): each string is
 * sanitised by DOMPurify first (links may keep `target`, as the map credits open a new tab).
 * Does nothing where there are no Trusted Types or a default policy exists already.
 */
export function installDefaultHtmlPolicy(win: Window, purify: DOMPurify): void {
  const factory = factoryOf(win);
  if (factory === undefined || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createHTML: (input) =>
      purify.sanitize(input, { ADD_ATTR: ['target'], RETURN_TRUSTED_TYPE: false }),
  });
}

/**
 * Call before a library that writes HTML strings is evaluated (Leaflet does from the moment it is
 * imported): where the browser enforces Trusted Types, fetches DOMPurify (the sanitiser's shared
 * file, never a second copy) and installs the `default` policy. Elsewhere it fetches nothing.
 */
export async function prepareDefaultHtmlPolicy(win: Window): Promise<void> {
  if (factoryOf(win) === undefined) return;
  const { default: createDOMPurify } = await import('dompurify');
  installDefaultHtmlPolicy(
    win,
    createDOMPurify(win as unknown as Parameters<typeof createDOMPurify>[0]),
  );
}
