import { expect } from 'chai';
import type { Photo } from '../../../core/property/property.js';
import { CarouselViewModel } from '../../../ui/carousel/carousel.view-model.js';
import type { RepeatTimer } from '../../../ui/carousel/carousel-controls.js';

const photos = (n: number): Photo[] =>
  Array.from({ length: n }, (_, i) => ({ url: `/p${i}.jpg`, caption: `Room ${i + 1}` }));

/** A timer the test advances by hand; records what is running. */
class ManualTimer {
  running: { interval: number; tick: () => void } | undefined;
  started = 0;
  readonly timer: RepeatTimer = (interval, tick) => {
    this.started += 1;
    const entry = { interval, tick };
    this.running = entry;
    return () => {
      if (this.running === entry) this.running = undefined;
    };
  };
  fire(): void {
    this.running?.tick();
  }
}

/** A carousel switched on to rotate, on a timer the test advances by hand. */
function rotating(images: Photo[] = photos(3)): { manual: ManualTimer; vm: CarouselViewModel } {
  const manual = new ManualTimer();
  return { manual, vm: new CarouselViewModel({ images, autoRotate: true, timer: manual.timer }) };
}

describe('CarouselViewModel', () => {
  it("shows 'n/total' and the caption of the current image", () => {
    const vm = new CarouselViewModel({ images: photos(3) });
    expect(vm.positionLabel).to.equal('1/3');
    expect(vm.caption).to.equal('Room 1');
  });

  it('starts at the image asked for, wrapped into range', () => {
    expect(new CarouselViewModel({ images: photos(3), startIndex: 2 }).positionLabel).to.equal(
      '3/3',
    );
    expect(new CarouselViewModel({ images: photos(3), startIndex: 7 }).positionLabel).to.equal(
      '2/3',
    );
  });

  it('wraps from the last image to the first and back', () => {
    const vm = new CarouselViewModel({ images: photos(3), startIndex: 2 });
    vm.next();
    expect(vm.positionLabel).to.equal('1/3');
    vm.previous();
    expect(vm.positionLabel).to.equal('3/3');
  });

  it("says 'No image' when there is none, and navigation changes nothing", () => {
    const vm = new CarouselViewModel({ images: [] });
    vm.next();
    vm.previous();
    expect(vm.isEmpty).to.equal(true);
    expect(vm.positionLabel).to.equal('No image');
    expect(vm.caption).to.equal('');
  });

  describe('swipes (tolerance 5 px)', () => {
    const swipes: [name: string, from: number, to: number, shows: string][] = [
      ['shows the next image after a swipe to the left of more than 5 px', 200, 194, '2/3'],
      ['shows the previous image after a swipe to the right', 100, 160, '3/3'],
      ['treats a move of exactly 5 px as a tap', 200, 195, '1/3'],
    ];
    for (const [name, from, to, shows] of swipes) {
      it(name, () => {
        const vm = new CarouselViewModel({ images: photos(3) });
        vm.controls.pointerDown(from);
        vm.controls.pointerUp(to);
        expect(vm.positionLabel).to.equal(shows);
      });
    }

    it('ignores a release without a press, and a cancelled press', () => {
      const vm = new CarouselViewModel({ images: photos(3) });
      vm.controls.pointerUp(10);
      vm.controls.pointerDown(200);
      vm.controls.pointerCancel();
      vm.controls.pointerUp(100);
      expect(vm.positionLabel).to.equal('1/3');
    });
  });

  describe('automatic rotation', () => {
    it('never rotates where it is not switched on (property photos, floorplans, EPC)', () => {
      const manual = new ManualTimer();
      const vm = new CarouselViewModel({ images: photos(3), timer: manual.timer });
      vm.start();
      expect(manual.started).to.equal(0);
      expect(vm.showsRotationControl).to.equal(false);
    });

    it('advances every 3 s where it is switched on', () => {
      const { manual, vm } = rotating();
      vm.start();
      expect(manual.running?.interval).to.equal(3000);
      manual.fire();
      expect(vm.positionLabel).to.equal('2/3');
    });

    it('pauses while hovered or focused and resumes afterwards', () => {
      const { manual, vm } = rotating();
      vm.start();
      vm.controls.setHovered(true);
      expect(manual.running).to.equal(undefined);
      vm.controls.setHovered(false);
      vm.controls.setFocused(true);
      expect(manual.running).to.equal(undefined);
      vm.controls.setFocused(false);
      expect(manual.running).to.not.equal(undefined);
    });

    it('stays still for visitors who prefer reduced motion, and hides the pause button', () => {
      const { manual, vm } = rotating();
      vm.controls.setReducedMotion(true);
      vm.start();
      expect(manual.running).to.equal(undefined);
      expect(vm.showsRotationControl).to.equal(false);
    });

    it('stops with the pause button and starts again with it', () => {
      const { manual, vm } = rotating();
      vm.start();
      expect(vm.showsRotationControl).to.equal(true);
      vm.controls.toggleRotation();
      expect(manual.running).to.equal(undefined);
      vm.controls.toggleRotation();
      expect(manual.running).to.not.equal(undefined);
    });

    it('does not rotate a single image', () => {
      const { manual, vm } = rotating(photos(1));
      vm.start();
      expect(manual.running).to.equal(undefined);
    });

    it('stops the timer when disposed', () => {
      const { manual, vm } = rotating();
      vm.start()();
      expect(manual.running).to.equal(undefined);
    });
  });
});
