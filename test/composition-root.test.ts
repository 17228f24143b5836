import { expect } from 'chai';
import type { ServiceIdentifier } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { ALL_TOKENS, createContainer, testEnvironment } from '../composition-root.js';
import { decodeSiteSettings } from '../core/settings/settings.codec.js';
import { TOKENS } from '../ui/tokens.js';

const { settings } = decodeSiteSettings({
  agency_name: 'Test Agency',
  authenticityToken: 't',
  page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
  header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
});

describe('createContainer', () => {
  it('resolves every token it declares, one of each per page (a header gets its own view-model)', () => {
    const container = createContainer(testEnvironment(settings));
    for (const token of ALL_TOKENS) {
      const id = token as ServiceIdentifier<unknown>;
      const value = container.get(id);
      expect(value, String(token)).to.not.equal(undefined);
      expect(value, String(token)).to.not.equal(null);
      if (token === TOKENS.headerViewModel)
        expect(container.get(id), String(token)).to.not.equal(value);
      else expect(container.get(id), `${String(token)} is one per page`).to.equal(value);
    }
    // The notifier the services call is the store the toast region shows.
    expect(container.get(TOKENS.notifier)).to.equal(container.get(TOKENS.toasts));
  });

  it("builds a page's view-model once the page's chunk has added its binding, a new one per page view", async () => {
    const container = createContainer(testEnvironment(settings));
    expect(container.isBound(TOKENS.resultsViewModel)).to.equal(false);
    const { bind } = await import('../app/pages/results.page.js');
    bind(container);
    bind(container);
    const vm = container.get(TOKENS.resultsViewModel);
    expect(vm.results).to.be.an('array');
    expect(container.get(TOKENS.resultsViewModel)).to.not.equal(vm);
  });

  it('shares one adapter per port and builds a new header view-model per request', () => {
    const container = createContainer(testEnvironment(settings));
    expect(container.get(TOKENS.listings)).to.equal(container.get(TOKENS.listings));
    expect(container.get(TOKENS.headerViewModel)).to.not.equal(
      container.get(TOKENS.headerViewModel),
    );
  });

  it('uses the toast store as the notifier port', () => {
    const container = createContainer(testEnvironment(settings));
    expect(container.get(TOKENS.notifier)).to.equal(container.get(TOKENS.toasts));
  });

  it('keeps tests off the network: a port call answers a network failure', async () => {
    const container = createContainer(testEnvironment(settings));
    const result = await container.get(TOKENS.account).currentUser();
    expect(isLeft(result) && result.left.kind).to.equal('network');
  });
});
