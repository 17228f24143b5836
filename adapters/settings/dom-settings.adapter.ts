/**
 * Reads the agency global settings object the platform embeds in every page.
 *
 * The platform may either assign `window.agencySettings = {…}` in an inline script, or embed
 * `<script id="agency-settings" type="application/json">…</script>` (preferred: nothing executes,
 * and a strict Content-Security-Policy needs no 'unsafe-inline'). The global wins when both exist.
 */
export const SETTINGS_GLOBAL_NAME = 'agencySettings';
export const SETTINGS_ELEMENT_ID = 'agency-settings';

export interface SettingsSource {
  /** The raw object, or undefined with the reason when none could be read. */
  readonly raw: unknown;
  readonly problem?: string;
}

export function readEmbeddedSettings(win: { [key: string]: unknown }, doc: Pick<Document, 'getElementById'>): SettingsSource {
  const global = win[SETTINGS_GLOBAL_NAME];
  if (global !== undefined) return { raw: global };
  const element = doc.getElementById(SETTINGS_ELEMENT_ID);
  if (!element) return { raw: undefined, problem: `settings: no window.${SETTINGS_GLOBAL_NAME} and no #${SETTINGS_ELEMENT_ID} element` };
  try {
    return { raw: JSON.parse(element.textContent ?? '') };
  } catch {
    return { raw: undefined, problem: `settings: #${SETTINGS_ELEMENT_ID} does not hold valid JSON` };
  }
}
