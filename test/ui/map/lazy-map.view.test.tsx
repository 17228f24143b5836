import { act, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { Container } from 'inversify';
import type { Result } from '../../../core/failures/failures.js';
import type { MapMarker, MapOptions, MapsPort } from '../../../core/ports/maps.port.js';
import { ContainerProvider } from '../../../ui/di.js';
import { TOKENS } from '../../../ui/tokens.js';
import {
  LazyMap,
  LazyMapView,
  MAP_FAILED_NOTE,
  MAP_ROOT_MARGIN,
} from '../../../ui/map/lazy-map.view.js';

const HOMES: MapMarker[] = [
  { id: '1', lat: 51.5, lng: -0.12, title: '1 Rose Lane' },
  { id: '2', lat: 51.52, lng: -0.1, title: '2 Oak Road' },
];

const FALLBACK = <p id="fallback">1 Rose Lane, London</p>;

/** A maps port whose render answers when the test says so. */
function fakeMaps(available = true) {
  const disposer = sinon.spy();
  const pending: ((result: Result<() => void>) => void)[] = [];
  const render = sinon.spy(
    (_element: unknown, _options: MapOptions) =>
      new Promise<Result<() => void>>((resolve) => pending.push(resolve)),
  );
  const maps: MapsPort = { available, render };
  return {
    maps,
    render,
    disposer,
    /** Settles the oldest render still pending. */
    async answer(result: Result<() => void> = right(disposer)) {
      await act(async () => pending.shift()?.(result));
    },
  };
}

/** A controllable IntersectionObserver installed on the page. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  async intersect(isIntersecting = true) {
    await act(async () =>
      this.callback(this.observed.map((target) => ({ isIntersecting, target }))),
    );
  }
}

function installObserver(): void {
  FakeIntersectionObserver.instances = [];
  (globalThis as Record<string, unknown>)['IntersectionObserver'] = FakeIntersectionObserver;
}

function observer(): FakeIntersectionObserver {
  const last = FakeIntersectionObserver.instances.at(-1);
  if (!last) throw new Error('no IntersectionObserver');
  return last;
}

const region = () => document.querySelector<HTMLElement>('[role="region"]');
const note = () => document.querySelector<HTMLElement>('[role="status"]');

/** Area controls of a drawn map that do nothing. */
const idleAreaControls = () => ({
  visibleArea: () => [],
  centre: () => ({ lat: 0, lng: 0 }),
  showArea: () => undefined,
  showDraft: () => undefined,
  onMapClick: () => undefined,
  onViewMoved: () => undefined,
});

/** A map of HOMES, drawn, whose page watches its area controls (and names its markers, if given). */
async function drawWatchingAreaControls(maps: MapsPort, markersNoun?: string) {
  const onAreaControls = sinon.spy();
  const view = await render(
    <LazyMapView
      maps={maps}
      markers={HOMES}
      label="Map"
      fallback={FALLBACK}
      onAreaControls={onAreaControls}
      {...(markersNoun === undefined ? {} : { markersNoun })}
    />,
  );
  await observer().intersect();
  return { onAreaControls, view };
}

describe('LazyMap', () => {
  beforeEach(() => {
    setupDom();
    installObserver();
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)['IntersectionObserver'];
    teardownDom();
  });

  it('shows only the fallback, and draws nothing, when the agency has no maps key', async () => {
    const { maps, render: draw } = fakeMaps(false);
    const view = await render(
      <LazyMapView maps={maps} markers={HOMES} label="Map of 2 properties" fallback={FALLBACK} />,
    );
    expect(view.container.querySelector('#fallback')?.textContent).to.equal('1 Rose Lane, London');
    expect(region()).to.equal(null);
    expect(FakeIntersectionObserver.instances).to.have.length(0);
    expect(draw.called).to.equal(false);
  });

  it('is a region named by its label, with a quiet placeholder while waiting', async () => {
    const { maps } = fakeMaps();
    await render(
      <LazyMapView maps={maps} markers={HOMES} label="Map of 2 properties" fallback={FALLBACK} />,
    );
    expect(region()?.getAttribute('aria-label')).to.equal('Map of 2 properties');
    expect(region()?.getAttribute('aria-busy')).to.equal('true');
    expect(region()?.querySelector('.lazy-map__placeholder')?.getAttribute('aria-hidden')).to.equal(
      'true',
    );
    expect(document.querySelector('#fallback')).to.equal(null);
  });

  it('draws the map only when it comes within 200 px of the viewport, and only once', async () => {
    const { maps, render: draw, answer } = fakeMaps();
    const onMarkerClick = sinon.spy();
    await render(
      <LazyMapView
        maps={maps}
        markers={HOMES}
        label="Map"
        fallback={FALLBACK}
        center={{ lat: 51, lng: 0 }}
        zoom={12}
        onMarkerClick={onMarkerClick}
      />,
    );
    const io = observer();
    expect(io.options.rootMargin).to.equal(MAP_ROOT_MARGIN);
    expect(io.observed[0]?.parentElement).to.equal(region());
    await io.intersect(false);
    expect(draw.called).to.equal(false);
    await io.intersect();
    await io.intersect();
    expect(draw.calledOnce).to.equal(true);
    expect(io.disconnected).to.equal(true);
    const [element, options] = draw.firstCall.args;
    expect(element).to.equal(io.observed[0]);
    expect(options).to.deep.include({ markers: HOMES, center: { lat: 51, lng: 0 }, zoom: 12 });
    options.onMarkerClick?.('2');
    expect(onMarkerClick.args).to.deep.equal([['2']]);
    await answer();
    expect(region()?.getAttribute('aria-busy')).to.equal('false');
    expect(region()?.querySelector('.lazy-map__placeholder')).to.equal(null);
  });

  it('draws at once where the browser has no IntersectionObserver', async () => {
    delete (globalThis as Record<string, unknown>)['IntersectionObserver'];
    const { maps, render: draw } = fakeMaps();
    await render(<LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />);
    expect(draw.calledOnce).to.equal(true);
  });

  it('does not redraw for a re-render with equal markers', async () => {
    const { maps, render: draw, answer } = fakeMaps();
    const view = await render(
      <LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />,
    );
    await observer().intersect();
    await answer();
    await view.rerender(
      <LazyMapView
        maps={maps}
        markers={HOMES.map((m) => ({ ...m }))}
        label="Map"
        fallback={FALLBACK}
      />,
    );
    expect(draw.calledOnce).to.equal(true);
  });

  it('disposes the drawn map and redraws when the markers change', async () => {
    const { maps, render: draw, disposer, answer } = fakeMaps();
    const view = await render(
      <LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />,
    );
    await observer().intersect();
    await answer();
    await view.rerender(
      <LazyMapView maps={maps} markers={HOMES.slice(0, 1)} label="Map" fallback={FALLBACK} />,
    );
    expect(disposer.calledOnce).to.equal(true);
    await observer().intersect();
    expect(draw.callCount).to.equal(2);
    expect(draw.secondCall.args[1].markers).to.deep.equal(HOMES.slice(0, 1));
  });

  it('disposes the drawn map on unmount', async () => {
    const { maps, disposer, answer } = fakeMaps();
    const view = await render(
      <LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />,
    );
    await observer().intersect();
    await answer();
    expect(disposer.called).to.equal(false);
    view.unmount();
    expect(disposer.calledOnce).to.equal(true);
  });

  it('disposes a map that arrives after unmounting, and stops watching the viewport', async () => {
    const { maps, disposer, answer } = fakeMaps();
    const view = await render(
      <LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />,
    );
    const io = observer();
    await io.intersect();
    view.unmount();
    await answer();
    expect(disposer.calledOnce).to.equal(true);
    expect(io.disconnected).to.equal(true);
  });

  it('shows the fallback and a polite note when the map fails to load', async () => {
    const { maps, answer } = fakeMaps();
    await render(<LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />);
    const status = note();
    expect(status?.textContent).to.equal('');
    await observer().intersect();
    await answer(left({ kind: 'timeout' }));
    expect(region()).to.equal(null);
    expect(document.querySelector('#fallback')).not.to.equal(null);
    expect(note()).to.equal(status);
    expect(status?.textContent).to.equal(MAP_FAILED_NOTE);
    expect(MAP_FAILED_NOTE).to.equal('The map could not be loaded.');
  });

  it('takes the maps port from the container', async () => {
    const { maps, render: draw } = fakeMaps();
    const container = new Container();
    container.bind(TOKENS.maps).toConstantValue(maps);
    await render(
      <ContainerProvider container={container}>
        <LazyMap markers={HOMES} label="Map of 2 properties" fallback={FALLBACK} />
      </ContainerProvider>,
    );
    expect(region()?.getAttribute('aria-label')).to.equal('Map of 2 properties');
    await observer().intersect();
    expect(draw.calledOnce).to.equal(true);
  });

  it("hands the page the drawn map's area controls and what its markers are, then undefined when the map goes", async () => {
    const { maps, render: draw, answer } = fakeMaps();
    const { onAreaControls, view } = await drawWatchingAreaControls(maps, 'branches');
    const options = draw.firstCall.args[1];
    expect(options.markersNoun).to.equal('branches');
    const controls = idleAreaControls();
    options.onAreaControls?.(controls);
    await answer();
    expect(onAreaControls.args).to.deep.equal([[controls]]);
    view.unmount();
    expect(onAreaControls.args).to.deep.equal([[controls], [undefined]]);
  });

  it('asks for no area controls where the page wants none, and never hands over those of a map drawn after it moved on', async () => {
    const { maps, render: draw, answer } = fakeMaps();
    await render(<LazyMapView maps={maps} markers={HOMES} label="Map" fallback={FALLBACK} />);
    await observer().intersect();
    expect(draw.firstCall.args[1].onAreaControls).to.equal(undefined);

    const { onAreaControls, view } = await drawWatchingAreaControls(maps);
    const late = draw.secondCall.args[1];
    view.unmount();
    late.onAreaControls?.(idleAreaControls());
    await answer();
    await answer();
    expect(onAreaControls.called).to.equal(false);
  });
});
