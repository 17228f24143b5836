import { expect } from 'chai';
import { SliderViewModel } from '../../../ui/content-blocks/slider.view-model.js';
import { aManualTimer, aMotion, aViewport } from './content-blocks-builders.js';

function aSlider(count: number, width = 1280, reduced = false) {
  const viewport = aViewport(width);
  const motion = aMotion(reduced);
  const clock = aManualTimer();
  const vm = new SliderViewModel({ count, viewport, motion: () => motion, timer: clock.timer });
  return { vm, viewport, motion, clock };
}

describe('SliderViewModel (SPEC §9 carousel defaults)', () => {
  it('shows 1, 3, 4 and 4 cards by the window’s width once started', () => {
    for (const [width, perView] of [
      [375, 1],
      [800, 3],
      [1000, 4],
      [1400, 4],
    ] as const) {
      const { vm } = aSlider(8, width);
      vm.start();
      expect(vm.perView, String(width)).to.equal(perView);
    }
  });

  it('moves one card at a time and wraps round at both ends', () => {
    const { vm } = aSlider(6, 1280);
    vm.start();
    expect(vm.positions).to.equal(3);
    vm.next();
    vm.next();
    expect(vm.index).to.equal(2);
    vm.next();
    expect(vm.index).to.equal(0);
    vm.previous();
    expect(vm.index).to.equal(2);
  });

  it('keeps the view full of cards when the window grows (the first card moves back into range)', () => {
    const { vm, viewport } = aSlider(6, 375);
    vm.start();
    for (let i = 0; i < 5; i += 1) vm.next();
    expect(vm.index).to.equal(5);
    viewport.resizeTo(1280);
    expect([vm.perView, vm.index]).to.deep.equal([4, 2]);
  });

  it('hides the cards out of view only once it knows the window (the server’s markup shows them all)', () => {
    const { vm } = aSlider(6, 1280);
    expect([0, 5].map((i) => vm.isVisible(i))).to.deep.equal([true, true]);
    vm.start();
    vm.next();
    expect([0, 1, 4, 5].map((i) => vm.isVisible(i))).to.deep.equal([false, true, true, false]);
  });

  it('rotates every 3 s from 6 cards, pausing on hover, on focus and for the pause button', () => {
    const { vm, clock } = aSlider(8, 1280);
    vm.start();
    expect(vm.rotating).to.equal(true);
    clock.tick();
    expect(vm.index).to.equal(1);
    vm.controls.setHovered(true);
    expect(clock.running).to.equal(0);
    vm.controls.setHovered(false);
    vm.controls.setFocused(true);
    expect(vm.rotating).to.equal(false);
    vm.controls.setFocused(false);
    vm.controls.toggleRotation();
    expect([vm.rotating, vm.showsRotationControl]).to.deep.equal([false, true]);
    vm.controls.toggleRotation();
    expect(vm.rotating).to.equal(true);
  });

  it('never rotates on its own for a visitor who prefers reduced motion, nor for fewer than 6 cards (the mobile carousel)', () => {
    const reduced = aSlider(8, 1280, true);
    reduced.vm.start();
    expect([reduced.vm.rotating, reduced.vm.showsRotationControl]).to.deep.equal([false, false]);
    const few = aSlider(5, 375);
    few.vm.start();
    expect([few.vm.canMove, few.vm.rotating, few.vm.showsRotationControl]).to.deep.equal([
      true,
      false,
      false,
    ]);
  });

  it('stops rotating when the visitor comes to prefer reduced motion, and stops listening when stopped', () => {
    const { vm, motion, clock } = aSlider(8, 1280);
    const stop = vm.start();
    motion.change(true);
    expect([vm.rotating, clock.running]).to.deep.equal([false, 0]);
    stop();
    expect(motion.listeners.size).to.equal(0);
  });

  it('has nothing to move when every card fits', () => {
    const { vm } = aSlider(3, 1280);
    vm.start();
    expect(vm.canMove).to.equal(false);
  });

  it('turns a swipe of more than 5 px into the next or previous card, and ignores shorter moves', () => {
    const { vm } = aSlider(8, 375);
    vm.start();
    vm.controls.pointerDown(200);
    vm.controls.pointerUp(195);
    expect(vm.index).to.equal(0);
    vm.controls.pointerDown(200);
    vm.controls.pointerUp(150);
    expect(vm.index).to.equal(1);
    vm.controls.pointerDown(100);
    vm.controls.pointerUp(180);
    expect(vm.index).to.equal(0);
  });
});
