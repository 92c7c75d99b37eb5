import { expect, test } from '@playwright/test';
import { resetBackend } from './support';

// What a first visit loads, and 404s with one frame.
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

// How often the main frame is in a page's RSC payload (the HTML has it once more as markup).
function framesInPayload(html: string): number {
  return html.split('\\"className\\":\\"frame frame--main\\"').length - 1;
}

test.describe('a 404 has one frame', () => {
  for (const path of ['/ru/nope', '/ru/line/nope', '/nope', '/ru/slots/nope']) {
    test(`${path}: one header and one footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    });
  }

  test('neither a page nor a 404 of the main layout carries a second main frame', async ({ request }) => {
    // Next renders each not-found into every page's payload ahead of time: the root one had a frame.
    for (const path of ['/ru', '/ru/contacts', '/ru/nope', '/ru/line/nope']) {
      expect(framesInPayload(await (await request.get(path)).text()), path).toBe(1);
    }
  });
});

test('the sign-in forms load when wanted: pointing at "Log in" fetches them, a click shows them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/line');
  await page.waitForLoadState('networkidle');
  const loaded = scripts.length;
  const link = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
  await link.click();
  const dropdown = page.getByRole('dialog', { name: 'Log in' });
  await expect(dropdown.getByRole('tab', { name: 'E-mail or login' })).toBeFocused();
});

// Records every module id the page's chunks define, before Turbopack's runtime takes the queue.
function recordModuleIds() {
  const defined: number[] = [];
  Object.defineProperty(window, '__modulesDefined', { value: defined });
  const wrap = (queue: { push: (...entries: unknown[]) => unknown } | undefined) => {
    if (!queue || typeof queue.push !== 'function') return queue;
    const push = queue.push.bind(queue);
    queue.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        if (Array.isArray(entry)) defined.push(...entry.slice(1).filter((item): item is number => typeof item === 'number'));
      }
      return push(...entries);
    };
    return queue;
  };
  let current: ReturnType<typeof wrap>;
  Object.defineProperty(globalThis, 'TURBOPACK', {
    configurable: true,
    get: () => current,
    set: (value) => {
      current = wrap(value);
    },
  });
}

// The root error page is a client entry of its own: what it shared with the main layout only was
// shipped twice on every first load, so it now imports only what the root layout has.
test('a first load ships no module twice', async ({ page }) => {
  await page.addInitScript(recordModuleIds);
  for (const path of ['/ru', '/ru/line', '/ru/slots', '/ru/contacts']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const ids = await page.evaluate(() => (window as unknown as { __modulesDefined: number[] }).__modulesDefined);
    expect(ids.length, path).toBeGreaterThan(100);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index), path).toEqual([]);
  }
});
