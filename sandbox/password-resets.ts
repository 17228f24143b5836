/**
 * Password reset links, the platform's side of "forgotten password" (SPEC §4, §7).
 *
 * A link carries a random token; the store keeps only the token's hash (as it does a session
 * id), so the data file alone opens no account. A link works once and for an hour; an account has
 * one live link at a time (a new one retires the others), and a password change retires every link
 * still outstanding for that user. Opening a link only shows a form (reset-password-page.ts): the
 * link is used when that form is sent. The sandbox sends no email: the message goes to the outbox
 * list instead (shown at /__sandbox/data and by the CLI).
 */
import { PASSWORD_CHANGED_FLASH, type FlashKey } from '../core/index.js';
import { hashSecretId, newSecretId, SECRET_ID_PATTERN } from './session.js';
import type {
  Draft,
  OutboxRecord,
  PasswordResetRecord,
  StoreData,
  UserRecord,
} from './store-types.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** The link's path; the token follows it. */
export const RESET_LINK_PATH = '/reset_passwords/';
/** Where a new password chosen from a link leaves the visitor, signed in: home, told it changed. */
export const RESET_DONE_LOCATION = `/#/flash/${PASSWORD_CHANGED_FLASH}`;
/** The flash (an error toast) for a link that has expired, was used, or never existed. */
export const RESET_LINK_INVALID_FLASH = 'password-reset-link-invalid' satisfies FlashKey;
export const RESET_LINK_INVALID_LOCATION = `/#/flash/${RESET_LINK_INVALID_FLASH}`;

export interface NewReset {
  readonly record: PasswordResetRecord;
  /** For the link only: never stored. */
  readonly token: string;
}

/** A fresh reset for `user`, asked for at `now`. */
export function newReset(user: UserRecord, now: Date): NewReset {
  const token = newSecretId();
  return {
    token,
    record: {
      agency: user.agency,
      email: user.email,
      userFound: true,
      at: now.toISOString(),
      userId: user.id,
      tokenHash: hashSecretId(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
      used: false,
    },
  };
}

/** The mail the platform would send with the link. */
export function resetMail(record: PasswordResetRecord, link: string): OutboxRecord {
  return {
    agency: record.agency,
    to: record.email,
    subject: 'Reset your password',
    link,
    at: record.at,
  };
}

function isOpen(
  record: PasswordResetRecord,
  agency: string,
  tokenHash: string,
  now: Date,
): boolean {
  return (
    record.agency === agency &&
    record.tokenHash === tokenHash &&
    record.used === false &&
    record.expiresAt !== undefined &&
    Date.parse(record.expiresAt) > now.getTime()
  );
}

/** The open reset (unused, unexpired) of the agency `token` names: a read, no write. */
export function openReset(
  data: StoreData,
  agency: string,
  token: string,
  now: Date,
): PasswordResetRecord | undefined {
  if (!SECRET_ID_PATTERN.test(token)) return undefined;
  const tokenHash = hashSecretId(token);
  return data.passwordResets.find((r) => isOpen(r, agency, tokenHash, now));
}

/**
 * Use up the reset `token` names, inside a store update (so two clicks cannot both use it):
 * the user id it was for, or undefined when it is no longer open.
 */
export function claimReset(
  draft: Draft<StoreData>,
  agency: string,
  token: string,
  now: Date,
): string | undefined {
  const tokenHash = hashSecretId(token);
  const index = draft.passwordResets.findIndex((r) => isOpen(r, agency, tokenHash, now));
  const record = draft.passwordResets[index];
  if (!record) return undefined;
  draft.passwordResets[index] = { ...record, used: true };
  return record.userId;
}

/**
 * Mark the user's outstanding resets used: after a password change no older link may sign anyone
 * in, and before a new link goes out the older ones stop working (one live link per account).
 */
export function retireResets(draft: Draft<StoreData>, agency: string, userId: string): void {
  draft.passwordResets = draft.passwordResets.map((r) =>
    r.agency === agency && r.userId === userId && r.used === false ? { ...r, used: true } : r,
  );
}

/** The links in the outbox by their token's hash, to show beside the resets they belong to. */
export function mailedLinks(outbox: readonly OutboxRecord[]): ReadonlyMap<string, string> {
  return new Map(
    outbox.map((mail) => [
      hashSecretId(mail.link.slice(mail.link.lastIndexOf('/') + 1)),
      mail.link,
    ]),
  );
}
