/**
 * Whether this render is in the browser after hydration: false on the server and while React
 * hydrates the server's markup (even a part hydrated late, such as a deferred content block),
 * true in every later render. State the server cannot know (what this browser saved) reads it,
 * so hydration always meets the markup the server sent and the real state follows at once.
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
