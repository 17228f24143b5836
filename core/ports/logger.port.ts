/**
 * Where the code reports what only developers should see: decode failures, refused redirects, a
 * chunk that failed to load (SPEC §8 "only logged"). Never shown to a visitor, and never given raw
 * response bodies or stored values (they may hold personal data).
 */
export interface LoggerPort {
  warn(message: string): void;
  error(message: string): void;
}
