/** What the results map's browser tests share (maps.test.ts, search-map.test.ts). */
import type { Locator } from 'playwright-core';

/** How many properties the map's labels stand for: one per price label, the count of each bubble. */
export async function propertiesOnMap(labels: Locator): Promise<number> {
  return labels.evaluateAll((all) =>
    all.reduce(
      (sum, label) =>
        sum +
        (label.classList.contains('agency-map-marker--group')
          ? Number.parseInt(label.textContent ?? '0', 10)
          : 1),
      0,
    ),
  );
}
