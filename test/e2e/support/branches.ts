/** What the branch finder's browser tests share (branches.test.ts, branch-finder.test.ts). */
import type { Page } from 'playwright-core';

/** The names of the branches listed, in order. */
export async function listed(page: Page): Promise<string[]> {
  return page
    .locator('.branch-card__name')
    .evaluateAll((names) =>
      names.map((n) =>
        (n.firstElementChild?.firstChild?.textContent ?? n.textContent ?? '').trim(),
      ),
    );
}
