import { expect } from 'chai';
import { PAGE_IDENTIFIERS, isResultsPage } from '../../core/settings/page-identifiers.js';
import { renderPage } from '../../app/server.js';
import { pageChunkOf } from '../../ui/pages/page.view.js';

const RENDERED_AT = new Date('2026-11-22T10:00:00Z');

/** A settings object as a platform with little to say would send: page data missing entirely. */
function bareSettings(identifier: string, extra: Record<string, unknown> = {}) {
  return {
    agency_name: 'Test Agency',
    authenticityToken: 'token',
    page: { identifier, path: '/', title: 'A page title', data: {} },
    header_data: {
      primaryMenuItems: [{ id: 1, name: 'Buy', url: '/property-for-sale' }],
      secondaryMenuItems: [],
    },
    ...extra,
  };
}

const options = { baseUrl: 'https://agency.test', renderedAt: RENDERED_AT };

describe('renderPage (server rendering)', () => {
  for (const identifier of [...PAGE_IDENTIFIERS, 'not-a-page']) {
    it(`renders ${identifier} with no page data to markup holding the header and one h1`, () => {
      const html = renderPage(bareSettings(identifier), options);
      expect(html).to.match(/^<header/);
      expect(html.match(/<h1[\s>]/g), html.slice(0, 2000)).to.have.length(1);
      expect(html).to.include('id="main"');
    });
  }

  it('renders a settings object that is not an object at all (decoded to defaults, as the browser does)', () => {
    expect(renderPage('nonsense', options)).to.include('<h1');
  });

  it('renders the home page with its property search, and the page-not-found page with a search and ways on', () => {
    const home = renderPage(bareSettings('home#index'), options);
    expect(home).to.include('aria-label="Find a property"');
    const missing = renderPage(
      {
        ...bareSettings('not-found'),
        page: { identifier: 'not-found', path: '/gone', title: 'Page not found', data: {} },
      },
      options,
    );
    expect(missing).to.include('aria-label="Search for a property"');
    expect(missing).to.include('href="/property-to-rent"');
    expect(missing).to.include('href="#/contact-office"');
  });

  it('renders the chunked pages themselves, never their loading fallback', () => {
    for (const identifier of ['home#index', 'not-found', 'properties#index', 'properties#show']) {
      const html = renderPage(bareSettings(identifier), options);
      expect(html, identifier).not.to.include('Loading page');
    }
  });

  it('renders saved-state buttons unsaved: the visitor’s storage is never read on the server', () => {
    const card = {
      property_id: '77',
      property_url: '/properties/77',
      display_address: '1 High Street, Taunton',
      photos: [],
      tags: [],
    };
    const html = renderPage(bareSettings('home#index', {}), options);
    expect(html).not.to.include('aria-pressed="true"');
    const withFeatured = renderPage(
      {
        ...bareSettings('home#index'),
        page: {
          identifier: 'home#index',
          path: '/',
          title: 'Home',
          data: {
            contentBlocks: [{ id: 'featured', type: 'propertyCardSlider', properties: [card] }],
          },
        },
      },
      options,
    );
    expect(withFeatured).to.include('aria-pressed="false"');
    expect(withFeatured).not.to.include('aria-pressed="true"');
  });

  it("writes the footer's phone link with core's rule: '+44 (0)1823 123456' dials +441823123456", () => {
    const html = renderPage(
      bareSettings('branches#index', {
        header_data: {
          primaryMenuItems: [{ id: 1, name: 'Buy', url: '/property-for-sale' }],
          agencyContactTelephone: '+44 (0)1823 123456',
        },
      }),
      options,
    );
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).to.include('href="tel:+441823123456"');
    expect(html).to.not.include('tel:+4401823');
  });

  it('takes the year of the footer from the render time, not the machine clock', () => {
    const html = renderPage(bareSettings('home#index'), {
      ...options,
      renderedAt: new Date('2031-03-01T12:00:00Z'),
    });
    expect(html).to.include('2031');
  });
});

describe('pageChunkOf', () => {
  it('names the results chunk for every results identifier and the property chunk for properties#show', () => {
    const results = PAGE_IDENTIFIERS.filter(isResultsPage);
    expect(results).to.have.length(6);
    for (const id of results) expect(pageChunkOf(id), id).to.equal('results-page');
    expect(pageChunkOf('properties#show')).to.equal('property-page');
  });

  it('names a chunk each for the home page (with its search) and the page-not-found page', () => {
    expect(pageChunkOf('home#index')).to.equal('home-page');
    expect(pageChunkOf('not-found')).to.equal('not-found-page');
  });

  it('names the content chunk for the article pages, and a chunk of their own for the branch pages', () => {
    for (const id of ['articles#index', 'articles#show'])
      expect(pageChunkOf(id), id).to.equal('content-page');
    for (const id of ['branches#index', 'branches#show'])
      expect(pageChunkOf(id), id).to.equal('branches-page');
  });

  it('names the home page chunk for pages of content blocks: the home page and the agency’s own pages', () => {
    for (const id of ['home#index', 'pages#show'])
      expect(pageChunkOf(id), id).to.equal('home-page');
  });

  it('keeps an unknown page in boot', () => {
    for (const id of ['shops#show', undefined]) {
      expect(pageChunkOf(id), String(id)).to.equal(undefined);
    }
  });
});
