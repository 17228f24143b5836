/**
 * Carousel rules (SPEC §2 Carousel modal, §4 Other, §9 Carousel defaults): wrap-around navigation,
 * the 'n/total' label, swipes, when to rotate automatically, cards per view, and which images a
 * carousel route shows.
 */
import { BREAKPOINTS } from '../content/images.js';

/**
 * Carousel defaults (SPEC §9): rotate every 3 s, 350 ms transition, a swipe must move more than
 * 5 px, cards per view by size, and the mobile carousel below 6 items.
 */
export const CAROUSEL = {
  intervalMs: 3000,
  transitionMs: 350,
  swipeTolerance: 5,
  cardsPerSize: {
    small: 1,
    medium: 3,
    large: 4,
    extraLarge: 4,
  },
  mobileCarouselBelowItems: 6,
} as const;

/** Shown instead of an image and an index when a carousel has no image (SPEC §2 Carousel modal). */
export const NO_IMAGE = 'No image';

/** `index` brought into 0…total−1 (non-integers truncated, negatives counted from the end); 0 when empty. */
function wrapIndex(index: number, total: number): number {
  const count = Number.isFinite(total) ? Math.floor(total) : 0;
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The slide after `index`; after the last comes the first. 0 when there are no slides. */
export function nextIndex(index: number, total: number): number {
  return wrapIndex(wrapIndex(index, total) + 1, total);
}

/** The slide before `index`; before the first comes the last. 0 when there are no slides. */
export function previousIndex(index: number, total: number): number {
  return wrapIndex(wrapIndex(index, total) - 1, total);
}

/**
 * The position label 'n/total', counting from 1 (SPEC §2 Carousel modal). Empty when there are no
 * slides: the view shows {@link NO_IMAGE} instead, never '0/0'.
 */
export function indexLabel(index: number, total: number): string {
  const count = Number.isFinite(total) ? Math.floor(total) : 0;
  return count <= 0 ? '' : `${wrapIndex(index, count) + 1}/${count}`;
}

export type SwipeDirection = 'next' | 'previous' | 'none';

/**
 * What a horizontal swipe means: a finger moving left shows the next slide, right the previous one.
 * The move must be longer than `tolerance` pixels (5 by default); exactly 5 px is not a swipe.
 */
export function swipeDirection(
  startX: number,
  endX: number,
  tolerance: number = CAROUSEL.swipeTolerance,
): SwipeDirection {
  const distance = endX - startX;
  if (!Number.isFinite(distance) || Math.abs(distance) <= tolerance) return 'none';
  return distance < 0 ? 'next' : 'previous';
}

export interface AutoRotateState {
  readonly hovered: boolean;
  readonly focused: boolean;
  readonly reducedMotion: boolean;
  readonly userPaused: boolean;
  /** When given, a carousel with fewer than 2 slides does not rotate. */
  readonly itemCount?: number;
}

/**
 * Whether the carousel advances on its own (WAI-ARIA carousel pattern): not while hovered or
 * focused, never when the visitor prefers reduced motion or has paused it, and not with one slide.
 */
export function shouldAutoRotate(state: AutoRotateState): boolean {
  const enoughSlides = state.itemCount === undefined || state.itemCount >= 2;
  return (
    enoughSlides && !state.hovered && !state.focused && !state.reducedMotion && !state.userPaused
  );
}

export type CarouselSize = keyof typeof CAROUSEL.cardsPerSize;

/**
 * The carousel size for a viewport width: small below 768 px, medium below 992 px, large below
 * 1200 px, extra large from 1200 px.
 */
export function carouselSize(width: number): CarouselSize {
  if (!(width >= BREAKPOINTS.mobile)) return 'small';
  if (width < BREAKPOINTS.tablet) return 'medium';
  if (width < BREAKPOINTS.mobileMenu) return 'large';
  return 'extraLarge';
}

/** Cards shown at once for a viewport width: 1, 3, 4 and 4 by size (SPEC §9). */
export function cardsPerView(width: number): number {
  return CAROUSEL.cardsPerSize[carouselSize(width)];
}

/** The mobile carousel is used for fewer than 6 items (SPEC §9). */
export function useMobileCarousel(itemCount: number): boolean {
  return itemCount < CAROUSEL.mobileCarouselBelowItems;
}

export type CarouselSource =
  | 'agricultural-sales-event'
  | 'antiques-sales-event'
  | 'property-auction-sales-event'
  | 'history-images'
  | 'gallery-card-slider-expand'
  | 'floorplan'
  | 'epc-chart'
  | 'property-images';

export interface CarouselRoute {
  readonly source: CarouselSource;
  readonly id?: string;
  readonly contentBlockId?: string;
}

const ROUTED_SOURCES: readonly CarouselSource[] = [
  'agricultural-sales-event',
  'antiques-sales-event',
  'property-auction-sales-event',
  'history-images',
  'gallery-card-slider-expand',
  'floorplan',
  'epc-chart',
];

/**
 * The image source of a carousel route (SPEC §2 Carousel modal): the first path segment names it,
 * the next two are the id and contentBlockId (percent-decoded; blank or malformed ones are left
 * out). Any other path shows the property photos, without params. Accepts '#/floorplan', '/floorplan', 'floorplan'.
 */
export function carouselSourceFromPath(path: string): CarouselRoute {
  const [first, id, contentBlockId] = path
    .replace(/^#/, '')
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment !== '');
  const source = ROUTED_SOURCES.find((candidate) => candidate === first);
  if (source === undefined) return { source: 'property-images' };
  const route: { source: CarouselSource; id?: string; contentBlockId?: string } = { source };
  const decodedId = decodeSegment(id);
  const decodedBlock = decodeSegment(contentBlockId);
  if (decodedId !== undefined) route.id = decodedId;
  if (decodedBlock !== undefined) route.contentBlockId = decodedBlock;
  return route;
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    const decoded = decodeURIComponent(segment).trim();
    return decoded === '' ? undefined : decoded;
  } catch {
    return undefined; // malformed percent-encoding: treat as absent
  }
}

/**
 * Card sliders (SPEC §9 cards per size): the first visible card's index runs from 0 to
 * `count − perView` (the last position shows the last cards), so a slider of `count` cards
 * `perView` at a time has this many positions; 1 when everything fits.
 */
export function sliderPositions(count: number, perView: number): number {
  const cards = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const shown = Number.isFinite(perView) ? Math.max(1, Math.floor(perView)) : 1;
  return Math.max(1, cards - shown + 1);
}

/** The slider's next position: one card on, wrapping from the last position to the first. */
export function nextSliderIndex(index: number, count: number, perView: number): number {
  return nextIndex(index, sliderPositions(count, perView));
}

/** The slider's previous position: one card back, wrapping from the first position to the last. */
export function previousSliderIndex(index: number, count: number, perView: number): number {
  return previousIndex(index, sliderPositions(count, perView));
}
