/**
 * Floorplans drawn the way UK agents' plans look: room outlines with thick external walls,
 * labels with metric and imperial sizes, door swings, and an approximate area note.
 */
import { createRandom, type Random } from '../seed/prng.js';
import { path, rect, svgDocument, text } from './svg.js';

const W = 1000;
const H = 760;
const MAX_SCALE = 110; // pixels per metre

interface Room {
  readonly name: string;
  readonly w: number;
  readonly h: number;
}

function feetInches(metres: number): string {
  const inches = Math.round(metres * 39.3701);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** A room's least and greatest size along one side, in metres. */
type Span = readonly [min: number, max: number];

function roomsFor(floor: string, bedrooms: number, random: Random): Room[][] {
  const m = (min: number, max: number) => Math.round((min + random.next() * (max - min)) * 10) / 10;
  /** A room of a random size within its spans (the width drawn first). */
  const room = (name: string, w: Span, h: Span): Room => ({ name, w: m(...w), h: m(...h) });
  const living = (): Room[] => [
    room('Sitting room', [4.2, 5.4], [3.6, 4.4]),
    room('Kitchen / dining room', [4.4, 5.6], [3.6, 4.4]),
  ];
  if (bedrooms === 0) {
    return [
      [room('Open-plan space', [7, 9], [4.5, 5.5]), room('Meeting room', [3, 3.6], [4.5, 5.5])],
      [
        room('Reception', [3.5, 4.5], [2.6, 3.2]),
        room('Kitchen', [2.4, 3], [2.6, 3.2]),
        room('WC', [1.6, 2], [2.6, 3.2]),
        room('Store', [2.2, 3], [2.6, 3.2]),
      ],
    ];
  }
  if (floor === 'first') {
    const top: Room[] = [room('Bedroom 1', [3.8, 4.6], [3.4, 4.2])];
    const bottom: Room[] = [
      room('Bathroom', [2.2, 2.8], [2.2, 2.8]),
      room('Landing', [1.8, 2.4], [2.2, 2.8]),
    ];
    for (let b = 2; b <= bedrooms; b += 1)
      (b % 2 === 0 ? top : bottom).push(
        room(`Bedroom ${b}`, [2.6, 3.6], b % 2 === 0 ? [3.4, 4.2] : [2.2, 2.8]),
      );
    return [top, bottom];
  }
  if (floor === 'single') {
    const second: Room[] = [
      room('Hall', [1.6, 2], [2.8, 3.4]),
      room('Bathroom', [2.2, 2.6], [2.8, 3.4]),
    ];
    for (let b = 1; b <= Math.max(1, bedrooms); b += 1)
      second.push(room(`Bedroom ${b}`, [2.8, 3.6], [2.8, 3.4]));
    return [living(), second];
  }
  return [
    living(),
    [
      room('Hall', [1.8, 2.4], [2.4, 3]),
      room('Cloakroom', [1.4, 1.8], [2.4, 3]),
      room('Utility', [1.8, 2.4], [2.4, 3]),
      room('Study', [2.4, 3], [2.4, 3]),
    ],
  ];
}

/** A floorplan; `floor` is 'ground', 'first' or 'single'. */
export function floorplanSvg(seed: string, floor: string, bedrooms: number): string {
  const random = createRandom(`floorplan:${seed}:${floor}`);
  const rows = roomsFor(floor, Math.max(0, Math.min(7, bedrooms)), random);
  const rowWidths = rows.map((row) => row.reduce((sum, r) => sum + r.w, 0));
  const widest = Math.max(...rowWidths);
  const heightMetres = rows.reduce((sum, row) => sum + Math.max(...row.map((r) => r.h)), 0);
  const scale = Math.min(MAX_SCALE, (W - 120) / widest, (H - 230) / heightMetres);
  const totalHeight = heightMetres * scale;
  const x0 = (W - widest * scale) / 2;
  const y0 = 100 + (H - 230 - totalHeight) / 2;
  let body = rect(0, 0, W, H, { fill: '#ffffff' });
  const title =
    floor === 'first'
      ? 'First floor'
      : floor === 'single'
        ? 'Floorplan'
        : bedrooms === 0
          ? 'Floorplan'
          : 'Ground floor';
  body += text(W / 2, 60, title, {
    'font-family': 'Arial, Helvetica, sans-serif',
    'font-size': 30,
    'font-weight': 700,
    'text-anchor': 'middle',
    fill: '#222',
  });
  let y = y0;
  let area = 0;
  for (const row of rows) {
    const rowHeight = Math.max(...row.map((r) => r.h));
    const stretch = widest / row.reduce((sum, r) => sum + r.w, 0);
    let x = x0;
    for (const room of row) {
      const w = room.w * stretch * scale;
      const h = rowHeight * scale;
      const metresW = Math.round(room.w * stretch * 10) / 10;
      area += metresW * rowHeight;
      body += rect(x, y, w, h, {
        fill: room.name.startsWith('Bedroom') ? '#f7f4ee' : '#fbfbfb',
        stroke: '#333',
        'stroke-width': 5,
      });
      const small = w < 150;
      body += text(x + w / 2, y + h / 2 - 6, room.name, {
        'font-family': 'Arial, Helvetica, sans-serif',
        'font-size': small ? 14 : 20,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#222',
      });
      body += text(x + w / 2, y + h / 2 + 18, `${metresW.toFixed(2)}m x ${rowHeight.toFixed(2)}m`, {
        'font-family': 'Arial, Helvetica, sans-serif',
        'font-size': small ? 11 : 15,
        'text-anchor': 'middle',
        fill: '#555',
      });
      if (!small)
        body += text(
          x + w / 2,
          y + h / 2 + 38,
          `(${feetInches(metresW)} x ${feetInches(rowHeight)})`,
          {
            'font-family': 'Arial, Helvetica, sans-serif',
            'font-size': 14,
            'text-anchor': 'middle',
            fill: '#777',
          },
        );
      body += path(
        `M${x + 12} ${y + h} A 40 40 0 0 1 ${x + 52} ${y + h - 40} L ${x + 12} ${y + h - 40}`,
        { fill: 'none', stroke: '#888', 'stroke-width': 2 },
      );
      x += w;
    }
    y += rowHeight * scale;
  }
  body += rect(x0, y0, widest * scale, totalHeight, {
    fill: 'none',
    stroke: '#222',
    'stroke-width': 12,
  });
  const sqm = Math.round(area);
  body += text(
    W / 2,
    H - 60,
    `Approximate floor area ${sqm} sq m (${Math.round(sqm * 10.764)} sq ft)`,
    {
      'font-family': 'Arial, Helvetica, sans-serif',
      'font-size': 20,
      'text-anchor': 'middle',
      fill: '#333',
    },
  );
  body += text(W / 2, H - 30, 'For illustration only. Not to scale.', {
    'font-family': 'Arial, Helvetica, sans-serif',
    'font-size': 16,
    'text-anchor': 'middle',
    fill: '#777',
  });
  return svgDocument(W, H, `${title} plan`, body);
}
