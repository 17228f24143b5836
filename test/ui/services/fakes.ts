/**
 * In-memory fakes of the ports the saved-item services use, and small builders. The fakes behave
 * like the real thing (storage round-trips through JSON, the server keeps a list), and each can be
 * told to fail one kind of call, so tests can check what is kept when a call fails.
 */
import { isRight, left, right } from 'fp-ts/Either';
import { httpFailure, networkFailure } from '../../../core/failures/failures.js';
import type { Failure, Result } from '../../../core/failures/failures.js';
import type {
  AccountPort,
  Credentials,
  MarketingPreferenceChange,
  PasswordChange,
  PasswordChangeOutcome,
  PasswordResetRequest,
  Registration,
} from '../../../core/ports/account.port.js';
import type { NotifierPort } from '../../../core/ports/notifier.port.js';
import type { AnalyticsEvent, AnalyticsPort } from '../../../core/ports/analytics.port.js';
import type { SavedPropertiesPort } from '../../../core/ports/saved-properties.port.js';
import type { SavedSearchesPort } from '../../../core/ports/saved-searches.port.js';
import type {
  KeyValueStoragePort,
  StorageKey,
  StoredValueDecoder,
} from '../../../core/ports/storage.port.js';
import type { PropertyCard } from '../../../core/property/property.js';
import type { Search } from '../../../core/search/search.js';
import { findSavedSearch, searchFromSavedSearch } from '../../../core/user/saved-searches.js';
import type { SavedSearch, User } from '../../../core/user/user.js';

/** Storage that is full (or switched off) answers like this; 507 is "Insufficient Storage". */
export const STORAGE_FULL: Failure = httpFailure(507);

const storageName = (key: StorageKey): string => `${key.name}:v${key.version}`;

/** Browser storage as JSON text per versioned key; can be filled with garbage or made to refuse writes. */
export class MemoryStorage implements KeyValueStoragePort {
  readonly texts = new Map<string, string>();
  /** When true every write fails as a full storage would. */
  full = false;

  get<T>(key: StorageKey, decoder: StoredValueDecoder<T>): T | undefined {
    const text = this.texts.get(storageName(key));
    if (text === undefined) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return undefined;
    }
    const decoded = decoder.decode(raw);
    return isRight(decoded) ? decoded.right : undefined;
  }

  set(key: StorageKey, value: unknown): Result<void> {
    if (this.full) return left(STORAGE_FULL);
    this.texts.set(storageName(key), JSON.stringify(value));
    return right(undefined);
  }

  remove(key: StorageKey): void {
    this.texts.delete(storageName(key));
  }

  /** The stored value parsed, for assertions (undefined when absent). */
  read(key: StorageKey): unknown {
    const text = this.texts.get(storageName(key));
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  }

  /** Puts a value in as another tab, an older release or a browser extension might have. */
  write(key: StorageKey, value: unknown): void {
    this.texts.set(storageName(key), JSON.stringify(value));
  }

  /** Puts raw text in, e.g. something that is not JSON at all. */
  writeText(key: StorageKey, text: string): void {
    this.texts.set(storageName(key), text);
  }
}

/** A toast as the notifier was asked for it; `durationMs` undefined means the default 3 s. */
export interface RecordedToast {
  readonly kind: 'success' | 'error';
  readonly message: string;
  readonly durationMs: number | undefined;
}

/** Toasts, recorded in order: the texts by kind, and every toast with its kind and duration. */
export class RecordingNotifier implements NotifierPort {
  readonly successes: string[] = [];
  readonly errors: string[] = [];
  readonly toasts: RecordedToast[] = [];

  success(message: string, durationMs?: number): void {
    this.successes.push(message);
    this.toasts.push({ kind: 'success', message, durationMs });
  }

  error(message: string, durationMs?: number): void {
    this.errors.push(message);
    this.toasts.push({ kind: 'error', message, durationMs });
  }
}

export function aPropertyCard(propertyId: string): PropertyCard {
  return {
    property_id: propertyId,
    display_address: `${propertyId} High Street, Taunton`,
    property_channel: 'sales',
    property_url: `/properties/${propertyId}`,
    photos: [],
    tags: [],
  };
}

type SavedPropertiesCall = 'list' | 'add' | 'remove';

/** The platform's saved-property list for one signed-in user. */
/** An analytics port that records what was pushed. */
export class RecordingAnalytics implements AnalyticsPort {
  readonly events: AnalyticsEvent[] = [];
  push(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}

export class FakeSavedPropertiesServer implements SavedPropertiesPort {
  ids: string[];
  readonly failing = new Set<SavedPropertiesCall>();

  constructor(ids: readonly string[] = []) {
    this.ids = [...ids];
  }

  async list(): Promise<Result<readonly PropertyCard[]>> {
    if (this.failing.has('list')) return left(networkFailure);
    return right(this.ids.map(aPropertyCard));
  }

  async add(propertyIds: readonly string[]): Promise<Result<void>> {
    if (this.failing.has('add')) return left(httpFailure(500));
    for (const id of propertyIds) if (!this.ids.includes(id)) this.ids.push(id);
    return right(undefined);
  }

  async remove(propertyId: string): Promise<Result<void>> {
    if (this.failing.has('remove')) return left(httpFailure(500));
    this.ids = this.ids.filter((id) => id !== propertyId);
    return right(undefined);
  }
}

type SavedSearchesCall = 'list' | 'create' | 'update' | 'remove';

/** The platform's saved-search list for one signed-in user; create gives ids s1, s2, … */
export class FakeSavedSearchesServer implements SavedSearchesPort {
  searches: SavedSearch[];
  readonly failing = new Set<SavedSearchesCall>();
  private nextId = 1;

