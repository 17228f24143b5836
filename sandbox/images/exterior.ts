/**
 * Façade pictures for listings: detached, semi-detached and terraced houses, cottages,
 * bungalows, flats, townhouses, farmhouses, barns, new builds and commercial buildings, in
 * varied colours, under varied skies.
 */
import { createRandom, type Random } from '../seed/prng.js';
import { fence, hills, lawn, shrub, sky, tree } from './scenery.js';
import { group, line, path, polygon, rect, shade, svgDocument } from './svg.js';

import {
  BRICKS,
  DOORS,
  GLASS,
  GROUND,
  H,
  ROOFS,
  W,
  WALLS,
  brickCourses,
  chimney,
  doorAt,
  roofOver,
  wall,
  windowAt,
} from './exterior-parts.js';

function detached(random: Random): string {
  const roof = random.pick(ROOFS);
  let out =
    roofOver(330, 870, 330, 150, roof) +
    chimney(760, 190, 90, '#9a6a52') +
    wall(330, 330, 540, 310, random);
  for (const x of [385, 555, 725]) out += windowAt(x, 370, 90, 100);
  out += windowAt(385, 505, 100, 105) + windowAt(715, 505, 100, 105);
  out +=
    polygon(
      [
        [540, 490],
        [600, 455],
        [660, 490],
      ],
      { fill: roof },
    ) + doorAt(565, 500, 70, 140, random.pick(DOORS));
  return out;
}

function semi(random: Random): string {
  const roof = random.pick(ROOFS);
  let out = roofOver(250, 950, 340, 140, roof) + chimney(576, 205, 80, '#9a6a52');
  out += wall(250, 340, 350, 300, random) + wall(600, 340, 350, 300, random);
  out += line(600, 340, 600, 640, { stroke: '#00000022', 'stroke-width': 3 });
  for (const x of [290, 460, 660, 830]) out += windowAt(x, 375, 80, 95);
  out += windowAt(430, 505, 120, 105) + windowAt(650, 505, 120, 105);
  out +=
    doorAt(290, 500, 68, 140, random.pick(DOORS)) + doorAt(842, 500, 68, 140, random.pick(DOORS));
  return out;
}

function terrace(random: Random): string {
  const roof = random.pick(ROOFS);
  let out = roofOver(200, 1000, 350, 120, roof, 30);
  for (let i = 0; i < 4; i += 1) {
    const x = 200 + i * 200;
    out +=
      wall(x, 350, 200, 290, random, false) +
      line(x, 350, x, 640, { stroke: '#00000026', 'stroke-width': 3 });
    out +=
      windowAt(x + 60, 380, 80, 95) +
      windowAt(x + 95, 505, 80, 100) +
      doorAt(x + 18, 500, 62, 140, random.pick(DOORS), true);
    if (i > 0) out += chimney(x - 23, 220, 70, '#8e5a45');
  }
  return out;
}

function cottage(random: Random): string {
  const thatch = random.chance(0.5);
  const roofColour = thatch ? '#b8955a' : random.pick(ROOFS);
  let out = rect(300, 420, 600, 220, {
    fill: random.pick(['#f4f1ea', '#efe6d2', '#f2dfb4', '#e8c5b8']),
  });
  out += thatch
    ? path('M270 430 C 300 300, 360 250, 460 250 L 740 250 C 840 250, 900 300, 930 430 Z', {
        fill: roofColour,
      }) +
      path('M270 430 C 300 300, 360 250, 460 250 L 740 250 C 840 250, 900 300, 930 430', {
        fill: 'none',
        stroke: shade(roofColour, -0.25),
        'stroke-width': 8,
      })
    : roofOver(300, 900, 420, 170, roofColour);
  out += chimney(820, 205, 70, '#cdb891');
  out += windowAt(370, 340, 80, 60) + windowAt(750, 340, 80, 60);
  out += windowAt(350, 500, 110, 85) + windowAt(740, 500, 110, 85);
  out +=
    polygon(
      [
        [545, 505],
        [600, 465],
        [655, 505],
      ],
      { fill: roofColour },
    ) + doorAt(568, 510, 64, 130, random.pick(DOORS));
  for (const x of [330, 480, 700, 880]) out += shrub(x, GROUND, 40, random);
  return out;
}

