import { expect } from 'chai';
import { decodeContentBlocks } from '../../../core/content/content-blocks.js';
import type { MotionPreferencePort } from '../../../core/ports/motion-preference.port.js';
import {
  CarouselRouteViewModel,
  videoRouteViewModels,
} from '../../../ui/property-page/property-overlays.view-model.js';
import { startIndexFromQuery } from '../../../ui/property-page/property-images-query.js';
import { aProperty } from './property-page-builders.js';

const loader = async <T>(_id: string, importer: () => Promise<T>) => ({
  ok: true as const,
  module: await importer(),
});
const noMotionChange: MotionPreferencePort = {
  prefersReducedMotion: () => true,
  onReducedMotionChange: () => () => undefined,
};

/** A reduced-motion preference the test changes. */
function aMotionPreference(reduced: boolean) {
  const listeners = new Set<(reduced: boolean) => void>();
  const motion: MotionPreferencePort = {
    prefersReducedMotion: () => reduced,
    onReducedMotionChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return {
    motion,
    listeners,
    change: (now: boolean) => listeners.forEach((callback) => callback(now)),
  };
}

const historyImages = decodeContentBlocks(
  [
    {
      id: 'history',
      type: 'imageEvents',
      source: 'history-images',
      events: [{ id: '7', title: '1887', images: [{ url: '/h1.jpg' }, { url: '/h2.jpg' }] }],
    },
  ],
  [],
);

describe('startIndexFromQuery', () => {
  it("opens at the 1-based photo '?image=n' names", () => {
    expect(startIndexFromQuery('?image=3')).to.equal(2);
  });

  it('opens at the first photo without a whole number of at least 1', () => {
    for (const query of ['', '?image=', '?image=0', '?image=-2', '?image=2.5', '?image=two'])
      expect(startIndexFromQuery(query), query).to.equal(0);
  });
});

describe('CarouselRouteViewModel', () => {
  it('opens the EPC chart of the property on a light stage', () => {
    const vm = new CarouselRouteViewModel({
      route: '/epc-chart',
      property: aProperty(),
      blocks: [],
      loader,
      motion: noMotionChange,
    });
    expect([vm.title, vm.tone, vm.carousel.total]).to.deep.equal([
      'Energy performance certificate: Mill Lane, Wellow',
      'light',
      1,
    ]);
  });

  it("ignores '?image=n' off the property's photos", () => {
    const vm = new CarouselRouteViewModel({
      route: '/floorplan?image=3',
      property: aProperty(),
      blocks: [],
      loader,
      motion: noMotionChange,
    });
    expect(vm.carousel.index).to.equal(0);
  });

  it('stays still from the start for a visitor who prefers reduced motion', () => {
    const vm = new CarouselRouteViewModel({
      route: '/history-images/7',
      property: undefined,
      blocks: historyImages,
      loader,
      motion: noMotionChange,
    });
    expect(vm.carousel.rotating).to.equal(true);
    vm.start();
    expect(vm.carousel.rotating).to.equal(false);
  });

  it('stops rotating when the visitor comes to prefer reduced motion, and stops listening when stopped', () => {
    const preference = aMotionPreference(false);
    const vm = new CarouselRouteViewModel({
      route: '/history-images/7',
      property: undefined,
      blocks: historyImages,
      loader,
      motion: preference.motion,
    });
    const stop = vm.start();
    expect(vm.carousel.rotating).to.equal(true);
    preference.change(true);
    expect(vm.carousel.rotating).to.equal(false);
    stop();
    expect(preference.listeners.size).to.equal(0);
  });

  it("shows 'No image' for a content block the page data does not have", () => {
    const vm = new CarouselRouteViewModel({
      route: '/history-images/9',
      property: undefined,
      blocks: [],
      loader,
      motion: noMotionChange,
    });
    expect([vm.title, vm.carousel.positionLabel]).to.deep.equal(['Our history', 'No image']);
  });
});

describe('videoRouteViewModels', () => {
  it('finds the property video of an id, named with the address', () => {
    const consent = { state: 'accepted' as const };
    const route = videoRouteViewModels(aProperty(), 'Hall & Vale', loader, consent)('vid-1');
    expect([route.video?.embed.embedUrl, route.address]).to.deep.equal([
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'Mill Lane, Wellow',
    ]);
    expect(route.consent).to.equal(consent);
  });

  it('finds nothing for an unsupported link the property has', () => {
    expect(
      videoRouteViewModels(aProperty(), 'Hall & Vale', loader, { state: 'unknown' })('vid-2').video,
    ).to.equal(undefined);
  });
});
