/**
 * An article as a list shows it (the articles index, related articles, an articles slider block),
 * decoded from page data: one home for every list of article cards. Each field is read on its own
 * (a number where text belongs is reported and left out); a card without a title and address is
 * reported and left out.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { firstError } from '../settings/settings-primitives.js';
import { WEB_PAGE_LINK, linkCodec } from '../content/links.js';

/** A topic the platform files articles under; `slug` is what `?topic=` carries. */
export interface ArticleTopic {
  readonly name: string;
  /** Absent when the platform named the topic without its slug: shown, never linked. */
  readonly slug?: string;
}

/** An article as a list shows it (the index, related articles). */
export interface ArticleCard {
  readonly title: string;
  readonly url: string;
  readonly imageUrl?: string;
  /** The image's text alternative (empty: decorative, the title beside it says it all). */
  readonly imageAlt?: string;
  readonly excerpt?: string;
  /** ISO 8601 date (or date-time) as the platform sends it. */
  readonly publishedAt?: string;
  readonly topic?: ArticleTopic;
  readonly author?: string;
}

/** The text fields an article or its card may carry: each one read on its own (a number where text belongs is reported and left out). */
export const CARD_FIELDS = [
  'imageUrl',
  'imageAlt',
  'excerpt',
  'publishedAt',
  'topic',
  'topicSlug',
  'author',
] as const;
export type TextFields<K extends string> = { readonly [F in K]?: string };

const ArticleCardCodec = t.type({ title: t.string, url: linkCodec(WEB_PAGE_LINK) });
/** A slug the index's address can carry: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const nonBlank = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined;

export function topicOf(
  name: string | undefined,
  slug: string | undefined,
): ArticleTopic | undefined {
  const named = nonBlank(name);
  if (named === undefined) return undefined;
  const cleanSlug = nonBlank(slug)?.toLowerCase();
  return cleanSlug !== undefined && SLUG.test(cleanSlug)
    ? { name: named, slug: cleanSlug }
    : { name: named };
}

/** The text fields of a record, each checked on its own; one that is not text is reported and left out. */
export function textFields<K extends string>(
  record: Readonly<Record<string, unknown>>,
  fields: readonly K[],
  path: string,
  problems: string[],
): TextFields<K> {
  const out: { [F in K]?: string } = {};
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') out[field] = value;
    else if (value !== undefined && value !== null)
      problems.push(`${path}.${field}: expected text, got ${typeof value}`);
  }
  return out;
}

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function cardFields(
  raw: TextFields<(typeof CARD_FIELDS)[number]>,
): Omit<ArticleCard, 'title' | 'url'> {
  const topic = topicOf(raw.topic, raw.topicSlug);
  const text = (value: string | undefined) => nonBlank(value);
  return {
    ...(text(raw.imageUrl) ? { imageUrl: text(raw.imageUrl) } : {}),
    ...(raw.imageAlt !== undefined ? { imageAlt: raw.imageAlt.trim() } : {}),
    ...(text(raw.excerpt) ? { excerpt: text(raw.excerpt) } : {}),
    ...(text(raw.publishedAt) ? { publishedAt: text(raw.publishedAt) } : {}),
    ...(topic ? { topic } : {}),
    ...(text(raw.author) ? { author: text(raw.author) } : {}),
  };
}

export function list<A>(
  value: unknown,
  path: string,
  problems: string[],
  decode: (item: unknown, path: string) => A | undefined,
): A[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected a list`);
    return [];
  }
  return value.flatMap((item: unknown, i) => {
    const decoded = decode(item, `${path}[${i}]`);
    return decoded === undefined ? [] : [decoded];
  });
}

export function decodeCard(
  value: unknown,
  path: string,
  problems: string[],
): ArticleCard | undefined {
  const decoded = ArticleCardCodec.decode(value);
  if (isLeft(decoded) || !isRecord(value)) {
    problems.push(`${path}: ${isLeft(decoded) ? firstError(decoded.left) : 'expected an article'}`);
    return undefined;
  }
  return {
    title: decoded.right.title,
    url: decoded.right.url,
    ...cardFields(textFields(value, CARD_FIELDS, path, problems)),
  };
}

/** A list of article cards (an articles slider's, related articles): each decoded on its own, a bad one reported and left out. */
export function decodeArticleCards(
  value: unknown,
  path: string,
  problems: string[],
): ArticleCard[] {
  return list(value, path, problems, (item, itemPath) => decodeCard(item, itemPath, problems));
}
