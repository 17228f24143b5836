/** True when the URL hash names an overlay route or a flash ('#/user', '#flash/x'); '#' and '#/' do not. */
export function hashNamesOverlay(hash: string): boolean {
  return hash.replace(/^#\/?/, '') !== '';
}
