import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { resetBackend, signIn } from './support';

// Backend faults (docs/decisions/backend-faults.md): with the backend stopped, and with its answers 10 s late, each page answers
// within 5 s with its frame (header and footer), an error block with a retry or the last good
// copy, with the status docs/decisions/backend-faults.md gives: 200, never a 500.
// The fault site is the same build as the other tests, started on its own port with its
// server-side calls going through tests/e2e/fault-proxy.mjs (playwright.config.ts).

const BUDGET_MS = 5000;
const CONTACTS_TEXT = 'Служба поддержки BetSite работает круглосуточно';

test.describe.configure({ mode: 'serial' });

async function setFault(request: APIRequestContext, mode: 'pass' | 'down' | 'delay') {
  const response = await request.post(`${E2E.faultProxyControlUrl}/mode?mode=${mode}${mode === 'delay' ? '&ms=10000' : ''}`);
  expect(response.status()).toBe(200);
}

/** One page of the fault site, timed from the request to the last byte of the streamed answer. */
async function timed(page: Page, path: string) {
  const started = Date.now();
  const response = await page.request.get(`${E2E.faultSiteUrl}${path}`, { maxRedirects: 0 });
  const html = await response.text();
  return { ms: Date.now() - started, status: response.status(), html };
}

test.beforeAll(async ({ request }) => {
  await resetBackend(request);
  await setFault(request, 'pass');
  // The fault site learns the pages while the backend answers: its last good copies.
  await expect
    .poll(async () => (await (await request.get(`${E2E.faultSiteUrl}/ru/contacts`)).text()).includes(CONTACTS_TEXT), { timeout: 20_000 })
    .toBe(true);
});

test.afterAll(async ({ request }) => {
  await setFault(request, 'pass');
});

for (const fault of ['down', 'delay'] as const) {
  test.describe(`backend ${fault === 'down' ? 'stopped' : 'answering 10 s late'}`, () => {
    test.beforeEach(async ({ page, request, context }) => {
      await signIn(request, context, 'player@example.com');
      // Warm the signed-in render too, then break the backend.
      await setFault(request, 'pass');
      await page.request.get(`${E2E.faultSiteUrl}/ru/office/account`);
      await setFault(request, fault);
    });

    test('every page answers within 5 s with its frame, never a 500', async ({ page }) => {
      // Rendered markup only: the page also carries every message in its serialized data.
      const expectations: Record<string, RegExp> = {
        // Home: its blocks fail one by one, each with its error block.
        '/ru': /<div class="error-state" role="alert" data-render-fault=""><p>/,
        // An information page: the last good copy.
        '/ru/contacts': new RegExp(`<p>${CONTACTS_TEXT}`),
        // The line: the section's frame and the error block.
        '/ru/line': /<h1 class="page-title">Линия<\/h1><div class="error-state" role="alert" data-render-fault=""><p>Страница временно недоступна/,
        // A signed-in player's office: "temporarily unavailable", never "sign in"; the header too.
        '/ru/office/account': /role="alert" data-render-fault=""><p>Личный кабинет временно недоступен[\s\S]*role="alert" data-render-fault=""><p>Кабинет временно недоступен|role="alert" data-render-fault=""><p>Кабинет временно недоступен[\s\S]*role="alert" data-render-fault=""><p>Личный кабинет временно недоступен/,
      };
      for (const [path, content] of Object.entries(expectations)) {
        const { ms, status, html } = await timed(page, path);
        expect(ms, `${path} took ${ms} ms`).toBeLessThan(BUDGET_MS);
        expect(status, path).toBe(200);
        expect(html, path).toMatch(/<header class="site-header"/);
        expect(html, path).toMatch(/<footer class="site-footer"/);
        expect(html, path).toMatch(content);
      }
      // The office never tells the signed-in player to sign in.
      const office = await timed(page, '/ru/office/account');
      expect(office.html).not.toMatch(/class="empty-state">Войдите/);
    });
  });
}

test('the error block retries: once the backend is back, the page renders its data', async ({ page, request }) => {
  await setFault(request, 'down');
  await page.goto(`${E2E.faultSiteUrl}/ru/line`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const block = page.getByRole('main').getByRole('alert').filter({ hasText: 'Страница временно недоступна' });
  await expect(block).toBeVisible();
  await setFault(request, 'pass');
  await block.getByRole('button', { name: 'Повторить' }).click();
  await expect(block).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Линия' })).toBeVisible();
});

// Cached pages (docs/cached-pages.md): a cached page that met a fault is answered with its
// error block but never kept, so the next visitor does not inherit the fault.
test('a cached page rendered during a fault is not kept: once the backend is back, the next visitor gets the data', async ({ playwright, request }) => {
  // A first visit: no cookie at all (not even the consent the other tests carry).
  const visitor = await playwright.request.newContext({ baseURL: E2E.faultSiteUrl, storageState: { cookies: [], origins: [] } });
  try {
    await setFault(request, 'down');
    const broken = await visitor.get('/en');
    expect(broken.status()).toBe(200);
    expect(broken.headers()['x-nextjs-cache'], JSON.stringify(broken.headers())).toBe('MISS');
    expect(await broken.text()).toContain('data-render-fault');
    await setFault(request, 'pass');
    const mended = await visitor.get('/en');
    expect(mended.headers()['x-nextjs-cache']).toBe('MISS');
    expect(await mended.text()).not.toContain('data-render-fault');
    // The good one is kept.
    expect((await visitor.get('/en')).headers()['x-nextjs-cache']).toBe('HIT');
  } finally {
    await visitor.dispose();
  }
});
