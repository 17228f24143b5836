import { expect } from 'chai';
import fc from 'fast-check';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  checkTileUrlTemplate,
} from '../../../core/maps/map-tiles.js';

describe('checkTileUrlTemplate', () => {
  it('accepts https tile servers, with {s} subdomains, a port, a query and {r}', () => {
    for (const template of [
      DEFAULT_MAP_TILE_URL,
      'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png',
      'https://tiles-{s}.example.com:8443/v1/{z}/{x}/{y}{r}.png?key=abc123&style=light',
    ]) {
      expect(checkTileUrlTemplate(template), template).to.equal(template);
    }
  });

  it('accepts a path on this site, trimmed', () => {
    expect(checkTileUrlTemplate('  /__sandbox/tiles/{z}/{x}/{y}.svg ')).to.equal(
      '/__sandbox/tiles/{z}/{x}/{y}.svg',
    );
  });

  it('refuses other schemes and addresses that leave the site: http, protocol-relative, backslash, javascript, data', () => {
    for (const template of [
      'http://tile.openstreetmap.org/{z}/{x}/{y}.png',
      '//evil.example/{z}/{x}/{y}.png',
      '/\\evil.example/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'data:image/png;base64,{z}{x}{y}',
      'tiles/{z}/{x}/{y}.png',
      'https://user:pass@tiles.example/{z}/{x}/{y}.png',
    ]) {
      expect(checkTileUrlTemplate(template), template).to.equal(undefined);
    }
  });

  it('refuses templates that lack {z}, {x} or {y}, or name a placeholder a tile layer cannot fill', () => {
    for (const template of [
      'https://t.example/{z}/{x}.png',
      'https://t.example/{x}/{y}.png',
      'https://t.example/{z}/{x}/{y}/{apikey}.png',
      'https://t.example/{Z}/{x}/{y}.png',
      'https://t.example/{z/{x}/{y}.png',
    ]) {
      expect(checkTileUrlTemplate(template), template).to.equal(undefined);
    }
  });

  it('refuses characters that could leave an attribute or a CSS url(): quotes, angle brackets, spaces inside, controls', () => {
    for (const template of [
      'https://t.example/{z}/{x}/{y}.png"onerror="x',
      "https://t.example/{z}/{x}/{y}'.png",
      'https://t.example/<b>/{z}/{x}/{y}',
      'https://t.example/a b/{z}/{x}/{y}',
      'https://t.example/\u0007/{z}/{x}/{y}',
    ]) {
      expect(checkTileUrlTemplate(template), JSON.stringify(template)).to.equal(undefined);
    }
  });

  it('refuses an empty or very long template', () => {
    expect(checkTileUrlTemplate('')).to.equal(undefined);
    expect(checkTileUrlTemplate(`/t/${'a'.repeat(2100)}/{z}/{x}/{y}.png`)).to.equal(undefined);
  });

  it('never throws, and whatever it accepts is https or a single-slash path with {z}, {x} and {y}', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((u) => `${u}/{z}/{x}/{y}.png`),
          fc.constantFrom('/', 'https://', '//', '{z}{x}{y}'),
        ),
        (input) => {
          const checked = checkTileUrlTemplate(input);
          if (checked === undefined) return;
          expect(
            checked.startsWith('https://') ||
              (checked.startsWith('/') && !checked.startsWith('//')),
          ).to.equal(true);
          for (const placeholder of ['{z}', '{x}', '{y}']) expect(checked).to.contain(placeholder);
        },
      ),
    );
  });

  it("defaults to OpenStreetMap's standard tiles, a template it accepts, crediting OpenStreetMap with a link to its copyright page", () => {
    expect(checkTileUrlTemplate(DEFAULT_MAP_TILE_URL)).to.equal(DEFAULT_MAP_TILE_URL);
    expect(new URL(DEFAULT_MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).host).to.equal(
      'tile.openstreetmap.org',
    );
    expect(DEFAULT_MAP_TILE_ATTRIBUTION).to.match(
      /<a href="https:\/\/www\.openstreetmap\.org\/copyright">OpenStreetMap<\/a>/,
    );
  });
});
