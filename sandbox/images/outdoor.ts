/** Gardens, farmland and the two agencies' hero landscapes. */
import { createRandom, type Random } from '../seed/prng.js';
import { cloud, fence, hills, lawn, shrub, sky, tree } from './scenery.js';
import {
  circle,
  ellipse,
  line,
  path,
  PHOTO,
  polygon,
  rect,
  shade,
  svgDocument,
  verticalGradient,
} from './svg.js';

const { width: W, height: H } = PHOTO;

/** A rear garden: lawn, patio, borders, a tree and a fence. */
export function gardenSvg(seed: string): string {
  const random = createRandom(`garden:${seed}`);
  const s = sky(W, H, random);
  let body = s.body + hills(W, 380, ['#a9c79a'], random);
  body += fence(0, W, 470, '#9b7b55') + rect(0, 410, W, 60, { fill: '#7a5a3a', opacity: 0.25 });
  body += tree(180, 470, 220) + tree(1000, 470, 180, '#5e8c44');
  body += lawn(W, H, 470, random.pick(['#7fae5b', '#88b463', '#74a552']));
  for (let x = 40; x < W; x += 90) body += shrub(x, 500, 38, random);
  body += polygon(
    [
      [700, H],
      [1200, 620],
      [1200, H],
    ],
    { fill: '#cfc3ad' },
  );
  for (let i = 0; i < 6; i += 1)
    body += line(700 + i * 90, H, 1200, 620 + i * 30, { stroke: '#b9ad96', 'stroke-width': 3 });
  body +=
    rect(860, 650, 160, 10, { fill: '#6b4f32' }) +
    rect(870, 660, 10, 60, { fill: '#6b4f32' }) +
    rect(1000, 660, 10, 60, { fill: '#6b4f32' });
  body += ellipse(940, 640, 40, 12, { fill: '#f2c14e' });
  return svgDocument(W, H, 'Garden', body, s.defs);
}

const FIELD_COLOURS = ['#8fbf6a', '#a9c96f', '#c9c06a', '#7fae5b', '#b8d08a', '#d8c47a', '#6f9f4f'];

/** Farmland: rolling fields with hedgerows, trees, a gate and sometimes a tractor. */
export function landSvg(seed: string): string {
  const random = createRandom(`land:${seed}`);
  const s = sky(W, H, random);
  let body = s.body + hills(W, 330, ['#9db4c4', '#a9c1a0'], random);
  let y = 360;
  while (y < H + 40) {
    const colour = random.pick(FIELD_COLOURS);
    const a = y - random.int(0, 40);
    const b = y + random.int(0, 40);
    body += path(
      `M0 ${y} C ${W * 0.3} ${a}, ${W * 0.6} ${b}, ${W} ${y - random.int(-20, 20)} V ${H} H 0 Z`,
      { fill: colour },
    );
    for (let x = 0; x < W; x += 26)
      body += circle(
        x + random.int(0, 10),
        y + random.int(-6, 6) - (x / W) * 6,
        10 + random.int(0, 6),
        { fill: '#3f6e34' },
      );
    if (colour === '#c9c06a' || colour === '#d8c47a') {
      for (let x = 20; x < W; x += 60)
        body += line(x, y + 30, x + 40, H, { stroke: shade(colour, -0.08), 'stroke-width': 3 });
    }
    y += random.int(90, 150);
  }
  for (let i = 0; i < random.int(2, 4); i += 1)
    body += tree(random.int(60, W - 60), random.int(400, 520), random.int(60, 110));
  body +=
    rect(80, H - 130, 240, 10, { fill: '#8a6a47' }) +
    rect(80, H - 100, 240, 10, { fill: '#8a6a47' }) +
    rect(80, H - 70, 240, 10, { fill: '#8a6a47' });
  body +=
    rect(70, H - 150, 14, 110, { fill: '#6b4f32' }) +
    rect(316, H - 150, 14, 110, { fill: '#6b4f32' });
  if (random.chance(0.4)) body += tractor(820, 560, 1);
  return svgDocument(W, H, 'Farmland', body, s.defs);
}

