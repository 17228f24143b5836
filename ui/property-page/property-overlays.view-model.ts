/**
 * The view-models of the property page's overlay routes (SPEC §2 Modal routes, Carousel modal),
 * built by the container when the overlay layer arrives (app/overlays/property.bindings.ts): what
 * a route opens, read once from the route and the page data, and the loader of its modal's lazily
 * loaded chunk (ui/property-page/property-routes.tsx renders them).
 */
import { carouselSourceFromPath } from '../../core/index.js';
import type {
  ChunkLoaderPort,
  ContentBlock,
  MotionPreferencePort,
  PropertyDetail,
} from '../../core/index.js';
import { carouselContent } from '../carousel/carousel-sources.js';
import { CarouselViewModel } from '../carousel/carousel.view-model.js';
import type { RepeatTimer } from '../carousel/carousel-controls.js';
import type { ConsentReader } from '../services/consent-status.js';
import { findPropertyVideo, propertyVideos, type PropertyVideo } from '../video/property-videos.js';
import { startIndexFromQuery } from './property-images-query.js';

export interface CarouselRouteDeps {
  /** The route as the hash names it, path and query: '/property-images?image=2', '/history-images/7'. */
  readonly route: string;
  /** The property of a properties#show page (undefined on other pages). */
  readonly property: PropertyDetail | undefined;
  /** The page's content blocks, where the gallery and event carousels keep their images. */
  readonly blocks: readonly ContentBlock[];
  readonly loader: ChunkLoaderPort;
  readonly motion: MotionPreferencePort;
  /** Tests pass a manual timer; the browser uses setInterval. */
  readonly timer?: RepeatTimer;
}

/**
 * '#/property-images' (optionally '?image=n' to open at a photo), '#/floorplan', '#/epc-chart' and
 * the content-block carousels: the dialog's name, the stage's tone and the carousel itself.
 * `start()` keeps the carousel in step with the visitor's reduced-motion preference.
 */
export class CarouselRouteViewModel {
  /** The dialog's name, with the property's address on a property page. */
  readonly title: string;
  /** Photos sit on a dark stage; floorplans and EPC charts on a light one. */
  readonly tone: 'dark' | 'light';
  readonly carousel: CarouselViewModel;
  /** Loads the carousel modal's chunk. */
  readonly loader: ChunkLoaderPort;
  private readonly motion: MotionPreferencePort;

  constructor(deps: CarouselRouteDeps) {
    const queryAt = deps.route.indexOf('?');
    const path = queryAt < 0 ? deps.route : deps.route.slice(0, queryAt);
    const query = queryAt < 0 ? '' : deps.route.slice(queryAt);
    const route = carouselSourceFromPath(path);
    const content = carouselContent(route, deps.property, deps.blocks);
    this.title = deps.property
      ? `${content.title}: ${deps.property.display_address}`
      : content.title;
    this.tone = content.tone;
    this.carousel = new CarouselViewModel({
      images: content.images,
      startIndex: route.source === 'property-images' ? startIndexFromQuery(query) : 0,
      autoRotate: content.autoRotate,
      ...(deps.timer ? { timer: deps.timer } : {}),
    });
    this.loader = deps.loader;
    this.motion = deps.motion;
  }

  start(): () => void {
    this.carousel.controls.setReducedMotion(this.motion.prefersReducedMotion());
    return this.motion.onReducedMotionChange((reduced) =>
      this.carousel.controls.setReducedMotion(reduced),
    );
  }
}

/** '#/video/{id}': the property's video or virtual tour with that id, and the loader of the video modal's chunk. */
export interface VideoRouteViewModel {
  /** Undefined when the property has no playable video with that id (the modal says so). */
  readonly video: PropertyVideo | undefined;
  /** Names the player: the property's address, or the agency's name off a property page. */
  readonly address: string;
  readonly loader: ChunkLoaderPort;
  /** The page's consent state: another company's player loads by itself only after an acceptance. */
  readonly consent: ConsentReader;
}

/** The page's video routes, by id: the property's videos are collected once. */
export function videoRouteViewModels(
  property: PropertyDetail | undefined,
  agencyName: string,
  loader: ChunkLoaderPort,
  consent: ConsentReader,
): (id: string) => VideoRouteViewModel {
  const videos = property === undefined ? undefined : propertyVideos(property);
  const address = property?.display_address ?? agencyName;
  return (id) => ({
    video: videos === undefined ? undefined : findPropertyVideo(videos, id),
    address,
    loader,
    consent,
  });
}
