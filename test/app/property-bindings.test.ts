import { expect } from 'chai';
import type { Container } from 'inversify';
import { createContainer, testEnvironment } from '../../composition-root.js';
import type { SiteSettings } from '../../core/settings/settings.codec.js';
import type { LoggerPort } from '../../core/ports/logger.port.js';
import { bind as bindPropertyPage } from '../../app/pages/property.page.js';
import { bind as bindOverlays, overlayContainer } from '../../app/overlays.chunk.js';
import { TOKENS } from '../../ui/tokens.js';
import {
  FakeTracking,
  aProperty,
  aRecordingLog,
  aSettings,
} from '../ui/property-page/property-page-builders.js';

/** A container for `settings` with the property page's and the overlay layer's chunks bound. */
function aSite(
  settings: SiteSettings,
  overrides: { tracking?: FakeTracking; logger?: LoggerPort } = {},
): Container {
  const container = createContainer(
    testEnvironment(settings, overrides.logger ? { logger: overrides.logger } : {}),
  );
  if (overrides.tracking) container.rebind(TOKENS.tracking).toConstantValue(overrides.tracking);
  bindPropertyPage(container);
  return overlayContainer(container);
}

describe('the property page and its overlays in the container', () => {
  it('builds the page of the property in the settings, a new one per page view, and starts it', () => {
    const tracking = new FakeTracking();
    const container = aSite(aSettings({ property: aProperty() }), {
      tracking,
      logger: aRecordingLog(),
    });
    const show = container.get(TOKENS.propertyShowViewModel);
    expect(show.page?.address).to.equal('Mill Lane, Wellow');
    expect(show.page?.price).to.equal('Guide price £425,000');
    expect(container.get(TOKENS.propertyShowViewModel)).to.not.equal(show);
    const stop = show.start();
    expect(tracking.views).to.deep.equal(['101']);
    stop();
  });

  it('reports the page data problems and unsupported videos through the logger port', () => {
    const log = aRecordingLog();
    const settings = aSettings({
      property: aProperty(),
      pageData: { similar: [{ display_address: 'no id' }] },
    });
    aSite(settings, { logger: log, tracking: new FakeTracking() })
      .get(TOKENS.propertyShowViewModel)
      .start()();
    expect(log.warnings.some((message) => message.includes('page.data.similar[0]'))).to.equal(true);
    expect(log.warnings).to.include(
      'Video format not supported: https://www.dailymotion.com/video/x8m8jtq',
    );
  });

  it('says the property has gone when the page data has none, under the page title or a default', () => {
    const settings = aSettings();
    expect(aSite(settings).get(TOKENS.propertyShowViewModel).page).to.equal(undefined);
    expect(aSite(settings).get(TOKENS.propertyShowViewModel).goneTitle).to.equal(
      'Cottage for sale',
    );
    const untitled = { ...settings, page: { ...settings.page, title: '' } };
    expect(aSite(untitled).get(TOKENS.propertyShowViewModel).goneTitle).to.equal(
      'Property not found',
    );
  });

  it('opens the gallery at the photo a route names, titled with the address', () => {
    const vm = aSite(aSettings({ property: aProperty() })).get(TOKENS.carouselRouteViewModel)(
      '/property-images?image=2',
    );
    expect(vm.title).to.equal('Photos: Mill Lane, Wellow');
    expect(vm.tone).to.equal('dark');
    expect(vm.carousel.positionLabel).to.equal('2/3');
  });

  it('shows the floorplans on a light stage from the first', () => {
    const vm = aSite(aSettings({ property: aProperty() })).get(TOKENS.carouselRouteViewModel)(
      '/floorplan',
    );
    expect([vm.title, vm.tone, vm.carousel.positionLabel]).to.deep.equal([
      'Floorplans: Mill Lane, Wellow',
      'light',
      '1/1',
    ]);
  });

  it("shows a content block's images off a property page as a slide show (no reduced-motion preference without matchMedia)", () => {
    const pageData = {
      contentBlocks: [
        {
          id: 'history',
          type: 'imageEvents',
          source: 'history-images',
          events: [{ id: '7', title: '1887', images: [{ url: '/h1.jpg' }, { url: '/h2.jpg' }] }],
        },
      ],
    };
    const vm = aSite(aSettings({ pageData })).get(TOKENS.carouselRouteViewModel)(
      '/history-images/7',
    );
    expect([vm.title, vm.carousel.total]).to.deep.equal(['Our history', 2]);
    const stop = vm.start();
    expect(vm.carousel.rotating).to.equal(true);
    stop();
  });

  it('finds the video a route names, and none for an id the property does not have', () => {
    const videoRoute = aSite(aSettings({ property: aProperty() })).get(TOKENS.videoRouteViewModel);
    expect(videoRoute('tour-1').video?.label).to.equal('3D virtual tour');
    expect(videoRoute('tour-1').address).to.equal('Mill Lane, Wellow');
    expect(videoRoute('nope').video).to.equal(undefined);
  });

  it('names the video modal after the agency off a property page', () => {
    const settings = { ...aSettings(), agencyName: 'Hall & Vale' };
    const vm = aSite(settings).get(TOKENS.videoRouteViewModel)('video');
    expect([vm.video, vm.address]).to.deep.equal([undefined, 'Hall & Vale']);
  });

  it('binds once, however often the chunks arrive', () => {
    const container = aSite(aSettings({ property: aProperty() }));
    bindPropertyPage(container);
    bindOverlays(container);
    expect(container.get(TOKENS.propertyShowViewModel).page?.propertyId).to.equal('101');
    expect(container.get(TOKENS.carouselRouteViewModel)('/epc-chart').title).to.equal(
      'Energy performance certificate: Mill Lane, Wellow',
    );
  });
});
