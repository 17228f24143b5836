/**
 * The pictures content blocks hold: the images a carousel route of a block opens (a gallery
 * card, an image event), and which block's picture is the page's lead picture.
 */
import type { ContentBlock } from './content-block.js';
import type { Photo } from '../property/property.js';

/** Where a carousel route's images come from: the route's source, the item's id and, for a gallery, its block. */
export interface BlockImagesRoute {
  readonly source: string;
  readonly id?: string;
  readonly contentBlockId?: string;
}

/**
 * The images a carousel variant route shows (SPEC §2): `#/gallery-card-slider-expand/{id}/{contentBlockId}`
 * opens card `id` of gallery slider `contentBlockId` (any gallery slider's card `id` when no block
 * is named); `#/agricultural-sales-event/{id}` and the other event routes open event `id` of an
 * image-events block of that source. Empty when nothing matches (the carousel says 'No image').
 */
export function contentBlockImages(
  blocks: readonly ContentBlock[],
  route: BlockImagesRoute,
): readonly Photo[] {
  if (route.id === undefined) return [];
  for (const block of blocks) {
    if (route.source === 'gallery-card-slider-expand' && block.type === 'gallerySlider') {
      if (route.contentBlockId !== undefined && block.id !== route.contentBlockId) continue;
      const card = block.cards.find((candidate) => candidate.id === route.id);
      if (card) return card.images;
    }
    if (block.type === 'imageEvents' && block.source === route.source) {
      const event = block.events.find((candidate) => candidate.id === route.id);
      if (event) return event.images;
    }
  }
  return [];
}

/**
 * How many blocks from the top of a page may hold its lead picture: the first two are in a
 * phone's first screenful (a hero, or a plain heading block and what follows it).
 */
export const LEAD_PICTURE_BLOCKS = 2;

/** The first picture a block shows (undefined for a block without one; property and article cards have their own). */
export function blockFirstPicture(block: ContentBlock): string | undefined {
  switch (block.type) {
    case 'textOverImage':
      return block.backgroundImageUrl;
    case 'gallerySlider':
      return block.cards.find((card) => card.images.length > 0)?.images[0]?.url;
    case 'imageEvents':
      return block.events.find((event) => event.images.length > 0)?.images[0]?.url;
    case 'locationCard':
      return block.imageUrl;
    default:
      return undefined;
  }
}

/**
 * The block that holds the page's lead picture (its largest paint, usually): the first of the
 * first LEAD_PICTURE_BLOCKS blocks that shows a picture. That picture is fetched at once and first
 * (fetchpriority="high", never lazily), and the app waits for it before asking for its code
 * (app/boot.tsx); every other block picture loads lazily. Undefined when none of them has one.
 */
export function leadPictureBlockId(blocks: readonly ContentBlock[]): string | undefined {
  return blocks
    .slice(0, LEAD_PICTURE_BLOCKS)
    .find((block) => blockFirstPicture(block) !== undefined)?.id;
}
