/**
 * Room pictures: a simple one-point-perspective room (back wall, side walls, floor, window)
 * furnished by room type: sitting room, kitchen, dining room, bedroom, bathroom, study, office
 * and reception.
 */
import { createRandom, type Random } from '../seed/prng.js';
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
/** The back wall rectangle. */
const BX0 = 200;
const BX1 = 1000;
const BY0 = 120;
const BY1 = 560;

const WALL_COLOURS = ['#efe9df', '#e6ede4', '#e9e4f0', '#f3e6d6', '#dfe8ee', '#f1efe8', '#e8dccb'];
const FLOORS = ['#b98b5e', '#a8774c', '#c9a27a', '#8f6a48', '#d4c2a8'];
const FABRICS = ['#3f5e78', '#7a8b6f', '#b35c44', '#d6b370', '#5b4b6b', '#8a9ba8', '#2f4f4f'];

function room(random: Random, floorColour = random.pick(FLOORS), tiled = false): string {
  const wallColour = random.pick(WALL_COLOURS);
  let out = rect(0, 0, W, H, { fill: shade(wallColour, -0.08) });
  out += polygon(
    [
      [0, 0],
      [BX0, BY0],
      [BX0, BY1],
      [0, H],
    ],
    { fill: shade(wallColour, -0.12) },
  );
  out += polygon(
    [
      [W, 0],
      [BX1, BY0],
      [BX1, BY1],
      [W, H],
    ],
    { fill: shade(wallColour, -0.05) },
  );
  out += polygon(
    [
      [0, 0],
      [W, 0],
      [BX1, BY0],
      [BX0, BY0],
    ],
    { fill: shade(wallColour, 0.3) },
  );
  out += rect(BX0, BY0, BX1 - BX0, BY1 - BY0, { fill: wallColour });
  out += polygon(
    [
      [BX0, BY1],
      [BX1, BY1],
      [W, H],
      [0, H],
    ],
    { fill: floorColour },
  );
  if (tiled) {
    for (let i = 0; i <= 8; i += 1) {
      const x = BX0 + ((BX1 - BX0) * i) / 8;
      out += line(x, BY1, (W * i) / 8, H, { stroke: shade(floorColour, -0.15), 'stroke-width': 2 });
    }
    for (const t of [0.2, 0.45, 0.75])
      out += line(BX0 * (1 - t), BY1 + (H - BY1) * t, BX1 + (W - BX1) * t, BY1 + (H - BY1) * t, {
        stroke: shade(floorColour, -0.15),
        'stroke-width': 2,
      });
  } else {
    for (let i = 1; i < 14; i += 1) {
      const x = BX0 + ((BX1 - BX0) * i) / 14;
      out += line(x, BY1, (W * i) / 14, H, {
        stroke: shade(floorColour, -0.12),
        'stroke-width': 2,
      });
    }
  }
  out += rect(BX0, BY1 - 14, BX1 - BX0, 14, { fill: '#ffffff' });
  out += rect(BX0 + 10, BY0, BX1 - BX0 - 20, 10, { fill: '#ffffff', opacity: 0.7 });
  return out;
}

function windowOnBackWall(x: number, y: number, w: number, h: number): string {
  let out =
    rect(x - 10, y - 10, w + 20, h + 20, { fill: '#ffffff' }) +
    rect(x, y, w, h, { fill: 'url(#view)' });
  out += path(
    `M${x} ${y + h * 0.72} Q ${x + w * 0.45} ${y + h * 0.5} ${x + w} ${y + h * 0.68} V ${y + h} H ${x} Z`,
    { fill: '#8fb86e' },
  );
  out +=
    line(x + w / 2, y, x + w / 2, y + h, { stroke: '#ffffff', 'stroke-width': 8 }) +
    line(x, y + h * 0.45, x + w, y + h * 0.45, { stroke: '#ffffff', 'stroke-width': 8 });
  return out + rect(x - 20, y + h + 8, w + 40, 12, { fill: '#f4f1ea' });
}

