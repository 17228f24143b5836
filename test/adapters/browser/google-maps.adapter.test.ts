import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import {
  GOOGLE_MAPS_CALLBACK,
  GoogleMapsAdapter,
} from '../../../adapters/browser/google-maps.adapter.js';
import { FIT_PADDING_PX, SINGLE_MARKER_ZOOM, UK_CENTRE, UK_ZOOM } from '../../../core/index.js';
import type { GoogleMapsOptions } from '../../../adapters/browser/google-maps.adapter.js';
import type { Result } from '../../../core/failures/failures.js';
import type { MapAreaControls, MapMarker } from '../../../core/ports/maps.port.js';
import type { ScriptLoaderPort } from '../../../core/ports/script-loader.port.js';
import { loggerSpy } from '../support/fake-fetch.js';
import type { LoggerSpy } from '../support/fake-fetch.js';

type LoadStub = sinon.SinonStub<Parameters<ScriptLoaderPort['load']>, Promise<Result<void>>>;

const KEY = 'maps-key';

/** A ScriptLoaderPort that answers `result`, and on success runs `onLoad` (the script executing). */
function scriptLoader(
  result: Result<void> = right(undefined),
  onLoad: () => void = () => undefined,
): ScriptLoaderPort & { load: LoadStub } {
  const load = sinon
    .stub<Parameters<ScriptLoaderPort['load']>, Promise<Result<void>>>()
    .callsFake(async () => {
      if (result._tag === 'Right') onLoad();
      return result;
    });
  return { load };
}

/** A stand-in for what the Maps JavaScript API puts on `window.google.maps`. */
function fakeGoogleMaps(options: { importLibrary?: boolean; advanced?: boolean } = {}) {
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];
  const advanced: FakeAdvancedMarker[] = [];
  const bounds: FakeBounds[] = [];
  const cleared: unknown[] = [];

  class FakeMap {
    readonly fitBounds = sinon.spy();
    constructor(
      readonly element: unknown,
      readonly options: Record<string, unknown>,
    ) {
      maps.push(this);
    }
  }
  class FakeBounds {
    readonly points: { lat: number; lng: number }[] = [];
    constructor() {
      bounds.push(this);
    }
    extend(point: { lat: number; lng: number }) {
      this.points.push(point);
      return this;
    }
  }
  class Listenable {
    readonly handlers: (() => void)[] = [];
    readonly removed = sinon.spy();
    addListener(_event: 'click', handler: () => void) {
      this.handlers.push(handler);
      return { remove: this.removed };
    }
    click() {
      for (const handler of this.handlers) handler();
    }
  }
  class FakeMarker extends Listenable {
    map: FakeMap | null;
    constructor(readonly options: Record<string, unknown>) {
      super();
      this.map = options['map'] as FakeMap;
      markers.push(this);
    }
    setMap(map: FakeMap | null) {
      this.map = map;
    }
  }
  class FakeAdvancedMarker extends Listenable {
    map: FakeMap | null;
    constructor(readonly options: Record<string, unknown>) {
      super();
      this.map = options['map'] as FakeMap;
      advanced.push(this);
    }
  }

  const libraries: Record<string, unknown> = {
    maps: { Map: FakeMap },
    marker: {
      Marker: FakeMarker,
      ...(options.advanced === false ? {} : { AdvancedMarkerElement: FakeAdvancedMarker }),
    },
    core: { LatLngBounds: FakeBounds },
  };
  const namespace: Record<string, unknown> = {
    event: { clearInstanceListeners: (instance: unknown) => cleared.push(instance) },
  };
  if (options.importLibrary === false) {
    Object.assign(namespace, { Map: FakeMap, LatLngBounds: FakeBounds, Marker: FakeMarker });
  } else {
    namespace['importLibrary'] = sinon.spy(async (name: string) => libraries[name]);
  }
  return { namespace, maps, markers, advanced, bounds, cleared };
}

const HOMES: MapMarker[] = [
  { id: '1', lat: 51.5, lng: -0.12, title: '1 Rose Lane' },
  { id: '2', lat: 51.52, lng: -0.1, title: '2 Oak Road' },
];

