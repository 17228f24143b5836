import { expect } from 'chai';
import type { Container } from 'inversify';
import { when } from 'mobx';
import { createContainer, testEnvironment, type Environment } from '../../composition-root.js';
import { bind as bindOverlayLayer, overlayContainer } from '../../app/overlays.chunk.js';
import { bind as bindContentPage } from '../../app/pages/content.page.js';
import { bind as bindHomePage } from '../../app/pages/home.page.js';
import { bind as bindNotFoundPage } from '../../app/pages/not-found.page.js';
import { decodeSiteSettings, type SiteSettings } from '../../core/settings/settings.codec.js';
import { CALCULATOR_CONTACT_ROUTE } from '../../ui/calculator/calculator-overlay.view-model.js';
import { TOKENS } from '../../ui/tokens.js';
import { aPropertyForSale } from '../ui/calculator/calculator-builders.js';
import {
  aCard,
  RecordingNavigation,
  resultsSettings,
  TAUNTON,
} from '../ui/search/results-builders.js';

/** The settings of a page, decoded as the app decodes them; `extra` adds to the settings object. */
function aPage(
  identifier: string,
  data: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): SiteSettings {
  return decodeSiteSettings({
    agency_name: 'Oakfield',
    authenticityToken: 't',
    page: { identifier, path: '/', title: '', data },
    header_data: {
      primaryMenuItems: [],
      secondaryMenuItems: [],
      agencyContactTelephone: '+44 (0)1823 123456',
    },
    our_offices_slider_data: [
      {
        id: 'b1',
        branchName: 'Taunton',
        branchUrl: '/branches/taunton',
        branchContactNumber: '01823 000111',
        branchEmail: 'taunton@oakfield.test',
      },
    ],
    ...extra,
  }).settings;
}

/** A logger that keeps what it is told. */
function aRecordingLogger() {
  const warnings: string[] = [];
  return {
    warnings,
    warn: (message: string) => void warnings.push(message),
    error: (message: string) => void warnings.push(message),
  };
}

/** A site's container for `settings`, with navigation recorded and the page's and the overlay layer's chunks bound. */
function aSite(settings: SiteSettings, overrides: Partial<Environment> = {}) {
  const navigation = new RecordingNavigation();
  const logger = aRecordingLogger();
  const container = createContainer(
    testEnvironment(settings, { navigation, logger, ...overrides }),
  );
  bindHomePage(container);
  bindNotFoundPage(container);
  bindContentPage(container);
  return { container: overlayContainer(container), navigation, logger };
}

