/**
 * Limits on guessing passwords and on mass registration, counted in memory (a restart forgets
 * them, as a platform's cache would; they never reach the store file).
 *
 * - Per account (the lower-cased email, whether or not the account exists, so a limit reveals no
 *   account): from the 5th failure within 15 minutes, a browser the account does not know waits a
 *   short, growing delay after each failure (15 s, 30 s, 60 s, then 2 minutes). A browser that has
 *   signed in to the account before is never held back by this count: its owner is not locked out
 *   by someone else's guesses. Its attempts are still checked, and its failures still count.
 * - Per client address: 20 failures within 15 minutes refuse every sign-in from that address for
 *   15 minutes from the last, whatever the browser.
 * - Registrations: 20 attempts an hour from one address; the next waits until the oldest is an
 *   hour old.
 *
 * Refused attempts are not counted, so hammering a held key does not hold it longer. An attempt
 * counts as failed from the moment it is let through, and is taken back if it succeeds: checking
 * a password takes a while, and attempts sent side by side must not all slip in under the limit
 * before the first of them has failed.
 */

export interface ThrottleRule {
  /** How long an event counts. */
  readonly windowMs: number;
  /** How long from `now` a key with these events (times within the window, oldest first) must wait; 0: it may go on. */
  waitMs(events: readonly number[], now: number): number;
}

/** The address lock, and the window both sign-in counts keep. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** Failures an account may have in the window before a browser it does not know is made to wait. */
export const ACCOUNT_FREE_FAILURES = 4;
/** The waits after the 5th, 6th, 7th and every later failure. */
export const ACCOUNT_DELAYS_MS: readonly number[] = [15_000, 30_000, 60_000, 120_000];

const afterLatest = (events: readonly number[], delayMs: number, now: number): number =>
  Math.max(0, (events[events.length - 1] ?? 0) + delayMs - now);

/** Per account: short growing delays, never a lock. */
export const ACCOUNT_RULE: ThrottleRule = {
  windowMs: SIGN_IN_LOCK_MS,
  waitMs(events, now) {
    const over = events.length - ACCOUNT_FREE_FAILURES;
    if (over <= 0) return 0;
    const delay = ACCOUNT_DELAYS_MS[Math.min(over, ACCOUNT_DELAYS_MS.length) - 1] ?? 0;
    return afterLatest(events, delay, now);
  },
};

/** Failures from one address within the window that lock it. */
export const ADDRESS_LIMIT = 20;

/** Per client address: many accounts tried from one place are refused for a while. */
export const ADDRESS_RULE: ThrottleRule = {
  windowMs: SIGN_IN_LOCK_MS,
  waitMs: (events, now) =>
    events.length >= ADDRESS_LIMIT ? afterLatest(events, SIGN_IN_LOCK_MS, now) : 0,
};

/** Registration attempts one address may make in an hour. */
export const REGISTRATION_LIMIT = 20;

/** Per client address: registrations (mass-made accounts, and probing which emails have one). */
export const REGISTRATION_RULE: ThrottleRule = {
  windowMs: 60 * 60 * 1000,
  waitMs(events, now) {
    const oldestCounted = events[events.length - REGISTRATION_LIMIT];
    return oldestCounted === undefined
      ? 0
      : Math.max(0, oldestCounted + REGISTRATION_RULE.windowMs - now);
  },
};

/** Above this many keys, forgotten ones are swept out, so made-up emails cannot grow the map for ever. */
const SWEEP_ABOVE_KEYS = 10_000;

/** Events per key within a rule's window, and how long a key must wait. */
export class EventThrottle {
  private readonly tallies = new Map<string, number[]>();

  constructor(private readonly rule: ThrottleRule) {}

  /** Milliseconds until `key` may go on; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const events = this.current(key, now);
    return events ? this.rule.waitMs(events, now) : 0;
  }

  record(key: string, now: number): void {
    const events = this.current(key, now) ?? [];
    events.push(now);
    this.tallies.set(key, events);
    if (this.tallies.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  /** Take back the event recorded at `at` (an attempt that succeeded). */
  forgive(key: string, at: number): void {
    const events = this.tallies.get(key);
    const index = events?.lastIndexOf(at) ?? -1;
    if (events && index >= 0) events.splice(index, 1);
  }

