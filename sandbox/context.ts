/** The sandbox application state and the per-request context every handler receives. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedBody } from './body.js';
import type { Faults } from './faults.js';
import type { FakeRecaptcha } from './recaptcha.js';
import type { Params } from './router.js';
import type { AgencyData, AgencySlug } from './seed/types.js';
import type { RegistrationThrottle, SignInThrottle } from './sign-in-throttle.js';
import type { Store } from './store.js';
import type { UserRecord } from './store-types.js';

export interface SandboxApp {
  readonly store: Store;
  readonly agencies: ReadonlyMap<AgencySlug, AgencyData>;
  readonly defaultAgency: AgencySlug;
  /** Each agency's public origin: mailed links are built on it, never on a request's Host (origins.ts). */
  readonly origins: ReadonlyMap<AgencySlug, string>;
  readonly distDir: string;
  readonly faults: Faults;
  /** The fake challenge service (bot check) and its switch for tests. */
  readonly recaptcha: FakeRecaptcha;
  /** Failed sign-ins per account and per address (memory only; see sign-in-throttle.ts). */
  readonly signInThrottle: SignInThrottle;
  /** Registration attempts per address (memory only). */
  readonly registrationThrottle: RegistrationThrottle;
  readonly now: () => Date;
  readonly log: (line: string) => void;
}

export interface Session {
  /** The session cookie value (random, 32 bytes base64url). */
  readonly id: string;
  /** The authenticity token bound to this session (SPEC §3), embedded in the settings object. */
  readonly token: string;
  readonly user?: UserRecord;
}

export interface Context {
  readonly app: SandboxApp;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  /** The method after a `_method` field or X-HTTP-Method-Override header on a POST. */
  readonly method: string;
  readonly params: Params;
  readonly body: ParsedBody;
  readonly agency: AgencyData;
  readonly session: Session;
}

export type Handler = (ctx: Context) => void | Promise<void>;
