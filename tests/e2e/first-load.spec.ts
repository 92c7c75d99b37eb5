import { expect, test } from '@playwright/test';
import { resetBackend } from './support';

// Issue 10 point 3: what a first visit loads, and 404s with one frame.
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