function bungalow(random: Random): string {
  const roof = random.pick(ROOFS);
  let out = polygon(
    [
      [200, 465],
      [350, 340],
      [850, 340],
      [1000, 465],
    ],
    { fill: roof },
  );
  for (let y = 362; y < 465; y += 22) {
    const t = (465 - y) / 125;
    out += line(200 + 150 * t, y, 1000 - 150 * t, y, {
      stroke: shade(roof, -0.18),
      'stroke-width': 2,
    });
  }
  out += wall(220, 460, 760, 180, random);
  out +=
    polygon(
      [
        [250, 470],
        [250, 620],
        [400, 620],
        [400, 470],
      ],
      { fill: '#ffffff' },
    ) + windowAt(262, 490, 126, 100);
  out +=
    windowAt(640, 495, 120, 95) +
    windowAt(820, 495, 110, 95) +
    doorAt(500, 500, 66, 140, random.pick(DOORS));
  return out;
}

function flat(random: Random): string {
  const brick = random.chance(0.5);
  let out = brick
    ? brickCourses(260, 170, 680, 470, random.pick(BRICKS))
    : rect(260, 170, 680, 470, { fill: random.pick(WALLS) });
  out += rect(250, 158, 700, 18, { fill: '#5b5f66' });
  for (let floor = 0; floor < 4; floor += 1) {
    const y = 200 + floor * 105;
    for (let col = 0; col < 5; col += 1) {
      const x = 290 + col * 128;
      if (floor === 3 && col === 2) continue;
      out += windowAt(x, y, 80, 70, '#f4f4f4', false);
      if (floor < 3 && col % 2 === 1)
        out +=
          rect(x - 14, y + 70, 108, 8, { fill: '#6d737a' }) +
          line(x - 14, y + 52, x + 94, y + 52, { stroke: '#6d737a', 'stroke-width': 4 });
    }
  }
  out +=
    rect(540, 520, 120, 120, { fill: 'url(#glass)', stroke: '#3b3e44', 'stroke-width': 6 }) +
    rect(520, 505, 160, 14, { fill: '#3b3e44' });
  return out;
}

function townhouse(random: Random): string {
  let out =
    rect(120, 230, 300, 410, { fill: shade(random.pick(WALLS), -0.05) }) +
    rect(780, 230, 300, 410, { fill: shade(random.pick(WALLS), 0.05) });
  const wallColour = random.pick(['#efe6d2', '#f4f1ea', '#e9d9b6', '#cdb891']);
  out +=
    rect(420, 200, 360, 440, { fill: wallColour }) +
    rect(410, 190, 380, 24, { fill: shade(wallColour, -0.15) });
  for (const x of [150, 300, 810, 960])
    out += windowAt(x, 270, 70, 110) + windowAt(x, 420, 70, 110);
  for (const x of [450, 565, 680]) out += windowAt(x, 240, 70, 80) + windowAt(x, 360, 70, 120);
  out +=
    windowAt(450, 520, 70, 100) +
    windowAt(680, 520, 70, 100) +
    doorAt(565, 510, 70, 130, random.pick(DOORS), true);
  for (let x = 410; x <= 790; x += 14)
    out += line(x, GROUND - 40, x, GROUND, { stroke: '#2a2a2a', 'stroke-width': 3 });
  return out + line(410, GROUND - 40, 790, GROUND - 40, { stroke: '#2a2a2a', 'stroke-width': 4 });
}

