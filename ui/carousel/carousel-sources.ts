/**
 * Which images a carousel modal route shows (SPEC §2 Carousel modal): the property's photos,
 * floorplans or EPC charts, or the images of a content block (sales events, history images, an
 * expanded gallery card slider) read from the page data.
 *
 * Content-block images are looked up in `page.data[source]`: a list of
 * `{ id, contentBlockId?, images: [{ url, caption?, imageAlt? }] }` (`photos` is accepted for
 * `images`). Anything missing or malformed gives an empty list, and the modal shows 'No image'.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { IdString } from '../../core/index.js';
import type { CarouselRoute, CarouselSource, Photo, PropertyDetail } from '../../core/index.js';

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

const ImageCodec = t.intersection([t.type({ url: t.string }), t.partial({ caption: t.string, imageAlt: t.string })]);
const BlockCodec = t.intersection([
  t.type({ id: IdString }),
  t.partial({ contentBlockId: IdString, images: t.array(t.unknown), photos: t.array(t.unknown) }),
]);

function photosOf(list: readonly unknown[]): Photo[] {
  const photos: Photo[] = [];
  for (const item of list) {
    const decoded = ImageCodec.decode(item);
    if (isLeft(decoded) || decoded.right.url.trim() === '') continue;
    const { url, caption, imageAlt } = decoded.right;
    photos.push({ url, ...(caption ? { caption } : {}), ...(imageAlt ? { imageAlt } : {}) });
  }
  return photos;
}

/** The images of the content block a route names, from the page data (empty when absent). */
export function contentBlockImages(pageData: Readonly<Record<string, unknown>>, route: CarouselRoute): Photo[] {
  const blocks = pageData[route.source];
  if (!Array.isArray(blocks) || route.id === undefined) return [];
  for (const item of blocks) {
    const decoded = BlockCodec.decode(item);
    if (isLeft(decoded)) continue;
    const block = decoded.right;
    if (block.id !== route.id) continue;
    if (route.contentBlockId !== undefined && block.contentBlockId !== undefined && block.contentBlockId !== route.contentBlockId) continue;
    return photosOf(block.images ?? block.photos ?? []);
  }
  return [];
}

/** What the carousel for `route` shows on this page. */
export function carouselContent(
  route: CarouselRoute,
  property: PropertyDetail | undefined,
  pageData: Readonly<Record<string, unknown>>,
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
      return { title, images: contentBlockImages(pageData, route), autoRotate: true, tone: 'dark' };
  }
}