/** A small red tractor facing left. */
export function tractor(x: number, y: number, scale: number): string {
  const s = (n: number) => n * scale;
  return (
    rect(x, y - s(60), s(120), s(50), { fill: '#b8322b' }) +
    rect(x + s(60), y - s(110), s(60), s(55), { fill: '#b8322b' }) +
    rect(x + s(68), y - s(102), s(44), s(38), { fill: '#cfe3ef' }) +
    rect(x + s(20), y - s(82), s(8), s(24), { fill: '#333' }) +
    circle(x + s(95), y, s(38), { fill: '#222' }) +
    circle(x + s(95), y, s(16), { fill: '#999' }) +
    circle(x + s(20), y + s(10), s(24), { fill: '#222' }) +
    circle(x + s(20), y + s(10), s(10), { fill: '#999' })
  );
}

function village(x: number, ground: number, random: Random): string {
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const hx = x + i * 46;
    const h = random.int(26, 40);
    const wall = random.pick(['#efe6d2', '#cdb891', '#f4f1ea', '#e8c5b8']);
    out +=
      rect(hx, ground - h, 40, h, { fill: wall }) +
      polygon(
        [
          [hx - 4, ground - h],
          [hx + 20, ground - h - 18],
          [hx + 44, ground - h],
        ],
        { fill: random.pick(['#4a4f57', '#8c3b2b']) },
      );
    out +=
      rect(hx + 8, ground - h + 8, 8, 8, { fill: '#7ea6c0' }) +
      rect(hx + 24, ground - h + 8, 8, 8, { fill: '#7ea6c0' });
  }
  out +=
    rect(x + 120, ground - 110, 22, 110, { fill: '#cdb891' }) +
    polygon(
      [
        [x + 116, ground - 110],
        [x + 131, ground - 160],
        [x + 146, ground - 110],
      ],
      { fill: '#8a8f96' },
    );
  return out;
}

/** Oakfield & Vale: a Somerset morning over the Levels, a tor with its tower, a village. */
function oakfieldHero(): string {
  const random = createRandom('hero:oakfield');
  const width = 1920;
  const height = 900;
  const defs = verticalGradient('sky', [
    [0, '#f1c58d'],
    [0.55, '#f8e3c3'],
    [1, '#eef0dc'],
  ]);
  let body =
    rect(0, 0, width, height, { fill: 'url(#sky)' }) + circle(1450, 230, 70, { fill: '#fff1cf' });
  body += cloud(500, 140, 70, random) + cloud(1200, 110, 55, random);
  body += path(`M0 520 C 300 470, 600 500, 900 480 S 1500 430, 1920 470 V 900 H 0 Z`, {
    fill: '#b7c6a5',
  });
  body += path(`M1180 520 C 1260 380, 1330 330, 1380 330 C 1430 330, 1500 380, 1580 520 Z`, {
    fill: '#8fae7a',
  });
  body +=
    rect(1368, 282, 24, 50, { fill: '#a99a7c' }) +
    polygon(
      [
        [1364, 282],
        [1380, 266],
        [1396, 282],
      ],
      { fill: '#8a7d62' },
    );
  body += path(`M0 600 C 400 560, 800 610, 1200 580 S 1700 560, 1920 590 V 900 H 0 Z`, {
    fill: '#9cbc7e',
  });
  body += village(1560, 612, random);
  body += path(`M0 680 C 500 650, 1000 700, 1920 660 V 900 H 0 Z`, { fill: '#86ad68' });
  for (let x = 0; x < width; x += 34)
    body += circle(x, 676 - (x % 200) / 20, 14, { fill: '#4f7f3a' });
  body += path(`M0 760 C 600 730, 1300 790, 1920 750 V 900 H 0 Z`, { fill: '#7aa35c' });
  body += path(`M300 900 C 500 820, 900 800, 1100 760`, {
    fill: 'none',
    stroke: '#9fc3d6',
    'stroke-width': 18,
  });
  for (const x of [120, 760, 1650, 1820]) body += tree(x, 790, 150, '#4a7a36');
  body += tractor(1380, 735, 0.7);
  return svgDocument(width, height, 'The Somerset countryside', body, defs);
}

