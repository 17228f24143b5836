/**
 * Responsive image rules (SPEC §9 Image widths): srcset strings, the width to request, which cards
 * load eagerly, and the viewport kind for a width.
 */
import { BREAKPOINTS, CARD_EAGER_COUNT, IMAGE_WIDTHS } from '../constants.js';

/**
 * A `srcset` value: one `{url} {width}w` candidate per distinct positive whole width, smallest
 * first, built by `urlForWidth` (e.g. a CDN resize URL). Empty when no width is usable.
 */
export function srcSet(urlForWidth: (width: number) => string, widths: readonly number[]): string {
  const usable = [...new Set(widths.filter((width) => Number.isInteger(width) && width > 0))];
  return usable
    .sort((a, b) => a - b)
    .map((width) => `${urlForWidth(width)} ${width}w`)
    .join(', ');
}

/**
 * The width to request for a slot `targetWidth` pixels wide: the smallest offered width at least as
 * wide, else the largest offered (an unknown target also gets the largest). `undefined` only when
 * nothing is offered. Defaults to the general list (SPEC §9).
 */
export function pickWidth(
  targetWidth: number,
  widths: readonly number[] = IMAGE_WIDTHS.default,
): number | undefined {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= targetWidth) ?? sorted.at(-1);
}

export type ViewportKind = keyof typeof CARD_EAGER_COUNT;

/** The viewport kind: mobile below 768 px, tablet below 992 px, desktop from 992 px (SPEC §9). */
export function viewportKind(width: number): ViewportKind {
  if (!(width >= BREAKPOINTS.mobile)) return 'mobile';
  return width < BREAKPOINTS.tablet ? 'tablet' : 'desktop';
}

/**
 * Whether the property card at `index` (from 0) loads its image eagerly: the first 2 cards on
 * mobile, 4 on tablet, 6 on desktop (SPEC §9); the rest load lazily.
 */
export function isEagerCard(index: number, viewport: ViewportKind): boolean {
  return index >= 0 && index < CARD_EAGER_COUNT[viewport];
}
