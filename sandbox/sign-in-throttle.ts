/**
 * Sign-in rate limiting: failed attempts are counted per account and per client address, in
 * memory (a restart forgets them, as a platform's cache would; they never reach the store file).
 *
 * A key that collects `limit` failures within the window is refused until `lockMs` after the last
 * of them. Refused attempts are not failures, so hammering a locked key does not extend the lock;
 * once it lifts, those failures have aged out of the window and the key starts afresh.
 *
 * An attempt counts as failed from the moment it is let through, and is taken back if it succeeds:
 * checking a password takes a while, and attempts sent side by side must not all slip in under
 * the limit before the first of them has failed.
 */

export interface ThrottleRule {
  /** Failures within `windowMs` that lock the key. */
  readonly limit: number;
  readonly windowMs: number;
  /** How long the key stays locked, from its last failure. */
  readonly lockMs: number;
}

/** Both the counting window and the lock: 15 minutes (the refusal's text says so). */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

/** Per account (the lower-cased email, whether or not the account exists, so a lock reveals no account). */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: SIGN_IN_LOCK_MS, lockMs: SIGN_IN_LOCK_MS };
/** Per client address: many accounts tried from one place. */
export const ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: SIGN_IN_LOCK_MS, lockMs: SIGN_IN_LOCK_MS };

/** Above this many keys, forgotten ones are swept out, so made-up emails cannot grow the map for ever. */
const SWEEP_ABOVE_KEYS = 10_000;

interface Tally {
  /** Times (ms) of the failures still within the window, oldest first. */
  failures: number[];
  lockedUntil: number;
}

export class FailureThrottle {
  private readonly tallies = new Map<string, Tally>();

  constructor(private readonly rule: ThrottleRule) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const tally = this.current(key, now);
    return tally ? Math.max(0, tally.lockedUntil - now) : 0;
  }

  recordFailure(key: string, now: number): void {
    const tally = this.current(key, now) ?? { failures: [], lockedUntil: 0 };
    tally.failures.push(now);
    if (tally.failures.length >= this.rule.limit) tally.lockedUntil = now + this.rule.lockMs;
    this.tallies.set(key, tally);
    if (this.tallies.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  /** Take back the failure recorded at `at` (an attempt that succeeded), and the lock it set, if any. */
  forgive(key: string, at: number): void {
    const tally = this.tallies.get(key);
    const index = tally?.failures.lastIndexOf(at) ?? -1;
    if (!tally || index < 0) return;
    tally.failures.splice(index, 1);
    if (tally.lockedUntil === at + this.rule.lockMs && tally.failures.length < this.rule.limit) tally.lockedUntil = 0;
  }

  clear(key: string): void {
    this.tallies.delete(key);
  }

  /** The key's tally with aged-out failures dropped; undefined (and forgotten) when nothing is left. */
  private current(key: string, now: number): Tally | undefined {
    const tally = this.tallies.get(key);
    if (!tally) return undefined;
    tally.failures = tally.failures.filter((at) => at > now - this.rule.windowMs);
    if (tally.failures.length > 0 || tally.lockedUntil > now) return tally;
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
}

/** The two throttles of sign-in, keyed by agency so the demo agencies never share a count. */
export class SignInThrottle {
  private readonly accounts = new FailureThrottle(ACCOUNT_RULE);
  private readonly addresses = new FailureThrottle(ADDRESS_RULE);

  /**
   * Let an attempt through or not: the milliseconds to wait when it is refused; else 0, and the
   * attempt now counts as a failure until `succeeded` says otherwise.
   */
  begin(attempt: SignInAttempt, now: number): number {
    const waitMs = Math.max(this.accounts.waitMs(accountKey(attempt), now), this.addresses.waitMs(addressKey(attempt), now));
    if (waitMs > 0) return waitMs;
    this.accounts.recordFailure(accountKey(attempt), now);
    this.addresses.recordFailure(addressKey(attempt), now);
    return 0;
  }

  /** The attempt begun at `startedAt` signed in: the account starts afresh, the address loses that one count. */
  succeeded(attempt: SignInAttempt, startedAt: number): void {
    this.accounts.clear(accountKey(attempt));
    this.addresses.forgive(addressKey(attempt), startedAt);
  }
}

const accountKey = (a: SignInAttempt): string => `${a.agency}:${a.email}`;
const addressKey = (a: SignInAttempt): string => `${a.agency}:${a.address}`;
