/**
 * Where toasts go on a page (no dialog open; a dialog makes room for them at its top instead):
 * never over a heading or a control in view.
 *
 * A phone's toasts go to the foot of the viewport, above any bar fixed there (the cookie banner,
 * 'Book a valuation'), where a thumb and the eye are; else at the top, below the sticky header.
 * From 768 px they go to the bottom right corner, else the top right one, out of the line of the
 * page's headings and forms. The first of these places that covers nothing is taken. Where every
 * one would cover something (a phone's screen full of the search form) and the page is scrolled to
 * its top, the toasts take the top place and the page makes room: its content moves down by `room`
 * pixels while they show. Further down a page, room made at its top would show what lies under the
 * header instead, so there the place that covers the fewest headings and controls is taken.
 *
 * Boxes are in CSS pixels of the viewport, measured by the view. Pure and total.
 */

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type ToastSpot = 'bottom' | 'top' | 'bottom-right' | 'top-right';

export interface ToastPlacementInput {
  /** The viewport's layout size (without a scrollbar). */
  readonly viewport: { readonly width: number; readonly height: number };
  /** The toasts' stack, as laid out. */
  readonly size: { readonly width: number; readonly height: number };
  /** Where the sticky header ends: toasts start below it. */
  readonly topInset: number;
  /** How much of the viewport's foot the fixed bars take. */
  readonly bottomInset: number;
  /** The headings and controls in view. */
  readonly obstacles: readonly Box[];
  /** The page is scrolled to its top: room made there frees the top place. */
  readonly atTop: boolean;
}

export interface ToastPlacement {
  readonly spot: ToastSpot;
  /** The stack's top left corner in the viewport. */
  readonly left: number;
  readonly top: number;
  /** How far the page's content moves down to make room (0: it stays where it is). */
  readonly room: number;
}

/** From this width the toasts go to a corner; below it they span the viewport at its foot. */
export const TOAST_CORNER_FROM_PX = 768;
/** Room between the toasts and the viewport's edges, the header and the fixed bars. */
export const TOAST_GAP_PX = 12;

const PHONE_SPOTS: readonly ToastSpot[] = ['bottom', 'top'];
const CORNER_SPOTS: readonly ToastSpot[] = ['bottom-right', 'top-right'];

/** The box the stack would take in `spot`. */
export function toastBox(spot: ToastSpot, input: ToastPlacementInput): Box {
  const { viewport, size } = input;
  const left = spot.endsWith('right')
    ? viewport.width - TOAST_GAP_PX - size.width
    : (viewport.width - size.width) / 2;
  const top = spot.startsWith('bottom')
    ? viewport.height - input.bottomInset - TOAST_GAP_PX - size.height
    : input.topInset + TOAST_GAP_PX;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first place that covers nothing and fits between the header and the fixed bars; else, at
 * the page's top, the top place with room made; else the place covering the fewest obstacles.
 */
export function placeToasts(input: ToastPlacementInput): ToastPlacement {
  const spots = input.viewport.width >= TOAST_CORNER_FROM_PX ? CORNER_SPOTS : PHONE_SPOTS;
  const tried = spots.map((spot) => {
    const box = toastBox(spot, input);
    const fits =
      box.top >= input.topInset + TOAST_GAP_PX - 0.5 &&
      box.bottom <= input.viewport.height - input.bottomInset - TOAST_GAP_PX + 0.5;
    const covered = input.obstacles.filter((obstacle) => overlaps(box, obstacle)).length;
    return { spot, box, fits, covered };
  });
  const free = tried.find((t) => t.fits && t.covered === 0);
  if (free !== undefined)
    return { spot: free.spot, left: free.box.left, top: free.box.top, room: 0 };
  const top = tried[tried.length - 1]!;
  if (input.atTop)
    return {
      spot: top.spot,
      left: top.box.left,
      top: top.box.top,
      room: Math.ceil(input.size.height + 2 * TOAST_GAP_PX),
    };
  const fitting = tried.filter((t) => t.fits);
  const least = (fitting.length > 0 ? fitting : [top]).reduce((best, t) =>
    t.covered < best.covered ? t : best,
  );
  return { spot: least.spot, left: least.box.left, top: least.box.top, room: 0 };
}
