import { expect } from 'chai';
import { decodeSiteSettings } from '../../core/settings/settings.codec.js';
import { TILE_SIZE } from '../../sandbox/images/tile-features.js';
import { MAX_TILE_ZOOM, isTile, renderTile, tileSvg } from '../../sandbox/images/tiles.js';
import { startTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

/** The tile (at zoom z) holding a latitude and longitude. */
function tileAt(lat: number, lng: number, z: number): { x: number; y: number } {
  const count = 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * count),
    y: Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * count),
  };
}

const TAUNTON = { lat: 51.0153, lng: -3.1068 };

describe('sandbox map tiles', () => {
  describe('tileSvg', () => {
    it('draws a 256 px SVG picture for a tile of the world', () => {
      const { x, y } = tileAt(TAUNTON.lat, TAUNTON.lng, 12);
      const svg = tileSvg(12, x, y) ?? '';
      expect(svg).to.match(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 256 256">/,
      );
      expect(svg).to.contain('<rect width="256" height="256" fill="#f2efe9"/>');
      expect(TILE_SIZE).to.equal(256);
    });

    it('is the same picture every time (a pure function of z/x/y)', () => {
      const { x, y } = tileAt(TAUNTON.lat, TAUNTON.lng, 14);
      expect(tileSvg(14, x, y)).to.equal(tileSvg(14, x, y));
      expect(tileSvg(14, x, y)).to.not.equal(tileSvg(14, x + 1, y));
    });

    it('builds up the demo towns, with streets where the demo properties stand', () => {
      const { x, y } = tileAt(TAUNTON.lat, TAUNTON.lng, 15);
      const svg = tileSvg(15, x, y) ?? '';
      expect(svg).to.contain('fill="#e5e0d8"');
      expect(svg).to.contain('stroke="#ffffff"');
    });

    it('shows roads and rivers only from the zoom where a real map would', () => {
      expect(tileSvg(0, 0, 0)).to.not.contain('<path');
      const { x, y } = tileAt(TAUNTON.lat, TAUNTON.lng, 10);
      expect(tileSvg(10, x, y)).to.contain('stroke="#aad3df"');
    });

    it('names only tiles of the world: z 0–19, x and y from 0 to 2^z − 1', () => {
      expect(isTile(0, 0, 0)).to.equal(true);
      expect(isTile(MAX_TILE_ZOOM, 2 ** MAX_TILE_ZOOM - 1, 0)).to.equal(true);
      expect(isTile(MAX_TILE_ZOOM + 1, 0, 0)).to.equal(false);
      expect(isTile(3, 8, 0)).to.equal(false);
      expect(isTile(3, 0, 8)).to.equal(false);
      expect(isTile(3, -1, 0)).to.equal(false);
      expect(isTile(2.5, 0, 0)).to.equal(false);
      expect(tileSvg(3, 8, 0)).to.equal(undefined);
    });

    it('continues a road across the edge between two tiles', () => {
      // Every road is drawn in world coordinates, so a stroke that leaves one tile at its right
      // edge enters the next at its left edge at the same height.
      const z = 9;
      const { x, y } = tileAt(TAUNTON.lat, TAUNTON.lng, z);
      const crossings = (svg: string, edge: number) =>
        [...svg.matchAll(/M(-?[\d.]+) (-?[\d.]+)Q(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+)/g)]
          .map((m) => m.slice(1).map(Number))
          .filter(([x1, , , , x2]) => (x1! - edge) * (x2! - edge) < 0);
      const left = crossings(tileSvg(z, x, y) ?? '', 256).map(([x1, y1, cx, cy, x2, y2]) => [
        x1! - 256,
        y1,
        cx! - 256,
        cy,
        x2! - 256,
        y2,
      ]);
      const right = crossings(tileSvg(z, x + 1, y) ?? '', 0);
      expect(left.length).to.be.greaterThan(0);
      for (const road of left)
        expect(right.some((r) => r.every((v, i) => Math.abs(v! - road[i]!) <= 0.15))).to.equal(
          true,
        );
    });
  });

  describe('renderTile', () => {
    it('answers /__sandbox/tiles/{z}/{x}/{y}.svg and nothing else', () => {
      expect(renderTile('/__sandbox/tiles/0/0/0.svg')).to.equal(tileSvg(0, 0, 0));
      expect(renderTile('/__sandbox/tiles/0/0/0.png')).to.equal(undefined);
      expect(renderTile('/__sandbox/tiles/0/0.svg')).to.equal(undefined);
      expect(renderTile('/__sandbox/tiles/a/0/0.svg')).to.equal(undefined);
      expect(renderTile('/__sandbox/tiles/20/0/0.svg')).to.equal(undefined);
    });
  });

  describe('GET /__sandbox/tiles/{z}/{x}/{y}.svg', () => {
    let t: TestSandbox;
    before(async () => {
      t = await startTestSandbox();
    });
    after(() => t.stop());

    it('serves a tile as an SVG image, compressed, cached for a week, with an ETag and no session', async () => {
      const { x, y } = tileAt(TAUNTON.lat, TAUNTON.lng, 13);
      const response = await fetch(`${t.url}/__sandbox/tiles/13/${x}/${y}.svg`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=604800');
      expect(response.headers.get('content-encoding')).to.equal('gzip');
      expect(response.headers.get('etag')).to.match(/^"/);
      expect(response.headers.get('set-cookie')).to.equal(null);
      expect(await response.text()).to.equal(tileSvg(13, x, y));
    });

    it('answers 304 to a browser that has the tile', async () => {
      const first = await fetch(`${t.url}/__sandbox/tiles/5/15/10.svg`);
      const etag = first.headers.get('etag') ?? '';
      await first.arrayBuffer();
      const again = await fetch(`${t.url}/__sandbox/tiles/5/15/10.svg`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).to.equal(304);
    });

    it('answers 404 for a tile outside the world, a zoom beyond 19 or a malformed path', async () => {
      for (const path of [
        '/__sandbox/tiles/2/4/0.svg',
        '/__sandbox/tiles/2/0/4.svg',
        '/__sandbox/tiles/20/0/0.svg',
        '/__sandbox/tiles/1/-1/0.svg',
        '/__sandbox/tiles/1/0/0.png',
        '/__sandbox/tiles/x/0/0.svg',
      ]) {
        const response = await fetch(t.url + path);
        await response.arrayBuffer();
        expect(response.status, path).to.equal(404);
      }
    });

    it('is where both demo agencies point their keyless maps, with a sandbox credit', async () => {
      for (const agency of ['oakfield', 'harbour']) {
        const { settings } = await new Visitor(t.url, { 'x-sandbox-agency': agency }).page('/');
        const theme = decodeSiteSettings(settings).settings.theme;
        expect(theme.mapTileUrl, agency).to.equal('/__sandbox/tiles/{z}/{x}/{y}.svg');
        expect(theme.mapTileAttribution, agency).to.equal('Sandbox demo tiles');
        expect(theme.mapsApiKey, agency).to.equal(undefined);
      }
    });
  });
});
