/**
 * Putting the agency's own HTML snippets (its analytics code) into the page so that their scripts
 * run, in document order, each snippet once per page.
 */
import type { Result } from '../failures/failures.js';

/** Where a snippet goes: the end of the document's head, or the end of its body. */
export type SnippetPlace = 'head' | 'body';

export interface PageSnippetsPort {
  /**
   * Puts `html` at the end of `place` and runs its scripts in document order (an external script
   * is waited for before the next one runs). A second call with the same `id` on this page does
   * nothing. Answers a failure when a script could not be loaded (the others still run).
   */
  inject(id: string, place: SnippetPlace, html: string): Promise<Result<void>>;
}
