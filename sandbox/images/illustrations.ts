/**
 * Line-art illustrations shown behind menu sections (SPEC §2 Header: antiques, auctions,
 * professional services, agriculture, Sedgemoor). Transparent background, brand green strokes.
 */
import { circle, ellipse, group, line, path, rect, svgDocument } from './svg.js';

const W = 460;
const H = 300;
const INK = '#1f4d3a';
const WASH = '#e9dfc4';

const stroke = {
  fill: 'none',
  stroke: INK,
  'stroke-width': 3,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

function ground(y = 250): string {
  return line(20, y, 440, y, stroke);
}

function antiques(): string {
  return (
    ellipse(150, 250, 70, 8, { fill: WASH }) +
    path(
      'M120 250 C 90 220, 95 170, 130 150 C 120 130, 125 110, 140 100 L 160 100 C 175 110, 180 130, 170 150 C 205 170, 210 220, 180 250 Z',
      { ...stroke, fill: WASH },
    ) +
    path('M112 190 Q 150 175 188 190 M110 215 Q 150 200 190 215', stroke) +
    rect(270, 120, 110, 130, { ...stroke, rx: 10 }) +
    circle(325, 175, 36, stroke) +
    line(325, 175, 325, 152, stroke) +
    line(325, 175, 342, 185, stroke) +
    path('M262 120 Q 325 80 388 120', stroke) +
    ground()
  );
}

function auctions(): string {
  return (
    group(
      rect(150, 70, 150, 60, { ...stroke, fill: WASH, rx: 12 }) +
        line(225, 130, 225, 230, { ...stroke, 'stroke-width': 10 }),
      { transform: 'rotate(-30 225 150)' },
    ) +
    rect(230, 230, 170, 20, { ...stroke, rx: 6, fill: WASH }) +
    path('M60 170 L 120 170 L 130 185 L 120 200 L 60 200 Z', stroke) +
    circle(70, 185, 4, stroke) +
    path('M90 182 h 22 M90 190 h 16', stroke) +
    ground()
  );
}

function services(): string {
  return (
    rect(130, 60, 150, 190, { ...stroke, rx: 8, fill: WASH }) +
    rect(175, 48, 60, 24, { ...stroke, rx: 6 }) +
    [100, 140, 180]
      .map((y) => path(`M155 ${y} l 10 10 l 18 -20 M200 ${y + 2} h 55`, stroke))
      .join('') +
    group(
      rect(300, 80, 18, 150, { ...stroke, rx: 4 }) + path('M300 230 L 309 256 L 318 230', stroke),
      { transform: 'rotate(20 309 160)' },
    ) +
    ground()
  );
}

function developmentLand(): string {
  let out = path('M40 250 L 120 190 L 420 190 L 440 250 Z', { ...stroke, fill: WASH });
  for (const x of [120, 195, 270, 345]) out += line(x + 10, 190, x - 10, 250, stroke);
  out += path('M150 180 v -30 l 20 -18 l 20 18 v 30 M250 180 v -30 l 20 -18 l 20 18 v 30', stroke);
  out +=
    line(360, 190, 360, 40, stroke) +
    line(300, 50, 440, 50, stroke) +
    path('M360 40 L 330 50 M360 40 L 400 50', stroke);
  out += line(420, 50, 420, 110, stroke) + rect(410, 110, 20, 14, stroke);
  for (let y = 60; y < 190; y += 20)
    out += path(`M352 ${y} L 368 ${y + 20} M368 ${y} L 352 ${y + 20}`, {
      ...stroke,
      'stroke-width': 1.5,
    });
  return out;
}

function survey(): string {
  return (
    path('M60 250 v -90 l 70 -60 l 70 60 v 90', { ...stroke, fill: WASH }) +
    rect(110, 190, 40, 60, stroke) +
    path('M330 130 L 290 250 M330 130 L 330 250 M330 130 L 370 250', stroke) +
    rect(305, 95, 50, 30, { ...stroke, rx: 6 }) +
    circle(330, 110, 9, stroke) +
    path('M250 110 L 210 130', { ...stroke, 'stroke-dasharray': '6 8' }) +
    ground()
  );
}

function propertyManagement(): string {
  return (
    path('M80 250 v -100 l 90 -70 l 90 70 v 100', { ...stroke, fill: WASH }) +
    rect(145, 180, 50, 70, stroke) +
    rect(100, 160, 30, 30, stroke) +
    rect(210, 160, 30, 30, stroke) +
    circle(340, 140, 28, stroke) +
    circle(340, 140, 10, stroke) +
    path('M340 168 v 70 h 16 M340 210 h 12', stroke) +
    ground()
  );
}

function agriculture(): string {
  let out = circle(380, 70, 26, stroke);
  for (let i = 0; i < 8; i += 1) {
    const a = (i * Math.PI) / 4;
    out += line(
      380 + Math.cos(a) * 34,
      70 + Math.sin(a) * 34,
      380 + Math.cos(a) * 46,
      70 + Math.sin(a) * 46,
      stroke,
    );
  }
  out +=
    path('M20 200 Q 230 150 440 190', stroke) +
    path('M20 225 Q 230 185 440 215', { ...stroke, 'stroke-width': 2 });
  out +=
    rect(150, 185, 90, 40, { ...stroke, rx: 6, fill: WASH }) +
    path('M200 185 v -38 h 40 v 38', stroke);
  out +=
    circle(225, 232, 22, stroke) + circle(160, 238, 14, stroke) + line(165, 160, 165, 185, stroke);
  return out + ground();
}

function sedgemoor(): string {
  return (
    path('M20 230 Q 120 215 220 225 T 440 220', stroke) +
    path('M250 225 C 270 150, 300 120, 330 120 C 360 120, 390 150, 410 225', {
      ...stroke,
      fill: WASH,
    }) +
    rect(318, 90, 24, 32, stroke) +
    path('M318 90 l 12 -12 l 12 12', stroke) +
    path('M40 250 H 440 M60 265 H 420', { ...stroke, stroke: '#5b8fa8' }) +
    path(
      'M90 230 v -40 M90 200 q -20 -30 -30 -10 M90 200 q 20 -30 30 -10 M90 190 q -10 -30 0 -40 q 10 10 0 40',
      stroke,
    ) +
    path('M170 228 v -30 M170 205 q -16 -22 -24 -8 M170 205 q 16 -22 24 -8', stroke)
  );
}

const ILLUSTRATIONS: Readonly<Record<string, readonly [title: string, draw: () => string]>> = {
  antiques: ['Antiques: a vase and a mantel clock', antiques],
  auctions: ['Auctions: a gavel and a lot ticket', auctions],
  services: ['Professional services: a clipboard', services],
  'development-land': ['Development land: building plots and a crane', developmentLand],
  survey: ['Survey and valuation: a house and a theodolite', survey],
  'property-management': ['Property management: a house and a key', propertyManagement],
  agriculture: ['Agriculture: a tractor in the fields', agriculture],
  sedgemoor: ['Sedgemoor: the Levels and Burrow Mump', sedgemoor],
};

export const ILLUSTRATION_NAMES = Object.keys(ILLUSTRATIONS);

/** The named illustration, or undefined for an unknown name. */
export function illustrationSvg(name: string): string | undefined {
  const found = ILLUSTRATIONS[name];
  return found ? svgDocument(W, H, found[0], found[1]()) : undefined;
}
