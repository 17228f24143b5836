import { expect } from 'chai';
import { isRight } from 'fp-ts/Either';
import { right } from 'fp-ts/Either';
import type {
  KeyValueStoragePort,
  StorageKey,
  StoredValueDecoder,
} from '../../../core/ports/storage.port.js';
import {
  SearchHistoryService,
  SEARCH_HISTORY_KEY,
} from '../../../ui/services/search-history.service.js';

function memoryStorage(
  initial: Record<string, unknown> = {},
): KeyValueStoragePort & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  const name = (k: StorageKey) => `${k.name}:v${k.version}`;
  return {
    data,
    get<T>(key: StorageKey, decoder: StoredValueDecoder<T>) {
      if (!data.has(name(key))) return undefined;
      const r = decoder.decode(JSON.parse(JSON.stringify(data.get(name(key)))));
      return isRight(r) ? r.right : undefined;
    },
    set(key, value) {
      data.set(name(key), value);
      return right(undefined);
    },
    remove(key) {
      data.delete(name(key));
    },
  };
}

describe('SearchHistoryService', () => {
  it('records searches newest first and stores them', () => {
    const storage = memoryStorage();
    const service = new SearchHistoryService(storage);
    service.record({ channel: 'sales', minBeds: 2 });
    service.record({ channel: 'lettings' });
    expect(service.head).to.deep.equal({ channel: 'lettings' });
    expect(storage.data.get(`${SEARCH_HISTORY_KEY.name}:v1`)).to.have.length(2);
  });

  it('reads a stored history back, and a corrupt one as empty', () => {
    const stored = memoryStorage({ 'search-history:v1': [{ channel: 'sales', maxPrice: 300000 }] });
    const a = new SearchHistoryService(stored);
    a.load();
    expect(a.head).to.deep.equal({ channel: 'sales', maxPrice: 300000 });
    const corrupt = new SearchHistoryService(memoryStorage({ 'search-history:v1': 'nonsense' }));
    corrupt.load();
    expect(corrupt.history).to.deep.equal([]);
  });

  it('keeps the stored searches when a page records its search before the history was read', () => {
    const earlier = [
      { channel: 'sales' as const, maxPrice: 300000 },
      { channel: 'lettings' as const },
    ];
    const storage = memoryStorage({ 'search-history:v1': earlier });
    const service = new SearchHistoryService(storage);
    service.record({ channel: 'sales', minBeds: 3 });
    service.load();
    expect(service.history).to.deep.equal([{ channel: 'sales', minBeds: 3 }, ...earlier]);
    expect(storage.data.get('search-history:v1')).to.deep.equal(service.history);
  });

  it('marks the clicked property on the stored newest search, read first', () => {
    const storage = memoryStorage({
      'search-history:v1': [{ channel: 'sales', maxPrice: 300000 }],
    });
    const service = new SearchHistoryService(storage);
    service.markClicked('42');
    expect(service.history).to.deep.equal([
      { channel: 'sales', maxPrice: 300000, clickedProperty: '42' },
    ]);
  });

  it('reads the storage once: a history the storage could not keep stays for the visit', () => {
    const storage = memoryStorage();
    const service = new SearchHistoryService({ ...storage, set: () => right(undefined) });
    service.record({ channel: 'lettings' });
    service.load();
    expect(service.head).to.deep.equal({ channel: 'lettings' });
  });

  it('rebuilds the Back to search URL with the clicked property’s results page', () => {
    const service = new SearchHistoryService(memoryStorage());
    service.record({ channel: 'sales', placeId: 'taunton', page: 3 });
    service.markClicked('42');
    const url = service.backToSearchUrl('42');
    expect(url).to.match(/^\/search\?/);
    expect(url).to.contain('place_id=taunton');
    expect(url).to.contain('page-3');
  });

  it('has no Back to search URL before any search', () => {
    expect(new SearchHistoryService(memoryStorage()).backToSearchUrl()).to.equal(undefined);
  });
});
