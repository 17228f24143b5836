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
