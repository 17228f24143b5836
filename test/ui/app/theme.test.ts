import { expect } from 'chai';
import { themeVariables } from '../../../ui/app/theme.js';
import { DEFAULT_THEME_SETTINGS } from '../../../core/settings/settings.codec.js';

describe('themeVariables', () => {
  it('maps brand colours to CSS custom properties', () => {
    const vars = themeVariables({ ...DEFAULT_THEME_SETTINGS, colours: { primary: '#1f4d3a', headerText: 'rgb(10, 20, 30)' }, fontFamily: 'Georgia, serif' });
    expect(vars).to.deep.equal({ '--brand-primary': '#1f4d3a', '--header-text': 'rgb(10, 20, 30)', '--font-family': 'Georgia, serif' });
  });

  it('refuses values that could inject other CSS', () => {
    const vars = themeVariables({ ...DEFAULT_THEME_SETTINGS, colours: { primary: 'red; background: url(//evil)', accent: '#abc' }, fontFamily: 'x} body{display:none' });
    expect(vars).to.deep.equal({ '--brand-accent': '#abc' });
  });
});
