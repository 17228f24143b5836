/**
 * Gallery image URLs (SPEC §9 Image widths, Gallery: 320, 375, 414, 575, 768, 992, 1160, fallback
 * 1160x646). The platform's image host resizes with a `w` query parameter, as on property cards.
 */
import { IMAGE_WIDTHS, srcSet } from '../../core/index.js';

/** The fallback gallery size, width × height (SPEC §9: 1160x646). */
export const GALLERY_FALLBACK_SIZE = (() => {
  const [width, height] = IMAGE_WIDTHS.galleryFallback.split('x').map(Number);
  return { width: width ?? 1160, height: height ?? 646 };
})();

/** `url` resized to `width` pixels (the `w` parameter added, or replaced when already there). */
export function imageAtWidth(url: string, width: number): string {
  const [path = '', hash] = url.split('#', 2);
  const [base = '', query = ''] = path.split('?', 2);
  const params = query.split('&').filter((part) => part !== '' && !part.startsWith('w='));
  params.push(`w=${width}`);
  return `${base}?${params.join('&')}${hash === undefined ? '' : `#${hash}`}`;
}

/** The `srcset` of a gallery image over the gallery widths. */
export function gallerySrcSet(url: string): string {
  return srcSet((width) => imageAtWidth(url, width), IMAGE_WIDTHS.gallery);
}

/** The image to load when `srcset` is not used: the fallback gallery width. */
export function gallerySrc(url: string): string {
  return imageAtWidth(url, GALLERY_FALLBACK_SIZE.width);
}
