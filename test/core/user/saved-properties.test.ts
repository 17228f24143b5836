import { expect } from 'chai';
import fc from 'fast-check';
import * as t from 'io-ts';
import { isRight, right } from 'fp-ts/Either';
import {
  decodeSavedPropertyIds,
  isPropertySaved,
  mergeSavedProperties,
  noPendingChanges,
  pendingAfterSync,
  pendingAfterToggle,
  savedPropertiesSyncPlan,
  normalisePropertyId,
  propertySavedEvent,
  SAVED_PROPERTIES_KEY,
  SAVED_PROPERTIES_MERGED_KEY,
  SAVED_PROPERTY_REMOVALS_KEY,
  SavedPropertyIdsCodec,
  signOutSavedProperties,
  toggleSavedProperty,
  trackRemoval,
} from '../../../core/user/saved-properties.js';
import type {
  KeyValueStoragePort,
  StorageKey,
  StoredValueDecoder,
} from '../../../core/ports/storage.port.js';
import type { SavedPropertiesPort } from '../../../core/ports/saved-properties.port.js';
import type { PropertyCard } from '../../../core/property/property.js';

const propertyId = fc.stringMatching(/^[0-9]{1,6}$/);
const idList = fc.uniqueArray(propertyId, { maxLength: 12 });

describe('normalisePropertyId', () => {
  it('turns numbers into their text and trims strings', () => {
    expect(normalisePropertyId(1234)).to.equal('1234');
    expect(normalisePropertyId(' 1234 ')).to.equal('1234');
  });

  it('gives no id for blanks and non-finite numbers', () => {
    expect(normalisePropertyId('  ')).to.equal(undefined);
    expect(normalisePropertyId(Number.NaN)).to.equal(undefined);
  });
});

describe('toggleSavedProperty', () => {
  it('adds a property that is not saved, at the end', () => {
    expect(toggleSavedProperty(['1', '2'], '3')).to.deep.equal(['1', '2', '3']);
  });

  it('removes a property that is saved', () => {
    expect(toggleSavedProperty(['1', '2', '3'], '2')).to.deep.equal(['1', '3']);
  });

  it('matches a numeric id with its string form', () => {
    expect(toggleSavedProperty(['1', '22'], 22)).to.deep.equal(['1']);
    expect(toggleSavedProperty([], 7)).to.deep.equal(['7']);
  });

  it('ignores a blank id', () => {
    expect(toggleSavedProperty(['1'], ' ')).to.deep.equal(['1']);
  });

  it('gives back the same list when toggled twice with a new id', () => {
    fc.assert(
      fc.property(idList, propertyId, (ids, id) => {
        fc.pre(!ids.includes(id));
        expect(toggleSavedProperty(toggleSavedProperty(ids, id), id)).to.deep.equal(ids);
      }),
    );
  });

  it('gives back the same set when toggled twice with any id', () => {
    fc.assert(
      fc.property(idList, propertyId, (ids, id) => {
        expect([...toggleSavedProperty(toggleSavedProperty(ids, id), id)].sort()).to.deep.equal(
          [...ids].sort(),
        );
      }),
    );
  });
});

describe('isPropertySaved', () => {
  it('says whether a property is in the list, whatever form its id takes', () => {
    expect(isPropertySaved(['5', '9'], 9)).to.equal(true);
    expect(isPropertySaved(['5', '9'], '10')).to.equal(false);
    expect(isPropertySaved(['5'], '')).to.equal(false);
  });
});

describe('trackRemoval', () => {
  it('remembers a property the visitor removed', () => {
    expect(trackRemoval(['4'], 8, false)).to.deep.equal(['4', '8']);
  });

  it('forgets the removal when the visitor saves it again', () => {
    expect(trackRemoval(['4', '8'], '8', true)).to.deep.equal(['4']);
  });

  it('ignores a blank id', () => {
    expect(trackRemoval(['4'], '', false)).to.deep.equal(['4']);
  });
});

