/** ClockPort over the system clock: the one place the app reads the current time. */
import type { ClockPort } from '../../core/index.js';

export class SystemClockAdapter implements ClockPort {
  now(): Date {
    return new Date();
  }
}

export const systemClock: ClockPort = new SystemClockAdapter();
