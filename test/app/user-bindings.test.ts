import { expect } from 'chai';
import type { Container } from 'inversify';
import { createContainer, testEnvironment } from '../../composition-root.js';
import type { Registry } from '../../app/registry.js';
import { overlayContainer } from '../../app/overlays.chunk.js';
import { bind as bindHomePage } from '../../app/pages/home.page.js';
import { bind as bindPropertyPage } from '../../app/pages/property.page.js';
import { decodeSiteSettings } from '../../core/settings/settings.codec.js';
import { TOKENS } from '../../ui/tokens.js';
import { aFullCard } from '../ui/user/user-builders.js';

const { settings } = decodeSiteSettings({
  agency_name: 'Test Agency',
  authenticityToken: 't',
  page: {
    identifier: 'home#index',
    path: '/',
    title: 'Home',
    data: { featured: [aFullCard('f1', { price: 'on the page' })] },
  },
  header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
});

/** Loads the user panel's chunk the way its route does: through the container's chunk loader. */
async function openUserPanelChunk(container: Container) {
  const { load, loader } = container.get(TOKENS.userPanelChunk);
  const result = await loader('user', load);
  if (!result.ok) throw new Error(result.message);
  return result.module;
}

describe('the user area bindings', () => {
  /** The page's registry; the overlay layer's container over it once the layer has arrived. */
  let registry: Registry;
  let container: Container;
  beforeEach(() => {
    registry = createContainer(testEnvironment(settings));
  });
  afterEach(() => registry.get(TOKENS.toasts).dispose());

  describe("the overlay layer's chunk", () => {
    it('binds the user panel chunk, and only that: the panel binds its own view-model when it arrives', () => {
      container = overlayContainer(registry);
      container = overlayContainer(registry);

      expect(container.get(TOKENS.userPanelChunk).load).to.be.a('function');
      expect(container.isBound(TOKENS.userPanelViewModel)).to.equal(false);
    });
  });

  describe("the user panel's chunk", () => {
    it('brings the panel and binds its view-model, a new one each time the panel opens', async () => {
      container = overlayContainer(registry);

      const chunk = await openUserPanelChunk(container);
      await openUserPanelChunk(container);

      expect(chunk.default).to.be.a('function');
      const vm = container.get(TOKENS.userPanelViewModel);
      expect(vm.start).to.be.a('function');
      expect(container.get(TOKENS.userPanelViewModel)).to.not.equal(vm);
    });

    it('builds working tabs: the profile of a visitor who is not signed in, empty saved lists', async () => {
      container = overlayContainer(registry);
      await openUserPanelChunk(container);
      const vm = container.get(TOKENS.userPanelViewModel);
      const stop = vm.start();

      expect(vm.profile.signedIn).to.equal(false);
      expect(vm.savedProperties.heading).to.equal('0 saved properties');
      expect(vm.savedSearches.entries).to.deep.equal([]);
      expect(vm.savedSearches.showFrequency).to.equal(false);
      stop();
    });

    it("shows a property saved from this page's cards with the card the page carries", async () => {
      bindHomePage(registry);
      container = overlayContainer(registry);
      await openUserPanelChunk(container);

      await container.get(TOKENS.savePropertyViewModel).toggle('f1');
      const vm = container.get(TOKENS.userPanelViewModel);
      const stop = vm.start();

      expect(vm.savedProperties.heading).to.equal('1 saved property');
      expect(
        vm.savedProperties.entries.map((entry) => [entry.propertyId, entry.card?.price]),
      ).to.deep.equal([['f1', 'on the page']]);
      stop();
    });
  });

  describe("the pages' save toggles", () => {
    it('are bound by the home and property page chunks, once, one view-model shared by the page', () => {
      expect(registry.isBound(TOKENS.savePropertyViewModel)).to.equal(false);

      bindHomePage(registry);
      bindPropertyPage(registry);

      expect(registry.get(TOKENS.savePropertyViewModel)).to.equal(
        registry.get(TOKENS.savePropertyViewModel),
      );
      expect(overlayContainer(registry).get(TOKENS.savePropertyViewModel)).to.equal(
        registry.get(TOKENS.savePropertyViewModel),
      );
    });

    it('save and remove through the saved properties service, keeping the card in this browser for the panel', async () => {
      bindHomePage(registry);
      container = overlayContainer(registry);
      const save = container.get(TOKENS.savePropertyViewModel);

      await save.toggle('p9', aFullCard('p9', { price: 'kept here' }));
      expect(save.isSaved('p9')).to.equal(true);
      expect(container.get(TOKENS.toasts).successes.map((toast) => toast.message)).to.deep.equal([
        'Property saved.',
      ]);

      await openUserPanelChunk(container);
      const panel = container.get(TOKENS.userPanelViewModel);
      const stop = panel.start();
      expect(panel.savedProperties.entries.map((entry) => entry.card?.price)).to.deep.equal([
        'kept here',
      ]);
      stop();

      await save.toggle('p9');
      expect(save.isSaved('p9')).to.equal(false);
      expect(container.get(TOKENS.savedPropertiesService).ids).to.deep.equal([]);
    });
  });
});
