// The long-task scenario both benches run: a results page of `cards` cards in desktop
// Chromium, the long tasks (> 50 ms) a PerformanceObserver sees while it renders (until every card
// is in the DOM and a second has passed), then during a filter change in the form (maximum price,
// 'More filters', the Garden chip, channel 'To rent': the form re-renders, the list does not).

/** One page view in a fresh context of `browser`; `baseUrl` is the sandbox's. */
export async function measureLongTasks(browser, baseUrl, cards) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      /** @type {any} */ (window).__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          /** @type {any} */ (window).__longTasks.push({
            start: Math.round(e.startTime),
            duration: Math.round(e.duration),
          });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${baseUrl}/property-for-sale?per_page=${cards}`, { waitUntil: 'load' });
    // A cheap in-page check every 100 ms (a Playwright locator polls with its selector engine on
    // the page's main thread, which would add its own work to the tasks being measured).
    const allCardsMs = await (
      await page.waitForFunction(
        (n) =>
          (document.querySelector('ul.results')?.childElementCount ?? 0) >= n
            ? Math.round(performance.now())
            : 0,
        cards,
        { polling: 100, timeout: 30000 },
      )
    ).jsonValue();
    // A bench measures what happens in the second after a state: the wait is the measurement window.
    await page.waitForTimeout(1000);
    const onLoad = await page.evaluate(() => /** @type {any} */ (window).__longTasks.splice(0));
    const shown = await page.locator('ul.results > li').count();
    const links = await page.locator('ul.results a.property-card__link').count();
    await page.getByLabel('Maximum price').selectOption({ index: 3 });
    await page.getByRole('button', { name: /^More filters/ }).click();
    await page.getByRole('button', { name: 'Garden', exact: true }).click();
    await page
      .getByRole('radio', { name: 'To rent' })
      .click()
      .catch(() => page.getByText('To rent', { exact: true }).click());
    await page.waitForTimeout(1000);
    const onFilter = await page.evaluate(() => /** @type {any} */ (window).__longTasks.splice(0));
    return {
      cards: shown,
      links,
      allCardsInDomMs: allCardsMs,
      renderLongTasks: onLoad.length,
      renderLongestMs: Math.max(0, ...onLoad.map((t) => t.duration)),
      renderTasks: onLoad.map((t) => `${t.duration}@${t.start}`).join(' '),
      filterChangeLongTasks: onFilter.length,
      filterChangeLongestMs: Math.max(0, ...onFilter.map((t) => t.duration)),
      filterTasks: onFilter.map((t) => `${t.duration}@${t.start}`).join(' '),
    };
  } finally {
    await context.close();
  }
}
