/**
 * The property page's gallery: the hero photo with its caption and photo count, and the first
 * thumbnails beside it (the last says how many more there are). Apart from the page's view as it
 * is one block with its own image sizes, read by the page only through the view-model's photos.
 */
import { observer } from 'mobx-react-lite';
import {
  gallerySrc,
  gallerySrcSet,
  GALLERY_FALLBACK_SIZE,
  imageAtWidth,
} from '../carousel/gallery-images.js';
import type { GalleryPhoto } from './property-page-content.js';
import type { PropertyPageViewModel } from './property-page.view-model.js';
import { Icon, ICONS } from './property-page-icons.js';

/** Thumbnails beside the hero photo (desktop); the last one says how many more there are. */
const THUMBNAILS_SHOWN = 4;

function HeroPhoto({ item, address }: { readonly item: GalleryPhoto; readonly address: string }) {
  return (
    <a
      className="property-gallery__hero"
      href={item.href}
      aria-label={`Open the photo gallery of ${address}`}
    >
      <img
        src={gallerySrc(item.photo.url)}
        srcSet={gallerySrcSet(item.photo.url)}
        sizes="(min-width: 1200px) 760px, (min-width: 768px) 62vw, 100vw"
        width={GALLERY_FALLBACK_SIZE.width}
        height={GALLERY_FALLBACK_SIZE.height}
        alt={item.alt}
        fetchPriority="high"
        decoding="async"
      />
    </a>
  );
}

export const Gallery = observer(function Gallery({ vm }: { readonly vm: PropertyPageViewModel }) {
  const photos = vm.gallery;
  const [hero, ...rest] = photos;
  if (hero === undefined) {
    return (
      <div className="property-gallery property-gallery--empty">
        <p>No image</p>
      </div>
    );
  }
  const thumbnails = rest.slice(0, THUMBNAILS_SHOWN);
  const more = photos.length - 1 - thumbnails.length;
  return (
    <section
      className={
        thumbnails.length > 0 ? 'property-gallery' : 'property-gallery property-gallery--single'
      }
      aria-label="Photos"
    >
      <figure className="property-gallery__main">
        <HeroPhoto item={hero} address={vm.address} />
        {hero.photo.caption && (
          <figcaption className="property-gallery__caption">{hero.photo.caption}</figcaption>
        )}
        <a className="property-gallery__count" href={hero.href}>
          <Icon path={ICONS.photos} />
          <span>
            {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
          </span>
        </a>
      </figure>
      {thumbnails.length > 0 && (
        <ul className="property-gallery__thumbnails">
          {thumbnails.map((item, index) => {
            const last = index === thumbnails.length - 1 && more > 0;
            return (
              <li key={item.photo.url + index} className="property-gallery__thumbnail">
                <a href={item.href}>
                  <img
                    src={imageAtWidth(item.photo.url, 414)}
                    srcSet={`${imageAtWidth(item.photo.url, 375)} 375w, ${imageAtWidth(item.photo.url, 575)} 575w`}
                    sizes="(min-width: 768px) 20vw, 50vw"
                    width={375}
                    height={250}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="visually-hidden">
                    Open photo {index + 2} of {photos.length}
                    {item.photo.caption ? ': ' : ''}
                  </span>
                  {item.photo.caption && (
                    <span className="property-gallery__thumbnail-caption">
                      {item.photo.caption}
                    </span>
                  )}
                  {last && (
                    <span className="property-gallery__more">
                      +{more}
                      <span className="visually-hidden"> more photos</span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
