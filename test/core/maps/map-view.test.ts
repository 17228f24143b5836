import { expect } from 'chai';
import {
  DEFAULT_ZOOM,
  FIT_PADDING_PX,
  SINGLE_MARKER_ZOOM,
  UK_CENTRE,
  UK_ZOOM,
  hasMapPosition,
  initialMapView,
} from '../../../core/maps/map-view.js';
import type { MapMarker } from '../../../core/ports/maps.port.js';

const at = (id: string, lat: number, lng: number): MapMarker => ({
  id,
  lat,
  lng,
  title: `Home ${id}`,
});

describe('initialMapView', () => {
  it('fits two or more markers, with room round them and never closer than street level', () => {
    expect(initialMapView([at('1', 51.0, -3.1), at('2', 51.1, -3.0)], {})).to.deep.equal({
      kind: 'fit',
      points: [
        { lat: 51.0, lng: -3.1 },
        { lat: 51.1, lng: -3.0 },
      ],
      paddingPx: FIT_PADDING_PX,
      maxZoom: SINGLE_MARKER_ZOOM,
    });
  });

  it('fits the area searched with the markers, so its whole outline is in view', () => {
    const area = [
      { lat: 50.9, lng: -3.3 },
      { lat: 51.2, lng: -3.3 },
      { lat: 51.2, lng: -2.9 },
    ];
    const view = initialMapView([at('1', 51.0, -3.1)], { area });
    expect(view).to.deep.equal({
      kind: 'fit',
      points: [{ lat: 51.0, lng: -3.1 }, ...area],
      paddingPx: FIT_PADDING_PX,
      maxZoom: SINGLE_MARKER_ZOOM,
    });
    expect(initialMapView([], { area }).kind, 'an area with nothing found in it').to.equal('fit');
  });

  it('puts one marker at street level', () => {
    expect(initialMapView([at('1', 51.0, -3.1)], {})).to.deep.equal({
      kind: 'centre',
      center: { lat: 51.0, lng: -3.1 },
      zoom: SINGLE_MARKER_ZOOM,
    });
  });

  it('uses a given centre (and zoom) whatever the markers', () => {
    expect(
      initialMapView([at('1', 51.0, -3.1), at('2', 51.1, -3.0)], {
        center: { lat: 50, lng: -2 },
        zoom: 9,
      }),
    ).to.deep.equal({ kind: 'centre', center: { lat: 50, lng: -2 }, zoom: 9 });
    expect(initialMapView([], { center: { lat: 50, lng: -2 } })).to.deep.equal({
      kind: 'centre',
      center: { lat: 50, lng: -2 },
      zoom: DEFAULT_ZOOM,
    });
  });

  it('shows the whole of the UK when there is nothing to show', () => {
    expect(initialMapView([at('1', 0, 0)], {})).to.deep.equal({
      kind: 'centre',
      center: UK_CENTRE,
      zoom: UK_ZOOM,
    });
  });
});

describe('hasMapPosition', () => {
  it('refuses the platform\'s 0,0 "no location", out-of-range and non-finite positions', () => {
    expect(hasMapPosition({ lat: 51, lng: -3 })).to.equal(true);
    expect(hasMapPosition({ lat: 0, lng: 0 })).to.equal(false);
    expect(hasMapPosition({ lat: 91, lng: 0 })).to.equal(false);
    expect(hasMapPosition({ lat: 0, lng: 181 })).to.equal(false);
    expect(hasMapPosition({ lat: Number.NaN, lng: 1 })).to.equal(false);
  });
});
