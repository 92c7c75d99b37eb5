import { expect, test } from '@playwright/test';
import { resetBackend } from './support';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a link to another page lands at its top', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a short screen', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('a route that opts out keeps the scroll position', async ({ page }) => {
    await page.goto('/en/results');
    // Scrolled a little, with the tabs still in view below the sticky header, so the click
    // itself has no reason to scroll.
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await page.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/en\/results\/live$/);
    const tabs = page.getByRole('navigation', { name: 'Results' });
    await expect(tabs.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBe(40);
  });
});
