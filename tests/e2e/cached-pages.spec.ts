import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { CONFIG_SETTLES, patchSiteConfig, resetBackend } from './support';

// Cached pages (docs/cached-pages.md): a visitor with no session or preference cookie gets the
// page rendered once per language and kept; the backend's changes reach it at once; everyone else
// gets the page rendered for him, as before.
test.use({ storageState: { cookies: [], origins: [] } });

const CONTACTS_TEXT = 'Служба поддержки BetSite работает круглосуточно';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The CSP hash source of an inline script's text. */
function hashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Problems the browser reports: CSP refusals, hydration mismatches, errors thrown. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the second visitor gets the kept page, with the whole text, each inline script allowed by its hash', async ({ request }) => {
  await request.get('/ru/contacts');
  const answer = await request.get('/ru/contacts');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-nextjs-cache']).toBe('HIT');
  // Never kept by a shared cache, which would hand it to a signed-in player.
  expect(answer.headers()['cache-control']).toBe('private, no-cache');
  const html = await answer.text();
  expect(html).toContain(`<p>${CONTACTS_TEXT}`);
  expect(html).toContain('<title>Контакты — BetSite</title>');
  // The same page for everyone: no nonce, in the policy or on a script.
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('nonce-');
  expect(html).not.toMatch(/<script[^>]*nonce=/);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').filter(Boolean);
  expect(inline.length).toBeGreaterThan(3);
  for (const script of inline) expect(policy).toContain(hashOf(script));
  // An injected inline script has no hash there.
  expect(policy).not.toContain(hashOf('alert(1)'));
});

test("a kept page carries the footer's fragment in its shell: no skeleton and nothing streamed after it", async ({ request }) => {
  await request.get('/ru/contacts');
  const answer = await request.get('/ru/contacts');
  expect(answer.headers()['x-nextjs-cache']).toBe('HIT');
  const html = await answer.text();
  expect(html).toMatch(/<section class="remote-fragment"[^>]*data-fragment="footer"/);
  expect(html).toContain('<h2>Лицензия</h2>');
  // No boundary of its own: the skeleton, the hidden copy and React's script to swap them cost every
  // kept page's HTML, which has a budget of its own (docs/decisions/html-weight.md).
  expect(html).not.toContain('fragment-skeleton');
  expect(html).not.toMatch(/<template id="B:/);
});

test('a kept page runs in the browser with no refusal and no hydration error, and its links stay client navigations', async ({ page }) => {
  const problems = watchProblems(page);
  await page.request.get('/ru/contacts');
  // Hydrated: the shell's first session check goes from the browser.
  const hydrated = page.waitForResponse((response) => response.url().includes('/web-api/user/checksession'));
  const answer = await page.goto('/ru/contacts');
  expect(answer?.headers()['x-nextjs-cache']).toBe('HIT');
  await expect(page.getByText(CONTACTS_TEXT)).toBeVisible();
  await hydrated;
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  // From a kept page to one rendered per request and back, in the same document.
  await page.getByRole('navigation').getByRole('link', { name: 'Линия', exact: true }).first().click();
  await expect(page).toHaveURL(/\/ru\/line$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Линия' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(CONTACTS_TEXT)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test("the casino's lists are kept too: the first games in the first HTML, hydrated without a problem", async ({ page }) => {
  const problems = watchProblems(page);
  await page.request.get('/ru/slots');
  const kept = await page.request.get('/ru/slots');
  expect(kept.headers()['x-nextjs-cache']).toBe('HIT');
  const html = await kept.text();
  // The first games come in the kept page itself, the first tiles' art asked for first, and in
  // the page's shell: no skeleton that a streamed boundary would replace after the first paint.
  expect(html).toMatch(/<img class="game-tile__art" src="\/casino-art\/ru\/[^"]+" alt="" width="240" height="180" loading="eager" fetchPriority="high"/);
  expect(html).not.toContain('data-skeleton="game"');
  await page.goto('/ru/slots');
  const grid = page.getByRole('list', { name: 'Слоты' });
  // The first page, and the grid grows from there as it does on a page rendered per request.
  await expect.poll(() => grid.locator('.game-tile').count()).toBeGreaterThanOrEqual(24);
  // A guest's heart still asks him to sign in: the kept page is every guest's.
  await grid.locator('.game-tile').first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the English page is kept apart, in English', async ({ request }) => {
  await request.get('/en/contacts');
  const answer = await request.get('/en/contacts');
  expect(answer.headers()['x-nextjs-cache']).toBe('HIT');
  const html = await answer.text();
  expect(html).toMatch(/<html[^>]* lang="en"/);
  expect(html).toContain('<title>Contacts — BetSite</title>');
});

test('a change on the backend reaches the kept page at once', async ({ request }) => {
  await request.get('/ru');
  expect((await request.get('/ru')).headers()['x-nextjs-cache']).toBe('HIT');
  expect(await (await request.get('/ru')).text()).toContain('href="/ru/registration"');
  await patchSiteConfig(request, { registrationEnabled: false });
  // The first page after the change, not one after the site's config copy ages out.
  const after = await request.get('/ru');
  expect(after.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect(await after.text()).not.toContain('href="/ru/registration"');
});

test('a visitor with a session, consent or preference cookie gets the page rendered for him', async ({ request, context, page }) => {
  await request.get('/ru/contacts');
  await context.addCookies([
    { name: 'app_theme', value: '0', url: E2E.siteUrl },
    { name: 'cookies_agree_type', value: 'ALL', url: E2E.siteUrl },
  ]);
  const answer = await page.goto('/ru/contacts');
  expect(answer?.headers()['x-nextjs-cache']).toBeUndefined();
  expect(answer?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('region', { name: 'Мы используем cookie' })).toHaveCount(0);
  // A query may change the page: rendered for the visitor too.
  const withQuery = await request.get('/ru/contacts?platform_type=mobile');
  expect(withQuery.headers()['x-nextjs-cache']).toBeUndefined();
});

test('the guards run first: a route the config switches off is not served from the cache', async ({ request }) => {
  await request.get('/ru/rules/1');
  expect((await request.get('/ru/rules/1')).headers()['x-nextjs-cache']).toBe('HIT');
  await patchSiteConfig(request, { availableRouteIds: [] });
  await expect.poll(async () => (await request.get('/ru/rules/1', { maxRedirects: 0 })).status(), CONFIG_SETTLES).not.toBe(200);
});

test('the cached folder has no address of its own', async ({ request }) => {
  expect((await request.get('/ru/cached/contacts', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/ru/cached', { maxRedirects: 0 })).status()).toBe(404);
});
