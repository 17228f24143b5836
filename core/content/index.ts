// content: link kinds and the one link-safety rule, `tel:` links, responsive images, the text cut
// for mobile, expandable sections and content blocks (SPEC §2, §4, §9).
export { ANY_SAFE_LINK, WEB_PAGE_LINK, linkCodec, linkKind, safeLink } from './links.js';
export type { LinkKind } from './links.js';
export {
  BREAKPOINTS,
  IMAGE_WIDTHS,
  CARD_EAGER_COUNT,
  srcSet,
  pickWidth,
  viewportKind,
  isEagerCard,
} from './images.js';
export type { ViewportKind } from './images.js';
export { MOBILE_TRUNCATE_CHARS, ELLIPSIS, truncateForMobile } from './truncate.js';
export { toggleOpen, isOpen } from './expandable.js';
export {
  CONTENT_BLOCK_TYPES,
  DEFAULT_HEADING_LEVEL,
  IMAGE_EVENT_SOURCES,
} from './content-block.js';
export { headingLevel, decodeContentBlocks } from './content-blocks.js';
export {
  contentBlockImages,
  LEAD_PICTURE_BLOCKS,
  blockFirstPicture,
  leadPictureBlockId,
} from './content-block-pictures.js';
export type {
  ContentBlockType,
  HeadingLevel,
  ContentBlockCommon,
  DropdownItem,
  GalleryCard,
  ImageEvent,
  ImageEventSource,
  MapPlace,
  ContentBlock,
  ContentBlockOf,
} from './content-block.js';
export type { BlockImagesRoute } from './content-block-pictures.js';