function picture(x: number, y: number, w: number, h: number, random: Random): string {
  const a = random.pick(FABRICS);
  return (
    rect(x, y, w, h, { fill: '#3b3127' }) +
    rect(x + 8, y + 8, w - 16, h - 16, { fill: '#f3ead8' }) +
    polygon(
      [
        [x + 8, y + h - 8],
        [x + w * 0.4, y + h * 0.45],
        [x + w * 0.65, y + h * 0.7],
        [x + w * 0.8, y + h * 0.5],
        [x + w - 8, y + h - 8],
      ],
      { fill: a },
    )
  );
}

function plant(x: number, ground: number, size: number): string {
  let out = polygon(
    [
      [x - size * 0.3, ground - size * 0.5],
      [x + size * 0.3, ground - size * 0.5],
      [x + size * 0.22, ground],
      [x - size * 0.22, ground],
    ],
    { fill: '#c46b4a' },
  );
  for (const [dx, dy, r] of [
    [0, -1.1, 0.35],
    [-0.3, -0.85, 0.3],
    [0.3, -0.9, 0.3],
    [0, -0.75, 0.3],
  ] as const)
    out += circle(x + dx * size, ground + dy * size, r * size, { fill: '#4f7f3a' });
  return out;
}

function lamp(x: number, ground: number): string {
  return (
    line(x, ground, x, ground - 260, { stroke: '#3b3b3b', 'stroke-width': 6 }) +
    polygon(
      [
        [x - 45, ground - 250],
        [x + 45, ground - 250],
        [x + 30, ground - 320],
        [x - 30, ground - 320],
      ],
      { fill: '#f5e7c6' },
    ) +
    ellipse(x, ground, 40, 10, { fill: '#3b3b3b' })
  );
}

function pendant(x: number, y: number): string {
  return (
    line(x, 0, x, y, { stroke: '#333', 'stroke-width': 3 }) +
    polygon(
      [
        [x - 40, y + 40],
        [x + 40, y + 40],
        [x + 14, y],
        [x - 14, y],
      ],
      { fill: '#2f3b45' },
    ) +
    ellipse(x, y + 42, 30, 8, { fill: '#fff3c4' })
  );
}

function sitting(random: Random): string {
  const fabric = random.pick(FABRICS);
  let out =
    room(random) + windowOnBackWall(480, 170, 240, 220) + picture(250, 200, 150, 110, random);
  out += ellipse(600, 700, 330, 70, { fill: random.pick(['#d9c7a3', '#c2a98a', '#b7c4c9']) });
  out +=
    rect(300, 470, 600, 150, { fill: shade(fabric, -0.15), rx: 24 }) +
    rect(300, 420, 600, 90, { fill: fabric, rx: 24 });
  out +=
    rect(270, 450, 70, 170, { fill: shade(fabric, -0.05), rx: 20 }) +
    rect(860, 450, 70, 170, { fill: shade(fabric, -0.05), rx: 20 });
  for (const x of [350, 500, 650])
    out += rect(x, 480, 140, 70, { fill: shade(fabric, 0.12), rx: 14 });
  out +=
    rect(470, 660, 260, 20, { fill: '#6b4f32' }) +
    rect(490, 680, 12, 50, { fill: '#6b4f32' }) +
    rect(700, 680, 12, 50, { fill: '#6b4f32' });
  return out + lamp(1060, 760) + plant(140, 760, 110);
}

