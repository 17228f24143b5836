/**
 * Text-section truncation on mobile (SPEC §4 Other "Read more / Read less", §9: 150 characters
 * with an ellipsis).
 */

/** Text sections are cut to 150 characters on mobile, with an ellipsis (SPEC §9). */
export const MOBILE_TRUNCATE_CHARS = 150;

/** The single-character ellipsis appended to cut text. */
export const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
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
  const head: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    head.push(segment);
    if (head.length > max) break;
  }
  if (head.length <= max) return text;
  let kept = head.slice(0, max);
  const cutsMidWord = !isSpace(head[max]!);
  const lastSpace = kept.findLastIndex(isSpace);
  if (cutsMidWord && lastSpace >= Math.ceil(max / 2)) kept = kept.slice(0, lastSpace);
  return kept.join('').replace(/[\s,;:\-–—]+$/u, '') + ELLIPSIS;
}
