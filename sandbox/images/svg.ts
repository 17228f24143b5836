/** Small helpers for writing SVG documents as strings. */
import { escapeHtml } from '../../core/index.js';

/** Escape text for an SVG text node or attribute (core's one rule). */
export const esc = escapeHtml;

/** The frame of the listing and office photographs (3:2). */
export const PHOTO = { width: 1200, height: 800 } as const;

/** A whole SVG document with width/height, viewBox and an accessible title. */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  body: string,
  defs = '',
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
  );
}

/** An element's attributes; undefined ones are left out. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : esc(v as string)}"`)
    .join('');
}

/** Numbers with at most one decimal, to keep documents small. */
export function round(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  `<line${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const path = (d: string, a: Attrs = {}) => `<path${attrs({ d, ...a })}/>`;
export const polygon = (points: readonly (readonly [number, number])[], a: Attrs = {}) =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), ...a })}/>`;
export const text = (x: number, y: number, content: string, a: Attrs = {}) =>
  `<text${attrs({ x, y, ...a })}>${esc(content)}</text>`;
export const group = (content: string, a: Attrs = {}) => `<g${attrs(a)}>${content}</g>`;

/** A vertical linear gradient definition. */
export function verticalGradient(
  id: string,
  stops: readonly (readonly [offset: number, colour: string])[],
): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** Mix a hex colour towards black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
