import { expect } from 'chai';
import {
  SAVED_PROPERTY_CARDS_KEY,
  SAVED_PROPERTY_CARDS_LIMIT,
  SavedPropertyCardsCache,
  keepSavedPropertyCards,
} from '../../../ui/user/saved-property-cards.cache.js';
import { MemoryStorage } from '../services/fakes.js';
import { aFullCard } from './user-builders.js';

describe('SavedPropertyCardsCache', () => {
  it('gives back a remembered card with its price, rooms and photo', () => {
    const storage = new MemoryStorage();
    new SavedPropertyCardsCache(storage).remember(aFullCard('p1'));

    expect(new SavedPropertyCardsCache(storage).find('p1')).to.deep.equal(aFullCard('p1'));
  });

  it('keeps one snapshot per property, the newest', () => {
    const cache = new SavedPropertyCardsCache(new MemoryStorage());
    cache.remember(aFullCard('p1', { price: '£300,000' }), aFullCard('p2'));
    cache.remember(aFullCard('p1', { price: '£295,000' }));

    expect(cache.all().map((c) => [c.property_id, c.price])).to.deep.equal([
      ['p2', '£350,000'],
      ['p1', '£295,000'],
    ]);
  });

  it(`keeps at most ${SAVED_PROPERTY_CARDS_LIMIT} snapshots, dropping the oldest`, () => {
    const cache = new SavedPropertyCardsCache(new MemoryStorage());
    const cards = Array.from({ length: SAVED_PROPERTY_CARDS_LIMIT + 5 }, (_, i) =>
      aFullCard(`p${i}`),
    );
    cache.remember(...cards);

    expect(cache.all()).to.have.length(SAVED_PROPERTY_CARDS_LIMIT);
    expect(cache.find('p0')).to.equal(undefined);
    expect(cache.find(`p${SAVED_PROPERTY_CARDS_LIMIT + 4}`)).to.not.equal(undefined);
  });

  it('keeps only the snapshots of the properties still saved here (sign-out)', () => {
    const storage = new MemoryStorage();
    new SavedPropertyCardsCache(storage).remember(
      aFullCard('p1'),
      aFullCard('p2'),
      aFullCard('p3'),
    );
    keepSavedPropertyCards(storage, ['p2']);
    expect(new SavedPropertyCardsCache(storage).all().map((c) => c.property_id)).to.deep.equal([
      'p2',
    ]);
    keepSavedPropertyCards(storage, []);
    expect(storage.read(SAVED_PROPERTY_CARDS_KEY)).to.equal(undefined);
  });

  it('reads a corrupt value as an empty cache and drops malformed entries', () => {
    const storage = new MemoryStorage();
    storage.writeText(SAVED_PROPERTY_CARDS_KEY, '{not json');
    expect(new SavedPropertyCardsCache(storage).all()).to.deep.equal([]);

    storage.write(SAVED_PROPERTY_CARDS_KEY, [{ property_id: 'p1' }, aFullCard('p2')]);
    expect(new SavedPropertyCardsCache(storage).all().map((c) => c.property_id)).to.deep.equal([
      'p2',
    ]);
  });

  it('does not throw when the browser storage is full', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    const cache = new SavedPropertyCardsCache(storage);

    expect(() => cache.remember(aFullCard('p1'))).to.not.throw();
    expect(cache.all()).to.deep.equal([]);
  });
});
