/**
 * One card slider of a content block (SPEC §1 property card, gallery and articles sliders, the
 * location card's branches carousel; §9 Carousel defaults; WAI-ARIA carousel pattern): the first
 * visible card, moved one card at a time with wrap-around, cards per view by the window's width
 * (1, 3, 4, 4), swipes beyond 5 px, and rotation every 3 s for sliders of 6 or more cards, paused
 * while the pointer is over it or focus is in it, when the visitor prefers reduced motion, or after
 * they pressed the pause button. Fewer than 6 cards is the mobile carousel (SPEC §9): it moves
 * only when asked. The rules are core's; this class holds the state and the timer.
 */
import { actionBound, computed, makeObservable, observable, reaction } from 'mobx';
import { CAROUSEL, cardsPerView, nextSliderIndex, previousSliderIndex, shouldAutoRotate, sliderPositions, swipeDirection, useMobileCarousel as isMobileCarousel } from '../../core/index.js';
import type { MotionPreferencePort, ViewportPort } from '../../core/index.js';
import { browserRepeatTimer, type RepeatTimer } from '../carousel/carousel.view-model.js';

export interface SliderDependencies {
  readonly count: number;
  readonly viewport: ViewportPort;
  /** The reduced-motion preference, asked for when the slider starts (never during a server render). */
  readonly motion: () => MotionPreferencePort;
  readonly timer?: RepeatTimer;
}

export class SliderViewModel {
  readonly count: number;
  /** The first visible card. */
  index = 0;
  /** Cards shown at once; the widest (4) until the slider knows the window (the server renders index 0 only). */
  perView: number = CAROUSEL.cardsPerSize.extraLarge;
  /** The slider knows the window: cards out of view are hidden from keyboard and screen readers. */
  started = false;
  hovered = false;
  focused = false;
  reducedMotion = false;
  userPaused = false;
  private pointerStartX: number | undefined = undefined;
  private readonly deps: SliderDependencies;

  constructor(deps: SliderDependencies) {
    this.deps = deps;
    this.count = Math.max(0, Math.floor(deps.count));
    makeObservable<SliderViewModel, 'pointerStartX'>(this, {
      count: false,
      index: observable,
      perView: observable,
      started: observable,
      hovered: observable,
      focused: observable,
      reducedMotion: observable,
      userPaused: observable,
      pointerStartX: false,
      positions: computed,
      canMove: computed,
      autoRotates: computed,
      showsRotationControl: computed,
      rotating: computed,
      next: actionBound,
      previous: actionBound,
      setHovered: actionBound,
      setFocused: actionBound,
      toggleRotation: actionBound,
      pointerDown: actionBound,
      pointerUp: actionBound,
      pointerCancel: actionBound,
      measure: actionBound,
      setReducedMotion: actionBound,
    });
  }

  get positions(): number {
    return sliderPositions(this.count, this.perView);
  }

  /** More cards than fit: the previous and next buttons work. */
  get canMove(): boolean {
    return this.positions > 1;
  }

  /** Sliders of 6 or more cards rotate on their own; the mobile carousel (fewer) does not. */
  get autoRotates(): boolean {
    return !isMobileCarousel(this.count);
  }

  get showsRotationControl(): boolean {
    return this.autoRotates && this.canMove && !this.reducedMotion;
  }

  get rotating(): boolean {
    return (
      this.started &&
      this.autoRotates &&
      this.canMove &&
      shouldAutoRotate({ hovered: this.hovered, focused: this.focused, reducedMotion: this.reducedMotion, userPaused: this.userPaused })
    );
  }

  /** Whether card `i` is in view (all are until the slider has started: the server's markup). */
  isVisible(i: number): boolean {
    return !this.started || (i >= this.index && i < this.index + this.perView);
  }

  next(): void {
    this.index = nextSliderIndex(this.index, this.count, this.perView);
  }

  previous(): void {
    this.index = previousSliderIndex(this.index, this.count, this.perView);
  }

  setHovered(hovered: boolean): void {
    this.hovered = hovered;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
  }

  toggleRotation(): void {
    this.userPaused = !this.userPaused;
  }

  pointerDown(x: number): void {
    this.pointerStartX = x;
  }

  /** A move of more than 5 px left shows the next card, right the previous one. */
  pointerUp(x: number): void {
    const start = this.pointerStartX;
    this.pointerStartX = undefined;
    if (start === undefined) return;
    const direction = swipeDirection(start, x, CAROUSEL.swipeTolerance);
    if (direction === 'next') this.next();
    else if (direction === 'previous') this.previous();
  }

  pointerCancel(): void {
    this.pointerStartX = undefined;
  }

  /** Reads the window's width (cards per view) and keeps the first card within range. */
  measure(): void {
    this.perView = cardsPerView(this.deps.viewport.viewportWidth());
    this.index = Math.min(this.index, this.positions - 1);
    this.started = true;
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  /** Follows the window's width and the motion preference, and runs the rotation; answers the disposer. */
  start(): () => void {
    const motion = this.deps.motion();
    this.measure();
    this.setReducedMotion(motion.prefersReducedMotion());
    const stopResize = this.deps.viewport.onResize(this.measure);
    const stopMotion = motion.onReducedMotionChange((reduced) => this.setReducedMotion(reduced));
    const timer = this.deps.timer ?? browserRepeatTimer;
    let cancel: (() => void) | undefined;
    const stopTimer = (): void => {
      cancel?.();
      cancel = undefined;
    };
    const stopRotation = reaction(
      () => this.rotating,
      (rotating) => {
        stopTimer();
        if (rotating) cancel = timer(CAROUSEL.intervalMs, this.next);
      },
      { fireImmediately: true },
    );
    return () => {
      stopRotation();
      stopTimer();
      stopResize();
      stopMotion();
    };
  }
}
