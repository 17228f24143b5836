/** Toasts (SPEC §8: top centre, 3 s by default; green for success, red for error). */
export interface NotifierPort {
  /**
   * `group`: toasts of one source (a form), of which only the latest stays on screen, so a form's
   * success sends its earlier failure toasts away instead of piling up beside them.
   */
  success(message: string, durationMs?: number, group?: string): void;
  error(message: string, durationMs?: number, group?: string): void;
}
