import { expect, test, type Page } from '@playwright/test';
import { gotoReady, resetBackend } from './support';

// Version skew (docs/decisions/shared-page-cache.md): a page of one build whose navigation is
// answered by a server of another build (a rolling deploy behind the balancer) loads the target
// page anew from that server instead of trying to run it with code it does not have. Next tells
// the builds apart by the deployment id on each RSC answer (next.config.ts `deploymentId`).

const DEPLOYMENT_ID_HEADER = 'x-nextjs-deployment-id';

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Opens /ru/contacts, marks its document, and collects the documents the tab loads from then on. */
async function openMarked(page: Page): Promise<string[]> {
  await gotoReady(page, '/ru/contacts');
  await page.evaluate(() => Object.assign(window, { loadedBefore: true }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

async function goLive(page: Page) {
  await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Лайв', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/live$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('a navigation answered by the same build stays in the page, and the answer names the build', async ({ page }) => {
  const documents = await openMarked(page);
  const answer = page.waitForResponse((response) => response.request().headers()['rsc'] === '1' && new URL(response.url()).pathname === '/ru/live');
  await goLive(page);
  // The front server passes Next's header on: without it every navigation would load anew.
  expect((await answer).headers()[DEPLOYMENT_ID_HEADER]).toMatch(/^[\w-]+$/);
  expect(documents).toEqual([]);
  expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(true);
});

test('a navigation answered by another build loads the target page anew, its own page rather than an error', async ({ page }) => {
  const documents = await openMarked(page);
  // Every RSC answer (navigation and prefetch) now comes from "another build".
  await page.route('**/ru/**', async (route) => {
    if (route.request().headers()['rsc'] !== '1') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), [DEPLOYMENT_ID_HEADER]: 'another-build' } });
  });
  await goLive(page);
  expect(documents).toContain('/ru/live');
  expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(false);
  // The new page may still be prefetching through the route above: those answers no longer matter.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