function kitchen(random: Random): string {
  const units = random.pick(['#3f5e78', '#7a8b6f', '#f1efe8', '#2f4f4f', '#c9ccce']);
  let out =
    room(random, random.pick(['#d4c2a8', '#8f8a84', '#b98b5e']), true) +
    windowOnBackWall(500, 170, 200, 160);
  out +=
    rect(BX0, 200, 270, 120, { fill: units, stroke: shade(units, -0.2), 'stroke-width': 3 }) +
    rect(BX1 - 270, 200, 270, 120, { fill: units, stroke: shade(units, -0.2), 'stroke-width': 3 });
  out +=
    rect(BX0, 380, BX1 - BX0, 16, { fill: '#e8e4dc' }) +
    rect(BX0, 396, BX1 - BX0, 150, { fill: units });
  for (let x = BX0; x < BX1; x += 100)
    out +=
      rect(x + 6, 406, 88, 130, { fill: 'none', stroke: shade(units, -0.2), 'stroke-width': 3 }) +
      rect(x + 40, 420, 20, 5, { fill: '#c9a74a' });
  out +=
    rect(740, 330, 120, 50, { fill: '#3b3b3b' }) +
    rect(720, 396, 160, 150, { fill: '#4a4a4a' }) +
    rect(735, 420, 130, 90, { fill: '#222', opacity: 0.8 });
  out +=
    rect(380, 600, 440, 30, { fill: '#e8e4dc' }) +
    rect(390, 630, 420, 120, { fill: shade(units, -0.05) });
  for (const x of [430, 560, 690])
    out +=
      rect(x, 660, 70, 12, { fill: '#3b3b3b' }) +
      line(x + 35, 672, x + 35, 760, { stroke: '#3b3b3b', 'stroke-width': 6 });
  return out + pendant(460, 430) + pendant(600, 430) + pendant(740, 430) + plant(960, 396, 60);
}

function dining(random: Random): string {
  const wood = random.pick(['#6b4f32', '#8f6a48', '#3b3127']);
  let out =
    room(random) +
    windowOnBackWall(450, 170, 300, 230) +
    rect(BX0 + 20, 380, 200, 160, { fill: shade(wood, 0.1) });
  out +=
    rect(340, 560, 520, 26, { fill: wood }) +
    rect(360, 586, 16, 150, { fill: wood }) +
    rect(824, 586, 16, 150, { fill: wood });
  for (const x of [260, 900])
    out +=
      rect(x, 470, 60, 120, { fill: random.pick(FABRICS), rx: 10 }) +
      rect(x, 590, 60, 20, { fill: wood }) +
      rect(x + 5, 610, 8, 120, { fill: wood }) +
      rect(x + 47, 610, 8, 120, { fill: wood });
  out +=
    ellipse(600, 548, 50, 14, { fill: '#f3ead8' }) +
    circle(585, 530, 12, { fill: '#e86f8a' }) +
    circle(610, 526, 12, { fill: '#f2c14e' });
  return out + pendant(600, 380) + picture(820, 190, 150, 110, random);
}

function bedroom(random: Random): string {
  const fabric = random.pick(FABRICS);
  let out =
    room(random, random.pick(['#c9b9a6', '#b9a58e', '#d4c2a8'])) +
    windowOnBackWall(760, 180, 180, 200) +
    picture(420, 190, 360, 120, random);
  out += rect(380, 360, 440, 200, { fill: shade(fabric, -0.2), rx: 16 });
  out += polygon(
    [
      [380, 540],
      [820, 540],
      [900, 760],
      [300, 760],
    ],
    { fill: '#f6f3ee' },
  );
  out += polygon(
    [
      [350, 620],
      [850, 620],
      [900, 760],
      [300, 760],
    ],
    { fill: fabric },
  );
  out +=
    rect(420, 500, 160, 70, { fill: '#ffffff', rx: 20 }) +
    rect(620, 500, 160, 70, { fill: '#ffffff', rx: 20 });
  for (const x of [250, 860])
    out +=
      rect(x, 500, 90, 110, { fill: '#8f6a48' }) +
      polygon(
        [
          [x + 20, 430],
          [x + 70, 430],
          [x + 60, 470],
          [x + 30, 470],
        ],
        { fill: '#f5e7c6' },
      ) +
      rect(x + 42, 470, 6, 30, { fill: '#333' });
  return out;
}

