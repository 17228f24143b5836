/**
 * A card slider (WAI-ARIA carousel pattern): a labelled group (its block is the page's region)
 * whose slides are the cards, with previous and next buttons (wrapping), a pause button where it
 * rotates on its own, swipes, and
 * cards out of view taken out of the Tab order and hidden from screen readers once the slider
 * knows the window. Cards per view come from CSS (1, 3, 4, 4 at SPEC §9's sizes), so the server's
 * markup already has the right layout and nothing moves when the script arrives; the transition
 * is 350 ms, and none for visitors who prefer reduced motion.
 */
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type ReactNode } from 'react';
import { useStartedViewModel } from '../di.js';
import type { SliderViewModel } from './slider.view-model.js';
import { carouselFocusEvents, swipeEvents } from '../carousel/carousel-events.js';
import { PreviousNextButtons } from '../carousel/chevron.view.js';

export interface SliderSlide {
  readonly key: string;
  /** The slide's name for screen readers, e.g. the card's address. */
  readonly label: string;
  readonly content: ReactNode;
}

export interface SliderViewProps {
  readonly vm: SliderViewModel;
  /** Names the region, e.g. 'Featured properties'. */
  readonly label: string;
  readonly slides: readonly SliderSlide[];
  /** What one card is called on the buttons ('property', 'photo set', 'article', 'office'). */
  readonly noun: string;
}

/** Which sizes show every card at once (no buttons needed there): CSS hides the buttons at those sizes. */
function fitsClasses(count: number): string {
  const fits = [
    count <= 1 ? 'small' : '',
    count <= 3 ? 'medium' : '',
    count <= 4 ? 'large' : '',
  ].filter(Boolean);
  return fits.map((size) => ` slider--fits-${size}`).join('');
}

export const SliderView = observer(function SliderView({
  vm,
  label,
  slides,
  noun,
}: SliderViewProps) {
  useStartedViewModel(vm);
  const style = { '--slider-index': vm.index } as CSSProperties;
  const hideButtons = vm.started && !vm.canMove;
  return (
    <div
      role="group"
      className={`slider${fitsClasses(slides.length)}${vm.started ? ' slider--started' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      {...carouselFocusEvents(vm.controls)}
    >
      {slides.length > 1 && !hideButtons ? (
        <div className="slider__controls">
          {vm.showsRotationControl ? (
            <button type="button" className="slider__rotation" onClick={vm.controls.toggleRotation}>
              {vm.controls.userPaused ? 'Start slide show' : 'Pause slide show'}
            </button>
          ) : null}
          <PreviousNextButtons
            noun={noun}
            arrowClass={() => 'slider__arrow'}
            size={20}
            onPrevious={vm.previous}
            onNext={vm.next}
          />
        </div>
      ) : null}
      <div className="slider__viewport" {...swipeEvents(vm.controls)}>
        <div className="slider__track" style={style} aria-live={vm.rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const visible = vm.isVisible(i);
            return (
              <div
                key={slide.key}
                className="slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}: ${slide.label}`}
                {...(visible ? {} : { inert: true, 'aria-hidden': true })}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
