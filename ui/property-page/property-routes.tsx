/**
 * The carousel and video modal routes (SPEC §2 Modal routes, Carousel modal): '#/property-images'
 * (optionally '?image=n', 1-based, to open at a photo), '#/floorplan', '#/epc-chart',
 * '#/video/{id}', and the content-block carousels '#/agricultural-sales-event/{id}',
 * '#/antiques-sales-event/{id}', '#/property-auction-sales-event/{id}', '#/history-images/{id}',
 * '#/gallery-card-slider-expand/{id}/{contentBlockId}'. Each modal is its own lazily loaded chunk;
 * closing returns to where the visitor was (ui/app/overlay-history.ts). What a route opens comes
 * from its view-model (ui/property-page/property-overlays.view-model.ts), built by the container.
 */
import { useLocation, useParams, type RouteObject } from 'react-router-dom';
import { useViewModelFor } from '../view-model-for.js';
import { TOKENS } from '../tokens.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import type { CarouselModalProps } from '../carousel/carousel-modal.view.js';
import type { VideoModalProps } from '../video/video-modal.view.js';
import type {
  CarouselRouteViewModel,
  VideoRouteViewModel,
} from './property-overlays.view-model.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { OVERLAY_PATTERNS, IMAGE_EVENT_SOURCES, imageEventPattern } from '../../core/index.js';

/** The carousel and video modals: each one's chunk, and what shows while it loads. */
const CAROUSEL_OVERLAY = {
  chunkId: 'carousel',
  load: () => import('../carousel/carousel-modal.view.js'),
  loadingMessage: 'Loading images',
};
const VIDEO_OVERLAY = {
  chunkId: 'video',
  load: () => import('../video/video-modal.view.js'),
  loadingMessage: 'Loading video',
};

/** A carousel route: the carousel modal's chunk, opened with the route's carousel. */
export function CarouselRouteView({
  vm,
  onClose,
}: {
  readonly vm: CarouselRouteViewModel;
  readonly onClose: () => void;
}) {
  const props: CarouselModalProps = { title: vm.title, vm: vm.carousel, tone: vm.tone, onClose };
  return <LazyOverlay {...CAROUSEL_OVERLAY} loader={vm.loader} props={props} onClose={onClose} />;
}

/** A carousel route, connected: a new view-model, and a fresh modal, per route and start photo. */
function CarouselRoute() {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  return (
    <CarouselRouteView
      key={route}
      vm={useViewModelFor(TOKENS.carouselRouteViewModel, route)}
      onClose={useCloseOverlay()}
    />
  );
}

/** '#/video/{id}': the video modal's chunk, opened with the route's video (or its 'not found'). */
export function VideoRouteView({
  vm,
  onClose,
}: {
  readonly vm: VideoRouteViewModel;
  readonly onClose: () => void;
}) {
  const props: VideoModalProps = {
    video: vm.video,
    address: vm.address,
    consent: vm.consent,
    onClose,
  };
  return <LazyOverlay {...VIDEO_OVERLAY} loader={vm.loader} props={props} onClose={onClose} />;
}

/** '#/video/{id}', connected: the container's view-model for the id. */
function VideoRoute() {
  const { id = '' } = useParams();
  return (
    <VideoRouteView
      vm={useViewModelFor(TOKENS.videoRouteViewModel, id)}
      onClose={useCloseOverlay()}
    />
  );
}

/** The routes the lead adds to the overlay routes table (before its catch-all). */
export function propertyOverlayRoutes(): RouteObject[] {
  const carousel = <CarouselRoute />;
  return [
    { path: OVERLAY_PATTERNS.propertyImages, element: carousel },
    { path: OVERLAY_PATTERNS.floorplan, element: carousel },
    { path: OVERLAY_PATTERNS.epcChart, element: carousel },
    { path: OVERLAY_PATTERNS.video, element: <VideoRoute /> },
    ...IMAGE_EVENT_SOURCES.map((source) => ({
      path: imageEventPattern(source),
      element: carousel,
    })),
    { path: OVERLAY_PATTERNS.galleryCard, element: carousel },
    // Without a block: the card of that id in any gallery slider of the page.
    { path: OVERLAY_PATTERNS.galleryCardAnyBlock, element: carousel },
  ];
}
