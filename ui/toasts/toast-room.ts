/**
 * The room the toasts take, for what must keep out of their way, and their place on a page.
 *
 * On a page (no dialog open) the toasts go where they cover no heading and no control
 * (toast-spot.ts, by core's `placeToasts`), placed when they change and when the window is
 * resized, and once more a frame later (the cookie banner that a choice closes goes in that frame).
 *
 * The toast region publishes its height as `--toast-region-height` on the root element; CSS turns
 * it into `--toast-room` (toasts.css) while a toast shows, and an open modal sits below that
 * (modal.css), so a toast never covers the field a visitor must put right, nor the dialog's
 * heading and close button. Only the height is published: where the region sits is CSS's
 * business, so the room is right the moment a modal opens or closes.
 *
 * The height is written in a layout effect each time the toasts change (before the browser
 * paints, so the modal never shows under a toast for a frame) and on a window resize (a toast's
 * text wraps differently). DOM work only in effects, so the region still server-renders.
 */
import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { forgetPlace, placeToastRegion } from './toast-spot.js';

export const TOAST_REGION_HEIGHT_PROPERTY = '--toast-region-height';

/**
 * Writes `region`'s current height on its document's root element, only when it changed (a custom
 * property set on the root restyles the whole page): an empty region on a page that never had a
 * toast writes nothing (the CSS reads 0px then).
 */
export function publishToastRegionHeight(region: HTMLElement): void {
  const style = region.ownerDocument.documentElement.style;
  const value = `${region.offsetHeight}px`;
  const current = style.getPropertyValue(TOAST_REGION_HEIGHT_PROPERTY);
  if (current === value || (current === '' && value === '0px')) return;
  style.setProperty(TOAST_REGION_HEIGHT_PROPERTY, value);
}

/** Keeps `--toast-region-height` up to date while the region is mounted; `shown` is what it shows (a new value means a new height). */
export function useToastRoom(regionRef: RefObject<HTMLElement | null>, shown: unknown): void {
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (region === null) return undefined;
    publishToastRegionHeight(region);
    placeToastRegion(region);
    const view = region.ownerDocument.defaultView;
    if (typeof view?.requestAnimationFrame !== 'function') return undefined;
    const frame = view.requestAnimationFrame(() => placeToastRegion(region));
    return () => view.cancelAnimationFrame(frame);
  }, [regionRef, shown]);

  useEffect(() => {
    const region = regionRef.current;
    if (region === null) return undefined;
    const view = region.ownerDocument.defaultView;
    const onResize = (): void => {
      publishToastRegionHeight(region);
      placeToastRegion(region);
    };
    view?.addEventListener('resize', onResize);
    return () => {
      view?.removeEventListener('resize', onResize);
      region.ownerDocument.documentElement.style.removeProperty(TOAST_REGION_HEIGHT_PROPERTY);
      forgetPlace(region);
    };
  }, [regionRef]);
}
