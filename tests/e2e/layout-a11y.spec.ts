import { expect, test, type Page } from '@playwright/test';
import { resetBackend } from './support';

// The page does not move once painted, and what a screen reader or a voice user
// hears matches what is shown.

/** The layout shift so far (CLS as Lighthouse sums it for a short page: every shift not caused by input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => {
          for (const entry of observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          observer.disconnect();
          resolve(total);
        }, 0);
      }),
  );
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1366, height: 768 },
]) {
  test(`/ru does not shift while it loads at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/ru', { waitUntil: 'load' });
    // The footer fragment and the home blocks are in: everything that streams after first paint.
    await expect(page.locator('.site-footer__fragment .fragment-skeleton')).toHaveCount(0);
    await expect(page.locator('#home-casino')).toBeVisible();
    // Settled: the sum no longer changes between two reads, and it stays under the budget.
    let previous = -1;
    await expect
      .poll(async () => {
        const now = await layoutShift(page);
        const settled = now === previous;
        previous = now;
        return settled;
      })
      .toBe(true);
    expect(previous).toBeLessThan(0.02);
  });
}

test('the language switcher is named by the text it shows (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/ru');
  const summary = page.locator('.lang-switcher summary').first();
  await expect(summary).toHaveText('RU');
  // The name starts with what is shown, and still says which language it is.
  await expect(summary).toHaveAccessibleName(/^RU\b.*Русский/);
});

test('a price is a button named first by the market and price it shows, then its event, with no label on a role-less span', async ({ page }) => {
  await page.goto('/ru/line');
  const odds = page.locator('.game-row .odd');
  await expect(odds.first()).toBeVisible();
  await expect(page.locator('span.odd[aria-label]')).toHaveCount(0);
  // "1 2.93, Бавария — Боруссия Дортмунд": the name starts with what the button shows (WCAG 2.5.3).
  const first = page.locator('.game-row button.odd').first();
  const shown = `${await first.locator('.odd__name').textContent()} ${await first.locator('.odd__coef').textContent()}`;
  expect(shown).toMatch(/^\S+ \d+(\.\d+)?$/);
  await expect(first).toHaveAccessibleName(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+ — .+$`));
  await expect(first).toHaveAttribute('aria-pressed', 'false');
});
