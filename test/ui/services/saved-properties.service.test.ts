import { expect } from 'chai';
import fc from 'fast-check';
import { right } from 'fp-ts/Either';
import sinon from 'sinon';
import {
  SAVED_PROPERTIES_KEY,
  SAVED_PROPERTIES_MERGED_KEY,
  SAVED_PROPERTY_REMOVALS_KEY,
} from '../../../core/user/saved-properties.js';
import { SAVED_ITEMS_MESSAGES } from '../../../ui/services/saved-items-messages.js';
import {
  SAVED_PROPERTY_PENDING_KEY,
  SavedPropertiesService,
} from '../../../ui/services/saved-properties.service.js';
import {
  FakeSavedPropertiesServer,
  MemoryStorage,
  RecordingAnalytics,
  RecordingNotifier,
} from './fakes.js';

function setUp(options: { local?: string[]; server?: string[] } = {}) {
  const storage = new MemoryStorage();
  if (options.local !== undefined) storage.write(SAVED_PROPERTIES_KEY, options.local);
  const server = new FakeSavedPropertiesServer(options.server);
  const notifier = new RecordingNotifier();
  const analytics = new RecordingAnalytics();
  const service = new SavedPropertiesService(storage, server, notifier, analytics);
  return { storage, server, notifier, analytics, service };
}