  constructor(searches: readonly SavedSearch[] = []) {
    this.searches = [...searches];
  }

  async list(): Promise<Result<readonly SavedSearch[]>> {
    if (this.failing.has('list')) return left(networkFailure);
    return right([...this.searches]);
  }

  async create(search: SavedSearch): Promise<Result<void>> {
    if (this.failing.has('create')) return left(httpFailure(500));
    if (findSavedSearch(this.searches, searchFromSavedSearch(search)) === undefined) {
      this.searches.push({ ...search, search_id: `s${this.nextId++}` });
    }
    return right(undefined);
  }

  async update(saved: SavedSearch): Promise<Result<void>> {
    if (this.failing.has('update')) return left(httpFailure(500));
    const index = this.searches.findIndex((item) => item.search_id === saved.search_id);
    if (index < 0) return left(httpFailure(404));
    this.searches[index] = saved;
    return right(undefined);
  }

  async remove(searchId: string): Promise<Result<void>> {
    if (this.failing.has('remove')) return left(httpFailure(500));
    this.searches = this.searches.filter((item) => item.search_id !== searchId);
    return right(undefined);
  }
}

/**
 * The platform's session and account calls: who is signed in, and whether each call works. Every
 * call records what was sent (`signIns`, `registered`, …) and answers its `…Result`. A sign-in or
 * registration the platform accepts makes `userAfterSignIn` (when set) the current user, as the
 * platform's session cookie would. `holdCurrentUser()` keeps the next GET /user.ljson waiting.
 */
export class FakeAccount implements AccountPort {
  signInResult: Result<void> = right(undefined);
  registerResult: Result<void> = right(undefined);
  /** Absent: the current user with the changes applied (or the current failure). */
  updateProfileResult: Result<User> | undefined = undefined;
  resetPasswordResult: Result<PasswordChangeOutcome> = right({ kind: 'changed' });
  requestPasswordResetResult: Result<void> = right(undefined);
  marketingResult: Result<void> = right(undefined);
  /** Who the platform says is signed in after it accepted a sign-in or registration. */
  userAfterSignIn: User | undefined = undefined;

  readonly signIns: Credentials[] = [];
  readonly registered: Registration[] = [];
  readonly profileChanges: Partial<User>[] = [];
  /** The current password sent with each profile change (undefined: none sent). */
  readonly profilePasswords: (string | undefined)[] = [];
  readonly passwordChanges: PasswordChange[] = [];
  readonly resetRequests: PasswordResetRequest[] = [];
  readonly marketingChanges: MarketingPreferenceChange[] = [];
  /** How many times the current user was asked for. */
  currentUserCalls = 0;
  private readonly held: Promise<void>[] = [];

  constructor(
    public current: Result<User> = right({ user_id: null }),
    public signOutResult: Result<void> = right(undefined),
  ) {}

  /**
   * The next currentUser() call answers (who was signed in when it was asked) only once the
   * returned function is called: a first load still under way.
   */
  holdCurrentUser(): () => void {
    let release: () => void = () => undefined;
    this.held.push(new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  async currentUser(): Promise<Result<User>> {
    this.currentUserCalls += 1;
    const answer = this.current;
    const gate = this.held.shift();
    if (gate) await gate;
    return answer;
  }

  async signOut(): Promise<Result<void>> {
    return this.signOutResult;
  }

  async signIn(credentials: Credentials): Promise<Result<void>> {
    this.signIns.push(credentials);
    return this.accepted(this.signInResult);
  }

  async register(registration: Registration): Promise<Result<void>> {
    this.registered.push(registration);
    return this.accepted(this.registerResult);
  }

  async updateProfile(changes: Partial<User>, currentPassword?: string): Promise<Result<User>> {
    this.profileChanges.push(changes);
    this.profilePasswords.push(currentPassword);
    if (this.updateProfileResult !== undefined) return this.updateProfileResult;
    return isRight(this.current) ? right({ ...this.current.right, ...changes }) : this.current;
  }

  async resetPassword(change: PasswordChange): Promise<Result<PasswordChangeOutcome>> {
    this.passwordChanges.push(change);
    return this.resetPasswordResult;
  }

  async requestPasswordReset(request: PasswordResetRequest): Promise<Result<void>> {
    this.resetRequests.push(request);
    return this.requestPasswordResetResult;
  }

  async updateMarketingPreferences(change: MarketingPreferenceChange): Promise<Result<void>> {
    this.marketingChanges.push(change);
    return this.marketingResult;
  }

  private accepted(answer: Result<void>): Result<void> {
    if (isRight(answer) && this.userAfterSignIn !== undefined)
      this.current = right(this.userAfterSignIn);
    return answer;
  }
}

export const SIGNED_IN_USER: User = {
  user_id: '42',
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya@example.co.uk',
};

/** A search for houses in Taunton; override what the test is about. */
export function aSearch(overrides: Partial<Search> = {}): Search {
  return {
    channel: 'sales',
    placeId: 'ChIJ-taunton',
    q: 'Taunton, Somerset',
    minBeds: 2,
    maxPrice: 350000,
    tags: ['house'],
    ...overrides,
  };
}

/** A saved search as the server holds it. */
export function aSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    search_id: 's100',
    channel: 'sales',
    placeId: 'ChIJ-bath',
    q: 'Bath, Somerset',
    minBeds: 3,
    alert_frequency: 'W',
    ...overrides,
  };
}

/** A saved search kept only in this browser (no server id). */
export function aLocalSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  const { search_id: _serverId, ...local } = aSavedSearch(overrides);
  return local;
}
