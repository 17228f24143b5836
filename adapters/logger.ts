/**
 * Where adapters report what only developers should see: decode failures, refused redirects,
 * recaptcha setup failures (SPEC §8 "only logged"). Never shown to a visitor, and never given raw
 * response bodies or stored values (they may hold personal data).
 */
export interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

/** The browser console, looked up when a message is written (never at import time). */
export const consoleLogger: Logger = {
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/** A logger that drops everything (tests, server rendering). */
export const silentLogger: Logger = {
  warn: () => undefined,
  error: () => undefined,
};
