import { expect, test } from '@playwright/test';
import { E2E } from './ports.mjs';
import { patchSiteConfig, resetBackend, signIn } from './support';

// Each of the six layouts renders its own frame around a real page.
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('main: header, sports menu, coupon column and footer', async ({ page }) => {
  await page.goto('/en/line');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Site sections' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sports' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Coupon' })).toContainText('Your coupon is empty');
  await expect(page.getByRole('contentinfo')).toContainText('Play responsibly');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
});

test('main: a sport page lists only that sport', async ({ page, request }) => {
  const sports = (await (await request.get(`${E2E.backendUrl}/web-api/line/sports?lng=en`)).json()) as { slug: string; name: string }[];
  const sport = sports[0]!;
  await page.goto('/en');
  await page.getByRole('complementary', { name: 'Sports' }).getByText(sport.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/line/${sport.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sport.name);
});

test('casino: the lobby header, the category bar, game tiles, no coupon', async ({ page }) => {
  await page.goto('/ru/slots');
  await expect(page.getByRole('navigation', { name: 'Разделы казино' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Категории игр' });
  await expect(bar.getByRole('link', { name: 'Слоты' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Провайдеры' })).toHaveAttribute('href', '/ru/providers');
  await expect(page.getByRole('list', { name: 'Слоты', exact: true }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Купон' })).toHaveCount(0);
});

test('headless: a landing page without the site header', async ({ page, request }) => {
  const [promotion] = (await (await request.get(`${E2E.backendUrl}/web-api/promotions?lng=en`)).json()) as { slug: string; title: string }[];
  await page.goto(`/en/landing-page/${promotion!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: promotion!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get the bonus' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('empty: a payment status page alone', async ({ page }) => {
  await page.goto('/en/onpay/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('maintenance: the notice with its period from the site config', async ({ page, request }) => {
  await patchSiteConfig(request, {
    maintenance: { active: true, startsAt: '2026-12-01T01:00:00.000Z', endsAt: '2026-12-01T05:00:00.000Z' },
  });
  // The site caches the config for under 5 s: reload until the new period shows.
  const period = page.getByText(/^From December 1, 2026 .* to December 1, 2026 .* the site and apps will be unavailable\.$/);
  await expect
    .poll(async () => {
      await page.goto('/en/maintenance');
      return period.count();
    })
    .toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance underway!');
});

test('blocked: appeal history in its own frame, for signed-in players only', async ({ page, request, context }) => {
  // Wait for the login page's own session check, else the sign-in below races it (and the page,
  // rightly, moves on to its returnUrl by itself).
  const firstCheck = page.waitForResponse((r) => r.url().includes('/web-api/user/checksession'));
  await page.goto('/ru/block-appeal-history');
  await expect(page).toHaveURL(/\/ru\/user\/login\?returnUrl=%2Fru%2Fblock-appeal-history$/);
  await firstCheck;
  await signIn(request, context, 'player@example.com');
  await page.goto('/ru/block-appeal-history');
  await expect(page.getByRole('heading', { level: 1, name: 'История обращений' })).toBeVisible();
  await expect(page.getByText('У вас пока нет обращений.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('support@betsite.example');
});

test('information pages are rendered on the server for crawlers', async ({ request }) => {
  const info = (await (await request.get(`${E2E.backendUrl}/web-api/info/about?lng=en`)).json()) as {
    title: string;
    body: string[];
  };
  const response = await request.get('/en/about');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(info.title);
  expect(html).toContain(info.body[0]!.slice(0, 40));
});

test.describe('not found', () => {
  for (const path of ['/en/no-such-page', '/en/onpay/refund', '/en/line/no-such-sport', '/en/landing-page/no-such-landing', '/en/a/b/c']) {
    test(`${path} is a 404 page in the site frame`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});

test('rules render their chapters from the backend, one chapter by its id', async ({ page }) => {
  await page.goto('/en/rules');
  await expect(page).toHaveURL(/\/en\/rules\/1$/);
  const chapters = page.getByRole('article');
  expect(await chapters.count()).toBeGreaterThan(1);
  await chapters.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/rules\/1\/1$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect((await page.goto('/en/rules/1/999'))?.status()).toBe(404);
});

test('a casino game page needs the id and the name of one game', async ({ page }) => {
  await page.goto('/en/slots/game/3001/aurora-riches');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Riches' })).toBeVisible();
  await expect(page.getByText('Northern Lights Gaming').first()).toBeVisible();
  expect((await page.goto('/en/slots/game/3002/aurora-riches'))?.status()).toBe(404);
});
