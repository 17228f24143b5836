/** LoggerPort on the browser's (or Node's) console, and one that drops everything. */
import type { LoggerPort } from '../core/index.js';

/** The logger port under the name the adapters use. */
export type Logger = LoggerPort;

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