function farmhouse(random: Random): string {
  const roof = random.pick(ROOFS);
  let out =
    roofOver(200, 760, 380, 140, roof) +
    chimney(260, 250, 70, '#a99a7c') +
    chimney(680, 250, 70, '#a99a7c');
  out += rect(200, 380, 560, 260, { fill: '#c8b48c' });
  for (let i = 0; i < 40; i += 1)
    out += rect(210 + (i % 8) * 68, 390 + Math.floor(i / 8) * 50, 60, 42, {
      fill: 'none',
      stroke: '#b09c74',
      'stroke-width': 2,
    });
  for (const x of [240, 380, 560, 680]) out += windowAt(x, 410, 70, 80);
  out +=
    windowAt(240, 525, 80, 90) +
    windowAt(660, 525, 80, 90) +
    doorAt(450, 505, 70, 135, random.pick(DOORS));
  out +=
    polygon(
      [
        [780, 440],
        [930, 340],
        [1080, 440],
      ],
      { fill: '#6b4f32' },
    ) + rect(790, 440, 280, 200, { fill: '#7a5a3a' });
  for (let x = 800; x < 1070; x += 18)
    out += line(x, 440, x, 640, { stroke: '#5e442b', 'stroke-width': 3 });
  return out + rect(880, 500, 100, 140, { fill: '#4a3520' });
}

function barn(random: Random): string {
  const roof = random.pick(['#3b3e44', '#4a4f57']);
  let out =
    polygon(
      [
        [230, 400],
        [600, 250],
        [970, 400],
      ],
      { fill: roof },
    ) + rect(260, 395, 680, 245, { fill: '#2f2f2f' });
  for (let x = 270; x < 940; x += 16)
    out += line(x, 395, x, 640, { stroke: '#3d3d3d', 'stroke-width': 4 });
  out +=
    rect(500, 400, 200, 240, { fill: 'url(#glass)', stroke: '#1c1c1c', 'stroke-width': 8 }) +
    line(600, 400, 600, 640, { stroke: '#1c1c1c', 'stroke-width': 6 });
  return (
    out +
    windowAt(320, 470, 110, 90, '#1c1c1c', false) +
    windowAt(770, 470, 110, 90, '#1c1c1c', false)
  );
}

function newbuild(random: Random): string {
  let out = roofOver(330, 870, 340, 140, '#4a4f57');
  for (let i = 0; i < 4; i += 1)
    out += polygon(
      [
        [470 + i * 70, 325],
        [490 + i * 70, 262],
        [548 + i * 70, 262],
        [528 + i * 70, 325],
      ],
      { fill: '#1e3557', stroke: '#8aa0bd', 'stroke-width': 2 },
    );
  out +=
    rect(330, 340, 540, 300, { fill: '#f4f4f1' }) +
    rect(330, 340, 180, 300, { fill: random.pick(['#8a8f96', '#a3896a', '#6f7f73']) });
  for (let x = 338; x < 510; x += 14)
    out += line(x, 340, x, 640, { stroke: '#00000020', 'stroke-width': 2 });
  out +=
    windowAt(370, 380, 100, 100, '#33363b', false) +
    windowAt(560, 380, 110, 100, '#33363b', false) +
    windowAt(720, 380, 110, 100, '#33363b', false);
  out += windowAt(700, 505, 140, 110, '#33363b', false) + doorAt(570, 500, 70, 140, '#33363b');
  return (
    out + rect(880, 560, 16, 60, { fill: '#2f2f2f' }) + rect(876, 556, 24, 22, { fill: '#3fa34d' })
  );
}

function office(): string {
  let out =
    rect(200, 250, 800, 390, { fill: '#d9dde2' }) + rect(190, 238, 820, 18, { fill: '#6d737a' });
  for (let floor = 0; floor < 3; floor += 1) {
    for (let col = 0; col < 8; col += 1)
      out += rect(220 + col * 97, 270 + floor * 118, 88, 100, {
        fill: 'url(#glass)',
        stroke: '#5b636c',
        'stroke-width': 4,
      });
  }
  return (
    out +
    rect(520, 505, 160, 135, { fill: '#30363d' }) +
    rect(500, 490, 200, 16, { fill: '#30363d' })
  );
}