function bathroom(random: Random): string {
  const tile = random.pick(['#e9eef0', '#dfe8ee', '#f3efe6', '#d7e3dc']);
  let out = room(random, '#9aa3a8', true) + rect(BX0, BY0, BX1 - BX0, BY1 - BY0, { fill: tile });
  for (let x = BX0; x <= BX1; x += 50)
    out += line(x, BY0, x, BY1, { stroke: shade(tile, -0.1), 'stroke-width': 2 });
  for (let y = BY0; y <= BY1; y += 50)
    out += line(BX0, y, BX1, y, { stroke: shade(tile, -0.1), 'stroke-width': 2 });
  out += windowOnBackWall(300, 170, 150, 130);
  out +=
    rect(220, 470, 420, 150, { fill: '#ffffff', rx: 40, stroke: '#d0d4d8', 'stroke-width': 4 }) +
    ellipse(430, 480, 190, 18, { fill: '#cfe3ef' });
  out +=
    rect(740, 430, 200, 130, { fill: random.pick(['#3f5e78', '#7a8b6f', '#8f6a48']) }) +
    ellipse(840, 430, 80, 14, { fill: '#ffffff' });
  out +=
    rect(770, 200, 140, 170, { fill: '#cfe3ef', stroke: '#b0b6bb', 'stroke-width': 6, rx: 10 }) +
    rect(832, 395, 16, 35, { fill: '#b0b6bb' });
  return out + plant(1000, 760, 90);
}

function study(random: Random): string {
  let out = room(random) + windowOnBackWall(560, 170, 220, 200);
  out += rect(BX0 + 20, 150, 250, 400, { fill: '#6b4f32' });
  for (let shelf = 0; shelf < 4; shelf += 1) {
    const y = 170 + shelf * 95;
    out += rect(BX0 + 30, y + 80, 230, 8, { fill: '#4a3520' });
    for (let b = 0; b < 9; b += 1)
      out += rect(BX0 + 36 + b * 25, y + 20 + (b % 3) * 6, 20, 60 - (b % 3) * 6, {
        fill: random.pick(FABRICS),
      });
  }
  out +=
    rect(520, 520, 420, 22, { fill: '#8f6a48' }) +
    rect(540, 542, 14, 180, { fill: '#8f6a48' }) +
    rect(906, 542, 14, 180, { fill: '#8f6a48' });
  out +=
    rect(640, 420, 170, 100, { fill: '#2b2f33', rx: 6 }) +
    rect(650, 430, 150, 80, { fill: '#6fa8dc' });
  return out + rect(660, 600, 130, 120, { fill: '#2b2f33', rx: 16 }) + lamp(1070, 760);
}

function office(random: Random): string {
  let out =
    room(random, '#8f969c', true) +
    windowOnBackWall(260, 170, 280, 200) +
    windowOnBackWall(660, 170, 280, 200);
  for (const [x, y] of [
    [260, 560],
    [640, 560],
    [380, 660],
  ] as const) {
    out +=
      rect(x, y, 300, 20, { fill: '#f1efe8' }) +
      rect(x + 10, y + 20, 10, 100, { fill: '#9aa2ab' }) +
      rect(x + 280, y + 20, 10, 100, { fill: '#9aa2ab' });
    out +=
      rect(x + 100, y - 90, 110, 75, { fill: '#2b2f33', rx: 4 }) +
      rect(x + 150, y - 15, 10, 15, { fill: '#2b2f33' });
  }
  return out + plant(1080, 760, 120) + plant(120, 760, 100);
}

function reception(random: Random): string {
  const brand = random.pick(FABRICS);
  let out = room(random, '#d4c2a8', true) + rect(420, 200, 360, 90, { fill: brand });
  out += rect(360, 480, 480, 150, { fill: '#f1efe8' }) + rect(360, 470, 480, 18, { fill: brand });
  for (const x of [180, 920])
    out +=
      rect(x, 600, 110, 70, { fill: brand, rx: 14 }) +
      rect(x, 560, 110, 50, { fill: shade(brand, 0.15), rx: 14 });
  return out + plant(120, 760, 110) + plant(1080, 760, 110);
}

const ROOMS: Readonly<Record<string, (random: Random) => string>> = {
  sitting,
  kitchen,
  dining,
  bedroom,
  bathroom,
  study,
  office,
  reception,
};

export const ROOM_TYPES = Object.keys(ROOMS);

const VIEW = verticalGradient('view', [
  [0, '#a7cfee'],
  [1, '#e6f2fb'],
]);

/** The picture of a room; `seed` varies colours and fabrics. */
export function interiorSvg(roomType: string, seed: string): string {
  const random = createRandom(`interior:${roomType}:${seed}`);
  const build = ROOMS[roomType] ?? sitting;
  return svgDocument(W, H, `Interior: ${roomType}`, build(random), VIEW);
}
