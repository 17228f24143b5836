import { expect } from 'chai';
import { hashNamesOverlay } from '../../../ui/app/overlay-hash.js';

describe('hashNamesOverlay', () => {
  it('is true for an overlay route or a flash, with or without the slash', () => {
    for (const hash of [
      '#/user',
      '#/user/saved-properties',
      '#/calculator',
      '#/flash/welcome',
      '#flash/welcome',
      '#map',
      '#/map',
    ]) {
      expect(hashNamesOverlay(hash), hash).to.equal(true);
    }
  });

  it('is false for no hash, a bare # and the root route #/ (nothing to show: the layer is not loaded)', () => {
    for (const hash of ['', '#', '#/'])
      expect(hashNamesOverlay(hash), JSON.stringify(hash)).to.equal(false);
  });
});
