/** Illustrated staff portraits and article header pictures. */
import { createRandom } from '../seed/prng.js';
import { exteriorSvg, EXTERIOR_STYLES } from './exterior.js';
import { interiorSvg, ROOM_TYPES } from './interior.js';
import { gardenSvg, landSvg } from './outdoor.js';
import { circle, ellipse, path, rect, shade, svgDocument } from './svg.js';

const SKIN = ['#f1c9a5', '#e0ac84', '#c68863', '#a86b4b', '#7d4e36', '#f5d6c0'];
const HAIR = ['#2b1d14', '#5a3a22', '#8a5a33', '#c9a36b', '#1a1a1a', '#9a9a9a', '#b5522e'];
const SHIRTS = [
  '#1f4d3a',
  '#14213d',
  '#3f5e78',
  '#7a8b6f',
  '#b35c44',
  '#5b4b6b',
  '#2f4f4f',
  '#e9dfc4',
];
const BACKGROUNDS = ['#e9dfc4', '#dfe8ee', '#e6ede4', '#f3e6d6', '#e9e4f0'];

/** A friendly head-and-shoulders illustration (400×400) for a staff member id. */
export function portraitSvg(seed: string): string {
  const random = createRandom(`portrait:${seed}`);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const shirt = random.pick(SHIRTS);
  const style = random.int(0, 3);
  let body = rect(0, 0, 400, 400, { fill: random.pick(BACKGROUNDS) });
  if (style === 1)
    body += path('M120 170 C 110 260, 120 320, 150 340 L 250 340 C 280 320, 290 260, 280 170 Z', {
      fill: hair,
    });
  body += path('M60 400 C 70 320, 130 290, 200 290 C 270 290, 330 320, 340 400 Z', { fill: shirt });
  body += path('M170 292 L 200 330 L 230 292 Z', { fill: shade(shirt, 0.6) });
  body += rect(178, 240, 44, 60, { fill: shade(skin, -0.08) });
  body += ellipse(200, 180, 72, 88, { fill: skin });
  if (style === 0)
    body += path(
      'M128 170 C 125 100, 170 80, 205 84 C 250 86, 280 115, 272 170 C 260 130, 230 120, 200 122 C 170 124, 140 135, 128 170 Z',
      { fill: hair },
    );
  if (style === 1)
    body += path(
      'M126 175 C 120 100, 170 78, 205 82 C 250 86, 285 120, 275 180 C 255 130, 200 110, 150 140 Z',
      { fill: hair },
    );
  if (style === 2)
    body +=
      path(
        'M130 150 C 140 100, 180 90, 200 92 C 230 94, 262 110, 270 150 C 250 128, 150 128, 130 150 Z',
        { fill: hair },
      ) + circle(200, 92, 26, { fill: hair });
  if (style === 3)
    body += path('M136 140 C 150 110, 250 110, 264 140 C 240 126, 160 126, 136 140 Z', {
      fill: hair,
    });
  body +=
    ellipse(172, 184, 7, 8, { fill: '#2b2b2b' }) + ellipse(228, 184, 7, 8, { fill: '#2b2b2b' });
  body += path('M178 222 Q 200 240 222 222', {
    fill: 'none',
    stroke: shade(skin, -0.45),
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
  body += ellipse(128, 186, 10, 16, { fill: skin }) + ellipse(272, 186, 10, 16, { fill: skin });
  return svgDocument(400, 400, 'Staff portrait', body);
}

const EXTERIOR_WORDS: Readonly<Record<string, string>> = {
  semi: 'semi-detached house',
  terrace: 'terraced house',
  newbuild: 'new-build house',
  office: 'office building',
  retail: 'shop',
  industrial: 'industrial unit',
  flat: 'block of flats',
  barn: 'barn',
};
const ROOM_WORDS: Readonly<Record<string, string>> = {
  sitting: 'sitting room',
  dining: 'dining room',
  reception: 'reception area',
};

/** What an article's header picture shows (the same draw as articleSvg), for its alt text. */
export function articleImageAlt(slug: string): string {
  const random = createRandom(`article:${slug}`);
  const kind = random.int(0, 3);
  if (kind === 0) {
    const style = random.pick(EXTERIOR_STYLES);
    const words = EXTERIOR_WORDS[style] ?? style;
    return `Illustration of ${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words} seen from the street`;
  }
  if (kind === 1) {
    const room = random.pick(ROOM_TYPES);
    return `Illustration of a ${ROOM_WORDS[room] ?? room} inside a home`;
  }
  return kind === 2
    ? 'Illustration of farmland: fields, hedgerows and trees'
    : 'Illustration of a rear garden with a lawn, a patio and a tree';
}

/** A header picture for an article, chosen from the other scenes by the slug. */
export function articleSvg(slug: string): string {
  const random = createRandom(`article:${slug}`);
  const kind = random.int(0, 3);
  if (kind === 0) return exteriorSvg(random.pick(EXTERIOR_STYLES), slug);
  if (kind === 1) return interiorSvg(random.pick(ROOM_TYPES), slug);
  if (kind === 2) return landSvg(slug);
  return gardenSvg(slug);
}
