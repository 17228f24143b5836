// failures: what a port call can answer instead of a value.
export {
  networkFailure,
  timeoutFailure,
  unauthorisedFailure,
  httpFailure,
  decodeFailure,
  validationFailure,
} from './failures.js';
export type { Failure, FailureKind, Result } from './failures.js';
