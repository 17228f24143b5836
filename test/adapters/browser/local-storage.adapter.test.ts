import { expect } from 'chai';
import sinon from 'sinon';
import * as t from 'io-ts';
import { storageKeyName } from '../../../core/index.js';
import { LocalStorageAdapter } from '../../../adapters/browser/local-storage.adapter.js';
import { loggerSpy } from '../support/fake-fetch.js';
import type { LoggerSpy } from '../support/fake-fetch.js';

/** An in-memory Storage, like the browser's. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

function domException(name: string, code = 0): Error {
  const error = new Error(name);
  Object.defineProperty(error, 'name', { value: name });
  Object.defineProperty(error, 'code', { value: code });
  return error;
}

const IDS = { name: 'saved-properties', version: 1 };
const Ids = t.array(t.string);

function adapter(storage: () => Storage | null | undefined, logger: LoggerSpy = loggerSpy()) {
  return new LocalStorageAdapter({ storage, logger });
}

describe('LocalStorageAdapter', () => {
  let storage: FakeStorage;
  beforeEach(() => {
    storage = new FakeStorage();
  });

  it('names keys agency:{name}:v{version}', () => {
    expect(storageKeyName({ name: 'search-history', version: 3 })).to.equal(
      'agency:search-history:v3',
    );
  });

  it('writes JSON under the versioned key and reads it back decoded', () => {
    const kv = adapter(() => storage);
    expect(kv.set(IDS, ['1', '2'])._tag).to.equal('Right');
    expect(storage.items.get('agency:saved-properties:v1')).to.equal('["1","2"]');
    expect(kv.get(IDS, Ids)).to.deep.equal(['1', '2']);
  });

  it('answers undefined for a missing value', () => {
    expect(adapter(() => storage).get(IDS, Ids)).to.equal(undefined);
  });

  it('never reads another version of the key', () => {
    storage.setItem('agency:saved-properties:v0', '["old"]');
    expect(adapter(() => storage).get(IDS, Ids)).to.equal(undefined);
  });

  it('answers undefined for a value that is not JSON and removes it', () => {
    const logger = loggerSpy();
    storage.setItem('agency:saved-properties:v1', '["1",');
    expect(adapter(() => storage, logger).get(IDS, Ids)).to.equal(undefined);
    expect(storage.items.has('agency:saved-properties:v1')).to.equal(false);
    expect(logger.warn.firstCall.args[0]).to.equal(
      'storage: discarded the unreadable value of agency:saved-properties:v1 (not JSON)',
    );
  });

  it('answers undefined for a value of the wrong shape and removes it, logging the path but not the value', () => {
    const logger = loggerSpy();
    storage.setItem('agency:saved-properties:v1', '["1", {"email":"ann@example.com"}]');
    expect(adapter(() => storage, logger).get(IDS, Ids)).to.equal(undefined);
    expect(storage.items.size).to.equal(0);
    const logged = logger.warn.firstCall.args[0];
    expect(logged).to.equal(
      'storage: discarded the unreadable value of agency:saved-properties:v1 ([1]: expected string, got object)',
    );
    expect(logged).not.to.include('ann@example.com');
  });

  it('works with any decoder whose failure is not io-ts errors', () => {
    const logger = loggerSpy();
    storage.setItem('agency:saved-properties:v1', '5');
    const decoder = {
      decode: (u: unknown) =>
        typeof u === 'string'
          ? { _tag: 'Right' as const, right: u }
          : { _tag: 'Left' as const, left: 'nope' },
    };
    expect(adapter(() => storage, logger).get(IDS, decoder)).to.equal(undefined);
    expect(logger.warn.firstCall.args[0]).to.include('(unexpected shape)');
  });

  it('removes a value', () => {
    const kv = adapter(() => storage);
    kv.set(IDS, ['1']);
    kv.remove(IDS);
    expect(storage.items.size).to.equal(0);
    expect(kv.get(IDS, Ids)).to.equal(undefined);
  });

  it('treats writing undefined as removing', () => {
    const kv = adapter(() => storage);
    kv.set(IDS, ['1']);
    expect(kv.set(IDS, undefined)._tag).to.equal('Right');
    expect(storage.items.size).to.equal(0);
  });

  it('answers a failure for a value that cannot be written as JSON', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const result = adapter(() => storage).set(IDS, cyclic);
    expect(result).to.deep.equal({
      _tag: 'Left',
      left: { kind: 'decode', detail: 'storage unserialisable' },
    });
  });

  describe('when storage is full', () => {
    it('answers a quota failure, keeps the value for this visit, and does not throw', () => {
      const logger = loggerSpy();
      storage.setItem('agency:saved-properties:v1', '["old"]');
      sinon.stub(storage, 'setItem').throws(domException('QuotaExceededError', 22));
      const kv = adapter(() => storage, logger);
      expect(kv.set(IDS, ['new'])).to.deep.equal({
        _tag: 'Left',
        left: { kind: 'decode', detail: 'storage quota' },
      });
      expect(kv.get(IDS, Ids)).to.deep.equal(['new']);
      expect(logger.warn.firstCall.args[0]).to.equal(
        'storage: agency:saved-properties:v1 kept for this visit only (storage is full)',
      );
    });

    it('recognises the older Firefox quota error', () => {
      sinon.stub(storage, 'setItem').throws(domException('NS_ERROR_DOM_QUOTA_REACHED', 1014));
      expect(adapter(() => storage).set(IDS, ['x'])).to.deep.equal({
        _tag: 'Left',
        left: { kind: 'decode', detail: 'storage quota' },
      });
    });

    it('writes through again once storage has room, and the memory copy is dropped', () => {
      const setItem = sinon.stub(storage, 'setItem');
      setItem.onFirstCall().throws(domException('QuotaExceededError', 22));
      setItem.callThrough();
      const kv = adapter(() => storage);
      kv.set(IDS, ['a']);
      expect(kv.set(IDS, ['b'])._tag).to.equal('Right');
      storage.items.set('agency:saved-properties:v1', '["c"]');
      expect(kv.get(IDS, Ids)).to.deep.equal(['c']);
    });

    it('forgets the memory copy when the value is removed', () => {
      sinon.stub(storage, 'setItem').throws(domException('QuotaExceededError', 22));
      const kv = adapter(() => storage);
      kv.set(IDS, ['a']);
      kv.remove(IDS);
      expect(kv.get(IDS, Ids)).to.equal(undefined);
    });
  });

  describe('when storage is blocked or absent', () => {
    for (const [label, source] of [
      ['absent', () => undefined],
      ['null', () => null],
      [
        'blocked (SecurityError on access)',
        () => {
          throw domException('SecurityError', 18);
        },
      ],
    ] as const) {
      it(`keeps values in memory when storage is ${label}`, () => {
        const logger = loggerSpy();
        const kv = adapter(source, logger);
        expect(kv.get(IDS, Ids)).to.equal(undefined);
        expect(kv.set(IDS, ['1'])).to.deep.equal({
          _tag: 'Left',
          left: { kind: 'decode', detail: 'storage unavailable' },
        });
        expect(kv.get(IDS, Ids)).to.deep.equal(['1']);
        kv.remove(IDS);
        expect(kv.get(IDS, Ids)).to.equal(undefined);
        expect(logger.warn.lastCall.args[0]).to.equal(
          'storage: no browser storage; values are kept for this visit only',
        );
      });
    }

    it('looks the storage up once, on first use, not at construction', () => {
      const source = sinon.stub<[], Storage>().returns(storage);
      const kv = adapter(source);
      expect(source.called).to.equal(false);
      kv.get(IDS, Ids);
      kv.set(IDS, ['1']);
      expect(source.calledOnce).to.equal(true);
    });

    it('answers undefined when reading throws, and an unavailable failure when writing throws SecurityError', () => {
      sinon.stub(storage, 'getItem').throws(domException('SecurityError', 18));
      sinon.stub(storage, 'setItem').throws(domException('SecurityError', 18));
      sinon.stub(storage, 'removeItem').throws(domException('SecurityError', 18));
      const logger = loggerSpy();
      const kv = adapter(() => storage, logger);
      expect(kv.get(IDS, Ids)).to.equal(undefined);
      expect(kv.set(IDS, ['1'])).to.deep.equal({
        _tag: 'Left',
        left: { kind: 'decode', detail: 'storage unavailable' },
      });
      expect(kv.get(IDS, Ids)).to.deep.equal(['1']);
      expect(() => kv.remove(IDS)).not.to.throw();
      expect(logger.warn.args.map((a) => a[0])).to.include(
        'storage: agency:saved-properties:v1 could not be removed (SecurityError)',
      );
    });
  });
});
