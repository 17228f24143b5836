/**
 * The visitor's saved properties (SPEC §4 "Identity and saved items", §7 /saved_properties, §8
 * 'Property saved.' / 'Saved property removed.').
 *
 * The list always lives in this browser (KeyValueStoragePort); for a signed-in visitor every change
 * is also sent to the server. A change the server did not take is kept locally and remembered in a
 * pending list, which `syncWithServer` sends again at the next load. The rules themselves (toggle,
 * removals, the one-time merge) are core's; this class only coordinates storage, server and toasts.
 *
 * Nothing here ever deletes on the server a property that is still saved in this browser.
 */
import * as t from 'io-ts';
import { isLeft, isRight } from 'fp-ts/Either';
import {
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import {
  STORAGE_KEYS,
  MESSAGES,
  propertySavedEvent,
  SAVED_PROPERTIES_KEY,
  SAVED_PROPERTIES_MERGED_KEY,
  SAVED_PROPERTIES_SIGNED_OUT_KEY,
  SAVED_PROPERTY_REMOVALS_KEY,
  SavedPropertyIdsCodec,
  decodeSavedPropertyIds,
  isPropertySaved,
  mergeSavedProperties,
  normalisePropertyId,
  signOutSavedProperties,
  toggleSavedProperty,
  trackRemoval,
  noPendingChanges,
  pendingAfterSync,
  pendingAfterToggle,
  savedPropertiesSyncPlan,
} from '../../core/index.js';
import type {
  AnalyticsPort,
  NotifierPort,
  SavedPropertiesPort,
  KeyValueStoragePort,
  StorageKey,
  PendingSavedPropertyChanges,
} from '../../core/index.js';
import { showSavedItemsError } from './saved-items-messages.js';
import { followInOrder, type SessionEvent, type SessionEvents } from './session.service.js';
import { keepSavedPropertyCards } from '../user/saved-property-cards.cache.js';

/** Changes a signed-in visitor made that the server has not taken yet, retried at the next load. */
export const SAVED_PROPERTY_PENDING_KEY: StorageKey = STORAGE_KEYS.savedPropertiesPending;

const PendingChangesCodec = t.type({
  userId: t.string,
  add: SavedPropertyIdsCodec,
  remove: SavedPropertyIdsCodec,
});

/**
 * Toggles made while the platform could not say who the visitor is, in order: owed to the account
 * if it turns out to be a signed-in visitor, forgotten (they are this browser's) if not.
 */
export const SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY: StorageKey =
  STORAGE_KEYS.savedPropertiesWhileUnknown;

const TogglesCodec = t.array(t.type({ id: t.string, saved: t.boolean }));

/** SAVED_PROPERTIES_MERGED_KEY holds the ids of the users whose one-time merge has happened here. */
const MergedUsersCodec = t.array(t.string);

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

export class SavedPropertiesService {
  /** The saved property ids, oldest first. Replaced, never mutated in place. */
  ids: readonly string[] = [];
  /** The signed-in user whose server list is kept in step; undefined for a local visitor. */
  userId: string | undefined = undefined;
  /** True while the list is being merged with the server's. */
  syncing = false;
  /** True while the platform cannot say who the visitor is: toggles are kept for the account. */
  private awaitingVisitor = false;

  /** The storage failure toast is shown once per page, not on every click. */
  private storageFailureShown = false;

  constructor(
    private readonly storage: KeyValueStoragePort,
    private readonly server: SavedPropertiesPort,
    private readonly notifier: NotifierPort,
    /** The analytics port (consent-gated): 'property_saved' when a property is saved. */
    private readonly analytics: AnalyticsPort,
  ) {
    makeObservable(this, {
      ids: observableRef,
      userId: observable,
      syncing: observable,
      count: computed,
      signedIn: computed,
      loadFromStorage: actionBound,
      toggle: actionBound,
      syncWithServer: actionBound,
      signOut: actionBound,
    });
  }

  /** How many properties are saved (the header badge). */
  get count(): number {
    return this.ids.length;
  }

  /** Whether changes also go to the server (SPEC §6). */
  get signedIn(): boolean {
    return this.userId !== undefined;
  }

  /** Whether this property is saved (ids compared as normalised property_id text). */
  isSaved(propertyId: string | number): boolean {
    return isPropertySaved(this.ids, propertyId);
  }

  /**
   * The local visitor's list: restored from this browser; a corrupt value reads as none (SPEC §4).
   * When the platform says nobody is signed in, a browser still holding a signed-in list (the
   * session ended elsewhere, or the page closed before sign-out finished) is first brought back
   * to what it held before that sign-in, and toggles kept while the visitor was unknown are this
   * browser's alone; when it could not say (`platformAnswered` false), both are left as they are.
   */
  loadFromStorage(platformAnswered = true): void {
    this.userId = undefined;
    this.awaitingVisitor = false;
    if (platformAnswered) this.storage.remove(SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY);
    if (
      platformAnswered &&
      this.storage.get(SAVED_PROPERTIES_SIGNED_OUT_KEY, SavedPropertyIdsCodec) !== undefined
    )
      this.leaveAccount(this.storedIds());
    this.ids = this.storedIds();
  }

  /**
   * Saves the property, or removes it if already saved (SPEC §4), with the toast 'Property saved.'
   * or 'Saved property removed.' (SPEC §8); a save is also the analytics event 'property_saved'. Always written to this browser; when signed in also
   * sent to the server. A server failure keeps the local change, shows an error toast and leaves
   * the change pending for the next load.
   */
  async toggle(propertyId: string | number): Promise<void> {
    const id = normalisePropertyId(propertyId);
    if (id === undefined) return;
    const savedNow = !isPropertySaved(this.ids, id);
    const userId = this.userId;
    this.ids = toggleSavedProperty(this.ids, id);
    this.writeIds(this.ids);
    // Removals are remembered for the one-time merge of a visitor who is not signed in yet;
    // saving again forgets a removal in either case.
    if (userId === undefined || savedNow)
      this.writeRemovals(trackRemoval(this.storedRemovals(), id, savedNow));
    // A property of this browser's own list removed while signed in does not come back at sign-out.
    if (userId !== undefined && !savedNow) this.forgetBeforeSignIn(id);
    if (userId === undefined && this.awaitingVisitor) this.rememberWhileUnknown(id, savedNow);
    this.notifier.success(savedNow ? MESSAGES.propertySaved : MESSAGES.savedPropertyRemoved);
    if (savedNow) this.analytics.push(propertySavedEvent(id));
    if (userId === undefined) return;

    const sent = isRight(savedNow ? await this.server.add([id]) : await this.server.remove(id));
    this.writePending(pendingAfterToggle(this.storedPending(userId), id, savedNow, sent));
    if (!sent) showSavedItemsError(this.notifier, 'savedPropertySyncFailed');
  }

  /**
   * Brings this browser and the signed-in user's server list into step (SPEC §4): the first time
   * for this user, core's one-time merge (local-only ids pushed, ids removed here deleted from the
   * server, the flag recorded); afterwards the union of both lists. Changes left pending by an
   * earlier failure are sent again. If the server list cannot be read, the local list stays as it
   * is and an error toast says so.
   */
  async syncWithServer(userId: string): Promise<void> {
    this.userId = userId;
    this.awaitingVisitor = false;
    this.oweTogglesWhileUnknown(userId);
    // What this browser holds, plus anything kept only in memory because storage failed.
    this.ids = unique([...this.storedIds(), ...this.ids]);
    // Before the account's list joins it, remember what this browser held on its own (kept at
    // sign-out); a reload while signed in keeps the first record.
    if (this.storage.get(SAVED_PROPERTIES_SIGNED_OUT_KEY, SavedPropertyIdsCodec) === undefined) {
      this.storage.set(SAVED_PROPERTIES_SIGNED_OUT_KEY, this.ids);
    }
    this.syncing = true;
    const listed = await this.server.list();
    if (this.userId !== userId) return; // signed out (or someone else signed in) meanwhile
    if (isLeft(listed)) {
      runInAction(() => {
        this.syncing = false;
      });
      showSavedItemsError(this.notifier, 'savedPropertiesLoadFailed');
      return;
    }

    const serverIds = decodeSavedPropertyIds(listed.right);
    const owed = this.storedPending(userId);
    const mergedUsers = this.storedMergedUsers();
    const merge = mergeSavedProperties({
      local: this.ids,
      // An id whose deletion is still owed counts as gone, so the union cannot bring it back.
      server: serverIds.filter((id) => !owed.remove.includes(id)),
      localRemovals: this.storedRemovals(),
      alreadyMerged: mergedUsers.includes(userId),
    });
    runInAction(() => {
      this.ids = merge.merged;
    });
    this.writeIds(merge.merged);
    if (merge.markMerged) {
      this.storage.set(SAVED_PROPERTIES_MERGED_KEY, unique([...mergedUsers, userId]));
      this.storage.remove(SAVED_PROPERTY_REMOVALS_KEY);
    }

    const plan = savedPropertiesSyncPlan(merge, serverIds, owed);
    const failedAdds =
      plan.add.length > 0 && isLeft(await this.server.add(plan.add)) ? plan.add : [];
    const failedRemoves: string[] = [];
    for (const id of plan.remove) {
      // Re-checked before each call: the visitor may have saved it again during the sync.
      if (this.isSaved(id)) continue;
      if (isLeft(await this.server.remove(id))) failedRemoves.push(id);
    }

    // Toggles made during the sync may have added their own pending changes: keep those.
    this.writePending(
      pendingAfterSync(this.storedPending(userId), owed, {
        add: failedAdds,
        remove: failedRemoves,
      }),
    );
    runInAction(() => {
      this.syncing = false;
    });
    if (failedAdds.length > 0 || failedRemoves.length > 0) {
      showSavedItemsError(this.notifier, 'savedPropertySyncFailed');
    }
  }

  /**
   * Follows who the visitor is (the session's events, one after another): a visitor's list is restored from this
   * browser, a signed-in user's merged with the server's, a sign-out keeps this browser's list.
   * Answers the function that stops following (the page's life, in the composition root).
   */
  followSession(events$: SessionEvents): () => void {
    return followInOrder(events$, (event) => this.onSessionEvent(event));
  }

  private async onSessionEvent(event: SessionEvent): Promise<void> {
    if (event.kind === 'unknown') this.awaitVisitor();
    else if (event.kind === 'visitor') this.loadFromStorage();
    else if (event.kind === 'signed-in') await this.syncWithServer(event.userId);
    else this.signOut();
  }

  /**
   * The platform could not say who the visitor is: this browser's list is shown as it is (a
   * signed-in list included), and toggles are remembered until it can.
   */
  awaitVisitor(): void {
    this.loadFromStorage(false);
    this.awaitingVisitor = true;
  }

  private rememberWhileUnknown(id: string, saved: boolean): void {
    const toggles = this.storage.get(SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY, TogglesCodec) ?? [];
    this.storage.set(SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY, [...toggles, { id, saved }]);
  }

  /** The toggles made while the visitor was unknown become changes owed to `userId`'s account. */
  private oweTogglesWhileUnknown(userId: string): void {
    const toggles = this.storage.get(SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY, TogglesCodec);
    if (toggles === undefined) return;
    let owed = this.storedPending(userId);
    for (const toggle of toggles) owed = pendingAfterToggle(owed, toggle.id, toggle.saved, false);
    this.writePending(owed);
    this.storage.remove(SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY);
  }

  /**
   * After sign-out this browser keeps its own saved properties (SPEC §4), those it held before the
   * visitor signed in, and nothing of the account's (its ids and card snapshots go); the server is
   * left alone.
   */
  signOut(): void {
    this.userId = undefined;
    this.syncing = false;
    this.ids = this.leaveAccount(this.ids);
  }

  /** Writes what stays in this browser once the account has gone (core's signOutSavedProperties), and answers it. */
  private leaveAccount(shown: readonly string[]): string[] {
    const beforeSignIn =
      this.storage.get(SAVED_PROPERTIES_SIGNED_OUT_KEY, SavedPropertyIdsCodec) ?? [];
    const kept = signOutSavedProperties(shown, beforeSignIn);
    this.writeIds(kept);
    this.storage.remove(SAVED_PROPERTIES_SIGNED_OUT_KEY);
    keepSavedPropertyCards(this.storage, kept);
    return kept;
  }

  private forgetBeforeSignIn(id: string): void {
    const beforeSignIn = this.storage.get(SAVED_PROPERTIES_SIGNED_OUT_KEY, SavedPropertyIdsCodec);
    if (beforeSignIn?.includes(id))
      this.storage.set(
        SAVED_PROPERTIES_SIGNED_OUT_KEY,
        beforeSignIn.filter((kept) => kept !== id),
      );
  }

  // ---- storage (every read decoded; corrupt or absent reads as empty) ------------------------

  private storedIds(): string[] {
    return this.storage.get(SAVED_PROPERTIES_KEY, SavedPropertyIdsCodec) ?? [];
  }

  private storedRemovals(): string[] {
    return this.storage.get(SAVED_PROPERTY_REMOVALS_KEY, SavedPropertyIdsCodec) ?? [];
  }

  private storedMergedUsers(): string[] {
    return this.storage.get(SAVED_PROPERTIES_MERGED_KEY, MergedUsersCodec) ?? [];
  }

  private storedPending(userId: string): PendingSavedPropertyChanges {
    const stored = this.storage.get(SAVED_PROPERTY_PENDING_KEY, PendingChangesCodec);
    return stored !== undefined && stored.userId === userId ? stored : noPendingChanges(userId);
  }

  private writeIds(ids: readonly string[]): void {
    const written = this.storage.set(SAVED_PROPERTIES_KEY, [...ids]);
    // A signed-in visitor's list is also on the server; a local visitor would lose it.
    if (isLeft(written) && this.userId === undefined && !this.storageFailureShown) {
      this.storageFailureShown = true;
      showSavedItemsError(this.notifier, 'browserStorageFailed');
    }
  }

  private writeRemovals(removals: readonly string[]): void {
    if (removals.length === 0) this.storage.remove(SAVED_PROPERTY_REMOVALS_KEY);
    else this.storage.set(SAVED_PROPERTY_REMOVALS_KEY, [...removals]);
  }

  private writePending(pending: PendingSavedPropertyChanges): void {
    if (pending.add.length === 0 && pending.remove.length === 0)
      this.storage.remove(SAVED_PROPERTY_PENDING_KEY);
    else
      this.storage.set(SAVED_PROPERTY_PENDING_KEY, {
        userId: pending.userId,
        add: [...pending.add],
        remove: [...pending.remove],
      });
  }
}
