/**
 * One card slider of a content block (SPEC §1 property card, gallery and articles sliders, the
 * location card's branches carousel; §9 Carousel defaults; WAI-ARIA carousel pattern): the first
 * visible card, moved one card at a time with wrap-around, cards per view by the window's width
 * (1, 3, 4, 4), swipes beyond 5 px, and rotation every 3 s for sliders of 6 or more cards, paused
 * while the pointer is over it or focus is in it, when the visitor prefers reduced motion, or after
 * they pressed the pause button. Fewer than 6 cards is the mobile carousel (SPEC §9): it moves
 * only when asked. The rules are core's; this class holds the state and the timer.
 */
import { actionBound, computed, makeObservable, observable } from 'mobx';
import {
  CAROUSEL,
  cardsPerView,
  nextSliderIndex,
  previousSliderIndex,
  sliderPositions,
  useMobileCarousel as isMobileCarousel,
} from '../../core/index.js';
import type { MotionPreferencePort, ViewportPort } from '../../core/index.js';
import {
  CarouselControls,
  browserRepeatTimer,
  type RepeatTimer,
} from '../carousel/carousel-controls.js';

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
  /** Hover, focus, swipes, the pause button and the motion preference. */
  readonly controls: CarouselControls;
  private readonly deps: SliderDependencies;

  constructor(deps: SliderDependencies) {
    this.deps = deps;
    this.count = Math.max(0, Math.floor(deps.count));
    this.controls = new CarouselControls(this);
    makeObservable(this, {
      count: false,
      index: observable,
      perView: observable,
      started: observable,
      controls: false,
      positions: computed,
      canMove: computed,
      autoRotates: computed,
      showsRotationControl: computed,
      rotating: computed,
      next: actionBound,
      previous: actionBound,
      measure: actionBound,
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
    return this.autoRotates && this.canMove && !this.controls.reducedMotion;
  }

  get rotating(): boolean {
    return this.started && this.autoRotates && this.canMove && this.controls.allowsRotation();
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

  /** Reads the window's width (cards per view) and keeps the first card within range. */
  measure(): void {
    this.perView = cardsPerView(this.deps.viewport.viewportWidth());
    this.index = Math.min(this.index, this.positions - 1);
    this.started = true;
  }

  /** Follows the window's width and the motion preference, and runs the rotation; answers the disposer. */
  start(): () => void {
    const motion = this.deps.motion();
    this.measure();
    this.controls.setReducedMotion(motion.prefersReducedMotion());
    const stopResize = this.deps.viewport.onResize(this.measure);
    const stopMotion = motion.onReducedMotionChange((reduced) =>
      this.controls.setReducedMotion(reduced),
    );
    const stopRotation = this.controls.runRotation(
      () => this.rotating,
      this.deps.timer ?? browserRepeatTimer,
    );
    return () => {
      stopRotation();
      stopResize();
      stopMotion();
    };
  }
}
