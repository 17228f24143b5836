import { expect } from 'chai';
import { AREA_DRAWING_TEXT } from '../../../core/index.js';
import type { LatLng } from '../../../core/index.js';
import { AreaDrawing } from '../../../ui/map/area-drawing.js';
import { FakeAreaControls } from '../branches/branch-fakes.js';

const TAUNTON = { lat: 51.0153, lng: -3.1068 };
const BRIDGWATER = { lat: 51.1282, lng: -3.0038 };
const WELLINGTON = { lat: 50.978, lng: -3.2244 };

function drawing() {
  const finished: (readonly LatLng[])[] = [];
  const area = new AreaDrawing((corners) => void finished.push(corners));
  const map = new FakeAreaControls([], WELLINGTON);
  return { area, map, finished };
}

describe('AreaDrawing', () => {
  it('offers nothing until the map hands over its controls, and nothing after it goes', () => {
    const { area, map } = drawing();
    expect(area.available).to.equal(false);
    area.start();
    expect(area.drawing).to.equal(false);
    area.attach(map);
    expect(area.available).to.equal(true);
    area.start();
    area.attach(undefined);
    expect(area.drawing).to.equal(false);
    expect(map.clickHandler).to.equal(undefined);
    expect(map.moveHandler).to.equal(undefined);
  });

  it('turns clicks and the centre into corners, outlines them, and hands over the area when finished', () => {
    const { area, map, finished } = drawing();
    const stop = area.follow();
    area.attach(map);
    area.start();
    expect(area.note).to.equal(AREA_DRAWING_TEXT.started);
    map.click(TAUNTON);
    map.click(BRIDGWATER);
    expect(area.note).to.equal('2 corners placed.');
    expect(map.draft).to.deep.equal([TAUNTON, BRIDGWATER]);
    area.finish();
    expect(area.note).to.equal('Place at least 3 corners to make an area.');
    expect(finished).to.deep.equal([]);
    area.addCornerAtCentre();
    area.finish();
    expect(finished).to.deep.equal([[TAUNTON, BRIDGWATER, WELLINGTON]]);
    expect(area.drawing).to.equal(false);
    expect(area.note).to.equal('');
    expect(map.draft).to.deep.equal([]);
    expect(map.clickHandler).to.equal(undefined);
    stop();
  });

  it('takes back the last corner, and cancels without handing over anything', () => {
    const { area, map, finished } = drawing();
    area.attach(map);
    area.start();
    map.click(TAUNTON);
    area.removeLastCorner();
    expect(area.corners).to.deep.equal([]);
    expect(area.note).to.equal('0 corners placed.');
    map.click(TAUNTON);
    area.cancel();
    expect(area.note).to.equal('Drawing cancelled.');
    expect(area.corners).to.deep.equal([]);
    expect(finished).to.deep.equal([]);
    area.cancel();
    expect(area.note).to.equal('Drawing cancelled.');
  });

  it('knows when the visitor has moved the map since it was drawn, afresh for each map', () => {
    const { area, map } = drawing();
    area.attach(map);
    expect(area.moved).to.equal(false);
    map.move();
    expect(area.moved).to.equal(true);
    const next = new FakeAreaControls();
    area.attach(next);
    expect(area.moved).to.equal(false);
    expect(map.moveHandler).to.equal(undefined);
    next.move();
    expect(area.moved).to.equal(true);
  });

  it('answers the part of the map in view, and nothing without a map', () => {
    const { area } = drawing();
    expect(area.visibleArea()).to.equal(undefined);
    const inView = [TAUNTON, BRIDGWATER, WELLINGTON];
    area.attach(new FakeAreaControls(inView));
    expect(area.visibleArea()).to.deep.equal(inView);
  });
});
