/**
 * Boot stages as User Timing marks (`agency:<stage>`), so the platform's monitoring, a performance
 * trace and the browser tests can tell how far a page got when it never became interactive: the
 * boot entry ran, the app code loaded, the settings were read, the page chunk arrived, hydration
 * started, the first render was committed, or the start failed.
 */
export type BootStage =
  | 'boot'
  | 'start-loaded'
  | 'settings-read'
  | 'container-built'
  | 'page-chunk-loaded'
  | 'page-chunk-late'
  | 'warmed-up'
  | 'hydrating'
  | 'hydration-abandoned'
  | 'mounted'
  /** The content blocks below a page's hero have hydrated (their chunk arrived). */
  | 'blocks-live'
  | 'failed';

export const BOOT_MARK_PREFIX = 'agency:';

/** Records a stage; never throws (User Timing may be missing or full). */
export function markBootStage(stage: BootStage): void {
  try {
    globalThis.performance?.mark?.(BOOT_MARK_PREFIX + stage);
  } catch {
    // Monitoring only: the page goes on.
  }
}
