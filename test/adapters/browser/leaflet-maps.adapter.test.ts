import { act, currentDom, pressKey, setupDom, teardownDom, render } from '../../ui/support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import type * as Leaflet from 'leaflet';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import {
  CARD_ANCHOR,
  LABEL_ROOM_PX,
  ZOOM_CONTROL_ROOM_PX,
  type LeafletLibrary,
} from '../../../adapters/browser/leaflet-map-labels.js';
import {
  LEAFLET_CREDIT,
  MAX_TILE_ZOOM,
  leafletMapDrawing,
  motionOptions,
} from '../../../adapters/browser/leaflet-map-drawing.js';
import { markerName } from '../../../adapters/browser/leaflet-map-cards.js';
import { LeafletMapsAdapter } from '../../../adapters/browser/leaflet-maps.adapter.js';
import type { LeafletKit, LeafletLoader } from '../../../adapters/browser/leaflet-maps.adapter.js';
import type { Result } from '../../../core/failures/failures.js';
import {
  FIT_PADDING_PX,
  SINGLE_MARKER_ZOOM,
  UK_CENTRE,
  UK_ZOOM,
} from '../../../core/maps/map-view.js';
import type { MapAreaControls, MapMarker, MapOptions } from '../../../core/ports/maps.port.js';
import { LazyMapView, MAP_FAILED_NOTE } from '../../../ui/map/lazy-map.view.js';
import { loggerSpy } from '../support/fake-fetch.js';

const require = createRequire(import.meta.url);

/** The real Leaflet, loaded once a page exists (it reads `window` when it loads). */
let leaflet: LeafletLibrary | undefined;
function realLeaflet(): LeafletLibrary {
  leaflet ??= require('leaflet') as LeafletLibrary;
  return leaflet;
}

const ROSE_LANE: MapMarker = {
  id: '101',
  lat: 51.0153,
  lng: -3.1068,
  title: '1 Rose Lane, Taunton',
  url: '/properties/101/sales/rose-lane-taunton',
  price: '£350,000',
  imageUrl: '/images/exterior/cottage-101.svg?w=320',
};
const OAK_ROAD: MapMarker = {
  id: '102',
  lat: 51.128,
  lng: -3.003,
  title: '2 Oak Road, Bridgwater',
  url: '/properties/102/sales/oak-road-bridgwater',
  price: '£1,250 pcm',
};
const TILES = { urlTemplate: '/tiles/{z}/{x}/{y}.png', attribution: 'Sandbox demo tiles' };
const CSS = '.leaflet-container { overflow: hidden; }';

/** A kit over the real Leaflet in the test page, as the lazily loaded chunk would give. */
function kit(): LeafletKit {
  return { draw: leafletMapDrawing(realLeaflet()), css: CSS };
}

/** A host element laid out at 400 × 300 px (jsdom has no layout, Leaflet reads clientWidth). */
function host(): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 400 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 300 });
  document.body.append(element);
  return element;
}

async function draw(
  options: Partial<MapOptions> & { markers?: readonly MapMarker[] } = {},
  load: LeafletLoader = async () => kit(),
  tiles = TILES,
) {
  const logger = loggerSpy();
  const adapter = new LeafletMapsAdapter({ tiles, load, logger });
  const element = host();
  const result = await adapter.render(element, { markers: [ROSE_LANE, OAK_ROAD], ...options });
  return { adapter, element, result, logger };
}

function disposerOf(result: Result<() => void>): () => void {
  if (result._tag === 'Left') throw new Error(`expected a map, got ${JSON.stringify(result.left)}`);
  return result.right;
}

const markers = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('.leaflet-marker-icon'),
];
const popup = (element: HTMLElement) => element.querySelector<HTMLElement>('.leaflet-popup');
const clickOn = (target: Element) =>
  target.dispatchEvent(
    new (currentDom().window.MouseEvent)('click', { bubbles: true, cancelable: true, button: 0 }),
  );

