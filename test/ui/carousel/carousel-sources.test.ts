import { expect } from 'chai';
import { carouselSourceFromPath } from '../../../core/carousel/carousel.js';
import { carouselContent } from '../../../ui/carousel/carousel-sources.js';
import { aProperty } from '../property-page/property-page-builders.js';

const property = aProperty();

describe('carouselContent', () => {
  it('shows the property photos on #/property-images, without rotating', () => {
    const content = carouselContent(carouselSourceFromPath('/property-images'), property, {});
    expect(content.images).to.equal(property.photos);
    expect(content.autoRotate).to.equal(false);
  });

  it('shows the floorplans on #/floorplan and the EPC charts on #/epc-chart', () => {
    expect(carouselContent(carouselSourceFromPath('/floorplan'), property, {}).images).to.equal(property.floorplans);
    expect(carouselContent(carouselSourceFromPath('/epc-chart'), property, {}).images).to.equal(property.epcCharts);
  });

  it('puts drawings (floorplans, EPC charts) on a light stage and photos on a dark one', () => {
    expect(carouselContent(carouselSourceFromPath('/floorplan'), property, {}).tone).to.equal('light');
    expect(carouselContent(carouselSourceFromPath('/epc-chart'), property, {}).tone).to.equal('light');
    expect(carouselContent(carouselSourceFromPath('/property-images'), property, {}).tone).to.equal('dark');
  });

  it('has no images without a property', () => {
    expect(carouselContent(carouselSourceFromPath('/property-images'), undefined, {}).images).to.deep.equal([]);
  });

  it('reads a content block carousel from the page data by id', () => {
    const pageData = {
      'history-images': [
        { id: 'h1', images: [{ url: '/h1-a.jpg', caption: '1901' }, { caption: 'no url' }] },
        { id: 'h2', images: [{ url: '/h2.jpg' }] },
      ],
    };
    const content = carouselContent(carouselSourceFromPath('/history-images/h1'), undefined, pageData);
    expect(content.images).to.deep.equal([{ url: '/h1-a.jpg', caption: '1901' }]);
    expect(content.autoRotate).to.equal(true);
  });

  it('matches the content block id of an expanded gallery card slider', () => {
    const pageData = {
      'gallery-card-slider-expand': [
        { id: 5, contentBlockId: 'cb1', photos: [{ url: '/a.jpg' }] },
        { id: 5, contentBlockId: 'cb2', photos: [{ url: '/b.jpg' }] },
      ],
    };
    const content = carouselContent(carouselSourceFromPath('/gallery-card-slider-expand/5/cb2'), undefined, pageData);
    expect(content.images).to.deep.equal([{ url: '/b.jpg' }]);
  });

  it("has no images (so 'No image') when the page data lacks the block or is malformed", () => {
    expect(carouselContent(carouselSourceFromPath('/antiques-sales-event/9'), property, {}).images).to.deep.equal([]);
    expect(carouselContent(carouselSourceFromPath('/antiques-sales-event/9'), property, { 'antiques-sales-event': 'oops' }).images).to.deep.equal([]);
  });
});
