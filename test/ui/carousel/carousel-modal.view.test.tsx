import { actAsync, click, currentDom, pressKey, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import type { Photo } from '../../../core/property/property.js';
import { CarouselModal } from '../../../ui/carousel/carousel-modal.view.js';

const photos: Photo[] = [
  { url: '/a.jpg', caption: 'Front elevation', imageAlt: 'Front of the house' },
  { url: '/b.jpg', caption: 'Kitchen' },
  { url: '/c.jpg', caption: 'Garden' },
];

const $ = (selector: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(selector);
  if (element === null) throw new Error(`${selector} not found`);
  return element;
};
const index = () => $('.carousel__index').textContent;
const caption = () => document.querySelector('.carousel__caption')?.textContent;
const image = () => $('.carousel__image') as HTMLImageElement;

function pointer(type: 'pointerdown' | 'pointerup', target: Element, clientX: number): void {
  const win = currentDom().window;
  target.dispatchEvent(new win.PointerEvent(type, { bubbles: true, cancelable: true, clientX, isPrimary: true, pointerType: 'touch' }));
}

describe('CarouselModal (jsdom)', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  it("shows the image with its 'n/total' index and caption in a dialog", async () => {
    await render(<CarouselModal title="Photos: Mill Lane" images={photos} onClose={() => undefined} />);
    expect($('[role="dialog"]').getAttribute('aria-labelledby')).to.be.a('string');
    expect(index()).to.equal('Image 1/3');
    expect(caption()).to.equal('Front elevation');
    expect(image().getAttribute('alt')).to.equal('Front of the house');
    expect(image().getAttribute('srcset')).to.contain('/a.jpg?w=1160 1160w');
  });

  it('opens at the photo asked for', async () => {
    await render(<CarouselModal title="Photos" images={photos} startIndex={2} onClose={() => undefined} />);
    expect(index()).to.equal('Image 3/3');
  });

  it('wraps around with the labelled previous and next buttons', async () => {
    await render(<CarouselModal title="Photos" images={photos} onClose={() => undefined} />);
    await actAsync(() => click($('button[aria-label="Previous image"]')));
    expect(index()).to.equal('Image 3/3');
    expect(caption()).to.equal('Garden');
    await actAsync(() => click($('button[aria-label="Next image"]')));
    expect(index()).to.equal('Image 1/3');
  });

  it('moves with the Left and Right arrow keys', async () => {
    await render(<CarouselModal title="Photos" images={photos} onClose={() => undefined} />);
    await actAsync(() => pressKey(document.activeElement ?? document.body, 'ArrowRight'));
    expect(index()).to.equal('Image 2/3');
    await actAsync(() => pressKey(document.activeElement ?? document.body, 'ArrowLeft'));
    await actAsync(() => pressKey(document.activeElement ?? document.body, 'ArrowLeft'));
    expect(index()).to.equal('Image 3/3');
  });

  it('follows a swipe longer than 5 px and ignores one of 5 px', async () => {
    await render(<CarouselModal title="Photos" images={photos} onClose={() => undefined} />);
    const stage = $('.carousel__stage');
    await actAsync(() => {
      pointer('pointerdown', stage, 300);
      pointer('pointerup', stage, 295);
    });
    expect(index()).to.equal('Image 1/3');
    await actAsync(() => {
      pointer('pointerdown', stage, 300);
      pointer('pointerup', stage, 240);
    });
    expect(index()).to.equal('Image 2/3');
  });

  it("shows 'No image' and no navigation when there are no images", async () => {
    await render(<CarouselModal title="Floorplans" images={[]} onClose={() => undefined} />);
    expect($('.carousel__empty').textContent).to.equal('No image');
    expect(document.querySelectorAll('.carousel__arrow')).to.have.length(0);
    expect(document.querySelector('.carousel__index')).to.equal(null);
  });

  it('closes on a click outside the dialog', async () => {
    const onClose = sinon.spy();
    await render(<CarouselModal title="Photos" images={photos} onClose={onClose} />);
    await actAsync(() => click($('.modal-overlay')));
    expect(onClose.calledOnce).to.equal(true);
  });

  it('offers no pause button where the carousel does not rotate, and one where it does', async () => {
    const view = await render(<CarouselModal title="Photos" images={photos} onClose={() => undefined} />);
    expect(document.querySelector('.carousel__rotation')).to.equal(null);
    view.unmount();
    const stop = sinon.spy();
    await render(<CarouselModal title="History" images={photos} autoRotate timer={() => stop} onClose={() => undefined} />);
    const button = $('.carousel__rotation');
    expect(button.textContent).to.equal('Pause slide show');
    await actAsync(() => click(button));
    expect($('.carousel__rotation').textContent).to.equal('Start slide show');
    expect(stop.called).to.equal(true);
  });
});
