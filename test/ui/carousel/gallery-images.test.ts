import { expect } from 'chai';
import { gallerySrc, gallerySrcSet, imageAtWidth } from '../../../ui/carousel/gallery-images.js';

describe('gallery images (SPEC §9 gallery widths)', () => {
  it('offers every gallery width, smallest first', () => {
    expect(gallerySrcSet('/p.jpg')).to.equal(
      '/p.jpg?w=320 320w, /p.jpg?w=375 375w, /p.jpg?w=414 414w, /p.jpg?w=575 575w, /p.jpg?w=768 768w, /p.jpg?w=992 992w, /p.jpg?w=1160 1160w',
    );
  });

  it('falls back to the 1160 px width', () => {
    expect(gallerySrc('/p.jpg')).to.equal('/p.jpg?w=1160');
  });

  it('keeps other query parameters and replaces an existing width', () => {
    expect(imageAtWidth('https://cdn.test/p.jpg?v=2&w=100', 375)).to.equal(
      'https://cdn.test/p.jpg?v=2&w=375',
    );
  });
});
