/**
 * Reads the agency global settings object the platform embeds in every page:
 * `<script id="agency-settings" type="application/json">…</script>`.
 *
 * One source only. A `window.agencySettings` global is not read: any script on the page, or any
 * element with that id or name (browsers make such elements globals), could replace the platform's
 * settings. Only a JSON script element counts, so markup inside agency content (sanitised: no
 * scripts) cannot stand in for it either.
 */
export const SETTINGS_ELEMENT_ID = 'agency-settings';

/** By attribute, not `#id`: an id lookup may stop at the first element of that id, which need not be the script. */
const SETTINGS_SELECTOR = `script[id="${SETTINGS_ELEMENT_ID}"][type="application/json"]`;

export interface SettingsSource {
  /** The raw object, or undefined with the reason when none could be read. */
  readonly raw: unknown;
  readonly problem?: string;
}

export function readEmbeddedSettings(doc: Pick<Document, 'querySelector'>): SettingsSource {
  const element = doc.querySelector(SETTINGS_SELECTOR);
  if (!element)
    return {
      raw: undefined,
      problem: `settings: no <script id="${SETTINGS_ELEMENT_ID}" type="application/json"> element`,
    };
  try {
    return { raw: JSON.parse(element.textContent ?? '') };
  } catch {
    return {
      raw: undefined,
      problem: `settings: #${SETTINGS_ELEMENT_ID} does not hold valid JSON`,
    };
  }
}

/** A `<script …>` element and its text, in a page's HTML. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** An attribute's value in a tag's attribute text (quoted either way, or bare). */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    'i',
  ).exec(attributes);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3]);
}

/**
 * The settings object of another page of the site, from its HTML as fetched (a property page
 * read for its listing): the same one element `readEmbeddedSettings` reads. Read as text, not
 * parsed into a document: a platform enforcing Trusted Types refuses HTML strings given to a
 * parser, and a script element's text is never entity-encoded, so the JSON is all there is.
 */
export function readSettingsFromHtml(html: string): SettingsSource {
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'id') !== SETTINGS_ELEMENT_ID) continue;
    if (attribute(attributes, 'type')?.toLowerCase() !== 'application/json') continue;
    try {
      return { raw: JSON.parse(text) };
    } catch {
      return {
        raw: undefined,
        problem: `settings: #${SETTINGS_ELEMENT_ID} does not hold valid JSON`,
      };
    }
  }
  return {
    raw: undefined,
    problem: `settings: no <script id="${SETTINGS_ELEMENT_ID}" type="application/json"> element`,
  };
}
