/**
 * In-memory fakes of the ports the saved-item services use, and small builders. The fakes behave
 * like the real thing (storage round-trips through JSON, the server keeps a list), and each can be
 * told to fail one kind of call, so tests can check what is kept when a call fails.
 */
import { isRight, left, right } from 'fp-ts/Either';
import { httpFailure, networkFailure } from '../../../core/failures.js';
import type { Failure, Result } from '../../../core/failures.js';
import type { AccountPort, PasswordChangeOutcome } from '../../../core/ports/account.port.js';
import type { NotifierPort } from '../../../core/ports/notifier.port.js';
import type { SavedPropertiesPort } from '../../../core/ports/saved-properties.port.js';
import type { SavedSearchesPort } from '../../../core/ports/saved-searches.port.js';
import type { KeyValueStoragePort, StorageKey, StoredValueDecoder } from '../../../core/ports/storage.port.js';
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

/** Toasts, recorded in order. */
export class RecordingNotifier implements NotifierPort {
  readonly successes: string[] = [];
  readonly errors: string[] = [];

  success(message: string): void {
    this.successes.push(message);
  }

  error(message: string): void {
    this.errors.push(message);
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

/** The platform's session: who is signed in, and whether sign-out works. */
export class FakeAccount implements AccountPort {
  constructor(
    public current: Result<User> = right({ user_id: null }),
    public signOutResult: Result<void> = right(undefined),
  ) {}

  async currentUser(): Promise<Result<User>> {
    return this.current;
  }

  async signOut(): Promise<Result<void>> {
    return this.signOutResult;
  }

  async signIn(): Promise<Result<void>> {
    return right(undefined);
  }

  async register(): Promise<Result<void>> {
    return right(undefined);
  }

  async updateProfile(): Promise<Result<User>> {
    return this.current;
  }

  async resetPassword(): Promise<Result<PasswordChangeOutcome>> {
    return right({ kind: 'changed' });
  }

  async requestPasswordReset(): Promise<Result<void>> {
    return right(undefined);
  }

  async updateMarketingPreferences(): Promise<Result<void>> {
    return right(undefined);
  }
}

export const SIGNED_IN_USER: User = { user_id: '42', first_name: 'Priya', last_name: 'Shah', email: 'priya@example.co.uk' };

/** A search for houses in Taunton; override what the test is about. */
export function aSearch(overrides: Partial<Search> = {}): Search {
  return { channel: 'sales', placeId: 'ChIJ-taunton', q: 'Taunton, Somerset', minBeds: 2, maxPrice: 350000, tags: ['house'], ...overrides };
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
