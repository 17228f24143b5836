import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import sinon from 'sinon';
import { when } from 'mobx';
import { httpFailure } from '../../../core/failures/failures.js';
import { LOCAL_USER } from '../../../core/user/identity.js';
import { SAVED_PROPERTIES_KEY } from '../../../core/user/saved-properties.js';
import type { User } from '../../../core/user/user.js';
import { SAVED_SEARCHES_KEY } from '../../../ui/services/saved-searches.service.js';
import { signedInUserId, type SessionEvent } from '../../../ui/services/session.service.js';
import { ManualTimers, aUserArea } from '../user/user-builders.js';
import { SIGNED_IN_USER, aLocalSavedSearch, aSavedSearch } from './fakes.js';

function setUp(current: User | 'unreachable' = LOCAL_USER, timers?: ManualTimers) {
  const logger = { warn: sinon.spy(), error: sinon.spy() };
  const area = aUserArea(current, { logger, ...(timers ? { timers } : {}) });
  const { session, savedProperties, savedSearches } = area;
  const events: SessionEvent[] = [];
  session.events$.subscribe((event) => events.push(event));
  /** Resolves once the saved items have done what the last event asked. */
  const savedItemsSettled = () => when(() => !savedProperties.syncing && !savedSearches.loading);
  return { ...area, logger, events, savedItemsSettled };
}

/**
 * The signed-in user, loaded with their saved items settled: 'p1' saved in this browser,
 * `serverPropertyIds` on the server's list of properties, one search on its list of searches.
 */
async function signedIn(serverPropertyIds: readonly string[] = []) {
  const context = setUp(SIGNED_IN_USER);
  context.storage.write(SAVED_PROPERTIES_KEY, ['p1']);
  context.propertiesServer.ids = [...serverPropertyIds];
  context.searchesServer.searches = [aSavedSearch()];
  await context.session.load();
  await context.savedItemsSettled();
  return context;
}