/** Harbour Homes: coloured houses on the hill above the harbour, a bridge and boats. */
function harbourHero(): string {
  const random = createRandom('hero:harbour');
  const width = 1920;
  const height = 900;
  const defs =
    verticalGradient('sky', [
      [0, '#7f9ccf'],
      [0.6, '#f4c6a5'],
      [1, '#f7dcc4'],
    ]) +
    verticalGradient('water', [
      [0, '#3d5a80'],
      [1, '#1f3250'],
    ]);
  let body =
    rect(0, 0, width, height, { fill: 'url(#sky)' }) +
    cloud(400, 120, 60, random) +
    cloud(1500, 90, 70, random);
  body += path(`M0 360 C 400 300, 900 330, 1300 300 S 1800 320, 1920 310 V 640 H 0 Z`, {
    fill: '#5f7f5a',
  });
  body += path('M120 330 L 120 250 M 520 330 L 520 250', { stroke: '#3b3e44', 'stroke-width': 10 });
  body += path('M120 250 Q 320 330 520 250', {
    fill: 'none',
    stroke: '#3b3e44',
    'stroke-width': 5,
  });
  body += line(60, 330, 580, 330, { stroke: '#3b3e44', 'stroke-width': 8 });
  const colours = [
    '#e76f51',
    '#f4a261',
    '#e9c46a',
    '#2a9d8f',
    '#8ab17d',
    '#f28482',
    '#84a59d',
    '#f6bd60',
    '#b5838d',
    '#6d597a',
  ];
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 22; i += 1) {
      const x = 640 + i * 58 + row * 20;
      const base = 420 + row * 70 - (i % 5) * 4;
      body += rect(x, base - 60, 54, 60, {
        fill: colours[(i + row * 3) % colours.length] ?? '#e76f51',
      });
      body += polygon(
        [
          [x - 2, base - 60],
          [x + 27, base - 78],
          [x + 56, base - 60],
        ],
        { fill: '#4a4f57' },
      );
      body +=
        rect(x + 10, base - 48, 12, 14, { fill: '#f7f0dc' }) +
        rect(x + 32, base - 48, 12, 14, { fill: '#f7f0dc' }) +
        rect(x + 20, base - 26, 14, 26, { fill: '#2f3e46' });
    }
  }
  body += rect(0, 620, width, 280, { fill: 'url(#water)' });
  for (let i = 0; i < 40; i += 1)
    body += line(
      random.int(0, width),
      random.int(640, 890),
      random.int(0, width),
      random.int(640, 890),
      { stroke: '#9fb7d4', 'stroke-width': 2, opacity: 0.3 },
    );
  body += rect(0, 600, width, 26, { fill: '#8a8f96' });
  for (const x of [980, 1360, 1680]) {
    body +=
      path(`M${x} 700 L ${x + 220} 700 L ${x + 190} 740 L ${x + 30} 740 Z`, { fill: '#f4f1ea' }) +
      line(x + 110, 700, x + 110, 560, { stroke: '#3b3e44', 'stroke-width': 5 });
    body += polygon(
      [
        [x + 114, 570],
        [x + 114, 690],
        [x + 200, 690],
      ],
      { fill: '#f8f4ec' },
    );
  }
  return svgDocument(width, height, 'Bristol harbourside', body, defs);
}

export function heroSvg(slug: string): string {
  return slug === 'harbour' ? harbourHero() : oakfieldHero();
}
