import { expect } from 'chai';
import { autorun } from 'mobx';
import {
  RECENTLY_VIEWED_KEY,
  RecentlyViewedService,
} from '../../../ui/services/recently-viewed.service.js';
import { MemoryStorage, aPropertyCard } from './fakes.js';

const ids = (service: RecentlyViewedService) => service.list.map((card) => card.property_id);

describe('RecentlyViewedService', () => {
  it('records opened properties newest first, each once, and stores them', () => {
    const storage = new MemoryStorage();
    const service = new RecentlyViewedService(storage);
    service.record(aPropertyCard('1'));
    service.record(aPropertyCard('2'));
    service.record(aPropertyCard('1'));
    expect(ids(service)).to.deep.equal(['1', '2']);
    expect(storage.read(RECENTLY_VIEWED_KEY)).to.deep.equal([
      aPropertyCard('1'),
      aPropertyCard('2'),
    ]);
  });

  it('adds to the stored list when a page records before anything read it', () => {
    const storage = new MemoryStorage();
    storage.write(RECENTLY_VIEWED_KEY, [aPropertyCard('7'), aPropertyCard('8')]);
    const service = new RecentlyViewedService(storage);
    service.record(aPropertyCard('9'));
    expect(ids(service)).to.deep.equal(['9', '7', '8']);
  });

  it('reads nothing until loaded, then the stored list', () => {
    const storage = new MemoryStorage();
    storage.write(RECENTLY_VIEWED_KEY, [aPropertyCard('7')]);
    const service = new RecentlyViewedService(storage);
    expect(ids(service)).to.deep.equal([]);
    service.load();
    expect(ids(service)).to.deep.equal(['7']);
  });

  it('starts empty from corrupt or foreign storage, and records over it', () => {
    for (const text of ['{not json', '"a string"', '{"property_id":"1"}', '[{"q":"Bath"}]']) {
      const storage = new MemoryStorage();
      storage.writeText(RECENTLY_VIEWED_KEY, text);
      const service = new RecentlyViewedService(storage);
      service.load();
      expect(ids(service), text).to.deep.equal([]);
      service.record(aPropertyCard('3'));
      expect(storage.read(RECENTLY_VIEWED_KEY), text).to.deep.equal([aPropertyCard('3')]);
    }
  });

  it('does not write when the newest property is opened again', () => {
    const storage = new MemoryStorage();
    const service = new RecentlyViewedService(storage);
    service.record(aPropertyCard('1'));
    storage.full = true;
    const before = service.list;
    service.record(aPropertyCard('1'));
    expect(service.list).to.equal(before);
  });

  it('keeps the list for the visit when the storage refuses to write', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    const service = new RecentlyViewedService(storage);
    service.record(aPropertyCard('1'));
    service.load();
    expect(ids(service)).to.deep.equal(['1']);
  });

  it('clears the list and the storage, and tells whoever shows it', () => {
    const storage = new MemoryStorage();
    storage.write(RECENTLY_VIEWED_KEY, [aPropertyCard('7')]);
    const service = new RecentlyViewedService(storage);
    service.load();
    const seen: number[] = [];
    const stop = autorun(() => void seen.push(service.list.length));
    service.clear();
    stop();
    expect(seen).to.deep.equal([1, 0]);
    expect(storage.read(RECENTLY_VIEWED_KEY)).to.equal(undefined);
    service.load();
    expect(ids(service)).to.deep.equal([]);
  });
});