describe('GoogleMapsAdapter', () => {
  let clock: sinon.SinonFakeTimers;
  let logger: LoggerSpy;
  let win: Record<string, unknown>;
  let google: ReturnType<typeof fakeGoogleMaps>;
  const element = { nodeName: 'DIV' };

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logger = loggerSpy();
    win = {};
    google = fakeGoogleMaps();
  });
  afterEach(() => clock.restore());

  /** The script "executes": google.maps appears and the API calls its callback. */
  const scriptRuns = () => {
    win['google'] = { maps: google.namespace };
    (win[GOOGLE_MAPS_CALLBACK] as () => void)();
  };

  function adapter(overrides: Partial<GoogleMapsOptions> = {}): GoogleMapsAdapter {
    return new GoogleMapsAdapter({
      apiKey: KEY,
      scriptLoader: scriptLoader(right(undefined), scriptRuns),
      window: () => win as unknown as Window,
      logger,
      ...overrides,
    });
  }

  describe('without an API key', () => {
    it('is unavailable and answers a failure without loading anything', async () => {
      const loader = scriptLoader();
      for (const apiKey of [undefined, '', '   ']) {
        const maps = adapter({ apiKey, scriptLoader: loader });
        expect(maps.available).to.equal(false);
        const result = await maps.render(element, { markers: HOMES });
        expect(result).to.deep.equal(
          left({ kind: 'decode', detail: 'maps: no API key configured' }),
        );
      }
      expect(loader.load.called).to.equal(false);
    });
  });

  describe('loading the maps script', () => {
    it('is available with a key and loads the script with the marker library, async loading and a callback', async () => {
      const loader = scriptLoader(right(undefined), scriptRuns);
      const maps = adapter({ scriptLoader: loader, timeoutMs: 5000 });
      expect(maps.available).to.equal(true);
      expect(loader.load.called).to.equal(false);
      await maps.render(element, { markers: HOMES });
      const [src, options] = loader.load.firstCall.args;
      const url = new URL(src);
      expect(`${url.origin}${url.pathname}`).to.equal('https://maps.googleapis.com/maps/api/js');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({
        key: KEY,
        libraries: 'marker',
        loading: 'async',
        callback: GOOGLE_MAPS_CALLBACK,
      });
      expect(options).to.deep.equal({ timeoutMs: 5000 });
    });

    it('loads the script once for two maps', async () => {
      const loader = scriptLoader(right(undefined), scriptRuns);
      const maps = adapter({ scriptLoader: loader });
      const [first, second] = await Promise.all([
        maps.render(element, { markers: HOMES }),
        maps.render(element, { markers: HOMES }),
      ]);
      await maps.render(element, { markers: HOMES });
      expect(first._tag).to.equal('Right');
      expect(second._tag).to.equal('Right');
      expect(loader.load.callCount).to.equal(1);
      expect(google.maps).to.have.length(3);
    });

    it('imports the maps, marker and core libraries', async () => {
      await adapter().render(element, { markers: HOMES });
      const importLibrary = google.namespace['importLibrary'] as sinon.SinonSpy;
      expect(importLibrary.args.map(([name]) => name)).to.have.members(['maps', 'marker', 'core']);
    });

    it('passes on a script that does not load as its failure, logged', async () => {
      const maps = adapter({ scriptLoader: scriptLoader(left({ kind: 'network' })) });
      expect(await maps.render(element, { markers: HOMES })).to.deep.equal(
        left({ kind: 'network' }),
      );
      expect(logger.error.firstCall.args[0]).to.equal(
        'maps: setup failed, the script did not load (network)',
      );
    });

    it('passes on a script load time-out as a timeout failure', async () => {
      const maps = adapter({ scriptLoader: scriptLoader(left({ kind: 'timeout' })) });
      expect(await maps.render(element, { markers: HOMES })).to.deep.equal(
        left({ kind: 'timeout' }),
      );
    });

    it('answers a timeout failure when google.maps never appears after the script loads', async () => {
      const maps = adapter({ scriptLoader: scriptLoader(), timeoutMs: 1000 });
      const pending = maps.render(element, { markers: HOMES });
      await clock.tickAsync(999);
      let settled = false;
      void pending.then(() => (settled = true));
      await clock.tickAsync(0);
      expect(settled).to.equal(false);
      await clock.tickAsync(100);
      expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
      expect(logger.error.firstCall.args[0]).to.equal(
        'maps: setup failed, google.maps not ready after 1000 ms',
      );
    });

    it('finds google.maps by polling when the callback has already been used (script loaded before)', async () => {
      const maps = adapter({ scriptLoader: scriptLoader() });
      const pending = maps.render(element, { markers: HOMES });
      await clock.tickAsync(300);
      win['google'] = { maps: google.namespace };
      await clock.tickAsync(100);
      expect((await pending)._tag).to.equal('Right');
    });

    it('tries the load again for a later map after a failure', async () => {
      const loader = scriptLoader(left({ kind: 'network' }));
      const maps = adapter({ scriptLoader: loader });
      await maps.render(element, { markers: HOMES });
      loader.load.callsFake(async () => {
        scriptRuns();
        return right(undefined);
      });
      expect((await maps.render(element, { markers: HOMES }))._tag).to.equal('Right');
      expect(loader.load.callCount).to.equal(2);
    });

    it('answers a failure when a library does not load', async () => {
      google.namespace['importLibrary'] = async () => {
        throw new Error('boom');
      };
      const result = await adapter().render(element, { markers: HOMES });
      expect(result).to.deep.equal(
        left({ kind: 'decode', detail: 'maps: a library did not load (Error)' }),
      );
      expect(logger.error.calledOnce).to.equal(true);
    });

    it('works with an older API that puts its classes straight on google.maps', async () => {
      google = fakeGoogleMaps({ importLibrary: false });
      const result = await adapter().render(element, { markers: HOMES });
      expect(result._tag).to.equal('Right');
      expect(google.markers).to.have.length(2);
    });

    it('logs a key the maps service refuses', async () => {
      await adapter().render(element, { markers: HOMES });
      (win['gm_authFailure'] as () => void)();
      expect(logger.error.firstCall.args[0]).to.equal('maps: the maps service refused the API key');
    });
  });

  describe('drawing a map', () => {
    it('draws the map in the element and one marker per home, with its title', async () => {
      await adapter().render(element, { markers: HOMES });
      const [map] = google.maps;
      expect(map!.element).to.equal(element);
      expect(
        google.markers.map((m) => [m.options['title'], m.options['position'], m.map]),
      ).to.deep.equal([
        ['1 Rose Lane', { lat: 51.5, lng: -0.12 }, map],
        ['2 Oak Road', { lat: 51.52, lng: -0.1 }, map],
      ]);
    });

    it('fits the view to all markers', async () => {
      await adapter().render(element, { markers: HOMES });
      const [map] = google.maps;
      expect(google.bounds[0]!.points).to.deep.equal([
        { lat: 51.5, lng: -0.12 },
        { lat: 51.52, lng: -0.1 },
      ]);
      expect(map!.fitBounds.calledOnceWith(google.bounds[0], FIT_PADDING_PX)).to.equal(true);
    });

    it('uses the given centre and zoom instead of fitting', async () => {
      await adapter().render(element, { markers: HOMES, center: { lat: 52, lng: -1 }, zoom: 11 });
      const [map] = google.maps;
      expect(map!.options).to.deep.include({ center: { lat: 52, lng: -1 }, zoom: 11 });
      expect(map!.fitBounds.called).to.equal(false);
    });

    it('centres one marker at street level', async () => {
      await adapter().render(element, { markers: [HOMES[0]!] });
      const [map] = google.maps;
      expect(map!.options).to.deep.include({
        center: { lat: 51.5, lng: -0.12 },
        zoom: SINGLE_MARKER_ZOOM,
      });
      expect(map!.fitBounds.called).to.equal(false);
    });

    it('shows the whole of the UK without markers or a centre', async () => {
      await adapter().render(element, { markers: [] });
      expect(google.maps[0]!.options).to.deep.include({ center: UK_CENTRE, zoom: UK_ZOOM });
    });

    it('leaves markers without a usable position off the map', async () => {
      const markers: MapMarker[] = [
        { id: 'a', lat: 0, lng: 0, title: 'No location' },
        { id: 'b', lat: Number.NaN, lng: -1, title: 'Bad' },
        { id: 'c', lat: 95, lng: -1, title: 'Off the globe' },
        { id: 'd', lat: 53.4, lng: -2.2, title: 'Manchester' },
      ];
      await adapter().render(element, { markers });
      expect(google.markers.map((m) => m.options['title'])).to.deep.equal(['Manchester']);
    });

    it('calls onMarkerClick with the id of the clicked marker', async () => {
      const onMarkerClick = sinon.spy();
      await adapter().render(element, { markers: HOMES, onMarkerClick });
      google.markers[1]!.click();
      expect(onMarkerClick.args).to.deep.equal([['2']]);
    });

    it('uses advanced markers when a map id is configured', async () => {
      const onMarkerClick = sinon.spy();
      await adapter({ mapId: 'agency-map' }).render(element, { markers: HOMES, onMarkerClick });
      expect(google.maps[0]!.options['mapId']).to.equal('agency-map');
      expect(google.markers).to.have.length(0);
      expect(google.advanced.map((m) => m.options['title'])).to.deep.equal([
        '1 Rose Lane',
        '2 Oak Road',
      ]);
      expect(google.advanced[0]!.options['gmpClickable']).to.equal(true);
      google.advanced[0]!.click();
      expect(onMarkerClick.args).to.deep.equal([['1']]);
    });

    it('falls back to classic markers when a map id is configured but advanced markers are missing', async () => {
      google = fakeGoogleMaps({ advanced: false });
      await adapter({ mapId: 'agency-map' }).render(element, { markers: HOMES });
      expect(google.markers).to.have.length(2);
    });

    it('answers a failure, logged, when the API throws while drawing', async () => {
      google = fakeGoogleMaps({ importLibrary: false });
      google.namespace['Map'] = function Broken() {
        throw new TypeError('no element');
      };
      const result = await adapter().render(element, { markers: HOMES });
      expect(result).to.deep.equal(
        left({ kind: 'decode', detail: 'maps: the map could not be drawn (TypeError)' }),
      );
      expect(logger.error.firstCall.args[0]).to.equal(
        'maps: the map could not be drawn (TypeError)',
      );
    });

    it('answers a failure for a missing element without loading', async () => {
      const loader = scriptLoader();
      const result = await adapter({ scriptLoader: loader }).render(null, { markers: HOMES });
      expect(result._tag).to.equal('Left');
      expect(loader.load.called).to.equal(false);
    });
  });

  describe('the disposer', () => {
    it('takes the markers off the map and removes the listeners, once', async () => {
      const result = await adapter().render(element, {
        markers: HOMES,
        onMarkerClick: () => undefined,
      });
      if (result._tag === 'Left') throw new Error('expected a map');
      result.right();
      expect(google.markers.map((m) => m.map)).to.deep.equal([null, null]);
      expect(google.markers.every((m) => m.removed.calledOnce)).to.equal(true);
      expect(google.cleared).to.deep.equal([google.maps[0]]);
      result.right();
      expect(google.cleared).to.have.length(1);
    });

    it('takes advanced markers off the map', async () => {
      const result = await adapter({ mapId: 'agency-map' }).render(element, { markers: HOMES });
      if (result._tag === 'Left') throw new Error('expected a map');
      result.right();
      expect(google.advanced.map((m) => m.map)).to.deep.equal([null, null]);
    });
  });

  describe('the area search (MapAreaControls)', () => {
    /** The parts of the API the area search uses: bounds, centre and clicks on the map; polygons and lines. */
    function withAreaApi(fake: ReturnType<typeof fakeGoogleMaps>) {
      const shapes: { kind: 'polygon' | 'line'; options: Record<string, unknown>; map: unknown }[] =
        [];
      const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
      const clicks: ((event: { latLng?: { lat(): number; lng(): number } | null }) => void)[] = [];
      const removed = sinon.spy();
      const setOptions = sinon.spy();
      const listeners: { event: string; handler: (event: object) => void; live: boolean }[] = [];
      /** The map fires `event` to the listeners still listening. */
      const fire = (event: string) => {
        for (const entry of listeners) if (entry.live && entry.event === event) entry.handler({});
      };
      const shape = (kind: 'polygon' | 'line') =>
        class {
          map: unknown;
          constructor(readonly options: Record<string, unknown>) {
            this.map = options['map'];
            shapes.push(
              this as unknown as {
                kind: 'polygon' | 'line';
                options: Record<string, unknown>;
                map: unknown;
              },
            );
            (this as unknown as { kind: string }).kind = kind;
          }
          setMap(map: unknown) {
            this.map = map;
          }
        };
      const importLibrary = fake.namespace['importLibrary'] as (
        name: string,
      ) => Promise<Record<string, unknown>>;
      fake.namespace['importLibrary'] = async (name: string) => {
        const library = await importLibrary(name);
        if (name !== 'maps') return library;
        const BaseMap = library['Map'] as new (
          element: unknown,
          options: Record<string, unknown>,
        ) => object;
        class AreaMap extends BaseMap {
          getBounds() {
            return {
              getNorthEast: () => latLng(51.1, -3.0),
              getSouthWest: () => latLng(50.9, -3.3),
            };
          }
          getCenter() {
            return latLng(51.0, -3.15);
          }
          addListener(
            event: string,
            handler: (event: { latLng?: { lat(): number; lng(): number } | null }) => void,
          ) {
            if (event === 'click') clicks.push(handler);
            const entry = { event, handler, live: true };
            listeners.push(entry);
            return {
              remove: () => {
                entry.live = false;
                removed();
              },
            };
          }
          readonly setOptions = setOptions;
        }
        return { ...library, Map: AreaMap, Polygon: shape('polygon'), Polyline: shape('line') };
      };
      return { shapes, clicks, removed, setOptions, latLng, fire };
    }

    const CORNERS = [
      { lat: 51.0, lng: -3.2 },
      { lat: 51.1, lng: -3.2 },
      { lat: 51.1, lng: -3.0 },
    ];

    async function drawWithArea() {
      const api = withAreaApi(google);
      win['getComputedStyle'] = () => ({
        getPropertyValue: (name: string) => (name === '--brand-primary' ? ' #14213d ' : ''),
      });
      const onAreaControls = sinon.spy();
      const result = await adapter().render(element, { markers: HOMES, onAreaControls });
      expect(onAreaControls.calledOnce).to.equal(true);
      return { ...api, result, controls: onAreaControls.firstCall.args[0] as MapAreaControls };
    }

    it('answers the part of the map in view as four corners, and its centre', async () => {
      const { controls } = await drawWithArea();
      expect(controls.visibleArea()).to.deep.equal([
        { lat: 50.9, lng: -3.3 },
        { lat: 51.1, lng: -3.3 },
        { lat: 51.1, lng: -3.0 },
        { lat: 50.9, lng: -3.0 },
      ]);
      expect(controls.centre()).to.deep.equal({ lat: 51.0, lng: -3.15 });
    });

    it("outlines the area and the corners being drawn in the brand's colour, not clickable, each replacing the last", async () => {
      const { controls, shapes } = await drawWithArea();
      controls.showArea(CORNERS);
      controls.showArea(CORNERS);
      controls.showDraft(CORNERS.slice(0, 2));
      const onMap = shapes.filter((shape) => shape.map !== null);
      expect(
        onMap.map((shape) => [
          shape.kind,
          shape.options['clickable'],
          shape.options['strokeColor'],
        ]),
      ).to.deep.equal([
        ['polygon', false, '#14213d'],
        ['line', false, '#14213d'],
      ]);
      expect(onMap[0]!.options['paths']).to.deep.equal(CORNERS);
      controls.showArea(undefined);
      controls.showDraft([]);
      expect(shapes.filter((shape) => shape.map !== null)).to.deep.equal([]);
    });

    it('reports clicks on the map while drawing, with double-click zoom off, and stops', async () => {
      const { controls, clicks, removed, setOptions, latLng } = await drawWithArea();
      const onPoint = sinon.spy();
      controls.onMapClick(onPoint);
      expect(setOptions.lastCall.args[0]).to.deep.equal({
        disableDoubleClickZoom: true,
        draggableCursor: 'crosshair',
      });
      clicks[0]!({ latLng: latLng(51.05, -3.1) });
      clicks[0]!({ latLng: null });
      expect(onPoint.args).to.deep.equal([[{ lat: 51.05, lng: -3.1 }]]);
      controls.onMapClick(undefined);
      expect(removed.calledOnce).to.equal(true);
      expect(setOptions.lastCall.args[0]).to.deep.equal({
        disableDoubleClickZoom: false,
        draggableCursor: null,
      });
    });

    it("reports the visitor's drags and zooms once the first view has settled, and nothing once stopped", async () => {
      const { controls, fire } = await drawWithArea();
      const onMoved = sinon.spy();
      controls.onViewMoved(onMoved);
      fire('zoom_changed');
      expect(onMoved.called, 'the first fit is no move').to.equal(false);
      fire('idle');
      fire('dragstart');
      fire('zoom_changed');
      expect(onMoved.callCount).to.equal(2);
      controls.onViewMoved(undefined);
      fire('dragstart');
      expect(onMoved.callCount).to.equal(2);
    });

    it('takes every shape off and ignores the controls once the map is disposed', async () => {
      const { controls, shapes, result } = await drawWithArea();
      controls.showArea(CORNERS);
      if (result._tag === 'Left') throw new Error('expected a map');
      result.right();
      expect(shapes.every((shape) => shape.map === null)).to.equal(true);
      controls.showArea(CORNERS);
      expect(shapes.filter((shape) => shape.map !== null)).to.deep.equal([]);
      expect(controls.visibleArea()).to.deep.equal([]);
    });

    it('offers no area search on an API without polygons, lines or bounds', async () => {
      const onAreaControls = sinon.spy();
      const result = await adapter().render(element, { markers: HOMES, onAreaControls });
      expect(result._tag).to.equal('Right');
      expect(onAreaControls.called).to.equal(false);
    });
  });
});
