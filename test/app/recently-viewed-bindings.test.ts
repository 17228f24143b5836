import { expect } from 'chai';
import * as t from 'io-ts';
import type { SiteSettings } from '../../core/settings/settings.codec.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createContainer, testEnvironment } from '../../composition-root.js';
import { open } from '../../app/recently-viewed.chunk.js';
import { bindRecentlyViewed } from '../../app/recently-viewed.bindings.js';
import { overlayContainer } from '../../app/overlays.chunk.js';
import { RECENTLY_VIEWED_KEY } from '../../ui/services/recently-viewed.service.js';
import { TOKENS } from '../../ui/tokens.js';
import { aProperty, aSettings } from '../ui/property-page/property-page-builders.js';

const homeSettings = (): SiteSettings => ({
  ...aSettings(),
  page: { ...aSettings().page, identifier: 'home#index', path: '/', title: 'Home' },
});

describe('the recently viewed part', () => {
  it("records a property page's property as its card, newest first, in the browser's storage", () => {
    const registry = createContainer(testEnvironment(aSettings({ property: aProperty() })));
    const storage = registry.get(TOKENS.storage);
    storage.set(RECENTLY_VIEWED_KEY, [
      { property_id: '7', display_address: '7 Mill Lane', property_url: '/properties/7' },
    ]);

    open(registry).start();

    const stored = storage.get(RECENTLY_VIEWED_KEY, t.array(t.UnknownRecord)) ?? [];
    expect(stored.map((card) => card['property_id'])).to.deep.equal(['101', '7']);
    expect(stored[0]?.['photos']).to.have.length(1);
    expect(stored[0]).to.not.have.property('description');
  });

  it('shows the home page section once the list has a property, with its cards linking to them', () => {
    const registry = createContainer(testEnvironment(homeSettings()));
    const part = open(registry);
    part.start();
    expect(renderToStaticMarkup(createElement(part.HomeSection))).to.equal('');

    registry.get(TOKENS.recentlyViewed).record(aProperty());
    const markup = renderToStaticMarkup(createElement(part.HomeSection));
    expect(markup).to.contain('<h2 id="recently-viewed-title">Recently viewed</h2>');
    expect(markup).to.contain('href="/properties/101/sales/mill-lane-wellow"');
  });

  it("is one service for the page, whichever chunk binds it first (the panel's Clear empties the home section)", () => {
    const registry = createContainer(testEnvironment(homeSettings()));
    const overlays = overlayContainer(registry);
    bindRecentlyViewed(overlays);
    open(registry);
    expect(overlays.get(TOKENS.recentlyViewed)).to.equal(registry.get(TOKENS.recentlyViewed));
  });
});
