/**
 * Where the services report what only developers should see (SPEC §8: failing to fetch the
 * current user is only logged): the warning half of core's LoggerPort, so the composition root
 * passes the adapters' logger; messages never carry personal data or raw server bodies.
 */
import type { LoggerPort } from '../../core/index.js';

export type ServiceLogger = Pick<LoggerPort, 'warn'>;

/** The browser console, looked up when a message is written (never at import time). */
export const consoleServiceLogger: ServiceLogger = {
  warn: (message) => console.warn(message),
};

/** Logs what a decoder found wrong with page data, once, for developers ('Page data has 2 problem(s): …'). */
export function reportProblems(
  logger: ServiceLogger,
  what: string,
  problems: readonly string[],
): void {
  if (problems.length > 0)
    logger.warn(`${what} has ${problems.length} problem(s):\n${problems.join('\n')}`);
}
