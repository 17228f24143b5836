/**
 * A tile provider's credit (theme `mapTileAttribution`) as text and links. The setting is text,
 * with one tiny safe piece of HTML kept: `<a href="…">…</a>` to an https or same-origin address.
 * Other tags are dropped (their text stays) and a few entities are decoded. An adapter writes the
 * parts as text and links it builds itself, never the setting's HTML.
 */
import { safeLink, type LinkKind } from '../content/links.js';
import { decodeHtmlEntities } from '../seo/escaping.js';

/** One piece of a tile credit: text, linked when `href` is given. */
export interface AttributionPart {
  readonly text: string;
  readonly href?: string;
}

export type MapAttribution = readonly AttributionPart[];

const MAX_ATTRIBUTION_LENGTH = 1000;

/** The links a credit keeps (core's link rule): https pages, or pages of this site. */
export const ATTRIBUTION_LINK: readonly LinkKind[] = ['https', 'site'];

const LINK = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ANY_TAG = /<\/?[a-z!][^>]*>/gi;

/**
 * The text of a piece of HTML: tags dropped, entities decoded, and no angle bracket left (a credit
 * needs none, and decoding could otherwise leave tag-like text such as '<&#0;a>' → '<a>').
 */
function textOf(html: string): string {
  return decodeHtmlEntities(html.replace(ANY_TAG, '')).replace(/[<>]/g, '');
}

/**
 * An attribution setting as text and links (see the top of this file); an empty list when nothing
 * readable is left. Whitespace runs become one space.
 */
export function parseMapAttribution(input: string): MapAttribution {
  const source = input.slice(0, MAX_ATTRIBUTION_LENGTH);
  const parts: AttributionPart[] = [];
  const add = (text: string, href?: string): void => {
    const clean = text.replace(/\s+/g, ' ');
    if (clean === '') return;
    const last = parts[parts.length - 1];
    if (href === undefined && last !== undefined && last.href === undefined)
      parts[parts.length - 1] = { text: last.text + clean };
    else parts.push(href === undefined ? { text: clean } : { text: clean, href });
  };
  let at = 0;
  for (const match of source.matchAll(LINK)) {
    add(textOf(source.slice(at, match.index)));
    const attributes = HREF.exec(match[1] ?? '');
    const href = decodeHtmlEntities(
      (attributes?.[1] ?? attributes?.[2] ?? attributes?.[3] ?? '').trim(),
    );
    const text = textOf(match[2] ?? '');
    if (text.trim() !== '') add(text, safeLink(href, ATTRIBUTION_LINK));
    at = match.index + match[0].length;
  }
  add(textOf(source.slice(at)));
  return trimEnds(parts);
}

/** No leading or trailing space on the whole credit. */
function trimEnds(parts: AttributionPart[]): MapAttribution {
  const out = [...parts];
  const first = out[0];
  if (first !== undefined) out[0] = { ...first, text: first.text.trimStart() };
  const lastIndex = out.length - 1;
  const last = out[lastIndex];
  if (last !== undefined) out[lastIndex] = { ...last, text: last.text.trimEnd() };
  return out.filter((part) => part.text !== '');
}
