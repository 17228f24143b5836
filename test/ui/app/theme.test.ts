import { expect } from 'chai';
import { applyTheme, themeVariables } from '../../../ui/app/theme.js';
import { DEFAULT_THEME_SETTINGS } from '../../../core/settings/theme-settings.codec.js';

describe('themeVariables', () => {
  it('maps brand colours to CSS custom properties', () => {
    const vars = themeVariables({
      ...DEFAULT_THEME_SETTINGS,
      colours: { primary: '#1f4d3a', headerText: 'rgb(10, 20, 30)' },
      fontFamily: 'Georgia, serif',
    });
    expect(vars).to.deep.equal({
      '--brand-primary': '#1f4d3a',
      '--header-text': 'rgb(10, 20, 30)',
      '--font-family': 'Georgia, serif',
    });
  });

  it('refuses values that could inject other CSS', () => {
    const vars = themeVariables({
      ...DEFAULT_THEME_SETTINGS,
      colours: { primary: 'red; background: url(//evil)', accent: '#abc' },
      fontFamily: 'x} body{display:none',
    });
    expect(vars).to.deep.equal({ '--brand-accent': '#abc' });
  });
});

describe('applyTheme', () => {
  const theme = {
    ...DEFAULT_THEME_SETTINGS,
    colours: { primary: '#1f4d3a', accent: '#c8a04a' },
    fontFamily: 'Georgia, serif',
  };
  const aRoot = () => {
    const set: string[] = [];
    return {
      set,
      root: {
        style: { setProperty: (name: string, value: string) => void set.push(`${name}:${value}`) },
      },
    };
  };

  it('sets every brand property on a page without the brand (rendered in the browser)', () => {
    const { set, root } = aRoot();
    applyTheme(root, theme);
    expect(set).to.deep.equal([
      '--brand-primary:#1f4d3a',
      '--brand-accent:#c8a04a',
      '--font-family:Georgia, serif',
    ]);
  });

  it("sets only what differs from the platform's own style (a server-rendered page is not restyled for nothing)", () => {
    const { set, root } = aRoot();
    const platform: Record<string, string> = {
      '--brand-primary': ' #1f4d3a',
      '--brand-accent': '#000000',
      '--font-family': 'Georgia, serif',
    };
    applyTheme(root, theme, (name) => platform[name] ?? '');
    expect(set).to.deep.equal(['--brand-accent:#c8a04a']);
  });
});
