/** What the sandbox platform keeps: one JSON document per data folder (see store.ts). */
import type { Search, AlertFrequency, User } from '../core/index.js';
import type { AgencySlug } from './seed/types.js';

/** The optional details a user record shares with core's User (the account screens' fields). */
type UserDetails = Pick<
  User,
  | 'title'
  | 'tel_home'
  | 'tel_mobile'
  | 'house_name'
  | 'house_number'
  | 'street_address'
  | 'address_2'
  | 'locality'
  | 'town'
  | 'county'
  | 'postcode'
>;

export interface UserRecord extends UserDetails {
  readonly id: string;
  readonly agency: AgencySlug;
  /** Lower case; unique per agency. */
  readonly email: string;
  /** scrypt$N$r$p$salt$hash (see passwords.ts); never leaves the server. */
  readonly passwordHash: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly is_opted_in_to_marketing: boolean;
  readonly marketing_preference_id: string;
  readonly opt_in_marketing_at?: 'optin' | 'optout';
  readonly opt_in_marketing_url?: string;
  readonly custom_marketing_preferences?: Readonly<Record<string, boolean>>;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SessionRecord {
  /** sha256 of the session cookie value: a stolen data file gives no usable cookie. */
  readonly idHash: string;
  readonly agency: AgencySlug;
  readonly userId: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

export interface SavedPropertyRecord {
  readonly agency: AgencySlug;
  readonly userId: string;
  readonly propertyId: string;
  readonly savedAt: string;
}

export interface SavedSearchRecord {
  readonly search_id: string;
  readonly agency: AgencySlug;
  readonly userId: string;
  readonly search: Search;
  readonly alert_frequency: AlertFrequency;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface LeadRecord {
  readonly id: string;
  readonly agency: AgencySlug;
  /** 'json' for POST /leads, 'form' for the native property form post. */
  readonly via: 'json' | 'form';
  readonly propertyId?: string;
  readonly channel?: string;
  readonly lead: Readonly<Record<string, unknown>>;
  readonly lead_client: Readonly<Record<string, unknown>>;
  readonly lead_booking?: Readonly<Record<string, unknown>>;
  readonly marketing_preferences?: Readonly<Record<string, unknown>>;
  readonly recaptchaToken?: string;
  /** The whole body exactly as it arrived (JSON types kept), without the authenticity token. */
  readonly received?: Readonly<Record<string, unknown>>;
  /** The honeypot was filled: kept for inspection, never acted on. */
  readonly spam: boolean;
  readonly userId?: string;
  readonly receivedAt: string;
}

export interface UploadedFileRecord {
  readonly field: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface FormSubmissionRecord {
  readonly id: string;
  readonly agency: AgencySlug;
  readonly formId: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly UploadedFileRecord[];
  readonly redirectUrl: string;
  readonly pagePath?: string;
  readonly optInTerms: boolean;
  readonly spam: boolean;
  readonly receivedAt: string;
}

export interface PropertyViewRecord {
  readonly agency: AgencySlug;
  readonly propertyId: string;
  readonly domain: string;
  readonly userId?: string;
  readonly at: string;
}

export interface ExposureRecord {
  readonly agency: AgencySlug;
  readonly propertyIds: readonly string[];
  readonly domain: string;
  readonly eventType: string;
  readonly at: string;
}

export interface CookieLogRecord {
  readonly agency: AgencySlug;
  readonly status: string;
  readonly details: Readonly<Record<string, string>>;
  readonly at: string;
}

/**
 * A forgotten-password request. For an existing account it is also the reset itself: the link's
 * token is kept only as its hash (as a session id is), it works once, and only until `expiresAt`.
 */
export interface PasswordResetRecord {
  readonly agency: AgencySlug;
  readonly email: string;
  readonly userFound: boolean;
  /** When it was asked for. */
  readonly at: string;
  /** The rest is there only when `userFound`: a link was sent. */
  readonly userId?: string;
  /** sha256 (base64url) of the link's token. */
  readonly tokenHash?: string;
  readonly expiresAt?: string;
  /** Followed once, or overtaken by a password change. */
  readonly used?: boolean;
}

/**
 * A message the platform would have emailed (a password reset link). The sandbox sends no email:
 * this list stands in for the visitor's inbox, so it holds the link itself (see README).
 */
export interface OutboxRecord {
  readonly agency: AgencySlug;
  readonly to: string;
  readonly subject: string;
  readonly link: string;
  readonly at: string;
}

export interface StoreData {
  readonly version: 1;
  /** HMAC key for authenticity tokens; generated once per data folder. */
  readonly secret: string;
  readonly counters: Readonly<Record<'user' | 'search' | 'lead' | 'form', number>>;
  readonly users: readonly UserRecord[];
  readonly sessions: readonly SessionRecord[];
  readonly savedProperties: readonly SavedPropertyRecord[];
  readonly savedSearches: readonly SavedSearchRecord[];
  readonly leads: readonly LeadRecord[];
  readonly formSubmissions: readonly FormSubmissionRecord[];
  readonly propertyViews: readonly PropertyViewRecord[];
  readonly exposures: readonly ExposureRecord[];
  readonly cookieLogs: readonly CookieLogRecord[];
  readonly passwordResets: readonly PasswordResetRecord[];
  readonly outbox: readonly OutboxRecord[];
}

/** A writable copy handed to `Store.update` mutators. */
export type Draft<T> = {
  -readonly [K in keyof T]: T[K] extends readonly (infer E)[]
    ? E[]
    : T[K] extends object
      ? Draft<T[K]>
      : T[K];
};
