/**
 * Responsive image rules (SPEC §9 Image widths): srcset strings, the width to request, which cards
 * load eagerly, and the viewport kind for a width (with the SPEC §9 layout breakpoints it reads).
 */

/**
 * Layout breakpoints (SPEC §9): below 768 px is mobile, below 992 px tablet,
 * below 1200 px the header uses the mobile menu. The viewport rule ({@link viewportKind}), the
 * header's mobile menu and the carousel sizes all read them from here.
 */
export const BREAKPOINTS = {
  mobile: 768,
  tablet: 992,
  mobileMenu: 1200,
} as const;

/**
 * Image widths offered (SPEC §9). `default` for general images (1200 when nothing else is known),
 * `gallery` for the gallery (fallback size 1160x646), `cards` for property cards (listed in the
 * platform's order, which is not sorted).
 */
export const IMAGE_WIDTHS = {
  default: [175, 375, 500, 700, 900, 1200, 1400, 1920],
  defaultWidth: 1200,
  gallery: [320, 375, 414, 575, 768, 992, 1160],
  galleryFallback: '1160x646',
  cards: [320, 375, 414, 575, 768, 430, 550, 408],
} as const;

/** Property cards with an index under these counts load eagerly (SPEC §9). */
export const CARD_EAGER_COUNT = {
  mobile: 2,
  tablet: 4,
  desktop: 6,
} as const;

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
