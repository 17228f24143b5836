/**
 * The property page, properties#show (SPEC §2): gallery, price and status, key facts
 * and features, the sanitised description, floorplan / EPC / brochure / video / calculator links,
 * the map, the contact block with Book a viewing, the save toggle, Back to search and the
 * next/previous properties, and similar properties. A thin observer over PropertyPageViewModel.
 *
 * `PropertyPage` is the connected page (no props): its view-model comes from the container (bound
 * by the page's chunk, app/pages/property.page.ts); `PropertyShowView` renders it.
 */
import { observer } from 'mobx-react-lite';
import { PropertyCardView } from '../property/property-card.view.js';
import { LazyMap } from '../map/lazy-map.view.js';
import { SavePropertyToggleView } from '../user/save-property-button.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import {
  gallerySrc,
  gallerySrcSet,
  GALLERY_FALLBACK_SIZE,
  imageAtWidth,
} from '../carousel/gallery-images.js';
import type {
  GalleryPhoto,
  PropertyPageViewModel,
  PropertyShowViewModel,
} from './property-page.view-model.js';
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { DevelopmentPlotsView } from './development-plots.view.js';
import { PAGE_PATHS } from '../../core/index.js';

/** Thumbnails beside the hero photo (desktop); the last one says how many more there are. */
const THUMBNAILS_SHOWN = 4;

