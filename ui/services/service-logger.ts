/**
 * Where the services report what only developers should see (SPEC §8: failing to fetch the
 * current user is only logged). Structurally the same as the adapters' Logger, so the composition
 * root passes that one; messages never carry personal data or raw server bodies.
 */
export interface ServiceLogger {
  warn(message: string): void;
}

/** The browser console, looked up when a message is written (never at import time). */
export const consoleServiceLogger: ServiceLogger = {
  warn: (message) => console.warn(message),
};
