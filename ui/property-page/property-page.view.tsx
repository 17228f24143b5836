/**
 * The property page, properties#show (SPEC §2): gallery, price and status, key facts
 * and features, the sanitised description, floorplan / EPC / brochure / video / calculator links,
 * the map, the contact block with Book a viewing, the save toggle, Back to search and the
 * next/previous properties, and similar properties. A thin observer over PropertyPageViewModel;
 * the gallery (property-gallery.view.tsx) and the controls to book, call and save
 * (property-contact.view.tsx) are views of their own.
 *
 * `PropertyPage` is the connected page (no props): its view-model comes from the container (bound
 * by the page's chunk, app/pages/property.page.ts); `PropertyShowView` renders it.
 */
import { observer } from 'mobx-react-lite';
import { PropertyCardGrid } from '../property/property-card.view.js';
import { LazyMap } from '../map/lazy-map.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import type { PropertyPageViewModel, PropertyShowViewModel } from './property-page.view-model.js';
import { RelatedSection } from '../content/related-section.view.js';
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { DevelopmentPlotsView } from './development-plots.view.js';
import { MaterialInformationSection } from './material-information.section.js';
import { PAGE_PATHS } from '../../core/index.js';
import { Icon, ICONS } from './property-page-icons.js';
import { Gallery } from './property-gallery.view.js';
import { ContactCard, PropertyActionBar, QuickActions } from './property-contact.view.js';
import { LettingsCostsView } from '../lettings/lettings-costs.view.js';

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

          {vm.lettingsCosts ? (
            <LettingsCostsView panel={vm.lettingsCosts} links={vm.complianceLinks} />
          ) : null}

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

          {vm.materialInformation ? (
            <MaterialInformationSection {...vm.materialInformation} />
          ) : null}

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
        <RelatedSection name="property-similar" title="Similar properties">
          <PropertyCardGrid
            cards={vm.similar}
            now={vm.now}
            displaySstcStatusAsSold={vm.displaySstcStatusAsSold}
          />
        </RelatedSection>
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
