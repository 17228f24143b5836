import { expect } from 'chai';
import { carouselSourceFromPath } from '../../../core/carousel/carousel.js';
import { carouselContent } from '../../../ui/carousel/carousel-sources.js';
import { decodeContentBlocks } from '../../../core/content/content-blocks.js';
import { aProperty } from '../property-page/property-page-builders.js';

const property = aProperty();

describe('carouselContent', () => {
  it('shows the property photos on #/property-images, without rotating', () => {
    const content = carouselContent(carouselSourceFromPath('/property-images'), property, []);
    expect(content.images).to.equal(property.photos);
    expect(content.autoRotate).to.equal(false);
  });

  it('shows the floorplans on #/floorplan and the EPC charts on #/epc-chart', () => {
    expect(carouselContent(carouselSourceFromPath('/floorplan'), property, []).images).to.equal(
      property.floorplans,
    );
    expect(carouselContent(carouselSourceFromPath('/epc-chart'), property, []).images).to.equal(
      property.epcCharts,
    );
  });

  it('puts drawings (floorplans, EPC charts) on a light stage and photos on a dark one', () => {
    expect(carouselContent(carouselSourceFromPath('/floorplan'), property, []).tone).to.equal(
      'light',
    );
    expect(carouselContent(carouselSourceFromPath('/epc-chart'), property, []).tone).to.equal(
      'light',
    );
    expect(carouselContent(carouselSourceFromPath('/property-images'), property, []).tone).to.equal(
      'dark',
    );
  });

  it('has no images without a property', () => {
    expect(
      carouselContent(carouselSourceFromPath('/property-images'), undefined, []).images,
    ).to.deep.equal([]);
  });

  it("reads an event carousel from the page's image-events blocks by id, and rotates it", () => {
    const blocks = decodeContentBlocks(
      [
        {
          id: 'history',
          type: 'imageEvents',
          source: 'history-images',
          events: [
            {
              id: 'h1',
              title: '1901',
              images: [{ url: '/h1-a.jpg', caption: '1901' }, { caption: 'no url' }],
            },
            { id: 'h2', title: '1950', images: [{ url: '/h2.jpg' }] },
          ],
        },
      ],
      [],
    );
    const content = carouselContent(
      carouselSourceFromPath('/history-images/h1'),
      undefined,
      blocks,
    );
    expect(content.images).to.deep.equal([{ url: '/h1-a.jpg', caption: '1901' }]);
    expect(content.autoRotate).to.equal(true);
  });

  it('opens the card of the gallery slider the route names', () => {
    const blocks = decodeContentBlocks(
      [
        {
          id: 'cb1',
          type: 'gallerySlider',
          cards: [{ id: 5, title: 'A', images: [{ url: '/a.jpg' }] }],
        },
        {
          id: 'cb2',
          type: 'gallerySlider',
          cards: [{ id: 5, title: 'B', images: [{ url: '/b.jpg' }] }],
        },
      ],
      [],
    );
    const content = carouselContent(
      carouselSourceFromPath('/gallery-card-slider-expand/5/cb2'),
      undefined,
      blocks,
    );
    expect(content.images).to.deep.equal([{ url: '/b.jpg' }]);
  });

  it("has no images (so 'No image') when the page has no such block", () => {
    expect(
      carouselContent(carouselSourceFromPath('/antiques-sales-event/9'), property, []).images,
    ).to.deep.equal([]);
  });
});