describe('mergeSavedProperties', () => {
  it('pushes local-only properties to the server and keeps the union locally', () => {
    const merge = mergeSavedProperties({
      local: ['1', '2'],
      server: ['2', '3'],
      alreadyMerged: false,
    });
    expect(merge).to.deep.equal({
      merged: ['1', '2', '3'],
      pushToServer: ['1'],
      deleteFromServer: [],
      markMerged: true,
    });
  });

  it('removes from the server what was deleted locally', () => {
    const merge = mergeSavedProperties({
      local: ['1'],
      server: ['1', '5'],
      localRemovals: ['5'],
      alreadyMerged: false,
    });
    expect(merge.deleteFromServer).to.deep.equal(['5']);
    expect(merge.merged).to.deep.equal(['1']);
  });

  it('never deletes a property still saved locally, even if it was once removed', () => {
    const merge = mergeSavedProperties({
      local: ['5'],
      server: ['5'],
      localRemovals: ['5'],
      alreadyMerged: false,
    });
    expect(merge.deleteFromServer).to.deep.equal([]);
    expect(merge.merged).to.deep.equal(['5']);
  });

  it('matches on property ids as strings, so a numeric server id is the same property', () => {
    const merge = mergeSavedProperties({
      local: ['101'],
      server: [101, 202],
      localRemovals: [202],
      alreadyMerged: false,
    });
    expect(merge).to.deep.equal({
      merged: ['101'],
      pushToServer: [],
      deleteFromServer: ['202'],
      markMerged: true,
    });
  });

  it('merges only once: after the flag is recorded nothing is written to the server', () => {
    const merge = mergeSavedProperties({
      local: ['1'],
      server: ['2'],
      localRemovals: ['2'],
      alreadyMerged: true,
    });
    expect(merge).to.deep.equal({
      merged: ['1', '2'],
      pushToServer: [],
      deleteFromServer: [],
      markMerged: false,
    });
  });

  it('keeps every local property and never deletes one from the server', () => {
    fc.assert(
      fc.property(
        idList,
        idList,
        idList,
        fc.boolean(),
        (local, server, localRemovals, alreadyMerged) => {
          const merge = mergeSavedProperties({ local, server, localRemovals, alreadyMerged });
          for (const id of local) expect(merge.merged).to.include(id);
          for (const id of merge.deleteFromServer) expect(local).to.not.include(id);
          for (const id of merge.pushToServer) expect(server).to.not.include(id);
          expect(new Set(merge.merged).size).to.equal(merge.merged.length);
        },
      ),
    );
  });

  it('leaves the server holding exactly the merged list after a first merge', () => {
    fc.assert(
      fc.property(idList, idList, idList, (local, server, localRemovals) => {
        const merge = mergeSavedProperties({ local, server, localRemovals, alreadyMerged: false });
        const serverAfter = [...server, ...merge.pushToServer].filter(
          (id) => !merge.deleteFromServer.includes(id),
        );
        expect([...serverAfter].sort()).to.deep.equal([...merge.merged].sort());
      }),
    );
  });
});

describe('signOutSavedProperties', () => {
  it('keeps the properties this browser held before signing in, none of the account’s', () => {
    expect(signOutSavedProperties(['3', '4', '17', '18'], ['3', '4'])).to.deep.equal(['3', '4']);
    expect(signOutSavedProperties(['17', '18'], [])).to.deep.equal([]);
  });

  it('drops one of them the visitor removed while signed in', () => {
    expect(signOutSavedProperties(['4', '17'], ['3', '4'])).to.deep.equal(['4']);
  });

  it('keeps nothing the account does not show, whatever the stored lists hold (fast-check)', () => {
    const ids = fc.array(fc.oneof(fc.constantFrom('1', '2', '3', ' 4 ', ''), fc.string()), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(ids, ids, (shown, before) => {
        const kept = signOutSavedProperties(shown, before);
        const shownIds = shown.map((id) => id.trim());
        return (
          kept.every((id) => shownIds.includes(id) && before.some((b) => b.trim() === id)) &&
          new Set(kept).size === kept.length
        );
      }),
    );
  });
});

