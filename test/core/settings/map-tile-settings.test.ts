import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
} from '../../../core/maps/map-tiles.js';

/** A minimal settings object with the given theme settings. */
function withTheme(theme_settings: Record<string, unknown>): Record<string, unknown> {
  return {
    page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
    header_data: { primaryMenuItems: [] },
    theme_settings,
  };
}

describe('decodeSiteSettings: keyless map tiles (theme mapTileUrl, mapTileAttribution)', () => {
  it("defaults to OpenStreetMap's standard tiles and credit", () => {
    const { settings, problems } = decodeSiteSettings(withTheme({}));
    expect(settings.theme.mapTileUrl).to.equal(DEFAULT_MAP_TILE_URL);
    expect(settings.theme.mapTileAttribution).to.equal(DEFAULT_MAP_TILE_ATTRIBUTION);
    expect(problems.filter((p) => p.includes('mapTile'))).to.deep.equal([]);
  });

  it("takes an agency's https tile server and its credit", () => {
    const { settings, problems } = decodeSiteSettings(
      withTheme({
        mapTileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        mapTileAttribution: '© <a href="https://tiles.example">Example Tiles</a>',
      }),
    );
    expect(settings.theme.mapTileUrl).to.equal('https://{s}.tiles.example/{z}/{x}/{y}.png');
    expect(settings.theme.mapTileAttribution).to.equal(
      '© <a href="https://tiles.example">Example Tiles</a>',
    );
    expect(problems.filter((p) => p.includes('mapTile'))).to.deep.equal([]);
  });

  it('takes a tile path on the same site', () => {
    expect(
      decodeSiteSettings(withTheme({ mapTileUrl: '/__sandbox/tiles/{z}/{x}/{y}.svg' })).settings
        .theme.mapTileUrl,
    ).to.equal('/__sandbox/tiles/{z}/{x}/{y}.svg');
  });

  for (const [what, value] of [
    ['an http URL', 'http://tiles.example/{z}/{x}/{y}.png'],
    ['a protocol-relative URL', '//evil.example/{z}/{x}/{y}.png'],
    ['a javascript: URL', 'javascript:alert(document.cookie)//{z}/{x}/{y}'],
    ['a template without {y}', 'https://tiles.example/{z}/{x}.png'],
    ['a number', 42],
  ] as const) {
    it(`falls back to the default tiles for ${what}, reporting the problem without repeating the value`, () => {
      const { settings, problems } = decodeSiteSettings(
        withTheme({ mapTileUrl: value, mortgageInterestRate: 3.9 }),
      );
      expect(settings.theme.mapTileUrl).to.equal(DEFAULT_MAP_TILE_URL);
      const problem = problems.find((p) => p.startsWith('theme_settings.mapTileUrl: '));
      expect(problem, problems.join('\n')).to.be.a('string');
      if (typeof value === 'string') expect(problem).to.not.contain(value);
      // The other theme values are kept.
      expect(settings.theme.mortgageInterestRate).to.equal(3.9);
    });
  }

  it('says what a tile template must be', () => {
    const { problems } = decodeSiteSettings(withTheme({ mapTileUrl: 'ftp://x/{z}/{x}/{y}' }));
    expect(problems).to.include(
      'theme_settings.mapTileUrl: expected an https:// URL or a same-origin path (/…) with {z}, {x} and {y}',
    );
  });

  it('falls back to the default credit for a blank or non-text attribution, reporting it', () => {
    for (const value of ['   ', ['©'], 7]) {
      const { settings, problems } = decodeSiteSettings(withTheme({ mapTileAttribution: value }));
      expect(settings.theme.mapTileAttribution).to.equal(DEFAULT_MAP_TILE_ATTRIBUTION);
      expect(
        problems.some((p) => p.startsWith('theme_settings.mapTileAttribution: ')),
        JSON.stringify(value),
      ).to.equal(true);
    }
  });
});
