// carousel: wrap-around navigation, the 'n/total' label, swipes and automatic rotation (SPEC §2,
// §4, §9).
export {
  CAROUSEL,
  NO_IMAGE,
  nextIndex,
  previousIndex,
  indexLabel,
  swipeDirection,
  shouldAutoRotate,
  carouselSize,
  cardsPerView,
  useMobileCarousel,
  carouselSourceFromPath,
  sliderPositions,
  nextSliderIndex,
  previousSliderIndex,
} from './carousel.js';
export type {
  SwipeDirection,
  AutoRotateState,
  CarouselSize,
  CarouselSource,
  CarouselRoute,
} from './carousel.js';
