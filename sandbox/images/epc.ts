/**
 * The standard Energy Efficiency Rating chart: bands A–G as coloured bars of increasing length,
 * with the current and potential SAP scores as arrows in their bands, and the country whose
 * certificate it is at the foot ('England & Wales', or 'Scotland').
 */
import type { Country } from '../../core/index.js';
import { polygon, rect, svgDocument, text } from './svg.js';

/** What the foot of the chart says for a home in each country. */
export const EPC_COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  england: 'England & Wales',
  wales: 'England & Wales',
  scotland: 'Scotland',
};

interface Band {
  readonly letter: string;
  readonly min: number;
  readonly max: number;
  readonly colour: string;
  readonly darkText: boolean;
}

export const EPC_BANDS: readonly Band[] = [
  { letter: 'A', min: 92, max: 100, colour: '#008054', darkText: false },
  { letter: 'B', min: 81, max: 91, colour: '#19b459', darkText: false },
  { letter: 'C', min: 69, max: 80, colour: '#8dce46', darkText: true },
  { letter: 'D', min: 55, max: 68, colour: '#ffd500', darkText: true },
  { letter: 'E', min: 39, max: 54, colour: '#fcaa65', darkText: true },
  { letter: 'F', min: 21, max: 38, colour: '#ef8023', darkText: true },
  { letter: 'G', min: 1, max: 20, colour: '#e9153b', darkText: false },
];

const FONT = 'Arial, Helvetica, sans-serif';
const W = 640;
const H = 520;
const ROW = 48;
const TOP = 96;
const COL_CURRENT = 440;
const COL_POTENTIAL = 540;

function bandOf(score: number): { band: Band; index: number } {
  const index = Math.max(
    0,
    EPC_BANDS.findIndex((b) => score >= b.min),
  );
  return { band: EPC_BANDS[index] ?? (EPC_BANDS[6] as Band), index };
}

function arrow(x: number, score: number): string {
  const { band, index } = bandOf(score);
  const y = TOP + index * ROW + 4;
  const h = ROW - 8;
  return (
    polygon(
      [
        [x, y + h / 2],
        [x + 18, y],
        [x + 90, y],
        [x + 90, y + h],
        [x + 18, y + h],
      ],
      { fill: band.colour },
    ) +
    text(x + 54, y + h / 2 + 9, String(score), {
      'font-family': FONT,
      'font-size': 26,
      'font-weight': 700,
      'text-anchor': 'middle',
      fill: band.darkText ? '#1a1a1a' : '#ffffff',
    })
  );
}

/** The chart for a current and potential score (each clamped to 1–100). */
export function epcSvg(current: number, potential: number, country: Country = 'england'): string {
  const clamp = (n: number) => Math.max(1, Math.min(100, Math.round(Number.isFinite(n) ? n : 1)));
  const c = clamp(current);
  const p = clamp(potential);
  let body =
    rect(0, 0, W, H, { fill: '#ffffff' }) +
    rect(1, 1, W - 2, H - 2, { fill: 'none', stroke: '#1a1a1a', 'stroke-width': 2 });
  body += text(16, 36, 'Energy Efficiency Rating', {
    'font-family': FONT,
    'font-size': 24,
    'font-weight': 700,
    fill: '#1a1a1a',
  });
  body +=
    rect(COL_CURRENT - 10, 48, 1, H - 96, { fill: '#1a1a1a' }) +
    rect(COL_POTENTIAL - 6, 48, 1, H - 96, { fill: '#1a1a1a' });
  body += text(COL_CURRENT + 45, 76, 'Current', {
    'font-family': FONT,
    'font-size': 17,
    'font-weight': 700,
    'text-anchor': 'middle',
  });
  body += text(COL_POTENTIAL + 48, 76, 'Potential', {
    'font-family': FONT,
    'font-size': 17,
    'font-weight': 700,
    'text-anchor': 'middle',
  });
  body += text(16, 76, 'Very energy efficient - lower running costs', {
    'font-family': FONT,
    'font-size': 13,
    fill: '#333',
  });
  EPC_BANDS.forEach((band, i) => {
    const y = TOP + i * ROW;
    const width = 120 + i * 42;
    body += rect(16, y + 4, width, ROW - 8, { fill: band.colour });
    body += text(
      24,
      y + ROW / 2 + 5,
      `(${band.min}${band.max === 100 ? ' plus' : `-${band.max}`})`,
      { 'font-family': FONT, 'font-size': 13, fill: band.darkText ? '#1a1a1a' : '#ffffff' },
    );
    body += text(16 + width - 12, y + ROW / 2 + 11, band.letter, {
      'font-family': FONT,
      'font-size': 30,
      'font-weight': 700,
      'text-anchor': 'end',
      fill: band.darkText ? '#1a1a1a' : '#ffffff',
    });
  });
  body += text(16, TOP + 7 * ROW + 20, 'Not energy efficient - higher running costs', {
    'font-family': FONT,
    'font-size': 13,
    fill: '#333',
  });
  body += arrow(COL_CURRENT, c) + arrow(COL_POTENTIAL, p);
  body += text(16, H - 16, EPC_COUNTRY_LABELS[country], {
    'font-family': FONT,
    'font-size': 16,
    'font-weight': 700,
  });
  body += text(W - 16, H - 16, 'EU Directive 2002/91/EC', {
    'font-family': FONT,
    'font-size': 13,
    'text-anchor': 'end',
  });
  return svgDocument(
    W,
    H,
    `Energy Efficiency Rating: current ${bandOf(c).band.letter} (${c}), potential ${bandOf(p).band.letter} (${p})`,
    body,
  );
}
