/**
 * Text-section truncation on mobile (SPEC §4 Other "Read more / Read less", §9: 150 characters
 * with an ellipsis).
 */

/** Text sections are cut to 150 characters on mobile, with an ellipsis (SPEC §9). */
export const MOBILE_TRUNCATE_CHARS = 150;

/** The single-character ellipsis appended to cut text. */
export const ELLIPSIS = '…';

/**
 * Text in which every UTF-16 code unit is a grapheme cluster of its own: ASCII, Latin-1 and
 * Latin Extended-A/B letters (precomposed, so no combining marks), tab and line feed (no carriage
 * return, which pairs with a line feed), general punctuation up to U+205E (no zero-width joiners
 * or format characters) and currency signs. An agency's English text nearly always is.
 */
const ONE_UNIT_PER_GRAPHEME =
  /^[\t\n\x20-\x7E\u00A0-\u024F\u2010-\u2027\u2030-\u205E\u20A0-\u20C0]*$/;

/**
 * A user-perceived character, near enough, where the engine has no `Intl.Segmenter` (Hermes, React
 * Native's engine): a carriage return with its line feed, a flag (two regional indicators), or one
 * code point with the combining marks, variation selectors and skin tones after it and what a
 * zero-width joiner binds to it. Scripts whose clusters follow other rules (Hangul jamo, Indic
 * conjuncts) may be cut inside a cluster, never inside a code point.
 */
const APPROXIMATE_GRAPHEME =
  /\r\n|[\u{1F1E6}-\u{1F1FF}]{2}|[^\p{M}\u200D][\p{M}\u{1F3FB}-\u{1F3FF}]*(?:\u200D[^\p{M}\u200D]?[\p{M}\u{1F3FB}-\u{1F3FF}]*)*|[\s\S]/gu;

/** Built at first need: creating a segmenter loads ICU's break rules, some 8 ms on a fast machine. */
let graphemeSegmenter: Intl.Segmenter | undefined;

/** The grapheme clusters of `text`, from the engine's segmenter or, without one, approximately. */
function* graphemes(text: string): Generator<string> {
  if (typeof Intl !== 'object' || typeof Intl.Segmenter !== 'function') {
    for (const [cluster] of text.matchAll(APPROXIMATE_GRAPHEME)) yield cluster;
    return;
  }
  graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of graphemeSegmenter.segment(text)) yield segment;
}

/** The first `count` grapheme clusters of `text` (all of them when it has fewer). */
function firstGraphemes(text: string, count: number): string[] {
  if (ONE_UNIT_PER_GRAPHEME.test(text)) return text.slice(0, count).split('');
  const head: string[] = [];
  for (const cluster of graphemes(text)) {
    if (head.length === count) break;
    head.push(cluster);
  }
  return head;
}

const isSpace = (grapheme: string): boolean => /^\s+$/u.test(grapheme);

/**
 * The mobile preview of `text`: unchanged when it has at most `limit` characters, otherwise cut
 * to at most `limit` characters plus '…'. Characters are user-perceived characters (grapheme
 * clusters), so an emoji, a flag or an accented letter is never split. The cut falls on the last
 * word boundary when that keeps at least half the limit (a very long word is cut mid-word instead),
 * and trailing spaces, commas, colons, semicolons and dashes before the ellipsis are dropped.
 * A NaN limit means the default of 150; a negative one means 0.
 */
export function truncateForMobile(text: string, limit: number = MOBILE_TRUNCATE_CHARS): string {
  const max = Number.isNaN(limit) ? MOBILE_TRUNCATE_CHARS : Math.max(0, Math.floor(limit));
  // A text of at most `max` code units has at most `max` characters.
  if (text.length <= max) return text;
  const head = firstGraphemes(text, max + 1);
  if (head.length <= max) return text;
  let kept = head.slice(0, max);
  const cutsMidWord = !isSpace(head[max]!);
  // Not `findLastIndex`: it is ES2023, and core asks no more than ES2022 of its engine.
  let lastSpace = kept.length - 1;
  while (lastSpace >= 0 && !isSpace(kept[lastSpace]!)) lastSpace -= 1;
  if (cutsMidWord && lastSpace >= Math.ceil(max / 2)) kept = kept.slice(0, lastSpace);
  return kept.join('').replace(/[\s,;:\-–—]+$/u, '') + ELLIPSIS;
}