function Icon({ path }: { readonly path: string }) {
  return (
    <svg
      className="property-page__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ICONS = {
  photos: 'M4 7h3l2-2h6l2 2h3v12H4zM12 16a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  floorplan: 'M4 4h16v16H4zM4 12h7M11 4v5M15 12v8M15 16h5',
  epc: 'M4 6h9M4 10h12M4 14h15M4 18h7',
  brochure: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  tour: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  calculator: 'M6 3h12v18H6zM9 7h6M9 11h1M12 11h1M15 11h0M9 15h1M12 15h1M15 15v3',
  phone: 'M5 4h4l2 5-3 2a12 12 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  back: 'M15 18l-6-6 6-6',
  forward: 'M9 6l6 6-6 6',
} as const;

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

const Gallery = observer(function Gallery({ vm }: { readonly vm: PropertyPageViewModel }) {
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

const PropertyNavigation = observer(function PropertyNavigation({
  vm,
}: {
  readonly vm: PropertyPageViewModel;
}) {
  const search = vm.searchLink;
  const previous = vm.previousUrl;
  const next = vm.nextUrl;
  // The row keeps its height from the server's markup on: the search link is always there (Back
  // to search once the browser's search history is read), next/previous arrive with the links.
  return (
    <div className="property-nav-slot">
      <nav className="property-nav" aria-label="Search results">
        <a className="property-nav__back" href={search.href}>
          <Icon path={ICONS.back} />
          {search.label}
        </a>
        <div className="property-nav__steps">
          {previous !== undefined && (
            <a
              className="property-nav__step"
              href={previous}
              rel="prev"
              onClick={() => vm.followPropertyLink('previous')}
            >
              <Icon path={ICONS.back} />
              Previous property
            </a>
          )}
          {next !== undefined && (
            <a
              className="property-nav__step"
              href={next}
              rel="next"
              onClick={() => vm.followPropertyLink('next')}
            >
              Next property
              <Icon path={ICONS.forward} />
            </a>
          )}
        </div>
      </nav>
    </div>
  );
});

function MediaLinks({ vm }: { readonly vm: PropertyPageViewModel }) {
  const links: { key: string; href: string; label: string; icon: string; external?: boolean }[] =
    [];
  if (vm.gallery.length > 0)
    links.push({ key: 'photos', href: vm.gallery[0]!.href, label: 'Photos', icon: ICONS.photos });
  if (vm.floorplanHref)
    links.push({
      key: 'floorplan',
      href: vm.floorplanHref,
      label: 'Floorplan',
      icon: ICONS.floorplan,
    });
  if (vm.epcHref) links.push({ key: 'epc', href: vm.epcHref, label: 'EPC', icon: ICONS.epc });
  for (const video of vm.videoButtons) {
    links.push({
      key: video.href,
      href: video.href,
      label: video.label,
      icon: video.sort === 'virtual-tour' ? ICONS.tour : ICONS.video,
    });
  }
  if (vm.brochureUrl)
    links.push({
      key: 'brochure',
      href: vm.brochureUrl,
      label: 'Brochure',
      icon: ICONS.brochure,
      external: true,
    });
  if (vm.calculatorHref)
    links.push({
      key: 'calculator',
      href: vm.calculatorHref,
      label: 'Mortgage and stamp duty',
      icon: ICONS.calculator,
    });
  if (links.length === 0) return null;
  return (
    <ul className="property-media" aria-label="Property media and tools">
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="property-media__link"
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            <Icon path={link.icon} />
            <span>{link.label}</span>
            {link.external && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface PageControlProps {
  readonly vm: PropertyPageViewModel;
  readonly className?: string;
}

/** The page's next step: Book a viewing, or what a home no longer marketed offers instead. */
function NextStepLink({ vm, className = '' }: PageControlProps) {
  return (
    <a className={`button button--primary ${className}`.trim()} href={vm.nextStep.href}>
      {vm.nextStep.label}
    </a>
  );
}

/** 'Call', named by the contact card's number (core's contact routing); none without a number to dial. */
function CallLink({ vm, className = '' }: PageControlProps) {
  const { telephone, telephoneHref } = vm.contact;
  if (!telephone || !telephoneHref) return null;
  const classes = `button button--secondary ${className}`.trim();
  return (
    <a className={classes} href={telephoneHref} aria-label={`Call ${telephone}`}>
      <Icon path={ICONS.phone} />
      <span className="call-link__text" aria-hidden="true">
        Call
      </span>
    </a>
  );
}

/** The page's one save toggle (its save view-model): the contact card's and the phone bar's agree. */
function SaveToggle({ vm, className }: PageControlProps) {
  return (
    <SavePropertyToggleView
      vm={vm.saves}
      propertyId={vm.propertyId}
      address={vm.address}
      card={vm.property}
      variant="labelled"
      {...(className ? { className } : {})}
    />
  );
}

/** Book a viewing (or register for similar homes) and Call, under the price on small screens (the contact card sits further down there). */
function QuickActions({ vm }: { readonly vm: PropertyPageViewModel }) {
  return (
    <div className="property-quick-actions">
      <NextStepLink vm={vm} />
      <CallLink vm={vm} />
    </div>
  );
}

const ContactCard = observer(function ContactCard({ vm }: { readonly vm: PropertyPageViewModel }) {
  const contact = vm.contact;
  return (
    <section className="property-contact" aria-labelledby="property-contact-title">
      <h2 id="property-contact-title" className="property-contact__title">
        Interested in this property?
      </h2>
      {contact.branchName && (
        <p className="property-contact__branch">
          {contact.departmentName ? `${contact.departmentName}, ` : ''}
          {contact.branchUrl ? (
            <a href={contact.branchUrl}>{contact.branchName}</a>
          ) : (
            contact.branchName
          )}
        </p>
      )}
      {contact.branchAddress && (
        <p className="property-contact__address">{contact.branchAddress}</p>
      )}
      <div className="property-contact__actions">
        <a className="button button--primary property-contact__viewing" href={vm.nextStep.href}>
          {vm.nextStep.label}
        </a>
        {vm.newHomesEnquiryHref ? (
          <a
            className="button button--secondary property-contact__interest"
            href={vm.newHomesEnquiryHref}
          >
            Register your interest
          </a>
        ) : null}
        {contact.telephone && contact.telephoneHref && (
          <a
            className="button button--secondary property-contact__phone"
            href={contact.telephoneHref}
          >
            <Icon path={ICONS.phone} />
            <span>
              <span className="visually-hidden">Call </span>
              {contact.telephone}
            </span>
          </a>
        )}
        <a className="property-contact__enquiry" href={vm.contactOfficeHref}>
          <Icon path={ICONS.mail} />
          Send an enquiry
        </a>
        {vm.tenantInfoHref ? (
          <a className="property-contact__enquiry" href={vm.tenantInfoHref}>
            Tenant information
          </a>
        ) : null}
      </div>
      {vm.team.length > 0 && (
        <div className="property-contact__team">
          <h3 className="property-contact__team-title">Your local team</h3>
          <ul className="property-contact__people">
            {vm.team.map((person) => (
              <li key={person.id}>
                <a className="text-link" href={person.href}>
                  <span className="visually-hidden">Contact </span>
                  {person.name}
                </a>
                {person.jobTitle ? (
                  <span className="property-contact__role">, {person.jobTitle}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
      <SaveToggle vm={vm} className="property-contact__save" />
    </section>
  );
});

/**
 * Call, Book a viewing (or what the page offers instead) and Save, fixed to the foot of a phone's
 * window (property-action-bar.css; none from the tablet width up), so they are at hand wherever the
 * visitor has scrolled. The same number, route and save toggle as the contact card's.
 */
const PropertyActionBar = observer(function PropertyActionBar({
  vm,
}: {
  readonly vm: PropertyPageViewModel;
}) {
  return (
    <div className="property-action-bar" role="group" aria-label="Property actions">
      <CallLink vm={vm} className="property-action-bar__call" />
      <NextStepLink vm={vm} className="property-action-bar__next" />
      <SaveToggle vm={vm} className="property-action-bar__save" />
    </div>
  );
});

export const PropertyPageView = observer(function PropertyPageView({
  vm,
}: {
  readonly vm: PropertyPageViewModel;
}) {
  const facts = vm.keyFacts;
  const features = vm.keyFeatures;
  const map = vm.map;
  const development = vm.development;
  const auction = vm.auction;
  return (
    <article className="property-page">
      <div className="container property-page__top">
        <PropertyNavigation vm={vm} />
      </div>
      <div className="container">
        <Gallery vm={vm} />
      </div>
      <div className="container property-page__layout">
        <div className="property-page__main">
          <header className="property-summary">
            {vm.statusTags.length > 0 && (
              <ul className="property-summary__tags" aria-label="Status">
                {vm.statusTags.map((tag) => (
                  <li key={tag} className={`tag tag--${tag.toLowerCase().replace(/\s+/g, '-')}`}>
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <p className="property-summary__kind">{vm.channelLabel}</p>
            <h1 className="property-summary__address">{vm.address}</h1>
            {development?.bedrooms ? (
              <p className="property-summary__range">{development.bedrooms}</p>
            ) : null}
            <p className="property-summary__price">{vm.price}</p>
            {auction ? (
              <p className="property-summary__auction">
                <time dateTime={auction.datetime}>{auction.label}</time>
              </p>
            ) : null}
            {vm.standingNotice ? (
              <p className="property-summary__notice">{vm.standingNotice}</p>
            ) : null}
            <QuickActions vm={vm} />
          </header>

          <MediaLinks vm={vm} />

          {facts.length > 0 && (
            <section className="property-section" aria-labelledby="property-facts-title">
              <h2 id="property-facts-title" className="visually-hidden">
                Key facts
              </h2>
              <dl className="property-facts">
                {facts.map((fact) => (
                  <div key={fact.label} className="property-facts__item">
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          {development ? <DevelopmentPlotsView development={development} /> : null}

          {features.length > 0 && (
            <section className="property-section" aria-labelledby="property-features-title">
              <h2 id="property-features-title">Key features</h2>
              <ul className="property-features">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}

          {(vm.descriptionHtml !== '' || vm.summary !== '') && (
            <section className="property-section" aria-labelledby="property-description-title">
              <h2 id="property-description-title">Description</h2>
              {vm.descriptionHtml !== '' ? (
                <SanitisedHtml
                  html={vm.descriptionHtml}
                  className="property-description"
                  fallback={
                    vm.summary !== '' ? <p className="property-description">{vm.summary}</p> : null
                  }
                />
              ) : (
                <p className="property-description">{vm.summary}</p>
              )}
            </section>
          )}

          <section className="property-section" aria-labelledby="property-map-title">
            <h2 id="property-map-title">Map</h2>
            {/* The address is the map's text alternative: shown with the map and without it. */}
            <p className="property-map__address">{map.address}</p>
            <LazyMap
              markers={map.markers}
              label={map.label}
              className="property-map"
              fallback={
                <div className="property-map__fallback">
                  <a href={map.searchUrl} target="_blank" rel="noopener">
                    View on a map
                    <span className="visually-hidden"> (opens OpenStreetMap in a new tab)</span>
                  </a>
                </div>
              }
              {...(map.markers[0]
                ? { center: { lat: map.markers[0].lat, lng: map.markers[0].lng }, zoom: 15 }
                : {})}
            />
          </section>
        </div>
        <aside className="property-page__aside">
          <ContactCard vm={vm} />
        </aside>
      </div>

      {vm.similar.length > 0 && (
        <section
          className="container section property-similar"
          aria-labelledby="property-similar-title"
        >
          <h2 id="property-similar-title">Similar properties</h2>
          <div className="card-grid">
            {vm.similar.map((card) => (
              <PropertyCardView
                key={card.property_id}
                card={card}
                now={vm.now}
                displaySstcStatusAsSold={vm.displaySstcStatusAsSold}
              />
            ))}
          </div>
        </section>
      )}
      <PropertyActionBar vm={vm} />
    </article>
  );
});

/** properties#show: the property's page, or, when it has left the market, a notice offering the search. */
export function PropertyShowView({ vm }: { readonly vm: PropertyShowViewModel }) {
  if (vm.page !== undefined) return <PropertyPageView vm={vm.page} />;
  return (
    <div className="container section">
      <h1 className="page-title">{vm.goneTitle}</h1>
      <p>
        This property is no longer on the market.{' '}
        <a href={PAGE_PATHS.search}>Search our properties</a>
      </p>
    </div>
  );
}

/** properties#show, connected (rendered by the page switch). */
export function PropertyPage() {
  return <PropertyShowView vm={useViewModel(TOKENS.propertyShowViewModel)} />;
}
