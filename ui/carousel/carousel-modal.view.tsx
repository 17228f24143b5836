/**
 * The image carousel modal (SPEC §2 Carousel modal): a wide frame with the image, its 'n/total'
 * index and caption, wrap-around previous and next buttons, Left/Right keys, swipes, and a click
 * outside to close (ModalFrame). 'No image' when there is none. Built to the WAI-ARIA carousel
 * pattern; a pause button only where the carousel rotates on its own.
 *
 * The default export is the lazily loaded chunk the carousel routes open.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Photo } from '../../core/index.js';
import { ModalFrame } from '../modal/modal-frame.view.js';
import type { CarouselViewModel } from './carousel.view-model.js';
import { carouselFocusEvents, swipeEvents } from './carousel-events.js';
import { GALLERY_FALLBACK_SIZE, gallerySrc, gallerySrcSet } from './gallery-images.js';
import { PreviousNextButtons } from './chevron.view.js';

/** Image slot sizes: the wide modal is at most 1100 px, full width on small screens. */
const GALLERY_SIZES = '(min-width: 1148px) 1052px, calc(100vw - 48px)';

export interface CarouselProps {
  readonly vm: CarouselViewModel;
  /** Names the carousel region, e.g. 'Photos of 1 High Street'. */
  readonly label: string;
  /** 'light' for drawings on white (floorplans, EPC charts). */
  readonly tone?: 'dark' | 'light';
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  const tag = element?.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || element?.isContentEditable === true
  );
}

/** The carousel itself (no frame): image, controls, index and caption. */
export const Carousel = observer(function Carousel({ vm, label, tone = 'dark' }: CarouselProps) {
  // The rotation runs while the carousel is shown (its view-model's owner keeps it told of the
  // visitor's reduced-motion preference).
  useEffect(() => vm.start(), [vm]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTyping(event.target)
      )
        return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        vm.previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        vm.next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [vm]);

  if (vm.isEmpty) {
    return (
      <section className="carousel carousel--empty" aria-label={label}>
        <p className="carousel__empty">{vm.positionLabel}</p>
      </section>
    );
  }

  const photo = vm.current as Photo;
  const many = vm.total > 1;
  return (
    <section
      className={`carousel carousel--${tone}`}
      aria-roledescription="carousel"
      aria-label={label}
      {...carouselFocusEvents(vm.controls)}
    >
      {vm.showsRotationControl && (
        <button type="button" className="carousel__rotation" onClick={vm.controls.toggleRotation}>
          {vm.controls.userPaused ? 'Start slide show' : 'Pause slide show'}
        </button>
      )}
      <div className="carousel__stage" {...swipeEvents(vm.controls)}>
        <div className="carousel__slides" aria-live={vm.rotating ? 'off' : 'polite'}>
          <figure
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${vm.index + 1} of ${vm.total}`}
          >
            <img
              key={photo.url}
              className="carousel__image"
              src={gallerySrc(photo.url)}
              srcSet={gallerySrcSet(photo.url)}
              sizes={GALLERY_SIZES}
              width={GALLERY_FALLBACK_SIZE.width}
              height={GALLERY_FALLBACK_SIZE.height}
              alt={photo.imageAlt ?? photo.caption ?? ''}
              draggable={false}
              decoding="async"
            />
          </figure>
        </div>
        {many && (
          <PreviousNextButtons
            noun="image"
            arrowClass={(side) => `carousel__arrow carousel__arrow--${side}`}
            onPrevious={vm.previous}
            onNext={vm.next}
          />
        )}
      </div>
      <div className="carousel__footer">
        <p className="carousel__index">
          <span className="visually-hidden">Image </span>
          {vm.positionLabel}
        </p>
        {vm.caption !== '' && <p className="carousel__caption">{vm.caption}</p>}
      </div>
    </section>
  );
});

export interface CarouselModalProps {
  readonly title: string;
  /** The carousel, built by the container (ui/property-page/property-overlays.view-model.ts). */
  readonly vm: CarouselViewModel;
  readonly tone?: 'dark' | 'light';
  readonly onClose: () => void;
}

/** The carousel in the wide modal frame, title for screen readers only. */
export function CarouselModal({ title, vm, tone = 'dark', onClose }: CarouselModalProps) {
  return (
    <ModalFrame title={title} onClose={onClose} size="wide" hideTitle>
      <Carousel vm={vm} label={title} tone={tone} />
    </ModalFrame>
  );
}

export default CarouselModal;