describe('decodeSavedPropertyIds', () => {
  it('reads a list of string and numeric ids', () => {
    expect(decodeSavedPropertyIds(['1', 2, ' 3 '])).to.deep.equal(['1', '2', '3']);
  });

  it('reads property_id from objects and never their id field', () => {
    expect(
      decodeSavedPropertyIds([
        { id: 9001, property_id: '55' },
        { id: 9002, property_id: 66 },
      ]),
    ).to.deep.equal(['55', '66']);
  });

  it('drops unreadable items and duplicates but keeps the rest', () => {
    expect(
      decodeSavedPropertyIds(['1', null, { id: 7 }, Number.NaN, '', '1', true, '2']),
    ).to.deep.equal(['1', '2']);
  });

  it('reads anything other than a list as no saved properties', () => {
    for (const corrupt of [null, undefined, '1,2', 42, { property_id: '1' }]) {
      expect(decodeSavedPropertyIds(corrupt), JSON.stringify(corrupt)).to.deep.equal([]);
    }
  });

  it('never throws on any value', () => {
    fc.assert(fc.property(fc.anything(), (value) => Array.isArray(decodeSavedPropertyIds(value))));
  });

  it('is an io-ts codec whose guard accepts only string lists', () => {
    expect(SavedPropertyIdsCodec.is(['1', '2'])).to.equal(true);
    expect(SavedPropertyIdsCodec.is([1])).to.equal(false);
    expect(SavedPropertyIdsCodec.encode(['1'])).to.deep.equal(['1']);
    expect(isRight(SavedPropertyIdsCodec.decode('nope'))).to.equal(false);
  });
});

describe('saving properties through the storage and server ports', () => {
  /** An in-memory storage that stores what JSON would keep, and decodes on read. */
  function fakeStorage(
    initial: Record<string, unknown> = {},
  ): KeyValueStoragePort & { raw: Map<string, unknown> } {
    const raw = new Map<string, unknown>(Object.entries(initial));
    const keyOf = (key: StorageKey) => `${key.name}:v${key.version}`;
    return {
      raw,
      get<T>(key: StorageKey, decoder: StoredValueDecoder<T>) {
        if (!raw.has(keyOf(key))) return undefined;
        const decoded = decoder.decode(raw.get(keyOf(key)));
        return isRight(decoded) ? decoded.right : undefined;
      },
      set(key, value) {
        raw.set(keyOf(key), JSON.parse(JSON.stringify(value)));
        return right(undefined);
      },
      remove(key) {
        raw.delete(keyOf(key));
      },
    };
  }

  function fakeServer(ids: string[]): SavedPropertiesPort & { ids: string[] } {
    const card = (id: string): PropertyCard => ({
      property_id: id,
      display_address: `Address ${id}`,
      property_channel: 'sales',
      property_url: `/properties/${id}`,
      photos: [],
      tags: [],
    });
    const server = {
      ids,
      list: async () => right(server.ids.map(card)),
      add: async (more: readonly string[]) => {
        server.ids = [...server.ids, ...more];
        return right(undefined);
      },
      remove: async (id: string) => {
        server.ids = server.ids.filter((saved) => saved !== id);
        return right(undefined);
      },
    };
    return server;
  }

  /** What a view-model does when a user signs in. */
  async function syncOnSignIn(
    storage: KeyValueStoragePort,
    server: SavedPropertiesPort,
  ): Promise<void> {
    const listed = await server.list();
    const serverIds = isRight(listed) ? listed.right.map((card) => card.property_id) : [];
    const merge = mergeSavedProperties({
      local: storage.get(SAVED_PROPERTIES_KEY, SavedPropertyIdsCodec) ?? [],
      server: serverIds,
      localRemovals: storage.get(SAVED_PROPERTY_REMOVALS_KEY, SavedPropertyIdsCodec) ?? [],
      alreadyMerged: storage.get(SAVED_PROPERTIES_MERGED_KEY, t.boolean) === true,
    });
    if (merge.pushToServer.length > 0) await server.add(merge.pushToServer);
    for (const id of merge.deleteFromServer) await server.remove(id);
    storage.set(SAVED_PROPERTIES_KEY, merge.merged);
    if (merge.markMerged) {
      storage.set(SAVED_PROPERTIES_MERGED_KEY, true);
      storage.remove(SAVED_PROPERTY_REMOVALS_KEY);
    }
  }

  it('uploads anonymous saves and applies local removals on the first sign-in only', async () => {
    const storage = fakeStorage({
      'saved-properties:v1': ['1', 2],
      'saved-property-removals:v1': ['9'],
    });
    const server = fakeServer(['2', '9']);
    await syncOnSignIn(storage, server);
    expect(server.ids).to.deep.equal(['2', '1']);
    expect(storage.raw.get('saved-properties:v1')).to.deep.equal(['1', '2']);
    expect(storage.raw.get('saved-properties-merged:v1')).to.equal(true);

    storage.set(SAVED_PROPERTIES_KEY, toggleSavedProperty(['1', '2'], '3'));
    await syncOnSignIn(storage, server);
    expect(server.ids).to.deep.equal(['2', '1']);
    expect(storage.raw.get('saved-properties:v1')).to.deep.equal(['1', '2', '3']);
  });

  it('starts empty from a corrupt stored list and loses nothing on the server', async () => {
    const storage = fakeStorage({ 'saved-properties:v1': 'not a list' });
    const server = fakeServer(['4']);
    await syncOnSignIn(storage, server);
    expect(server.ids).to.deep.equal(['4']);
    expect(storage.raw.get('saved-properties:v1')).to.deep.equal(['4']);
  });
});

