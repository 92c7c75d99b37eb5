import { expect, test, type Page } from '@playwright/test';
import { gotoReady, patchSiteConfigForPages, resetBackend } from './support';

// Shell extras (shell-and-routing.md §8, §9; limits-coupon-auth.md §4, §9): maintenance date warning, ad-blocker notice,
// update notice, top progress bar, idle-time link prefetch, and the two root paths they need.

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const HOUR = 3600000;

/** The visitor's browser saves data: links are never prefetched (so a navigation's only request is its own). */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
}

/** Paths of the pages the router prefetched, in order. */
function prefetchedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('the build id and the ad-blocker bait are served at the root, past the language guard', async ({ request }) => {
  const version = await request.get('/version', { maxRedirects: 0 });
  expect(version.status()).toBe(200);
  expect(version.headers()['cache-control']).toContain('no-store');
  const { buildId } = (await version.json()) as { buildId: string | null };
  expect(typeof buildId).toBe('string');
  expect(buildId).not.toBe('');
  const bait = await request.get('/ads.js', { maxRedirects: 0 });
  expect(bait.status()).toBe(200);
});

test('a coming maintenance is announced with its dates until the visitor closes the warning', async ({ page, request }) => {
  const startsAt = new Date(Date.now() + 24 * HOUR).toISOString();
  const endsAt = new Date(Date.now() + 26 * HOUR).toISOString();
  await patchSiteConfigForPages(page, request, { maintenance: { active: false, startsAt, endsAt } });

  await page.goto('/en');
  const warning = page.getByRole('status', { name: 'Notifications' }).getByRole('article', { name: 'Maintenance underway!' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/^Maintenance underway!From .+ to .+ the site and apps will be unavailable\./);
  await warning.getByRole('button', { name: 'Close notification' }).click();
  await expect(warning).toBeHidden();

  // The title is Russian for kk (shell-and-routing.md §8), English for uz.
  await page.goto('/kk');
  await expect(page.getByRole('article', { name: 'Ведутся технические работы!' })).toBeVisible();
  await page.goto('/uz');
  await expect(page.getByRole('article', { name: 'Maintenance underway!' })).toBeVisible();
});

test('no maintenance warning without an announced window', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Maintenance underway!' })).toHaveCount(0);
});

test('a slow in-app navigation shows the top progress bar until the new page renders', async ({ page }) => {
  await saveData(page);
  // Hydrated first: a click on server-rendered markup would be a full page load, with no bar.
  await gotoReady(page, '/en');
  // The server takes 1.5 s over the next page: well past the bar's 200 ms throttle.
  await page.route(
    (url) => url.pathname === '/en/line',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  await expect(bar).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Sports' }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(page).toHaveURL(/\/en\/line$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a newer deployed build is announced 60 s after load, and its button reloads the page', async ({ page }) => {
  await page.clock.install();
  await page.route('**/version', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  // Hydrated first: the watcher's 60 s timer must exist before the clock runs.
  await gotoReady(page, '/en');
  const notice = page.getByRole('article', { name: 'Update available' });
  await expect(notice).toHaveCount(0);

  await page.clock.runFor(60000);
  await expect(notice).toBeVisible();
  const reloaded = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/en');
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('the same build deployed: no update notice', async ({ page }) => {
  await page.clock.install();
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/version');
  await gotoReady(page, '/en');
  await page.clock.runFor(60000);
  expect((await checked).status()).toBe(200);
  await expect(page.getByRole('article', { name: 'Update available' })).toHaveCount(0);
});

test('an ad blocker gets its notice once per session; a browser without one gets none', async ({ page }) => {
  const bait = page.waitForResponse((r) => new URL(r.url()).pathname === '/ads.js');
  await page.goto('/en');
  expect((await bait).status()).toBe(200);
  const notice = page.getByRole('article', { name: 'Website blocked by adblock' });
  await expect(notice).toHaveCount(0);

  // Now a blocker refuses the bait, as request filters do.
  await page.route('**/ads.js', (route) => route.abort('blockedbyclient'));
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Disable the ad blocker for this site');

  // Once per session: the next page load of this tab says nothing.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('visible links are prefetched in idle time', async ({ page }) => {
  const prefetched = prefetchedPaths(page);
  await page.goto('/en');
  // Next's own prefetch is off, so this is the idle-time one (at most 2000 ms after the link showed).
  await expect.poll(() => prefetched).toContain('/en/live');
});

test('nothing is prefetched when the browser saves data', async ({ page }) => {
  await saveData(page);
  await page.clock.install();
  const prefetched = prefetchedPaths(page);
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  // Past the 2000 ms idle wait, with room to spare.
  await page.clock.runFor(5000);
  await page.waitForLoadState('networkidle');
  expect(prefetched.filter((path) => ['/en/line', '/en/live', '/en/slots', '/en/casino'].includes(path))).toEqual([]);
});