describe('LeafletMapsAdapter', () => {
  beforeEach(() => setupDom());
  afterEach(() => {
    sinon.restore();
    teardownDom();
  });

  it('is available without any key', () => {
    expect(new LeafletMapsAdapter({ tiles: TILES, load: async () => kit() }).available).to.equal(
      true,
    );
  });

  it('draws each property as a price label: a button named by its price and address', async () => {
    const { element, result } = await draw();
    disposerOf(result);
    const [rose, oak] = markers(element);
    expect(markers(element)).to.have.length(2);
    expect(rose?.textContent).to.equal('£350,000');
    expect(oak?.textContent).to.equal('£1,250 pcm');
    expect(rose?.className).to.contain('agency-map-marker');
    expect(rose?.getAttribute('role')).to.equal('button');
    expect(rose?.getAttribute('tabindex')).to.equal('0');
    expect(rose?.getAttribute('aria-label')).to.equal('£350,000, 1 Rose Lane, Taunton');
    expect(rose?.getAttribute('aria-expanded')).to.equal('false');
  });

  it('draws a pin, named by the address, for a marker without a price', async () => {
    const { element } = await draw({
      markers: [{ id: '7', lat: 51.2, lng: -3.4, title: 'Mill Lane, Wellow' }],
    });
    const [pin] = markers(element);
    expect(pin?.className).to.contain('agency-map-marker--pin');
    expect(pin?.textContent).to.equal('');
    expect(pin?.getAttribute('aria-label')).to.equal('Mill Lane, Wellow');
    expect(markerName({ title: 'Mill Lane, Wellow' })).to.equal('Mill Lane, Wellow');
  });

  it('leaves off markers without a usable position', async () => {
    const { element } = await draw({
      markers: [
        ROSE_LANE,
        { ...OAK_ROAD, lat: 0, lng: 0 },
        { ...OAK_ROAD, id: '9', lat: Number.NaN },
      ],
    });
    expect(markers(element)).to.have.length(1);
  });

  it('fits the view to the markers, with room round them and never closer than street level', async () => {
    const fitBounds = sinon.spy(realLeaflet().Map.prototype, 'fitBounds');
    await draw();
    expect(fitBounds.calledOnce).to.equal(true);
    const [bounds, options] = fitBounds.firstCall.args as unknown as [
      ReturnType<LeafletLibrary['latLngBounds']>,
      { padding: number[]; maxZoom: number },
    ];
    expect(bounds.getSouthWest()).to.deep.include({ lat: ROSE_LANE.lat, lng: ROSE_LANE.lng });
    expect(bounds.getNorthEast()).to.deep.include({ lat: OAK_ROAD.lat, lng: OAK_ROAD.lng });
    // More room above (the labels stand over their points) and at the left (the zoom buttons).
    expect(options).to.deep.equal({
      paddingTopLeft: [FIT_PADDING_PX + ZOOM_CONTROL_ROOM_PX, FIT_PADDING_PX + LABEL_ROOM_PX],
      paddingBottomRight: [FIT_PADDING_PX, FIT_PADDING_PX],
      maxZoom: SINGLE_MARKER_ZOOM,
    });
  });

  it('puts a single marker at street level, a given centre at its zoom, and no marker on the whole UK', async () => {
    const setView = sinon.spy(realLeaflet().Map.prototype, 'setView');
    await draw({ markers: [ROSE_LANE] });
    await draw({ markers: [ROSE_LANE, OAK_ROAD], center: { lat: 51.1, lng: -3 }, zoom: 11 });
    await draw({ markers: [] });
    const views = setView.args.map(([center, zoom]) => [center, zoom]);
    expect(views).to.deep.include([[ROSE_LANE.lat, ROSE_LANE.lng], SINGLE_MARKER_ZOOM]);
    expect(views).to.deep.include([[51.1, -3], 11]);
    expect(views).to.deep.include([[UK_CENTRE.lat, UK_CENTRE.lng], UK_ZOOM]);
  });

  it('draws tiles from the configured template', async () => {
    const { element } = await draw({ markers: [ROSE_LANE] });
    const tiles = [...element.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).to.be.greaterThan(0);
    for (const tile of tiles)
      expect(tile.getAttribute('src')).to.match(/^\/tiles\/15\/\d+\/\d+\.png$/);
  });

  it('opens the property card on a click: photo, price and the address linking to the property', async () => {
    const { element } = await draw();
    const [rose] = markers(element);
    clickOn(rose!);
    const card = popup(element)?.querySelector('.agency-map-card');
    expect(card, 'card').to.not.equal(null);
    expect(card?.querySelector('img')?.getAttribute('src')).to.equal(ROSE_LANE.imageUrl);
    expect(card?.querySelector('img')?.getAttribute('alt')).to.equal('');
    expect(card?.querySelector('.agency-map-card__price')?.textContent).to.equal('£350,000');
    const link = card?.querySelector('a');
    expect(link?.getAttribute('href')).to.equal(ROSE_LANE.url);
    expect(link?.textContent).to.equal('1 Rose Lane, Taunton');
    expect(rose?.getAttribute('aria-expanded')).to.equal('true');
    expect(popup(element)?.className).to.contain('agency-map-popup');
    expect(
      popup(element)?.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label'),
    ).to.equal('Close popup');
    expect(CARD_ANCHOR[1]).to.be.lessThan(0);
  });

  it('opens the card from the keyboard (Enter or Space) with focus in it; Esc closes it, returns focus and keeps the dialog open', async () => {
    const { element } = await draw();
    const [rose] = markers(element);
    rose!.focus();
    expect(pressKey(rose!, 'Enter')).to.equal(false);
    const link = popup(element)?.querySelector('a');
    expect(document.activeElement).to.equal(link);
    // Esc is handled (prevented), so a dialog around the map leaves it alone.
    expect(pressKey(link!, 'Escape')).to.equal(false);
    expect(popup(element)).to.equal(null);
    expect(rose?.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(rose);
    expect(pressKey(rose!, ' ')).to.equal(false);
    expect(popup(element)).to.not.equal(null);
  });

  it("follows a plain click on the card's link through onMarkerClick; a modified click is left to the browser", async () => {
    const onMarkerClick = sinon.spy();
    const { element } = await draw({ onMarkerClick });
    clickOn(markers(element)[0]!);
    const link = popup(element)!.querySelector('a')!;
    const win = currentDom().window;
    const plain = new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).to.equal(true);
    expect(onMarkerClick.args).to.deep.equal([['101']]);
    // Record whether the adapter left the click alone, then stop jsdom from navigating.
    let leftAlone = false;
    document.addEventListener('click', (event) => {
      leftAlone = !event.defaultPrevented;
      event.preventDefault();
    });
    link.dispatchEvent(
      new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }),
    );
    expect(leftAlone).to.equal(true);
    expect(onMarkerClick.callCount).to.equal(1);
  });

  it("writes the tile credit from text and safe links, never the setting's HTML", async () => {
    const attribution =
      '<img src=x onerror="alert(1)">© <a href="https://tiles.example/terms" onclick="x()">Example</a> <a href="javascript:alert(2)">Evil</a>';
    const { element } = await draw({ markers: [ROSE_LANE] }, async () => kit(), {
      ...TILES,
      attribution,
    });
    const credit = element.querySelector('.leaflet-control-attribution');
    expect(credit?.innerHTML).to.contain(LEAFLET_CREDIT);
    expect(credit?.innerHTML).to.contain(
      '© <a href="https://tiles.example/terms" target="_blank" rel="noopener noreferrer">Example<span class="visually-hidden"> (opens in a new tab)</span></a> Evil',
    );
    expect(credit?.querySelector('img')).to.equal(null);
    expect(credit?.innerHTML).to.not.contain('javascript:');
    expect(credit?.innerHTML).to.not.contain('onclick');
  });

  it('opens every credit link in a new tab, said to screen readers, so a press keeps the visitor on the map', async () => {
    const attribution =
      '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
    const { element } = await draw({ markers: [ROSE_LANE] }, async () => kit(), {
      ...TILES,
      attribution,
    });
    const links = [
      ...element.querySelectorAll<HTMLAnchorElement>('.leaflet-control-attribution a'),
    ];
    expect(links.map((link) => link.href)).to.deep.equal([
      'https://leafletjs.com/',
      'https://www.openstreetmap.org/copyright',
    ]);
    for (const link of links) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      expect(link.textContent).to.match(/\(opens in a new tab\)$/);
    }
  });

  describe('a visitor who prefers reduced motion', () => {
    function withMotionQuery(matches: boolean | undefined): HTMLElement {
      const win = currentDom().window as unknown as {
        matchMedia?: (query: string) => { matches: boolean };
      };
      const asked: string[] = [];
      win.matchMedia =
        matches === undefined ? undefined : (query) => (asked.push(query), { matches });
      const element = host();
      return Object.assign(element, { asked });
    }
    afterEach(() => {
      delete (currentDom().window as unknown as { matchMedia?: unknown }).matchMedia;
    });

    it('gets a map that zooms at once, fades nothing in and stops where it is let go', () => {
      const element = withMotionQuery(true);
      expect(motionOptions(element)).to.deep.equal({
        zoomAnimation: false,
        fadeAnimation: false,
        markerZoomAnimation: false,
        inertia: false,
      });
      expect((element as HTMLElement & { asked: string[] }).asked).to.deep.equal([
        '(prefers-reduced-motion: reduce)',
      ]);
    });

    it("leaves Leaflet's animations as they are otherwise, and where the browser cannot say", () => {
      expect(motionOptions(withMotionQuery(false))).to.deep.equal({});
      expect(motionOptions(withMotionQuery(undefined))).to.deep.equal({});
    });
  });

  describe('labels that would overlap', () => {
    /** Lays labels out as a browser would: 64 × 28 px, centred above their point (jsdom has no layout). */
    function layLabelsOut(): void {
      const original = currentDom().window.HTMLElement.prototype.getBoundingClientRect;
      sinon
        .stub(currentDom().window.HTMLElement.prototype, 'getBoundingClientRect')
        .callsFake(function (this: HTMLElement) {
          if (!this.classList.contains('agency-map-marker')) return original.call(this);
          const x = parseFloat(this.style.left);
          const y = parseFloat(this.style.top);
          return {
            left: x - 32,
            right: x + 32,
            top: y - 36,
            bottom: y - 8,
            width: 64,
            height: 28,
            x: x - 32,
            y: y - 36,
            toJSON: () => ({}),
          } as DOMRect;
        });
    }
    const NEXT_DOOR: MapMarker = {
      ...ROSE_LANE,
      id: '103',
      lat: ROSE_LANE.lat + 0.002,
      title: '3 Rose Lane, Taunton',
      price: '£410,000',
    };

    it('share one label, a button that zooms in until they part', async () => {
      layLabelsOut();
      const { element } = await draw({ markers: [ROSE_LANE, NEXT_DOOR, OAK_ROAD] });
      const group = element.querySelector<HTMLElement>('.agency-map-marker--group');
      expect(group?.textContent).to.equal('2 properties');
      expect(group?.getAttribute('role')).to.equal('button');
      expect(group?.getAttribute('aria-label')).to.equal('2 properties here: zoom in to see them');
      expect(markers(element).map((m) => m.textContent)).to.have.members([
        '2 properties',
        '£1,250 pcm',
      ]);
      group!.focus();
      expect(pressKey(group!, 'Enter')).to.equal(false);
      expect(element.querySelector('.agency-map-marker--group')).to.equal(null);
      expect(markers(element).map((m) => m.textContent)).to.have.members([
        '£350,000',
        '£410,000',
        '£1,250 pcm',
      ]);
      // Focus stays with the properties that were chosen.
      expect(document.activeElement?.getAttribute('aria-label')).to.equal(
        '£350,000, 1 Rose Lane, Taunton',
      );
    });

    it("count in the page's own words when it says what its markers are ('2 branches')", async () => {
      layLabelsOut();
      const { element } = await draw({
        markers: [ROSE_LANE, NEXT_DOOR, OAK_ROAD],
        markersNoun: 'branches',
      });
      const group = element.querySelector<HTMLElement>('.agency-map-marker--group');
      expect(group?.textContent).to.equal('2 branches');
      expect(group?.getAttribute('aria-label')).to.equal('2 branches here: zoom in to see them');
    });

    it('share one label that lists them when they stand on one spot', async () => {
      layLabelsOut();
      const onMarkerClick = sinon.spy();
      const { element } = await draw({
        markers: [ROSE_LANE, { ...NEXT_DOOR, lat: ROSE_LANE.lat }],
        onMarkerClick,
        center: { lat: ROSE_LANE.lat, lng: ROSE_LANE.lng },
        zoom: MAX_TILE_ZOOM,
      });
      const group = element.querySelector<HTMLElement>('.agency-map-marker--group');
      expect(group?.getAttribute('aria-label')).to.equal('2 properties here');
      clickOn(group!);
      const links = [...(popup(element)?.querySelectorAll('.agency-map-card__list a') ?? [])];
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        ['1 Rose Lane, Taunton', ROSE_LANE.url],
        ['3 Rose Lane, Taunton', NEXT_DOOR.url],
      ]);
      expect(popup(element)?.textContent).to.contain('£410,000');
      expect(group?.getAttribute('aria-expanded')).to.equal('true');
    });
  });

  it('names its zoom buttons', async () => {
    const { element } = await draw();
    expect(element.querySelector('.leaflet-control-zoom-in')?.getAttribute('aria-label')).to.equal(
      'Zoom in',
    );
    expect(element.querySelector('.leaflet-control-zoom-out')?.getAttribute('aria-label')).to.equal(
      'Zoom out',
    );
  });

  it('adds the map CSS to the page once, however many maps it draws', async () => {
    const load = sinon.spy(async () => kit());
    const adapter = new LeafletMapsAdapter({ tiles: TILES, load, logger: loggerSpy() });
    await adapter.render(host(), { markers: [ROSE_LANE] });
    await adapter.render(host(), { markers: [OAK_ROAD] });
    const sheets = [...document.querySelectorAll('style[data-agency-maps]')].map(
      (s) => s.textContent,
    );
    const adopted = (document.adoptedStyleSheets ?? []).length;
    expect(sheets.length + adopted).to.equal(1);
    if (sheets.length === 1) expect(sheets[0]).to.equal(CSS);
    expect(load.calledOnce).to.equal(true);
  });

  it('disposes cleanly: map.remove() takes every layer and listener off the element, once, and the element is as it was', async () => {
    const remove = sinon.spy(realLeaflet().Map.prototype, 'remove');
    const { element, result } = await draw();
    expect(element.getAttribute('tabindex')).to.equal('0');
    const dispose = disposerOf(result);
    dispose();
    dispose();
    expect(remove.calledOnce).to.equal(true);
    expect(element.children).to.have.length(0);
    expect(element.className).to.equal('');
    expect(element.hasAttribute('tabindex')).to.equal(false);
  });

  it('answers a failure value, logged as a chunk failure, when the import fails; the next map tries again', async () => {
    const load = sinon
      .stub<[], Promise<LeafletKit>>()
      .rejects(new TypeError('Failed to fetch dynamically imported module'));
    const { adapter, result, logger } = await draw({}, load);
    expect(result).to.deep.equal({ _tag: 'Left', left: { kind: 'network' } });
    expect(logger.error.args[0]?.[0]).to.equal('maps: Loading chunk leaflet failed (TypeError)');
    load.resolves(kit());
    const again = await adapter.render(host(), { markers: [ROSE_LANE] });
    expect(again._tag).to.equal('Right');
    expect(load.calledTwice).to.equal(true);
  });

  it('answers a failure value for a chunk without drawing code, and for a map that cannot be drawn', async () => {
    const empty = await draw({}, async () => ({}) as LeafletKit);
    expect(empty.result._tag).to.equal('Left');
    const broken = await draw({}, async () => ({
      css: CSS,
      draw: () => {
        throw new RangeError('bad');
      },
    }));
    expect(broken.result).to.deep.equal({
      _tag: 'Left',
      left: { kind: 'decode', detail: 'maps: the map could not be drawn (RangeError)' },
    });
    expect(broken.logger.error.args[0]?.[0]).to.equal(
      'maps: the map could not be drawn (RangeError)',
    );
  });

  it('refuses to draw into something that is not an element, loading nothing', async () => {
    const load = sinon.spy(async () => kit());
    const adapter = new LeafletMapsAdapter({ tiles: TILES, load, logger: loggerSpy() });
    expect((await adapter.render({}, { markers: [] }))._tag).to.equal('Left');
    expect(load.called).to.equal(false);
  });

  it("makes the map view show its fallback and 'The map could not be loaded.' when the import fails", async () => {
    const adapter = new LeafletMapsAdapter({
      tiles: TILES,
      load: () => Promise.reject(new TypeError('offline')),
      logger: loggerSpy(),
    });
    const drawn = sinon.spy(adapter, 'render');
    const fallback = createElement('p', { id: 'fallback' }, '1 Rose Lane, Taunton');
    const view = await render(
      createElement(LazyMapView, {
        maps: adapter,
        markers: [ROSE_LANE],
        label: 'Map of 1 Rose Lane',
        fallback,
      }),
    );
    // No IntersectionObserver in jsdom: the map is drawn at once; the view shows the failure once the adapter answers.
    expect(drawn.callCount).to.equal(1);
    await act(async () => {
      await drawn.returnValues[0];
    });
    expect(view.container.querySelector('#fallback')?.textContent).to.equal('1 Rose Lane, Taunton');
    expect(view.container.querySelector('[role="status"]')?.textContent).to.equal(MAP_FAILED_NOTE);
    expect(MAP_FAILED_NOTE).to.equal('The map could not be loaded.');
  });

  describe('the area search (MapAreaControls)', () => {
    async function drawWithArea(options: Partial<MapOptions> = {}) {
      const onAreaControls = sinon.spy();
      const drawn = await draw({ onAreaControls, ...options });
      expect(
        onAreaControls.calledOnce,
        'the controls are handed over once the map is drawn',
      ).to.equal(true);
      const controls = onAreaControls.firstCall.args[0] as MapAreaControls;
      return { ...drawn, controls };
    }
    const shapes = (element: HTMLElement, className: string) =>
      element.querySelectorAll(`path.${className}`).length;
    const clickMapAt = (element: HTMLElement, x: number, y: number) => {
      const { MouseEvent } = currentDom().window;
      const pane = element.querySelector('.leaflet-map-pane') ?? element;
      for (const type of ['mousedown', 'mouseup', 'click'])
        pane.dispatchEvent(
          new MouseEvent(type, {
            bubbles: true,
            cancelable: true,
            button: 0,
            clientX: x,
            clientY: y,
          }),
        );
    };

    it('answers the part of the map in view as four corners, and its centre', async () => {
      const getBounds = sinon.spy(realLeaflet().Map.prototype, 'getBounds');
      const { controls } = await drawWithArea();
      const area = controls.visibleArea();
      const bounds = getBounds.lastCall.returnValue;
      expect(area).to.deep.equal([
        { lat: bounds.getSouth(), lng: bounds.getWest() },
        { lat: bounds.getNorth(), lng: bounds.getWest() },
        { lat: bounds.getNorth(), lng: bounds.getEast() },
        { lat: bounds.getSouth(), lng: bounds.getEast() },
      ]);
      const centre = controls.centre();
      expect(centre.lat).to.be.within(bounds.getSouth(), bounds.getNorth());
      expect(centre.lng).to.be.within(bounds.getWest(), bounds.getEast());
    });

    it('outlines the searched area and the corners being drawn, each replacing the last, none once cleared', async () => {
      const { element, controls } = await drawWithArea();
      const corners = [
        { lat: 51.0, lng: -3.2 },
        { lat: 51.1, lng: -3.2 },
        { lat: 51.1, lng: -3.0 },
      ];
      controls.showArea(corners);
      controls.showArea(corners);
      expect(shapes(element, 'agency-map-area')).to.equal(1);
      controls.showDraft(corners.slice(0, 2));
      expect(shapes(element, 'agency-map-draft')).to.equal(1);
      expect(shapes(element, 'agency-map-corner')).to.equal(2);
      controls.showDraft([]);
      controls.showArea(undefined);
      expect(
        shapes(element, 'agency-map-area') +
          shapes(element, 'agency-map-draft') +
          shapes(element, 'agency-map-corner'),
      ).to.equal(0);
    });

    it('reports where the map is clicked while drawing (double-click zoom off, a crosshair pointer), and nothing after', async () => {
      const { element, controls } = await drawWithArea();
      const onPoint = sinon.spy();
      controls.onMapClick(onPoint);
      expect(element.classList.contains('agency-map--drawing')).to.equal(true);
      clickMapAt(element, 200, 150);
      expect(onPoint.calledOnce).to.equal(true);
      const point = onPoint.firstCall.args[0] as { lat: number; lng: number };
      expect(point.lat).to.be.closeTo(controls.centre().lat, 0.05);
      expect(point.lng).to.be.closeTo(controls.centre().lng, 0.05);
      controls.onMapClick(undefined);
      expect(element.classList.contains('agency-map--drawing')).to.equal(false);
      clickMapAt(element, 100, 100);
      expect(onPoint.calledOnce).to.equal(true);
    });

    it("closes an open card when drawing begins (its link must not take a corner's click)", async () => {
      const { element, controls } = await drawWithArea();
      clickOn(markers(element)[0]!);
      expect(popup(element)).to.not.equal(null);
      controls.onMapClick(sinon.spy());
      expect(popup(element)).to.equal(null);
    });

    it("reports the visitor's moves (a zoom, a pan), never the first view nor a new size, and nothing once stopped", async () => {
      const fitted = sinon.spy(realLeaflet().Map.prototype, 'fitBounds');
      const { element, controls } = await drawWithArea();
      const map = fitted.lastCall.thisValue as Leaflet.Map;
      const onMoved = sinon.spy();
      controls.onViewMoved(onMoved);
      const moves = sinon.spy();
      map.on('moveend', moves);
      Object.defineProperty(element, 'clientWidth', { configurable: true, value: 300 });
      map.invalidateSize();
      expect(moves.calledOnce, 'the map followed its new size').to.equal(true);
      expect(onMoved.called, 'a new size is no move').to.equal(false);
      clickOn(element.querySelector<HTMLElement>('.leaflet-control-zoom-in')!);
      expect(onMoved.callCount).to.be.at.least(1);
      const afterZoom = onMoved.callCount;
      map.panBy([40, 0], { animate: false });
      expect(onMoved.callCount).to.equal(afterZoom + 1);
      controls.onViewMoved(undefined);
      map.panBy([40, 0], { animate: false });
      expect(onMoved.callCount).to.equal(afterZoom + 1);
    });

    it('does nothing once the map is disposed', async () => {
      const { element, result, controls } = await drawWithArea();
      const onPoint = sinon.spy();
      controls.onMapClick(onPoint);
      disposerOf(result)();
      expect(element.classList.contains('agency-map--drawing')).to.equal(false);
      controls.showArea([
        { lat: 51.0, lng: -3.2 },
        { lat: 51.1, lng: -3.2 },
        { lat: 51.1, lng: -3.0 },
      ]);
      expect(controls.visibleArea()).to.deep.equal([]);
      expect(shapes(element, 'agency-map-area')).to.equal(0);
    });
  });
});
