import { pagePerTest, render, screen, userSession, within } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import type { Photo } from '../../../core/property/property.js';
import { CarouselModal } from '../../../ui/carousel/carousel-modal.view.js';
import {
  CarouselViewModel,
  type CarouselOptions,
} from '../../../ui/carousel/carousel.view-model.js';

const photos: Photo[] = [
  { url: '/a.jpg', caption: 'Front elevation', imageAlt: 'Front of the house' },
  { url: '/b.jpg', caption: 'Kitchen' },
  { url: '/c.jpg', caption: 'Garden' },
];

/** A carousel over `images` (the container builds one per route in the site). */
const aCarousel = (options: Partial<CarouselOptions> = {}) =>
  new CarouselViewModel({ images: photos, ...options });

/** The 'Image n/total' line under the image (its first word is for screen readers). */
const index = () => document.querySelector('.carousel__index')?.textContent;
/** The slide on show, named 'n of total' (WAI-ARIA carousel pattern). */
const slide = (name: string) => screen.getByRole('group', { name });

describe('CarouselModal (jsdom)', () => {
  let user: ReturnType<typeof userSession>;
  pagePerTest();
  beforeEach(() => {
    user = userSession();
  });

  it("shows the image with its 'n/total' index and caption in a dialog named by the title", async () => {
    await render(
      <CarouselModal title="Photos: Mill Lane" vm={aCarousel()} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Photos: Mill Lane' });
    const carousel = within(dialog).getByRole('region', { name: 'Photos: Mill Lane' });
    expect(carousel.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(
      within(slide('1 of 3'))
        .getByRole('img', { name: 'Front of the house' })
        .getAttribute('srcset'),
    ).to.contain('/a.jpg?w=1160 1160w');
    expect(index()).to.equal('Image 1/3');
    expect(within(carousel).getByText('Front elevation')).to.not.equal(null);
  });

  it('opens at the photo asked for', async () => {
    await render(
      <CarouselModal title="Photos" vm={aCarousel({ startIndex: 2 })} onClose={() => undefined} />,
    );
    expect(slide('3 of 3')).to.not.equal(null);
    expect(index()).to.equal('Image 3/3');
  });

  it('wraps around with the labelled previous and next buttons', async () => {
    await render(<CarouselModal title="Photos" vm={aCarousel()} onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(index()).to.equal('Image 3/3');
    expect(within(slide('3 of 3')).getByRole('img', { name: 'Garden' })).to.not.equal(null);
    expect(screen.getByText('Garden', { selector: '.carousel__caption' })).to.not.equal(null);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(index()).to.equal('Image 1/3');
  });

  it('moves with the Left and Right arrow keys', async () => {
    await render(<CarouselModal title="Photos" vm={aCarousel()} onClose={() => undefined} />);
    await user.keyboard('{ArrowRight}');
    expect(index()).to.equal('Image 2/3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(index()).to.equal('Image 3/3');
  });

  it('follows a swipe longer than 5 px and ignores one of 5 px', async () => {
    await render(<CarouselModal title="Photos" vm={aCarousel()} onClose={() => undefined} />);
    const image = screen.getByRole('img', { name: 'Front of the house' });
    const swipe = (fromX: number, toX: number) =>
      user.pointer([
        { keys: '[TouchA>]', target: image, coords: { clientX: fromX } },
        { pointerName: 'TouchA', target: image, coords: { clientX: toX } },
        { keys: '[/TouchA]', target: image, coords: { clientX: toX } },
      ]);
    await swipe(300, 295);
    expect(index()).to.equal('Image 1/3');
    await swipe(300, 240);
    expect(index()).to.equal('Image 2/3');
  });

  it("shows 'No image' and no navigation when there are no images", async () => {
    await render(
      <CarouselModal title="Floorplans" vm={aCarousel({ images: [] })} onClose={() => undefined} />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Floorplans' })).getByText('No image'),
    ).to.not.equal(null);
    expect(screen.queryByRole('button', { name: /image/ })).to.equal(null);
    expect(screen.queryByRole('img')).to.equal(null);
    expect(index()).to.equal(undefined);
  });

  it('closes on a click outside the dialog', async () => {
    const onClose = sinon.spy();
    await render(<CarouselModal title="Photos" vm={aCarousel()} onClose={onClose} />);
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose.calledOnce).to.equal(true);
  });

  it('offers no pause button where the carousel does not rotate, and one where it does', async () => {
    const view = await render(
      <CarouselModal title="Photos" vm={aCarousel()} onClose={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: /slide show/ })).to.equal(null);
    view.unmount();
    const stop = sinon.spy();
    await render(
      <CarouselModal
        title="History"
        vm={aCarousel({ autoRotate: true, timer: () => stop })}
        onClose={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pause slide show' }));
    expect(screen.getByRole('button', { name: 'Start slide show' })).to.not.equal(null);
    expect(stop.called).to.equal(true);
  });
});
