import { expect } from 'chai';
import { DataLayerAnalyticsAdapter } from '../../../adapters/browser/data-layer-analytics.adapter.js';
import type { DataLayerHost } from '../../../adapters/browser/data-layer-analytics.adapter.js';
import { systemClock, SystemClockAdapter } from '../../../adapters/browser/system-clock.adapter.js';

describe('DataLayerAnalyticsAdapter', () => {
  it('creates window.dataLayer when absent and pushes the event', () => {
    const host: DataLayerHost = {};
    new DataLayerAnalyticsAdapter({ window: () => host }).push({
      event: 'valuation_request',
      channel: 'selling',
    });
    expect(host.dataLayer).to.deep.equal([{ event: 'valuation_request', channel: 'selling' }]);
  });

  it('pushes onto an existing layer, keeping what is there', () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'gtm.js' }] };
    const analytics = new DataLayerAnalyticsAdapter({ window: () => host });
    analytics.push({ event: 'a' });
    analytics.push({ event: 'b', value: 1 });
    expect(host.dataLayer).to.deep.equal([
      { event: 'gtm.js' },
      { event: 'a' },
      { event: 'b', value: 1 },
    ]);
  });

  it('uses a tag manager object that has its own push', () => {
    const pushed: unknown[] = [];
    const host: DataLayerHost = { dataLayer: { push: (item: unknown) => pushed.push(item) } };
    new DataLayerAnalyticsAdapter({ window: () => host }).push({ event: 'a' });
    expect(pushed).to.deep.equal([{ event: 'a' }]);
  });

  it('replaces a dataLayer that cannot be pushed to', () => {
    const host: DataLayerHost = { dataLayer: 'broken' };
    new DataLayerAnalyticsAdapter({ window: () => host }).push({ event: 'a' });
    expect(host.dataLayer).to.deep.equal([{ event: 'a' }]);
  });

  it('pushes a copy, so later changes to the caller object do not leak in', () => {
    const host: DataLayerHost = {};
    const event: { event: string; step?: number } = { event: 'a' };
    new DataLayerAnalyticsAdapter({ window: () => host }).push(event);
    event.step = 2;
    expect(host.dataLayer).to.deep.equal([{ event: 'a' }]);
  });
});

describe('SystemClockAdapter', () => {
  it('tells the current time', () => {
    for (const clock of [systemClock, new SystemClockAdapter()]) {
      const before = Date.now();
      const now = clock.now().getTime();
      expect(now).to.be.within(before, Date.now());
    }
  });
});