describe('SavedPropertiesService', () => {
  afterEach(() => sinon.restore());

  describe('analytics', () => {
    it("pushes 'property_saved' with the property's id when a property is saved, and nothing when it is removed", async () => {
      const { service, analytics } = setUp();
      service.loadFromStorage();
      await service.toggle(' 1042 ');
      expect(analytics.events).to.deep.equal([{ event: 'property_saved', property_id: '1042' }]);
      await service.toggle('1042');
      expect(analytics.events).to.have.length(1);
    });
  });

  describe('for a visitor who is not signed in', () => {
    it('saves a property on the first toggle, says "Property saved." and keeps it in this browser', async () => {
      const { service, storage, notifier } = setUp();
      service.loadFromStorage();

      await service.toggle('p1');

      expect(service.ids).to.deep.equal(['p1']);
      expect(service.count).to.equal(1);
      expect(service.isSaved('p1')).to.equal(true);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
      expect(notifier.successes).to.deep.equal(['Property saved.']);
      expect(notifier.errors).to.deep.equal([]);
    });

    it('removes a saved property on the next toggle and says "Saved property removed."', async () => {
      const { service, storage, notifier } = setUp({ local: ['p1', 'p2'] });
      service.loadFromStorage();

      await service.toggle('p1');

      expect(service.ids).to.deep.equal(['p2']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p2']);
      expect(notifier.successes).to.deep.equal(['Saved property removed.']);
    });

    it('treats the number 123 and the text "123" as the same property', async () => {
      const { service } = setUp({ local: ['123'] });
      service.loadFromStorage();

      expect(service.isSaved(123)).to.equal(true);
      await service.toggle(123);
      expect(service.ids).to.deep.equal([]);
    });

    it('never calls the server', async () => {
      const { service, server } = setUp({ local: ['p1'] });
      const calls = [
        sinon.spy(server, 'list'),
        sinon.spy(server, 'add'),
        sinon.spy(server, 'remove'),
      ];
      service.loadFromStorage();

      await service.toggle('p1');
      await service.toggle('p2');

      expect(calls.map((spy) => spy.callCount)).to.deep.equal([0, 0, 0]);
    });

    it('ignores a blank property id', async () => {
      const { service, notifier } = setUp();
      await service.toggle('  ');
      expect(service.ids).to.deep.equal([]);
      expect(notifier.successes).to.deep.equal([]);
    });

    it('remembers a removal so the first merge after signing in can remove it from the server', async () => {
      const { service, storage } = setUp({ local: ['p1'] });
      service.loadFromStorage();

      await service.toggle('p1');

      expect(storage.read(SAVED_PROPERTY_REMOVALS_KEY)).to.deep.equal(['p1']);
    });

    it('reads a stored list that is not JSON as no saved properties', () => {
      const { service, storage } = setUp();
      storage.writeText(SAVED_PROPERTIES_KEY, '{"not json');
      service.loadFromStorage();
      expect(service.ids).to.deep.equal([]);
    });

    it('reads a stored value of the wrong shape as no saved properties', () => {
      const { service, storage } = setUp();
      storage.write(SAVED_PROPERTIES_KEY, { p1: true });
      service.loadFromStorage();
      expect(service.ids).to.deep.equal([]);
    });

    it('says once, not on every click, that the browser would not keep the list', async () => {
      const { service, storage, notifier } = setUp();
      storage.full = true;

      await service.toggle('p1');
      await service.toggle('p2');

      expect(service.ids).to.deep.equal(['p1', 'p2']);
      expect(notifier.errors).to.deep.equal([SAVED_ITEMS_MESSAGES.browserStorageFailed]);
    });
  });

  describe('for a signed-in visitor', () => {
    it('sends a saved property to the server as well as keeping it in this browser', async () => {
      const { service, server, storage, notifier } = setUp();
      await service.syncWithServer('42');
      const add = sinon.spy(server, 'add');

      await service.toggle('p1');

      expect(add.calledOnceWithExactly(['p1'])).to.equal(true);
      expect(server.ids).to.deep.equal(['p1']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
      expect(notifier.successes).to.deep.equal(['Property saved.']);
    });

    it('removes a property from the server when it is removed here', async () => {
      const { service, server, notifier } = setUp({ server: ['p1'] });
      await service.syncWithServer('42');
      const remove = sinon.spy(server, 'remove');

      await service.toggle('p1');

      expect(remove.calledOnceWithExactly('p1')).to.equal(true);
      expect(server.ids).to.deep.equal([]);
      expect(notifier.successes).to.deep.equal(['Saved property removed.']);
    });

    it('keeps the saved property here and says so when the server refuses it', async () => {
      const { service, server, storage, notifier } = setUp();
      await service.syncWithServer('42');
      server.failing.add('add');

      await service.toggle('p1');

      expect(service.ids).to.deep.equal(['p1']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
      expect(notifier.successes).to.deep.equal(['Property saved.']);
      expect(notifier.errors).to.deep.equal([
        'We could not update your saved properties on our server. They are saved in this browser and we will try again next time.',
      ]);
    });

    it('sends a refused save again at the next load', async () => {
      const { service, server, storage, notifier } = setUp();
      await service.syncWithServer('42');
      server.failing.add('add');
      await service.toggle('p1');

      server.failing.clear();
      const nextPage = new SavedPropertiesService(
        storage,
        server,
        notifier,
        new RecordingAnalytics(),
      );
      await nextPage.syncWithServer('42');

      expect(server.ids).to.deep.equal(['p1']);
      expect(nextPage.ids).to.deep.equal(['p1']);
      expect(storage.read(SAVED_PROPERTY_PENDING_KEY)).to.equal(undefined);
    });

    it('sends a refused removal again at the next load, and the server copy does not bring it back', async () => {
      const { service, server, storage, notifier } = setUp({ server: ['p1', 'p2'] });
      await service.syncWithServer('42');
      server.failing.add('remove');
      await service.toggle('p1');
      expect(service.ids).to.deep.equal(['p2']);

      // Still failing on the next page: the property stays removed here.
      const secondPage = new SavedPropertiesService(
        storage,
        server,
        notifier,
        new RecordingAnalytics(),
      );
      await secondPage.syncWithServer('42');
      expect(secondPage.ids).to.deep.equal(['p2']);
      expect(server.ids).to.deep.equal(['p1', 'p2']);

      server.failing.clear();
      const thirdPage = new SavedPropertiesService(
        storage,
        server,
        notifier,
        new RecordingAnalytics(),
      );
      await thirdPage.syncWithServer('42');
      expect(thirdPage.ids).to.deep.equal(['p2']);
      expect(server.ids).to.deep.equal(['p2']);
      expect(storage.read(SAVED_PROPERTY_PENDING_KEY)).to.equal(undefined);
    });

    it('forgets a refused removal when the visitor saves the property again', async () => {
      const { service, server, storage } = setUp({ server: ['p1'] });
      await service.syncWithServer('42');
      server.failing.add('remove');
      await service.toggle('p1');
      server.failing.clear();
      await service.toggle('p1');

      const remove = sinon.spy(server, 'remove');
      await new SavedPropertiesService(
        storage,
        server,
        new RecordingNotifier(),
        new RecordingAnalytics(),
      ).syncWithServer('42');

      expect(remove.callCount).to.equal(0);
      expect(server.ids).to.deep.equal(['p1']);
    });

    it("keeps the properties saved here before sign-in after sign-out, none of the account's, and stops calling the server", async () => {
      const { service, server, storage } = setUp({ local: ['p1'], server: ['p2'] });
      await service.syncWithServer('42');
      await service.toggle('p4');

      service.signOut();
      expect(service.ids).to.deep.equal(['p1']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
      const add = sinon.spy(server, 'add');
      await service.toggle('p3');

      expect(service.signedIn).to.equal(false);
      expect(service.ids).to.deep.equal(['p1', 'p3']);
      expect(add.callCount).to.equal(0);
      expect(server.ids).to.have.members(['p1', 'p2', 'p4']);
    });

    it('does not bring back at sign-out a property of this browser removed while signed in', async () => {
      const { service } = setUp({ local: ['p1', 'p5'], server: ['p2'] });
      await service.syncWithServer('42');
      await service.toggle('p5');
      service.signOut();
      expect(service.ids).to.deep.equal(['p1']);
    });

    it('remembers what this browser held on its own across reloads while signed in', async () => {
      const { service, storage } = setUp({ local: ['p1'], server: ['p2'] });
      await service.syncWithServer('42');
      const reloaded = new SavedPropertiesService(
        storage,
        setUp({ server: ['p1', 'p2'] }).server,
        new RecordingNotifier(),
        new RecordingAnalytics(),
      );
      await reloaded.syncWithServer('42');
      reloaded.signOut();
      expect(reloaded.ids).to.deep.equal(['p1']);
    });

    it("drops the account's list when the platform says nobody is signed in any more, not when it could not say", async () => {
      const { service, storage } = setUp({ local: ['p1'], server: ['p2'] });
      await service.syncWithServer('42');
      service.loadFromStorage(false);
      expect(service.ids).to.have.members(['p1', 'p2']);
      service.loadFromStorage();
      expect(service.ids).to.deep.equal(['p1']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
    });
  });

  describe('syncWithServer', () => {
    it('on the first load pushes what was saved only here and shows what the server had', async () => {
      const { service, server, storage } = setUp({ local: ['p1', 'p2'], server: ['p2', 'p3'] });
      const add = sinon.spy(server, 'add');

      await service.syncWithServer('42');

      expect(add.calledOnceWithExactly(['p1'])).to.equal(true);
      expect(service.ids).to.have.members(['p1', 'p2', 'p3']);
      expect(server.ids).to.have.members(['p1', 'p2', 'p3']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.have.members(['p1', 'p2', 'p3']);
      expect(service.syncing).to.equal(false);
    });

    it('removes from the server what was removed here before signing in, then forgets the removals', async () => {
      const { service, server, storage } = setUp({ local: ['p1'] });
      service.loadFromStorage();
      await service.toggle('p1');
      server.ids = ['p1', 'p9'];

      await service.syncWithServer('42');

      expect(server.ids).to.deep.equal(['p9']);
      expect(service.ids).to.deep.equal(['p9']);
      expect(storage.read(SAVED_PROPERTY_REMOVALS_KEY)).to.equal(undefined);
    });

    it('merges only once per user: the flag is recorded and later loads write nothing to the server', async () => {
      const { service, server, storage, notifier } = setUp({ local: ['p1'], server: ['p2'] });
      await service.syncWithServer('42');
      expect(storage.read(SAVED_PROPERTIES_MERGED_KEY)).to.deep.equal(['42']);

      // Saved here while signed out, then signed in again as the same user.
      storage.write(SAVED_PROPERTIES_KEY, ['p1', 'p2', 'p5']);
      const add = sinon.spy(server, 'add');
      const remove = sinon.spy(server, 'remove');
      const again = new SavedPropertiesService(storage, server, notifier, new RecordingAnalytics());
      await again.syncWithServer('42');

      expect(add.callCount).to.equal(0);
      expect(remove.callCount).to.equal(0);
      expect(again.ids).to.have.members(['p1', 'p2', 'p5']);
    });

    it('merges again for a different user signing in on the same browser', async () => {
      const { service, server, storage } = setUp({ local: ['p1'] });
      storage.write(SAVED_PROPERTIES_MERGED_KEY, ['7']);
      const add = sinon.spy(server, 'add');

      await service.syncWithServer('42');

      expect(add.calledOnceWithExactly(['p1'])).to.equal(true);
      expect(storage.read(SAVED_PROPERTIES_MERGED_KEY)).to.deep.equal(['7', '42']);
    });

    it('never deletes from the server a property still saved here, whatever the removals list says', async () => {
      const { service, server, storage } = setUp({ local: ['p1'], server: ['p1'] });
      storage.write(SAVED_PROPERTY_REMOVALS_KEY, ['p1']);
      storage.write(SAVED_PROPERTY_PENDING_KEY, { userId: '42', add: [], remove: ['p1'] });
      const remove = sinon.spy(server, 'remove');

      await service.syncWithServer('42');

      expect(remove.callCount).to.equal(0);
      expect(server.ids).to.deep.equal(['p1']);
      expect(service.ids).to.deep.equal(['p1']);
    });

    it('never deletes from the server a property still saved here, for any lists (property)', async () => {
      const id = fc.constantFrom('p1', 'p2', 'p3', 'p4', '5');
      const ids = fc.uniqueArray(id, { maxLength: 5 });
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            local: ids,
            server: ids,
            removals: ids,
            pendingAdd: ids,
            pendingRemove: ids,
            merged: fc.boolean(),
            failingAdd: fc.boolean(),
          }),
          async (lists) => {
            const { service, server, storage } = setUp({
              local: lists.local,
              server: lists.server,
            });
            storage.write(SAVED_PROPERTY_REMOVALS_KEY, lists.removals);
            storage.write(SAVED_PROPERTY_PENDING_KEY, {
              userId: '42',
              add: lists.pendingAdd,
              remove: lists.pendingRemove,
            });
            if (lists.merged) storage.write(SAVED_PROPERTIES_MERGED_KEY, ['42']);
            if (lists.failingAdd) server.failing.add('add');
            const removed: string[] = [];
            sinon.stub(server, 'remove').callsFake(async (propertyId: string) => {
              removed.push(propertyId);
              server.ids = server.ids.filter((saved) => saved !== propertyId);
              return right(undefined);
            });

            await service.syncWithServer('42');
            sinon.restore();

            for (const propertyId of lists.local) {
              expect(removed).not.to.include(propertyId);
              expect(service.ids).to.include(propertyId);
            }
          },
        ),
        { numRuns: 200 },
      );
    });

    it('keeps the list saved here and says so when the server list cannot be loaded', async () => {
      const { service, server, storage, notifier } = setUp({ local: ['p1'] });
      server.failing.add('list');
      const add = sinon.spy(server, 'add');

      await service.syncWithServer('42');

      expect(service.ids).to.deep.equal(['p1']);
      expect(service.syncing).to.equal(false);
      expect(add.callCount).to.equal(0);
      expect(storage.read(SAVED_PROPERTIES_MERGED_KEY)).to.equal(undefined);
      expect(notifier.errors).to.deep.equal([
        'We could not load your saved properties from our server. You are seeing the ones saved in this browser.',
      ]);
    });

    it('records the merge even when the push fails, and pushes again at the next load', async () => {
      const { service, server, storage, notifier } = setUp({ local: ['p1'] });
      server.failing.add('add');

      await service.syncWithServer('42');
      expect(notifier.errors).to.deep.equal([SAVED_ITEMS_MESSAGES.savedPropertySyncFailed]);
      expect(storage.read(SAVED_PROPERTY_PENDING_KEY)).to.deep.equal({
        userId: '42',
        add: ['p1'],
        remove: [],
      });

      server.failing.clear();
      await new SavedPropertiesService(
        storage,
        server,
        notifier,
        new RecordingAnalytics(),
      ).syncWithServer('42');
      expect(server.ids).to.deep.equal(['p1']);
    });

    it('ignores changes left pending by another user', async () => {
      const { service, server, storage } = setUp({ local: [] });
      storage.write(SAVED_PROPERTY_PENDING_KEY, { userId: '7', add: ['p1'], remove: [] });
      const add = sinon.spy(server, 'add');

      await service.syncWithServer('42');

      expect(add.callCount).to.equal(0);
    });

    it('reads corrupt merge flags, removals and pending changes as none', async () => {
      const { service, server, storage } = setUp({ local: ['p1'], server: ['p2'] });
      storage.writeText(SAVED_PROPERTIES_MERGED_KEY, 'true');
      storage.writeText(SAVED_PROPERTY_REMOVALS_KEY, '][');
      storage.write(SAVED_PROPERTY_PENDING_KEY, { userId: 42, add: 'p3' });

      await service.syncWithServer('42');

      expect(service.ids).to.have.members(['p1', 'p2']);
      expect(server.ids).to.have.members(['p1', 'p2']);
    });

    it('drops the answer when the visitor signed out while the list was loading', async () => {
      const { service, server } = setUp({ local: ['p1'], server: ['p2'] });
      const add = sinon.spy(server, 'add');

      const sync = service.syncWithServer('42');
      service.signOut();
      await sync;

      expect(service.ids).to.deep.equal(['p1']);
      expect(add.callCount).to.equal(0);
    });
  });
});
