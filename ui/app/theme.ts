/** Applies the agency's brand (theme_settings.colours, fontFamily) as CSS custom properties. */
import type { ThemeSettings } from '../../core/index.js';

const VARIABLES: Readonly<Record<string, string>> = {
  primary: '--brand-primary',
  primaryText: '--brand-primary-text',
  accent: '--brand-accent',
  accentText: '--brand-accent-text',
  headerBackground: '--header-bg',
  headerText: '--header-text',
};

/** Only plain colour values pass: a settings value can never inject other CSS. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;
const SAFE_FONT = /^[\w\s,'"-]{1,200}$/;

export function themeVariables(theme: ThemeSettings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme.colours)) {
    const name = VARIABLES[key];
    if (name && SAFE_COLOUR.test(value.trim())) out[name] = value.trim();
  }
  if (theme.fontFamily && SAFE_FONT.test(theme.fontFamily)) out['--font-family'] = theme.fontFamily;
  return out;
}

/**
 * Sets the brand's custom properties on `root`. `current` answers a property's value as the page
 * already has it (the platform's own style, server-rendered): a value already in place is not set
 * again, since any custom property set on the root makes the browser restyle the whole page.
 */
export function applyTheme(
  root: { style: { setProperty(name: string, value: string): void } },
  theme: ThemeSettings,
  current?: (name: string) => string,
): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    if (current !== undefined && current(name).trim() === value) continue;
    root.style.setProperty(name, value);
  }
}
