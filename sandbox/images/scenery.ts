/** Outdoor scenery shared by the exterior, garden, land and hero pictures. */
import type { Random } from '../seed/prng.js';
import { circle, ellipse, path, rect, shade, verticalGradient } from './svg.js';

export const SKIES: readonly (readonly [string, string])[] = [
  ['#7fb7e6', '#e3f1fb'],
  ['#f3b679', '#fde9cf'],
  ['#a9c4dd', '#eef3f7'],
  ['#8fa8d8', '#f6d0b1'],
  ['#6fa8dc', '#d8ecf9'],
];

/** Sky gradient (id 'sky') and a sun or clouds. */
export function sky(width: number, height: number, random: Random): { defs: string; body: string } {
  const [top, bottom] = random.pick(SKIES);
  const defs = verticalGradient('sky', [
    [0, top],
    [1, bottom],
  ]);
  let body = rect(0, 0, width, height, { fill: 'url(#sky)' });
  if (random.chance(0.5))
    body += circle(width * (0.12 + random.next() * 0.2), height * 0.16, height * 0.06, {
      fill: '#fff6d8',
      opacity: 0.85,
    });
  for (let i = 0; i < random.int(1, 3); i += 1)
    body += cloud(
      width * (0.3 + random.next() * 0.65),
      height * (0.08 + random.next() * 0.14),
      width * 0.05,
      random,
    );
  return { defs, body };
}

export function cloud(x: number, y: number, size: number, random: Random): string {
  const puffs = [
    [0, 0, 1],
    [0.9, 0.15, 0.8],
    [-0.9, 0.2, 0.75],
    [0.35, -0.35, 0.8],
  ] as const;
  return puffs
    .map(([dx, dy, r]) =>
      ellipse(x + dx * size, y + dy * size, size * r * (1 + random.next() * 0.2), size * r * 0.7, {
        fill: '#ffffff',
        opacity: 0.9,
      }),
    )
    .join('');
}

/** Rolling hills across the picture from `horizon` down. */
export function hills(
  width: number,
  horizon: number,
  colours: readonly string[],
  random: Random,
): string {
  return colours
    .map((colour, i) => {
      const y = horizon + i * 18;
      const a = y - 30 - random.int(0, 40);
      const b = y - 10 - random.int(0, 40);
      return path(
        `M0 ${y} C ${width * 0.25} ${a}, ${width * 0.45} ${b}, ${width * 0.7} ${y - 12} S ${width} ${a + 10}, ${width} ${y} V ${horizon + 400} H 0 Z`,
        { fill: colour },
      );
    })
    .join('');
}

/** A deciduous tree with a trunk and a rounded canopy. */
export function tree(x: number, ground: number, size: number, colour = '#4f7f3a'): string {
  return (
    rect(x - size * 0.06, ground - size * 0.9, size * 0.12, size * 0.9, { fill: '#6b4f32' }) +
    circle(x, ground - size * 1.05, size * 0.42, { fill: colour }) +
    circle(x - size * 0.3, ground - size * 0.85, size * 0.3, { fill: shade(colour, -0.1) }) +
    circle(x + size * 0.32, ground - size * 0.88, size * 0.32, { fill: shade(colour, 0.08) }) +
    circle(x + size * 0.05, ground - size * 1.35, size * 0.28, { fill: shade(colour, 0.12) })
  );
}

/** A low rounded shrub, optionally flowering. */
export function shrub(x: number, ground: number, size: number, random: Random): string {
  const green = random.pick(['#4e7d3a', '#5c8f45', '#3f6e34', '#6b9a4c']);
  let out =
    ellipse(x, ground - size * 0.4, size, size * 0.55, { fill: green }) +
    ellipse(x - size * 0.4, ground - size * 0.3, size * 0.6, size * 0.4, {
      fill: shade(green, 0.1),
    });
  if (random.chance(0.5)) {
    const flower = random.pick(['#e86f8a', '#f2c14e', '#ffffff', '#b07ad8', '#f08a4b']);
    for (let i = 0; i < 6; i += 1)
      out += circle(
        x - size * 0.7 + random.next() * size * 1.4,
        ground - size * (0.2 + random.next() * 0.6),
        size * 0.08,
        { fill: flower },
      );
  }
  return out;
}

/** Lawn from `ground` to the bottom with mowing stripes. */
export function lawn(width: number, height: number, ground: number, colour = '#7fae5b'): string {
  let out = rect(0, ground, width, height - ground, { fill: colour });
  for (let x = -200; x < width; x += 160)
    out += path(
      `M${x} ${height} L${x + 80} ${ground} L${x + 160} ${ground} L${x + 80} ${height} Z`,
      { fill: shade(colour, 0.06), opacity: 0.6 },
    );
  return out;
}

/** A timber post-and-rail fence along the ground line. */
export function fence(x1: number, x2: number, ground: number, colour = '#8a6a47'): string {
  let out =
    rect(x1, ground - 46, x2 - x1, 6, { fill: colour }) +
    rect(x1, ground - 24, x2 - x1, 6, { fill: colour });
  for (let x = x1; x <= x2; x += 60)
    out += rect(x, ground - 58, 8, 58, { fill: shade(colour, -0.15) });
  return out;
}