describe('the search, map view, calculator, contact and home bindings', () => {
  let container: Container | undefined;
  afterEach(() => container?.get(TOKENS.toasts).dispose());

  describe('the home page', () => {
    const featured = aCard('f1', { display_address: '1 Castle Street, Taunton' });
    const home = () =>
      aPage('home#index', {
        contentBlocks: [
          {
            id: 'hero',
            type: 'textOverImage',
            title: 'Find your next home',
            titleHeading: 'h1',
            description: 'Somerset homes',
            showSearch: true,
            buttons: [{ text: 'Valuation', url: '#/book-a-valuation' }],
          },
          { id: 'featured', type: 'propertyCardSlider', title: 'Featured', properties: [featured] },
          {
            id: 'news',
            type: 'articlesSlider',
            articles: [{ title: 'Spring market', url: '/articles/spring' }],
          },
          { id: 'offices', type: 'branchMap', title: 'Our offices' },
        ],
        places: [TAUNTON],
      });

    it('builds its view-model from the page data, a new one per page view', () => {
      const site = aSite(home());
      container = site.container;
      const vm = container.get(TOKENS.homePageViewModel);
      expect(vm.blocks.blocks.map((block) => block.type)).to.deep.equal([
        'textOverImage',
        'propertyCardSlider',
        'articlesSlider',
        'branchMap',
      ]);
      const offices = vm.blocks.blocks[3];
      expect(
        offices?.type === 'branchMap'
          ? vm.blocks.branchesOf(offices).map((office) => office.branchName)
          : [],
      ).to.deep.equal(['Taunton']);
      expect(vm.blocks.search).to.equal(vm.search);
      expect(vm.title).to.equal('Oakfield');
      expect(vm.blocks.now.toISOString()).to.equal('2026-11-22T10:00:00.000Z');
      expect(container.get(TOKENS.homePageViewModel)).to.not.equal(vm);
    });

    it("searches from the hero with the page's places, and saves a featured card", async () => {
      const site = aSite(home());
      container = site.container;
      const vm = container.get(TOKENS.homePageViewModel);
      vm.search.setLocationText('Taun');
      expect(vm.search.suggestions.map((place) => place.name)).to.deep.equal(['Taunton']);
      vm.search.submit();
      expect(site.navigation.visited).to.have.length(1);
      expect(site.navigation.visited[0]).to.match(/^\/search\?/);

      const saves = vm.blocks.saves;
      expect(saves).to.not.equal(undefined);
      await saves?.toggle('f1', featured);
      expect(saves?.isSaved('f1')).to.equal(true);
    });

    it("logs the page data's problems as warnings, never throwing", () => {
      const site = aSite(
        aPage('home#index', {
          contentBlocks: [
            { id: 'f', type: 'propertyCardSlider', properties: [{ display_address: 'no id' }] },
            { id: 'x', type: 'quiz' },
          ],
          places: 'nowhere',
        }),
      );
      container = site.container;
      const vm = container.get(TOKENS.homePageViewModel);
      expect(vm.blocks.blocks).to.deep.equal([]);
      expect(site.logger.warnings.join('\n')).to.contain('page.data.contentBlocks[0].properties');
      expect(site.logger.warnings.join('\n')).to.contain(
        'page.data.contentBlocks[1].type: unknown block type "quiz"',
      );
      expect(
        site.logger.warnings.every((message) => message.startsWith('Page data has ')),
      ).to.equal(true);
    });
  });

  describe('the page-not-found page', () => {
    it("builds its view-model: a default heading, the agency's telephone and its tel: link, the ways on, a search", () => {
      const site = aSite(aPage('not-found'));
      container = site.container;
      const vm = container.get(TOKENS.notFoundPageViewModel);
      expect(vm.title).to.equal('Page not found');
      expect(vm.telephone).to.equal('+44 (0)1823 123456');
      expect(vm.telephoneHref).to.equal('tel:+441823123456');
      expect(vm.links.map((link) => link.href)).to.deep.equal([
        '/property-for-sale',
        '/property-to-rent',
        '/branches',
        '#/contact-office',
        '/',
      ]);
      vm.search.submit();
      expect(site.navigation.visited[0]).to.match(/^\/search\?/);
    });

    it("falls back to the first branch's number when the header has none", () => {
      const settings = aPage('not-found');
      container = aSite({
        ...settings,
        header: { ...settings.header, agencyContactTelephone: undefined },
      }).container;
      expect(container.get(TOKENS.notFoundPageViewModel).telephone).to.equal('01823 000111');
    });
  });

  describe('the article pages', () => {
    it('lists the articles of the page data, under a default heading', () => {
      container = aSite(
        aPage('articles#index', {
          articles: [{ title: 'Spring market', url: '/articles/spring' }],
        }),
      ).container;
      const articles = container.get(TOKENS.contentPageViewModel);
      expect(
        articles.kind === 'articles' && [articles.title, articles.cards.map((a) => a.title)],
      ).to.deep.equal(['News and guides', ['Spring market']]);
    });

    it('takes an article body and excerpt only when they are text', () => {
      container = aSite(
        aPage('articles#show', { article: { body: '<p>Prices rose.</p>', excerpt: 42 } }),
      ).container;
      const article = container.get(TOKENS.contentPageViewModel);
      expect(article).to.deep.include({ kind: 'article', body: '<p>Prices rose.</p>' });
      expect(article).not.to.have.property('excerpt');
    });
  });

  describe("the overlay layer's chunk", () => {
    it('binds once however often the chunk arrives (prefetch and first overlay)', () => {
      const registry = createContainer(
        testEnvironment(aPage('home#index'), {
          navigation: new RecordingNavigation(),
          logger: aRecordingLogger(),
        }),
      );
      const first = overlayContainer(registry);
      container = first;
      const again = overlayContainer(registry);
      expect(again).to.equal(first);
      // Bound once: asking for every binding finds one, so a get is never ambiguous.
      bindOverlayLayer(first);
      expect(first.getAll(TOKENS.overlayLayerViewModel)).to.have.length(1);
      expect(first.getAll(TOKENS.leadDrafts)).to.have.length(1);
      // The layer's services are the page's own, not copies: a toast the page shows is the layer's too.
      expect(first.get(TOKENS.toasts)).to.equal(registry.get(TOKENS.toasts));
    });

    it('shows a flash toast a hash names, in the agency’s own words when it set them', () => {
      const settings = aPage(
        'home#index',
        {},
        { theme_settings: { flashMessages: { 'welcome-lead-sent': 'Thanks, we will call you.' } } },
      );
      container = aSite(settings).container;
      const layer = container.get(TOKENS.overlayLayerViewModel);
      expect(layer.showFlash('#/flash/welcome-lead-sent')).to.equal(true);
      expect(layer.showFlash('#/user')).to.equal(false);
      expect(container.get(TOKENS.toasts).toasts.map((toast) => toast.message)).to.deep.equal([
        'Thanks, we will call you.',
      ]);
    });

    it("shows a results page's properties on the map view, and opens one from its marker", () => {
      const site = aSite(
        resultsSettings({
          data: {
            results: [aCard('101'), aCard('102', { latitude: undefined, longitude: undefined })],
          },
        }),
      );
      container = site.container;
      const history = container.get(TOKENS.searchHistory);
      history.record({ channel: 'sales' });
      const vm = container.get(TOKENS.mapViewViewModel);
      expect(vm.shown).to.equal(true);
      expect(vm.title).to.equal('Map view: Property for sale in Taunton');
      expect(vm.results.map((card) => card.property_id)).to.deep.equal(['101', '102']);
      expect(vm.markers.map((marker) => marker.id)).to.deep.equal(['101']);

      vm.openProperty('101');
      expect(history.head?.clickedProperty).to.equal('101');
      expect(site.navigation.visited).to.deep.equal(['/properties/101/sales']);
      vm.openProperty('unknown');
      expect(site.navigation.visited).to.have.length(1);
    });

    it('has no map view on a page that is not a results page', () => {
      container = aSite(aPage('home#index')).container;
      expect(container.get(TOKENS.mapViewViewModel).shown).to.equal(false);
    });

    it("loads the calculators for the page's property when the route opens, with Back to search", async () => {
      const property = aPropertyForSale();
      container = aSite({ ...aPage('properties#show'), property }).container;
      container.get(TOKENS.searchHistory).record({ channel: 'sales', minBeds: 2 });
      const vm = container.get(TOKENS.calculatorOverlayViewModel);
      expect(vm.contact).to.equal(undefined);
      expect(vm.backToSearchUrl).to.match(/^\/search\?/);
      const part = vm.calculatorPart(async () => 'the modal');
      expect(part?.value).to.equal(undefined);
      part?.start();
      await when(() => part?.value !== undefined);
      expect(part?.value?.calculator.tabs).to.deep.equal([
        'mortgage',
        'stamp-duty',
        'rental-yield',
        'borrowing',
      ]);
      expect(part?.value?.calculator.borrowing.multipleText).to.equal('4.5');
      expect(part?.value?.modal).to.equal('the modal');
    });

    it('offers the contact modal on a page without a property, and loads nothing', () => {
      container = aSite(aPage('home#index')).container;
      const vm = container.get(TOKENS.calculatorOverlayViewModel);
      expect(vm.contact?.modal(CALCULATOR_CONTACT_ROUTE).title).to.equal('Mortgage and stamp duty');
      expect(vm.calculatorPart(async () => 'the modal')).to.equal(undefined);
    });
  });
});