function retail(random: Random): string {
  const fascia = random.pick(DOORS);
  let out = rect(260, 250, 680, 390, { fill: random.pick(WALLS) });
  for (const x of [310, 470, 630, 790]) out += windowAt(x, 290, 90, 110);
  out +=
    rect(250, 440, 700, 50, { fill: fascia }) +
    rect(270, 500, 660, 140, { fill: shade(fascia, -0.2) });
  out +=
    rect(290, 510, 240, 130, { fill: 'url(#glass)' }) +
    rect(670, 510, 240, 130, { fill: 'url(#glass)' }) +
    rect(560, 510, 80, 130, { fill: '#30363d' });
  for (let i = 0; i < 10; i += 1)
    out += polygon(
      [
        [270 + i * 66, 490],
        [336 + i * 66, 490],
        [326 + i * 66, 530],
        [280 + i * 66, 530],
      ],
      { fill: i % 2 ? '#ffffff' : fascia, opacity: 0.95 },
    );
  return out;
}

function industrial(): string {
  let out =
    polygon(
      [
        [140, 390],
        [600, 320],
        [1060, 390],
      ],
      { fill: '#7d858f' },
    ) + rect(150, 385, 900, 255, { fill: '#a9b1ba' });
  for (let x = 160; x < 1050; x += 14)
    out += line(x, 385, x, 640, { stroke: '#97a0aa', 'stroke-width': 3 });
  out += rect(420, 450, 260, 190, { fill: '#c6ccd2' });
  for (let y = 460; y < 640; y += 12)
    out += line(420, y, 680, y, { stroke: '#9aa2ab', 'stroke-width': 3 });
  return (
    out +
    rect(760, 520, 60, 120, { fill: '#2d5f8a' }) +
    rect(180, 420, 200, 60, { fill: 'url(#glass)', stroke: '#5b636c', 'stroke-width': 4 })
  );
}

const URBAN = new Set(['flat', 'townhouse', 'terrace', 'office', 'retail', 'industrial']);

const BUILDERS: Readonly<Record<string, (random: Random) => string>> = {
  detached,
  semi,
  terrace,
  cottage,
  bungalow,
  flat,
  townhouse,
  farmhouse,
  barn,
  newbuild,
  office,
  retail,
  industrial,
};

export const EXTERIOR_STYLES = Object.keys(BUILDERS);

/** The façade picture of a listing; `seed` varies colours and sky. */
export function exteriorSvg(style: string, seed: string): string {
  const random = createRandom(`exterior:${style}:${seed}`);
  const build = BUILDERS[style] ?? detached;
  const s = sky(W, H, random);
  let body = s.body + hills(W, 470, ['#a9c79a', '#94b884'], random);
  const urban = URBAN.has(style);
  body += urban
    ? rect(0, GROUND, W, H - GROUND, { fill: '#b8b4ad' }) +
      rect(0, GROUND + 70, W, H, { fill: '#6e6a66' })
    : lawn(W, H, GROUND);
  if (!urban) body += tree(110, GROUND, 190, '#4f7f3a') + tree(1090, GROUND, 160, '#5e8c44');
  else body += tree(80, GROUND + 20, 150, '#5e8c44');
  body += group(build(random));
  if (!urban) {
    body += path(`M560 ${GROUND} L640 ${GROUND} L700 ${H} L500 ${H} Z`, { fill: '#d8cdb8' });
    for (const x of [300, 420, 780, 900]) body += shrub(x, GROUND + 20, 46, random);
    if (random.chance(0.4)) body += fence(0, 240, GROUND + 60) + fence(960, W, GROUND + 60);
  }
  return svgDocument(W, H, `Exterior of a ${style} property`, body, s.defs + GLASS);
}
