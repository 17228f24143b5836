/**
 * The parts façades are built from (exterior.ts): the picture's size and ground line, the
 * palettes of walls, bricks, roofs and doors, and windows, doors, roofs, chimneys and walls.
 */
import { type Random } from '../seed/prng.js';
import { circle, line, path, PHOTO, polygon, rect, shade, verticalGradient } from './svg.js';

export const { width: W, height: H } = PHOTO;
export const GROUND = 640;

export const WALLS = [
  '#efe6d2',
  '#cdb891',
  '#f4f1ea',
  '#b9c4a8',
  '#e8c5b8',
  '#c9ccce',
  '#bcd0dc',
  '#f2dfb4',
];
export const BRICKS = ['#a65440', '#9a4a36', '#b86a4b', '#8e5a45'];
export const ROOFS = ['#4a4f57', '#8c3b2b', '#5b5f66', '#6e3a2c', '#3b3e44'];
export const DOORS = [
  '#1f4d3a',
  '#8b1e2d',
  '#1d3557',
  '#e0b43c',
  '#2a2a2a',
  '#5b7c99',
  '#6a4c93',
  '#c05a3c',
];

export const GLASS = verticalGradient('glass', [
  [0, '#dcebf4'],
  [0.55, '#9fc2d8'],
  [1, '#7ea6c0'],
]);

/** A sash or casement window with frame, glazing bars and sill. */
export function windowAt(
  x: number,
  y: number,
  w: number,
  h: number,
  frame = '#ffffff',
  bars = true,
): string {
  let out =
    rect(x - 4, y - 4, w + 8, h + 8, { fill: frame }) + rect(x, y, w, h, { fill: 'url(#glass)' });
  if (bars)
    out +=
      line(x + w / 2, y, x + w / 2, y + h, { stroke: frame, 'stroke-width': 5 }) +
      line(x, y + h * 0.48, x + w, y + h * 0.48, { stroke: frame, 'stroke-width': 5 });
  out += polygon(
    [
      [x + w * 0.08, y + h * 0.1],
      [x + w * 0.3, y + h * 0.1],
      [x + w * 0.08, y + h * 0.4],
    ],
    { fill: '#ffffff', opacity: 0.35 },
  );
  return out + rect(x - 10, y + h + 4, w + 20, 9, { fill: shade(frame, -0.15) });
}

/** A panelled front door with a step and optional fanlight. */
export function doorAt(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  fanlight = false,
): string {
  let out = '';
  if (fanlight)
    out += path(`M${x} ${y} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y} Z`, {
      fill: 'url(#glass)',
      stroke: '#ffffff',
      'stroke-width': 5,
    });
  out +=
    rect(x - 6, y - 6, w + 12, h + 6, { fill: '#ffffff' }) + rect(x, y, w, h, { fill: colour });
  out += rect(x + w * 0.15, y + h * 0.1, w * 0.7, h * 0.32, {
    fill: 'none',
    stroke: shade(colour, -0.25),
    'stroke-width': 3,
  });
  out += rect(x + w * 0.15, y + h * 0.5, w * 0.7, h * 0.38, {
    fill: 'none',
    stroke: shade(colour, -0.25),
    'stroke-width': 3,
  });
  out += circle(x + w * 0.82, y + h * 0.52, 4, { fill: '#d9b44a' });
  return out + rect(x - 14, y + h, w + 28, 10, { fill: '#b9b3a8' });
}

/** A pitched roof seen from the front (a trapezoid) with tile courses. */
export function roofOver(
  x0: number,
  x1: number,
  eaves: number,
  height: number,
  colour: string,
  inset = 60,
): string {
  let out = polygon(
    [
      [x0 - 24, eaves],
      [x0 + inset, eaves - height],
      [x1 - inset, eaves - height],
      [x1 + 24, eaves],
    ],
    { fill: colour },
  );
  for (let y = eaves - height + 22; y < eaves; y += 22) {
    const t = (eaves - y) / height;
    out += line(x0 - 24 + (inset + 24) * t, y, x1 + 24 - (inset + 24) * t, y, {
      stroke: shade(colour, -0.18),
      'stroke-width': 2,
    });
  }
  return out + rect(x0 - 28, eaves - 4, x1 - x0 + 56, 10, { fill: shade(colour, -0.3) });
}

export function chimney(x: number, top: number, height: number, colour: string): string {
  return (
    rect(x, top, 46, height, { fill: colour }) +
    rect(x - 6, top - 8, 58, 12, { fill: shade(colour, -0.2) }) +
    rect(x + 8, top - 26, 12, 20, { fill: '#b0643f' }) +
    rect(x + 26, top - 22, 12, 16, { fill: '#b0643f' })
  );
}

export function brickCourses(x: number, y: number, w: number, h: number, colour: string): string {
  let out = rect(x, y, w, h, { fill: colour });
  for (let yy = y + 14; yy < y + h; yy += 14)
    out += line(x, yy, x + w, yy, {
      stroke: shade(colour, -0.12),
      'stroke-width': 1.5,
      opacity: 0.6,
    });
  return out;
}

export function wall(
  x: number,
  y: number,
  w: number,
  h: number,
  random: Random,
  brick = random.chance(0.35),
): string {
  return brick
    ? brickCourses(x, y, w, h, random.pick(BRICKS))
    : rect(x, y, w, h, { fill: random.pick(WALLS) });
}
