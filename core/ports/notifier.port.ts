/** Toasts (SPEC §8: top centre, 3 s by default; green for success, red for error). */
export interface NotifierPort {
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
}