describe('the retry rule for a signed-in visitor’s saved properties', () => {
  const none = noPendingChanges('u1');

  it('owes a failed save as an add and a failed removal as a delete', () => {
    expect(pendingAfterToggle(none, 'p1', true, false)).to.deep.equal({
      userId: 'u1',
      add: ['p1'],
      remove: [],
    });
    expect(pendingAfterToggle(none, 'p1', false, false)).to.deep.equal({
      userId: 'u1',
      add: [],
      remove: ['p1'],
    });
  });

  it('settles an id’s earlier debt once a newer change for it reaches the server', () => {
    const owed = { userId: 'u1', add: ['p1', 'p2'], remove: ['p3'] };
    expect(pendingAfterToggle(owed, 'p1', false, true)).to.deep.equal({
      userId: 'u1',
      add: ['p2'],
      remove: ['p3'],
    });
    expect(pendingAfterToggle(owed, 'p3', true, false)).to.deep.equal({
      userId: 'u1',
      add: ['p1', 'p2', 'p3'],
      remove: [],
    });
  });

  it('sends at the next sync what is owed and still needed, never deleting what is kept here', () => {
    const merge = {
      merged: ['a', 'b', 'c'],
      pushToServer: ['a'],
      deleteFromServer: ['x'],
      markMerged: false,
    };
    const owed = { userId: 'u1', add: ['b', 'gone'], remove: ['c', 'y', 'z'] };
    expect(savedPropertiesSyncPlan(merge, ['c', 'x', 'y'], owed)).to.deep.equal({
      add: ['a', 'b'],
      remove: ['x', 'y'],
    });
  });

  it('keeps changes made during a sync and owes again the calls that failed', () => {
    const owed = { userId: 'u1', add: ['a'], remove: ['b'] };
    const now = { userId: 'u1', add: ['a', 'new'], remove: ['b'] };
    expect(pendingAfterSync(now, owed, { add: ['a'], remove: [] })).to.deep.equal({
      userId: 'u1',
      add: ['new', 'a'],
      remove: [],
    });
  });

  it('never loses a failed change: whatever happens, a failed toggle is owed (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 })),
        fc.string({ minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (ids, id, savedNow) => {
          const after = pendingAfterToggle(
            { userId: 'u', add: ids, remove: [] },
            id,
            savedNow,
            false,
          );
          expect(savedNow ? after.add : after.remove).to.include(id);
          expect(savedNow ? after.remove : after.add).to.not.include(id);
        },
      ),
    );
  });
});

describe('propertySavedEvent', () => {
  it("is the analytics event 'property_saved' with the property's id, and nothing personal", () => {
    expect(propertySavedEvent('1042')).to.deep.equal({
      event: 'property_saved',
      property_id: '1042',
    });
  });
});
