import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fragmentScriptText } from '@/lib/fragments/code';
import { control, resetBackend } from './support';

// Remote page fragments (shell-and-routing.md §2, §4, §8): the footer and the error page, failing and
// recovering through the reference backend's fragment switch (`POST /__control/fragments`).

async function setFragmentMode(request: APIRequestContext, mode: object) {
  const response = await request.post(control('/fragments'), { data: mode });
  expect(response.status()).toBe(200);
}

/** The browser's own calls for a fragment (the server's first try goes straight to the backend). */
function countCalls(page: Page, name: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/fragments/${name}`)) calls.push(request.url());
  });
  return calls;
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.afterEach(async ({ request }) => {
  await setFragmentMode(request, { mode: 'ok' });
});

test('the footer fragment renders on the server with the link columns', async ({ page, request }) => {
  // In the HTML itself, for first paint and crawlers (it streams in after the page content).
  const html = await (await request.get('/en')).text();
  expect(html).toContain('licence No. BS-0427');
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const fragment = footer.getByRole('region', { name: 'Licence, payments and support' });
  await expect(fragment).toContainText('licence No. BS-0427');
  await expect(fragment.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/betsite_example');
  await expect(footer.getByRole('navigation', { name: 'Information' })).toBeVisible();
});

test('a failing footer fragment shows the error block, retries 3 times, and comes back with the refresh button', async ({
  page,
  request,
}) => {
  await setFragmentMode(request, { mode: 'error', names: ['footer'] });
  const calls = countCalls(page, 'footer');
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const block = footer.getByRole('alert');
  await expect(block).toContainText('This block could not be loaded.');
  await expect(block).toContainText('Refresh the page or press Refresh.');
  // The first call and three automatic retries, 1 + 2 + 4 s apart; then only the button reloads.
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(4);
  const refresh = footer.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeVisible();
  // The rest of the footer never depended on the fragment.
  await expect(footer.getByRole('navigation', { name: 'Information' })).toBeVisible();

  await setFragmentMode(request, { mode: 'ok' });
  await refresh.click();
  await expect(footer.getByRole('region', { name: 'Licence, payments and support' })).toContainText('support@betsite.example');
  await expect(footer.getByRole('alert')).toHaveCount(0);
  expect(calls).toHaveLength(5);
});

test('a footer status error shows the error block instead of a page error, and refresh brings it back', async ({
  page,
  request,
}) => {
  // A status error is not retried automatically, so only the button can bring the fragment back.
  await setFragmentMode(request, { mode: 'status', status: 404, names: ['footer'] });
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#content')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('alert')).toContainText('This block could not be loaded.');

  await setFragmentMode(request, { mode: 'ok' });
  await footer.getByRole('button', { name: 'Refresh' }).click();
  await expect(footer.getByRole('region', { name: 'Licence, payments and support' })).toBeVisible();
});

test('the error page shows its fragment beside its own retry and home', async ({ page }) => {
  const response = await page.goto('/en/500');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Technical problem' })).toContainText('Error code: 500');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
});

test('the error page keeps its actions while its fragment fails, and the fragment comes back on refresh', async ({
  page,
  request,
}) => {
  // A status error: no automatic retry can bring it back before the button does.
  await setFragmentMode(request, { mode: 'status', status: 404, names: ['error-page'] });
  await page.goto('/en/500');
  const block = page.getByRole('alert').filter({ hasText: 'This block could not be loaded.' });
  await expect(block).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');

  await setFragmentMode(request, { mode: 'ok' });
  await block.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('region', { name: 'Technical problem' })).toContainText('Error code: 500');
  await expect(block).toHaveCount(0);
});

// A trusted fragment's code (shell-and-routing.md §7) under the page's script policy, which has no
// 'unsafe-eval' (docs/decisions/fragment-code-csp.md): the code runs as a script element of its own, with the
// page's nonce, or on a page kept for every visitor by the hash of the copy the page carries.

/** Fragment code that marks the window, then tries what an injection would: a string evaluated. */
const CODE = [
  "window.__fragmentCode = 'ran';",
  'try {',
  "  eval(\"window.__fragmentEval = 'ran'\");",
  '} catch (error) {',
  '  window.__fragmentEvalRefused = error.name;',
  '}',
].join('\n');

interface Marks {
  code?: string;
  evaluated?: string;
  refused?: string;
}

const marks = (page: Page) =>
  page.evaluate(() => {
    const own = window as unknown as { __fragmentCode?: string; __fragmentEval?: string; __fragmentEvalRefused?: string };
    return { code: own.__fragmentCode, evaluated: own.__fragmentEval, refused: own.__fragmentEvalRefused } as Marks;
  });

/** What the page's policy refused, from the first byte on, the errors nothing caught and the warnings. */
async function watchPage(page: Page) {
  const uncaught: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return {
    uncaught,
    warnings,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

const scriptSources = (policy: string | undefined) => policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';

async function expectCodeRanAndEvalRefused(page: Page, watch: Awaited<ReturnType<typeof watchPage>>) {
  await expect.poll(() => marks(page)).toEqual({ code: 'ran', refused: 'EvalError' });
  // Refused by the policy and reported as such; the fragment's own script was not refused.
  await expect.poll(() => watch.violations()).toEqual(['script-src eval']);
  expect(watch.uncaught).toEqual([]);
}

test("a trusted fragment's code runs with the page's nonce, and an eval in it is refused and reported", async ({ page, request }) => {
  await setFragmentMode(request, { mode: 'ok', names: ['footer'], codeToEval: CODE });
  const watch = await watchPage(page);
  // The tests' visitor has answered the cookie question: his page is rendered for him, with a nonce.
  const response = await page.goto('/en');
  const scripts = scriptSources(response?.headers()['content-security-policy']);
  expect(scripts).toMatch(/'nonce-[^']+'/);
  expect(scripts).not.toContain('unsafe-eval');
  await expectCodeRanAndEvalRefused(page, watch);
});

test('code that throws is a warning in the console, not an uncaught error', async ({ page, request }) => {
  await setFragmentMode(request, { mode: 'ok', names: ['footer'], codeToEval: "window.__fragmentCode = 'ran';\nthrow new Error('fragment init failed');" });
  const watch = await watchPage(page);
  await page.goto('/en');
  await expect.poll(() => marks(page)).toEqual({ code: 'ran' });
  await expect.poll(() => watch.warnings).toContain('[fragment footer] codeToEval failed: fragment init failed');
  expect(watch.uncaught).toEqual([]);
  expect(await watch.violations()).toEqual([]);
});

test.describe('on a page kept for every visitor (docs/cached-pages.md)', () => {
  // No consent or other cookie: the kept page, which has no nonce.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a trusted fragment's code runs by the hash of the copy the page carries, and an eval in it is refused", async ({ page, request }) => {
    await setFragmentMode(request, { mode: 'ok', names: ['footer'], codeToEval: CODE });
    const watch = await watchPage(page);
    const response = await page.goto('/en');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    const scripts = scriptSources(response?.headers()['content-security-policy']);
    expect(scripts).not.toContain('nonce-');
    expect(scripts).not.toContain('unsafe-eval');
    expect(scripts).toContain(`'sha256-${createHash('sha256').update(fragmentScriptText(CODE), 'utf8').digest('base64')}'`);
    await expectCodeRanAndEvalRefused(page, watch);
  });

  test('code whose text could end the copy has none: the policy refuses it there, and that is a warning', async ({ page, request }) => {
    await setFragmentMode(request, { mode: 'ok', names: ['footer'], codeToEval: "window.__fragmentCode = '</script>' && 'ran';" });
    const watch = await watchPage(page);
    await page.goto('/en');
    await expect.poll(() => watch.warnings).toContain("[fragment footer] codeToEval failed: refused by the page's script policy");
    expect(await marks(page)).toEqual({});
    expect(await watch.violations()).toEqual(['script-src-elem inline']);
    expect(watch.uncaught).toEqual([]);
  });
});