describe('SessionService', () => {
  afterEach(() => sinon.restore());

  it('starts as the local user, not yet loaded, without calling anything', () => {
    const { session, account } = setUp(SIGNED_IN_USER);
    const currentUser = sinon.spy(account, 'currentUser');

    expect(session.user).to.equal(LOCAL_USER);
    expect(session.signedIn).to.equal(false);
    expect(session.loaded).to.equal(false);
    expect(currentUser.callCount).to.equal(0);
  });

  describe('load', () => {
    it('makes a signed-in user the current user and loads their saved items from the server', async () => {
      const { session, propertiesServer, savedProperties, savedSearches } = await signedIn(['p2']);

      expect(session.user).to.deep.equal(SIGNED_IN_USER);
      expect(session.signedIn).to.equal(true);
      expect(session.userId).to.equal('42');
      expect(session.loaded).to.equal(true);
      expect(savedProperties.signedIn).to.equal(true);
      expect(savedProperties.ids).to.have.members(['p1', 'p2']);
      expect(propertiesServer.ids).to.have.members(['p1', 'p2']);
      expect(savedSearches.searches).to.deep.equal([aSavedSearch()]);
    });

    it('says once that the visitor is signed in', async () => {
      const { session, events } = setUp(SIGNED_IN_USER);
      await session.load();
      expect(events).to.deep.equal([{ kind: 'signed-in', userId: '42', user: SIGNED_IN_USER }]);
    });

    it('lets a sign-out wait for the saved items of the sign-in under way, so their answer never outlives the user', async () => {
      const { session, searchesServer, savedSearches, savedItemsSettled } = setUp(SIGNED_IN_USER);
      searchesServer.searches = [aSavedSearch()];

      await session.load();
      await session.signOut();
      await savedItemsSettled();

      expect(savedSearches.searches).to.deep.equal([]);
      expect(savedSearches.signedIn).to.equal(false);
    });

    it("restores the local visitor's saved items from this browser, without server calls or event", async () => {
      const {
        session,
        storage,
        propertiesServer,
        searchesServer,
        savedProperties,
        savedSearches,
        events,
      } = setUp();
      const local = aLocalSavedSearch();
      storage.write(SAVED_PROPERTIES_KEY, ['p1']);
      storage.write(SAVED_SEARCHES_KEY, [local]);
      const serverCalls = [sinon.spy(propertiesServer, 'list'), sinon.spy(searchesServer, 'list')];

      await session.load();

      expect(session.signedIn).to.equal(false);
      expect(session.loaded).to.equal(true);
      expect(savedProperties.ids).to.deep.equal(['p1']);
      expect(savedSearches.searches).to.deep.equal([local]);
      expect(serverCalls.map((spy) => spy.callCount)).to.deep.equal([0, 0]);
      expect(events).to.deep.equal([{ kind: 'visitor' }]);
    });

    it('treats a user with a blank user_id as the local user', async () => {
      const { session } = setUp({ user_id: '  ', first_name: 'Nobody' });
      await session.load();
      expect(session.signedIn).to.equal(false);
      expect(session.user).to.equal(LOCAL_USER);
    });

    it('only logs a failure to fetch the user (SPEC §8): the visitor is unknown, not anonymous, and is asked for again', async () => {
      const timers = new ManualTimers();
      const { session, storage, notifier, logger, savedProperties, events } = setUp(
        'unreachable',
        timers,
      );
      storage.write(SAVED_PROPERTIES_KEY, ['p1']);

      await session.load();

      expect(logger.warn.calledOnce).to.equal(true);
      expect(logger.warn.firstCall.args[0]).to.contain('HTTP 503');
      expect(notifier.errors).to.deep.equal([]);
      expect(notifier.successes).to.deep.equal([]);
      expect(session.signedIn).to.equal(false);
      expect(session.loaded).to.equal(false);
      expect(session.unreachable).to.equal(true);
      expect(events).to.deep.equal([{ kind: 'unknown' }]);
      expect(savedProperties.ids).to.deep.equal(['p1']);
      expect(timers.waiting).to.equal(1);
    });

    it('asks again after 2 s, then 4 s, 8 s… at most a minute apart, saying unknown once', async () => {
      const timers = new ManualTimers();
      const { session, account, events } = setUp('unreachable', timers);
      await session.load();
      const asked: number[] = [];
      for (const wait of [2000, 4000, 8000, 16000, 32000, 60000, 60000]) {
        timers.tick(wait - 1);
        asked.push(account.currentUserCalls);
        timers.tick(1);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(asked).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
      expect(account.currentUserCalls).to.equal(8);
      expect(events).to.deep.equal([{ kind: 'unknown' }]);
    });

    it("sends a signed-in visitor's saves made while unknown to their account once the platform answers", async () => {
      const timers = new ManualTimers();
      const { session, account, propertiesServer, savedProperties, events, savedItemsSettled } =
        setUp('unreachable', timers);
      propertiesServer.ids = ['p9'];
      await session.load();
      await savedProperties.toggle('p1');
      expect(propertiesServer.ids).to.deep.equal(['p9']);

      account.current = right(SIGNED_IN_USER);
      timers.tick(2000);
      await when(() => session.loaded);
      await savedItemsSettled();

      expect(events.map((e) => e.kind)).to.deep.equal(['unknown', 'signed-in']);
      expect(session.unreachable).to.equal(false);
      expect(propertiesServer.ids).to.have.members(['p9', 'p1']);
      expect(savedProperties.ids).to.have.members(['p9', 'p1']);
      expect(timers.waiting).to.equal(0);
    });

    it('keeps saves made while unknown in this browser when the platform then says nobody is signed in', async () => {
      const timers = new ManualTimers();
      const { session, account, storage, savedProperties, events } = setUp('unreachable', timers);
      await session.load();
      await savedProperties.toggle('p1');
      account.current = right(LOCAL_USER);
      timers.tick(2000);
      await when(() => session.loaded);
      expect(events.map((e) => e.kind)).to.deep.equal(['unknown', 'visitor']);
      expect(savedProperties.ids).to.deep.equal(['p1']);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
    });

    it('asks for the user once when loads overlap', async () => {
      const { session, account } = setUp(SIGNED_IN_USER);
      const currentUser = sinon.spy(account, 'currentUser');

      await Promise.all([session.load(), session.load()]);
      await session.load();

      expect(currentUser.callCount).to.equal(2);
    });
  });

  describe('signOut', () => {
    it('says "You have been signed out" and makes the visitor the local user again', async () => {
      const { session, notifier, events } = await signedIn();

      const done = await session.signOut();

      expect(done).to.equal(true);
      expect(session.user).to.equal(LOCAL_USER);
      expect(session.signedIn).to.equal(false);
      expect(session.signingOut).to.equal(false);
      expect(notifier.successes).to.deep.equal(['You have been signed out']);
      expect(events.map((event) => event.kind)).to.deep.equal(['signed-in', 'signed-out']);
    });

    it('keeps the properties saved in this browser and clears the saved searches', async () => {
      const { session, storage, savedProperties, savedSearches } = await signedIn();
      storage.write(SAVED_SEARCHES_KEY, [aLocalSavedSearch()]);

      await session.signOut();

      expect(savedProperties.ids).to.deep.equal(['p1']);
      expect(savedProperties.signedIn).to.equal(false);
      expect(storage.read(SAVED_PROPERTIES_KEY)).to.deep.equal(['p1']);
      expect(savedSearches.searches).to.deep.equal([]);
      expect(storage.read(SAVED_SEARCHES_KEY)).to.equal(undefined);
    });

    it('says "There was an error signing out" and changes nothing when the server refuses', async () => {
      const { session, account, notifier, savedSearches } = await signedIn();
      account.signOutResult = left(httpFailure(500));

      const done = await session.signOut();

      expect(done).to.equal(false);
      expect(session.signedIn).to.equal(true);
      expect(session.signingOut).to.equal(false);
      expect(savedSearches.count).to.equal(1);
      expect(notifier.errors).to.deep.equal(['There was an error signing out']);
      expect(notifier.successes).to.deep.equal([]);
    });

    it('ignores a second click while the first sign-out is on its way', async () => {
      const { session, account } = await signedIn();
      const signOut = sinon.spy(account, 'signOut');

      await Promise.all([session.signOut(), session.signOut()]);

      expect(signOut.callCount).to.equal(1);
    });
  });

  describe('signedInUserId', () => {
    it('is the user_id of a signed-in user and undefined for the local user', () => {
      expect(signedInUserId(SIGNED_IN_USER)).to.equal('42');
      expect(signedInUserId(LOCAL_USER)).to.equal(undefined);
      expect(signedInUserId({ user_id: '' })).to.equal(undefined);
    });
  });
});
