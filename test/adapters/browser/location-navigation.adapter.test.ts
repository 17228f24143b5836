import { expect } from 'chai';
import sinon from 'sinon';
import {
  hashPath,
  LocationNavigationAdapter,
  sameOriginUrl,
} from '../../../adapters/browser/location-navigation.adapter.js';
import type { LocationLike } from '../../../adapters/browser/location-navigation.adapter.js';
import { page } from '../support/dom.js';
import { loggerSpy } from '../support/fake-fetch.js';

const HERE = 'https://agency.example/properties/7?x=1#/calculator';

function fakeLocation(href = HERE): LocationLike & { assign: sinon.SinonSpy<[string], void> } {
  const url = new URL(href);
  return {
    href,
    pathname: url.pathname,
    hash: url.hash,
    assign: sinon.spy((_url: string) => undefined),
  };
}

describe('LocationNavigationAdapter', () => {
  describe('goTo', () => {
    for (const [given, expected] of [
      ['/user', 'https://agency.example/user'],
      [
        '/search?channel=sales&fragment=from-2-bed',
        'https://agency.example/search?channel=sales&fragment=from-2-bed',
      ],
      ['property-for-sale', 'https://agency.example/properties/property-for-sale'],
      ['https://agency.example/branches', 'https://agency.example/branches'],
      ['#/user', 'https://agency.example/properties/7?x=1#/user'],
    ] as const) {
      it(`goes to ${given} on the same site`, () => {
        const location = fakeLocation();
        new LocationNavigationAdapter({ window: () => ({ location }), logger: loggerSpy() }).goTo(
          given,
        );
        expect(location.assign.calledOnceWith(expected)).to.equal(true);
      });
    }

    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      'https://evil.example/user',
      'https://agency.example.evil.example/',
      'http://agency.example/user',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://agency.example:8443/',
      'http://[::1',
    ]) {
      it(`refuses ${JSON.stringify(hostile)}: logs and stays`, () => {
        const location = fakeLocation();
        const logger = loggerSpy();
        new LocationNavigationAdapter({ window: () => ({ location }), logger }).goTo(hostile);
        expect(location.assign.called).to.equal(false);
        expect(
          logger.warn.calledOnceWith('navigation: refused a redirect that leaves the site'),
        ).to.equal(true);
      });
    }

    it('works against a real jsdom location for a hash change', () => {
      const dom = page('https://agency.example/');
      new LocationNavigationAdapter({ window: () => dom.window }).goTo('#/book-a-valuation');
      expect(dom.window.location.hash).to.equal('#/book-a-valuation');
    });
  });

  describe('hashRoute', () => {
    it('sets the hash to #/path', () => {
      const dom = page('https://agency.example/');
      const navigation = new LocationNavigationAdapter({ window: () => dom.window });
      navigation.hashRoute('/user/saved-properties');
      expect(dom.window.location.hash).to.equal('#/user/saved-properties');
      navigation.hashRoute('/');
      expect(dom.window.location.hash).to.equal('#/');
      expect(dom.window.location.pathname).to.equal('/');
    });

    it('normalises the path', () => {
      expect(hashPath('user')).to.equal('/user');
      expect(hashPath('#/user')).to.equal('/user');
      expect(hashPath(' /map ')).to.equal('/map');
      expect(hashPath('')).to.equal('/');
    });
  });

  describe('currentPath', () => {
    it('is the page path without query or hash', () => {
      const location = fakeLocation();
      expect(
        new LocationNavigationAdapter({ window: () => ({ location }) }).currentPath(),
      ).to.equal('/properties/7');
    });
  });

  describe('sameOriginUrl', () => {
    it('refuses an unparseable current URL', () => {
      expect(sameOriginUrl('/user', 'not a url')).to.equal(undefined);
    });
  });
});