  clear(key: string): void {
    this.tallies.delete(key);
  }

  /** The key's events with aged-out ones dropped; undefined (and forgotten) when none is left. */
  private current(key: string, now: number): number[] | undefined {
    const events = this.tallies.get(key)?.filter((at) => at > now - this.rule.windowMs);
    if (events && events.length > 0) {
      this.tallies.set(key, events);
      return events;
    }
    this.tallies.delete(key);
    return undefined;
  }

  private sweep(now: number): void {
    for (const key of [...this.tallies.keys()]) this.current(key, now);
  }
}

export interface SignInAttempt {
  readonly agency: string;
  /** Lower case. */
  readonly email: string;
  readonly address: string;
  /** The browser (its session, by a value only that session has), to know it again. */
  readonly client: string;
}

/** Browsers remembered at most, oldest forgotten first. */
const KNOWN_CLIENTS_KEPT = 10_000;

/** The two throttles of sign-in, and the browsers each account has signed in from. */
export class SignInThrottle {
  private readonly accounts = new EventThrottle(ACCOUNT_RULE);
  private readonly addresses = new EventThrottle(ADDRESS_RULE);
  /** Browser → the accounts (agency:email) it has signed in to. */
  private readonly known = new Map<string, Set<string>>();

  /**
   * Let an attempt through or not: the milliseconds to wait when it is refused; else 0, and the
   * attempt now counts as a failure until `succeeded` says otherwise.
   */
  begin(attempt: SignInAttempt, now: number): number {
    const accountWait = this.knows(attempt) ? 0 : this.accounts.waitMs(accountKey(attempt), now);
    const waitMs = Math.max(accountWait, this.addresses.waitMs(addressKey(attempt), now));
    if (waitMs > 0) return waitMs;
    this.accounts.record(accountKey(attempt), now);
    this.addresses.record(addressKey(attempt), now);
    return 0;
  }

  /** The attempt begun at `startedAt` signed in: the account starts afresh, the address loses that one count. */
  succeeded(attempt: SignInAttempt, startedAt: number): void {
    this.accounts.clear(accountKey(attempt));
    this.addresses.forgive(addressKey(attempt), startedAt);
  }

  /** `client` is now signed in to the account: it is a browser the account knows. */
  remember(client: string, account: Pick<SignInAttempt, 'agency' | 'email'>): void {
    const accounts = this.known.get(client) ?? new Set<string>();
    accounts.add(accountKey(account));
    this.keep(client, accounts);
  }

  /** The browser's session changed (`from` → `to`, at sign-out or sign-in): it is known as before. */
  carry(from: string, to: string): void {
    const accounts = this.known.get(from);
    if (!accounts) return;
    this.known.delete(from);
    this.keep(to, new Set([...accounts, ...(this.known.get(to) ?? [])]));
  }

  private knows(attempt: SignInAttempt): boolean {
    return this.known.get(attempt.client)?.has(accountKey(attempt)) === true;
  }

  private keep(client: string, accounts: Set<string>): void {
    this.known.delete(client);
    this.known.set(client, accounts);
    for (const oldest of this.known.keys()) {
      if (this.known.size <= KNOWN_CLIENTS_KEPT) break;
      this.known.delete(oldest);
    }
  }
}

/** Registration attempts per client address, keyed by agency so the demo agencies never share a count. */
export class RegistrationThrottle {
  private readonly addresses = new EventThrottle(REGISTRATION_RULE);

  /** The milliseconds to wait when the attempt is refused; else 0, and the attempt is counted. */
  begin(agency: string, address: string, now: number): number {
    const key = `${agency}:${address}`;
    const waitMs = this.addresses.waitMs(key, now);
    if (waitMs === 0) this.addresses.record(key, now);
    return waitMs;
  }
}

const accountKey = (a: Pick<SignInAttempt, 'agency' | 'email'>): string => `${a.agency}:${a.email}`;
const addressKey = (a: SignInAttempt): string => `${a.agency}:${a.address}`;
