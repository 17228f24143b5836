/**
 * Writing data into HTML safely, the one rule for every page the server writes: text in element
 * content and quoted attribute values (`escapeHtml`), and JSON in a `<script>` element
 * (`jsonForScript`: schema.org JSON-LD in `<script type="application/ld+json">`, the settings
 * object in `<script type="application/json">`). Whatever a string holds (an article titled
 * `</script><script>…`, an address with `<!--` or a quote), it can neither end its attribute, its
 * element or its script, nor open a comment, and the browser (or a JSON parser) reads back exactly
 * the value that was written.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content or a quoted attribute value: `& < > " '` as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * `JSON.stringify(value)` with `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes: no
 * `</script`, `<!--` or `-->` can appear, U+2028/U+2029 cannot break older parsers, and
 * `JSON.parse` gives back the same value.
 */
export function jsonForScript(value: unknown): string {
  // JSON.stringify answers undefined for undefined (and for a function): written as null.
  const json: string | undefined = JSON.stringify(value);
  return (json ?? 'null').replace(
    SCRIPT_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The named character references agency HTML uses, and what each stands for. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  euro: '€',
};

/**
 * Text with HTML's character references read: the named entities above and numeric ones
 * (&#169; &#xA9;); a numeric one that is not printable is dropped, an unknown name stays as
 * written. The one rule for reading agency HTML as text (map credits, page descriptions).
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      const printable =
        code >= 0x20 &&
        code <= 0x10ffff &&
        !(code >= 0x7f && code <= 0x9f) &&
        !(code >= 0xd800 && code <= 0xdfff);
      return printable ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Text of a piece of agency HTML for a description: tags dropped (scripts, styles and comments
 * with their content), character references read (core's `decodeHtmlEntities`), white space
 * collapsed. Only ever written as an escaped attribute value, never as HTML.
 */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<[^>]*>?/g, ' ');
  return decodeHtmlEntities(withoutTags).replace(/\s+/g, ' ').trim();
}
