/**
 * Where a keyless map gets its pictures (theme `mapTileUrl`, `mapTileAttribution`): a raster tile
 * URL template and the credit the tile provider requires.
 *
 * A tile template comes from the agency's settings, so it is checked here before any adapter sees
 * it: an https URL or a same-origin path ('/tiles/{z}/{x}/{y}.png'), with {z}, {x} and {y}, and no
 * placeholder a tile layer could not fill. The credit is text (with links in a tiny safe subset of
 * HTML), read into text and links by `parseMapAttribution` (map-attribution.ts) where it is drawn.
 */

/** What a raster tile layer needs: the checked template and its credit (text, see above). */
export interface TileSource {
  readonly urlTemplate: string;
  readonly attribution: string;
}

/**
 * OpenStreetMap's standard tiles. Their usage policy (operations.osmfoundation.org/policies/tiles)
 * allows light use with attribution; a busy site needs its own tile server or a tile provider.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** OpenStreetMap's credit, linking to its copyright page (as their licence asks). */
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Why a tile template was refused (a decode problem; it never repeats the value). */
export const TILE_URL_PROBLEM =
  'expected an https:// URL or a same-origin path (/…) with {z}, {x} and {y}';

const MAX_TEMPLATE_LENGTH = 2048;
/**
 * An https origin (host letters, digits, hyphens and {s}; an optional port; no user name) or none,
 * then a path starting with one '/'. No whitespace, control characters, quotes, backslashes or
 * angle brackets (nothing that could leave an attribute or a CSS url()), and braces only in the
 * placeholders a tile layer fills: {s} subdomain, {z} zoom, {x} column, {y} row, {r} '@2x'.
 */
/* eslint-disable no-control-regex -- control characters are what this rule refuses */
const TILE_URL =
  /^(?:https:\/\/(?:[A-Za-z0-9-]|\{s\})+(?:\.(?:[A-Za-z0-9-]|\{s\})+)*(?::\d{1,5})?)?\/(?![/\\])(?:[^\s\\"'<>`{}\u0000-\u001f\u007f]|\{[sxyzr]\})*$/;
/* eslint-enable no-control-regex */

/** The template when it is safe to hand to a tile layer and has {z}, {x} and {y}, else undefined. */
export function checkTileUrlTemplate(template: string): string | undefined {
  const trimmed = template.trim();
  const complete = ['{z}', '{x}', '{y}'].every((placeholder) => trimmed.includes(placeholder));
  return trimmed.length <= MAX_TEMPLATE_LENGTH && complete && TILE_URL.test(trimmed)
    ? trimmed
    : undefined;
}
