/**
 * Expected failures, as values (ARCHITECTURE §2 "Ports"). Every port answers `Result<A>`:
 * `Either<Failure, A>` from fp-ts. Adapters map the wire (status codes, thrown TypeErrors, bad
 * bodies) onto these few shapes so core and view-models never see HTTP details.
 */
import type { Either } from 'fp-ts/Either';

export type Failure =
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  | { readonly kind: 'network' }
  /** An answer with a status the caller did not expect (SPEC §8 "any non-200"). */
  | { readonly kind: 'http'; readonly status: number }
  /** The answer could not be decoded into the domain type; `detail` is for logs only. */
  | { readonly kind: 'decode'; readonly detail: string }
  /** No answer within the allowed time (e.g. a script load, SPEC §9 chunk time-out). */
  | { readonly kind: 'timeout' }
  /** The visitor must sign in first (SPEC §5 "Marketing preference change requires sign-in"). */
  | { readonly kind: 'unauthorised' }
  /**
   * The platform refused the data with messages meant for the visitor (SPEC §5, 422 errors):
   * `errors` lists what is wrong; `message`, when the platform sent one beside the list, is its
   * one-line summary (SPEC §8 register failure: "Server message, or …").
   */
  | { readonly kind: 'validation'; readonly errors: readonly string[]; readonly message?: string };

export type FailureKind = Failure['kind'];

/** What a port answers: a failure value on the left, the result on the right. */
export type Result<A> = Either<Failure, A>;

export const networkFailure: Failure = { kind: 'network' };
export const timeoutFailure: Failure = { kind: 'timeout' };
export const unauthorisedFailure: Failure = { kind: 'unauthorised' };

export function httpFailure(status: number): Failure {
  return { kind: 'http', status };
}

export function decodeFailure(detail: string): Failure {
  return { kind: 'decode', detail };
}

export function validationFailure(errors: readonly string[], message?: string): Failure {
  const summary = message?.trim();
  return summary
    ? { kind: 'validation', errors, message: summary }
    : { kind: 'validation', errors };
}
