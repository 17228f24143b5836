/**
 * The carousel and video modal routes (SPEC §2 Modal routes, Carousel modal): '#/property-images'
 * (optionally '?image=n', 1-based, to open at a photo), '#/floorplan', '#/epc-chart',
 * '#/video/{id}', and the content-block carousels '#/agricultural-sales-event/{id}',
 * '#/antiques-sales-event/{id}', '#/property-auction-sales-event/{id}', '#/history-images/{id}',
 * '#/gallery-card-slider-expand/{id}/{contentBlockId}'. Each modal is its own lazily loaded chunk;
 * closing returns to where the visitor was (ui/app/overlay-history.ts).
 */
import { useMemo } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router-dom';
import { carouselSourceFromPath } from '../../core/index.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { carouselContent } from '../carousel/carousel-sources.js';
import type { CarouselModalProps } from '../carousel/carousel-modal.view.js';
import { findPropertyVideo, propertyVideos } from '../video/property-videos.js';
import type { VideoModalProps } from '../video/video-modal.view.js';
import { IMAGE_QUERY_PARAMETER } from './property-page.view-model.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';

const loadCarousel = () => import('../carousel/carousel-modal.view.js');
const loadVideo = () => import('../video/video-modal.view.js');

/** The 0-based start index from '?image=n' (1-based); 0 when absent or not a whole number ≥ 1. */
export function startIndexFromQuery(search: string): number {
  const value = new URLSearchParams(search).get(IMAGE_QUERY_PARAMETER);
  const n = value === null ? NaN : Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n - 1 : 0;
}

function CarouselRoute() {
  const settings = useInjection(TOKENS.settings);
  const loader = useInjection(TOKENS.chunkLoader);
  const onClose = useCloseOverlay();
  const location = useLocation();
  const route = useMemo(() => carouselSourceFromPath(location.pathname), [location.pathname]);
  const content = useMemo(() => carouselContent(route, settings.property, settings.page.data), [route, settings]);
  const props: CarouselModalProps = {
    title: settings.property ? `${content.title}: ${settings.property.display_address}` : content.title,
    images: content.images,
    startIndex: route.source === 'property-images' ? startIndexFromQuery(location.search) : 0,
    autoRotate: content.autoRotate,
    tone: content.tone,
    onClose,
  };
  // A new key per route and start photo gives the modal a fresh carousel.
  return (
    <LazyOverlay
      key={`${location.pathname}${location.search}`}
      chunkId="carousel"
      load={loadCarousel}
      loader={loader}
      loadingMessage="Loading images"
      props={props}
      onClose={onClose}
    />
  );
}

function VideoRoute() {
  const settings = useInjection(TOKENS.settings);
  const loader = useInjection(TOKENS.chunkLoader);
  const onClose = useCloseOverlay();
  const { id = '' } = useParams();
  const property = settings.property;
  const video = useMemo(() => (property ? findPropertyVideo(propertyVideos(property), id) : undefined), [property, id]);
  const props: VideoModalProps = { video, address: property?.display_address ?? settings.agencyName, onClose };
  return <LazyOverlay key={id} chunkId="video" load={loadVideo} loader={loader} loadingMessage="Loading video" props={props} onClose={onClose} />;
}

/** The routes the lead adds to the overlay routes table (before its catch-all). */
export function propertyOverlayRoutes(): RouteObject[] {
  const carousel = <CarouselRoute />;
  return [
    { path: 'property-images', element: carousel },
    { path: 'floorplan', element: carousel },
    { path: 'epc-chart', element: carousel },
    { path: 'video/:id', element: <VideoRoute /> },
    { path: 'agricultural-sales-event/:id', element: carousel },
    { path: 'antiques-sales-event/:id', element: carousel },
    { path: 'property-auction-sales-event/:id', element: carousel },
    { path: 'history-images/:id', element: carousel },
    { path: 'gallery-card-slider-expand/:id/:contentBlockId', element: carousel },
  ];
}
