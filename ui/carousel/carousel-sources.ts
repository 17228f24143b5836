/**
 * Which images a carousel modal route shows (SPEC §2 Carousel modal): the property's photos,
 * floorplans or EPC charts, or the images of a content block (sales events, history images, an
 * expanded gallery card slider) found by core's contentBlockImages in the page's decoded blocks.
 * Nothing found gives an empty list, and the modal shows 'No image'.
 */
import { contentBlockImages } from '../../core/index.js';
import type {
  CarouselRoute,
  CarouselSource,
  ContentBlock,
  Photo,
  PropertyDetail,
} from '../../core/index.js';

export interface CarouselContent {
  /** The dialog's name (kept for screen readers; the frame hides it visually). */
  readonly title: string;
  readonly images: readonly Photo[];
  /** Content-block slideshows rotate on their own (with the carousel pattern's pause rules). */
  readonly autoRotate: boolean;
  /** Photos sit on a dark stage; floorplans and EPC charts (drawings on white) on a light one. */
  readonly tone: 'dark' | 'light';
}

const TITLES: Readonly<Record<CarouselSource, string>> = {
  'property-images': 'Photos',
  floorplan: 'Floorplans',
  'epc-chart': 'Energy performance certificate',
  'agricultural-sales-event': 'Agricultural sale',
  'antiques-sales-event': 'Antiques sale',
  'property-auction-sales-event': 'Property auction',
  'history-images': 'Our history',
  'gallery-card-slider-expand': 'Gallery',
};

/** What the carousel for `route` shows on this page. */
export function carouselContent(
  route: CarouselRoute,
  property: PropertyDetail | undefined,
  blocks: readonly ContentBlock[],
): CarouselContent {
  const title = TITLES[route.source];
  switch (route.source) {
    case 'property-images':
      return { title, images: property?.photos ?? [], autoRotate: false, tone: 'dark' };
    case 'floorplan':
      return { title, images: property?.floorplans ?? [], autoRotate: false, tone: 'light' };
    case 'epc-chart':
      return { title, images: property?.epcCharts ?? [], autoRotate: false, tone: 'light' };
    default:
      return { title, images: contentBlockImages(blocks, route), autoRotate: true, tone: 'dark' };
  }
}
