/**
 * The event handlers a carousel's elements pass to its controls (carousel-controls.ts): on the
 * carousel itself, pointing and focus (focus leaving only when it leaves the whole carousel); on
 * its stage, the primary pointer's presses for swipes.
 */
import type { FocusEvent, PointerEvent } from 'react';
import type { CarouselControls } from './carousel-controls.js';

export function carouselFocusEvents(controls: CarouselControls) {
  return {
    onMouseEnter: () => controls.setHovered(true),
    onMouseLeave: () => controls.setHovered(false),
    onFocus: () => controls.setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        controls.setFocused(false);
    },
  };
}

export function swipeEvents(controls: CarouselControls) {
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.isPrimary !== false) controls.pointerDown(event.clientX);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (event.isPrimary !== false) controls.pointerUp(event.clientX);
    },
    onPointerCancel: () => controls.pointerCancel(),
  };
}
