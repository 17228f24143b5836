import { expect } from 'chai';
import sinon from 'sinon';
import { SAVED_ITEMS_MESSAGES } from '../../../ui/services/saved-items-messages.js';
import {
  SAVED_SEARCHES_KEY,
  SavedSearchesService,
  isSameSavedSearch,
} from '../../../ui/services/saved-searches.service.js';
import type { SavedSearch } from '../../../core/user/user.js';
import {
  FakeSavedSearchesServer,
  MemoryStorage,
  RecordingNotifier,
  aLocalSavedSearch,
  aSavedSearch,
  aSearch,
} from './fakes.js';

function setUp(options: { local?: readonly SavedSearch[]; server?: readonly SavedSearch[] } = {}) {
  const storage = new MemoryStorage();
  if (options.local !== undefined) storage.write(SAVED_SEARCHES_KEY, options.local);
  const server = new FakeSavedSearchesServer(options.server);
  const notifier = new RecordingNotifier();
  const service = new SavedSearchesService(storage, server, notifier);
  return { storage, server, notifier, service };
}

describe('SavedSearchesService', () => {
  afterEach(() => sinon.restore());

  describe('for a visitor who is not signed in', () => {
    it('keeps a saved search only in this browser, with alerts immediately', async () => {
      const { service, server, storage } = setUp();
      const create = sinon.spy(server, 'create');
      service.loadFromStorage();

      const saved = await service.save(aSearch());

      expect(create.callCount).to.equal(0);
      expect(saved.alert_frequency).to.equal('I');
      expect(saved.search_id).to.equal(undefined);
      expect(service.searches).to.deep.equal([saved]);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.deep.equal([saved]);
      expect(service.isSaved(aSearch())).to.equal(true);
    });

    it('does not save the same search twice', async () => {
      const { service } = setUp();
      const first = await service.save(aSearch({ tags: ['house', 'garden'] }));
      const second = await service.save(aSearch({ tags: ['garden', 'house'], page: 3 }));

      expect(second).to.equal(first);
      expect(service.count).to.equal(1);
    });

    it('restores the saved searches from this browser', () => {
      const stored = aLocalSavedSearch();
      const { service } = setUp({ local: [stored] });
      service.loadFromStorage();
      expect(service.searches).to.deep.equal([stored]);
    });

    it('reads a stored list that is not JSON, or not a list, as no saved searches', () => {
      const { service, storage } = setUp();
      storage.writeText(SAVED_SEARCHES_KEY, 'undefined');
      service.loadFromStorage();
      expect(service.searches).to.deep.equal([]);

      storage.write(SAVED_SEARCHES_KEY, { channel: 'sales' });
      service.loadFromStorage();
      expect(service.searches).to.deep.equal([]);
    });

    it('drops unreadable stored items and keeps the readable ones', () => {
      const { service, storage } = setUp();
      storage.write(SAVED_SEARCHES_KEY, [
        42,
        { channel: 'auctions' },
        { channel: 'lettings', alert_frequency: 'M' },
      ]);
      service.loadFromStorage();
      expect(service.searches).to.deep.equal([{ channel: 'lettings', alert_frequency: 'M' }]);
    });

    it('removes a saved search at once, here and in this browser, saying "Saved search removed"', async () => {
      const { service, storage, notifier } = setUp();
      const taunton = await service.save(aSearch());
      const bath = await service.save(aSearch({ placeId: 'ChIJ-bath', q: 'Bath' }));

      await service.remove(taunton);

      expect(service.searches).to.deep.equal([bath]);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.deep.equal([bath]);
      expect(notifier.successes).to.deep.equal(['Saved search removed']);
    });

    it('does not offer alert frequency changes (SPEC §6: signed-in users only)', async () => {
      const { service, server } = setUp();
      const update = sinon.spy(server, 'update');
      const saved = await service.save(aSearch());

      await service.changeFrequency(saved, 'W');

      expect(update.callCount).to.equal(0);
      expect(service.searches[0]?.alert_frequency).to.equal('I');
    });
  });

  describe('for a signed-in visitor', () => {
    it('loads the saved searches from the server', async () => {
      const weekly = aSavedSearch();
      const { service } = setUp({ server: [weekly] });

      await service.loadFromServer('42');

      expect(service.signedIn).to.equal(true);
      expect(service.loading).to.equal(false);
      expect(service.searches).to.deep.equal([weekly]);
    });

    it('sends the searches saved here before signing in, then keeps nothing in this browser', async () => {
      const local = aLocalSavedSearch({
        placeId: 'ChIJ-taunton',
        q: 'Taunton',
        alert_frequency: 'I',
      });
      const { service, server, storage } = setUp({ local: [local], server: [aSavedSearch()] });
      const create = sinon.spy(server, 'create');

      await service.loadFromServer('42');

      expect(create.calledOnceWithExactly(local)).to.equal(true);
      expect(service.searches.map((saved) => saved.search_id)).to.deep.equal(['s100', 's1']);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.equal(undefined);
    });

    it('does not send again a search kept here that the server already has', async () => {
      const onServer = aSavedSearch();
      const { service, server } = setUp({ local: [aLocalSavedSearch()], server: [onServer] });
      const create = sinon.spy(server, 'create');

      await service.loadFromServer('42');

      expect(create.callCount).to.equal(0);
      expect(service.searches).to.deep.equal([onServer]);
    });

    it('creates a saved search on the server with alerts immediately and reloads the list', async () => {
      const { service, server, storage, notifier } = setUp();
      await service.loadFromServer('42');
      const create = sinon.spy(server, 'create');
      const list = sinon.spy(server, 'list');

      const saved = await service.save(aSearch());

      expect(create.calledOnce).to.equal(true);
      expect(create.firstCall.args[0].alert_frequency).to.equal('I');
      expect(list.calledOnce).to.equal(true);
      expect(saved.search_id).to.equal('s1');
      expect(service.searches).to.deep.equal([saved]);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.equal(undefined);
      expect(notifier.errors).to.deep.equal([]);
    });

    it('keeps a search the server refused in this browser, says so, and sends it at the next load', async () => {
      const { service, server, storage, notifier } = setUp();
      await service.loadFromServer('42');
      server.failing.add('create');

      const saved = await service.save(aSearch());

      expect(service.searches).to.deep.equal([saved]);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.deep.equal([saved]);
      expect(notifier.errors).to.deep.equal([
        'We could not save your search to your account. It is kept in this browser and we will try again next time.',
      ]);

      server.failing.clear();
      const nextPage = new SavedSearchesService(storage, server, notifier);
      await nextPage.loadFromServer('42');
      expect(server.searches).to.have.length(1);
      expect(nextPage.searches[0]?.search_id).to.equal('s1');
      expect(storage.read(SAVED_SEARCHES_KEY)).to.equal(undefined);
    });

    it('keeps a search the platform said it saved but does not list, says so, and sends it at the next load', async () => {
      const { service, server, storage, notifier } = setUp();
      await service.loadFromServer('42');
      sinon.stub(server, 'create').resolves({ _tag: 'Right', right: undefined });

      const saved = await service.save(aSearch());

      expect(service.searches).to.deep.equal([saved]);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.deep.equal([saved]);
      expect(notifier.errors).to.deep.equal([SAVED_ITEMS_MESSAGES.savedSearchSaveFailed]);
    });

    it('shows the searches kept here and says so when the server list cannot be loaded', async () => {
      const local = aLocalSavedSearch();
      const { service, server, notifier } = setUp({ local: [local] });
      server.failing.add('list');

      await service.loadFromServer('42');

      expect(service.searches).to.deep.equal([local]);
      expect(service.loading).to.equal(false);
      expect(notifier.errors).to.deep.equal([SAVED_ITEMS_MESSAGES.savedSearchesLoadFailed]);
    });

    it('saves an alert frequency change on the server immediately', async () => {
      const weekly = aSavedSearch({ alert_frequency: 'W' });
      const { service, server } = setUp({ server: [weekly] });
      await service.loadFromServer('42');
      const update = sinon.spy(server, 'update');

      const change = service.changeFrequency(weekly, 'M');
      expect(update.calledOnceWithExactly({ ...weekly, alert_frequency: 'M' })).to.equal(true);
      expect(service.searches[0]?.alert_frequency).to.equal('M');
      await change;

      expect(server.searches[0]?.alert_frequency).to.equal('M');
    });

    it('does not call the server when the frequency is unchanged or not a known code', async () => {
      const weekly = aSavedSearch({ alert_frequency: 'W' });
      const { service, server } = setUp({ server: [weekly] });
      await service.loadFromServer('42');
      const update = sinon.spy(server, 'update');

      await service.changeFrequency(weekly, 'W');
      await service.changeFrequency(weekly, 'X' as never);

      expect(update.callCount).to.equal(0);
    });

    it('shows the previous frequency again and says so when the server refuses the change', async () => {
      const weekly = aSavedSearch({ alert_frequency: 'W' });
      const { service, server, notifier } = setUp({ server: [weekly] });
      await service.loadFromServer('42');
      server.failing.add('update');

      await service.changeFrequency(weekly, 'N');

      expect(service.searches).to.deep.equal([weekly]);
      expect(notifier.errors).to.deep.equal([
        'We could not change how often we email you about this search. Please try again.',
      ]);
    });

    it('removes a saved search on the server at once and says "Saved search removed"', async () => {
      const bath = aSavedSearch();
      const { service, server, notifier } = setUp({ server: [bath] });
      await service.loadFromServer('42');
      const remove = sinon.spy(server, 'remove');

      const removal = service.remove(bath);
      expect(service.searches).to.deep.equal([]);
      await removal;

      expect(remove.calledOnceWithExactly('s100')).to.equal(true);
      expect(server.searches).to.deep.equal([]);
      expect(notifier.successes).to.deep.equal(['Saved search removed']);
    });

    it('shows a search again in its place and says so when the server refuses to remove it', async () => {
      const first = aSavedSearch({ search_id: 's1' });
      const second = aSavedSearch({ search_id: 's2', placeId: 'ChIJ-wells', q: 'Wells' });
      const third = aSavedSearch({ search_id: 's3', placeId: 'ChIJ-frome', q: 'Frome' });
      const { service, server, notifier } = setUp({ server: [first, second, third] });
      await service.loadFromServer('42');
      server.failing.add('remove');

      await service.remove(second);

      expect(service.searches).to.deep.equal([first, second, third]);
      expect(notifier.successes).to.deep.equal([]);
      expect(notifier.errors).to.deep.equal([SAVED_ITEMS_MESSAGES.savedSearchRemoveFailed]);
    });

    it('clears the saved searches here and in this browser (sign-out)', async () => {
      const { service, server, storage } = setUp({ server: [aSavedSearch()] });
      await service.loadFromServer('42');
      server.failing.add('create');
      await service.save(aSearch());
      expect(storage.read(SAVED_SEARCHES_KEY)).not.to.equal(undefined);

      service.clear();

      expect(service.searches).to.deep.equal([]);
      expect(service.signedIn).to.equal(false);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.equal(undefined);
    });
  });

  describe('isSameSavedSearch', () => {
    it('compares searches on the server by their id', () => {
      expect(
        isSameSavedSearch(
          aSavedSearch({ search_id: 's1' }),
          aSavedSearch({ search_id: 's1', minBeds: 5 }),
        ),
      ).to.equal(true);
      expect(
        isSameSavedSearch(aSavedSearch({ search_id: 's1' }), aSavedSearch({ search_id: 's2' })),
      ).to.equal(false);
    });

    it('compares searches kept only here by what they search for', () => {
      const local = aLocalSavedSearch({ tags: ['garden', 'house'] });
      expect(isSameSavedSearch(local, { ...local, tags: ['house', 'garden'] })).to.equal(true);
      expect(isSameSavedSearch(local, { ...local, maxPrice: 400000 })).to.equal(false);
    });
  });
});
