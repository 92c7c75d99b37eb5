import { expect, test } from '@playwright/test';
import { E2E } from './ports.mjs';
import { resetBackend, signIn } from './support';

interface Named {
  name?: string;
  title?: string;
  team1?: string;
}

async function backendList(request: import('@playwright/test').APIRequestContext, path: string): Promise<Named[]> {
  const response = await request.get(`${E2E.backendUrl}${path}`);
  expect(response.ok()).toBeTruthy();
  return response.json();
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

for (const lng of ['ru', 'en'] as const) {
  test(`home in ${lng} shows its sections, top line and live, and casino from the backend`, async ({ page, request }) => {
    const [promotions, live, line, casino, sports] = await Promise.all([
      backendList(request, `/web-api/promotions?lng=${lng}`),
      backendList(request, `/web-api/line/games?section=live&top=1&limit=8&lng=${lng}`),
      backendList(request, `/web-api/line/games?section=line&top=1&limit=10&lng=${lng}`),
      backendList(request, `/web-api/casino/games?category=popular&limit=12&lng=${lng}`),
      backendList(request, `/web-api/line/sports?lng=${lng}`),
    ]);
    const labels = {
      ru: { promotions: 'Акции и бонусы', live: 'Топ лайв', line: 'Топ линии', casino: 'Казино', login: 'Вход', sports: 'Виды спорта' },
      en: { promotions: 'Promotions and bonuses', live: 'Top live', line: 'Top matches', casino: 'Casino', login: 'Log in', sports: 'Sports' },
    }[lng];

    await page.goto(`/${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('link', { name: labels.login })).toBeVisible();

    const block = (name: string) => page.getByRole('region', { name });
    await expect(block(labels.promotions).getByText(promotions[0]!.title!)).toBeVisible();
    await expect(block(labels.live).getByText(live[0]!.team1!).first()).toBeVisible();
    await expect(block(labels.line).getByText(line[0]!.team1!).first()).toBeVisible();
    await expect(block(labels.casino).getByText(casino[0]!.name!).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: labels.sports }).getByText(sports[0]!.name!, { exact: true })).toBeVisible();
  });
}

test('every page names its language alternates for crawlers', async ({ request }) => {
  const html = await (await request.get('/en/slots')).text();
  for (const lng of ['ru', 'en', 'uk', 'kk', 'az', 'uz', 'tr']) {
    expect(html).toContain(`hrefLang="${lng}" href="${E2E.siteUrl}/${lng}/slots"`);
  }
  expect(html).toContain(`hrefLang="x-default" href="${E2E.siteUrl}/ru/slots"`);
});

test('a signed-in player sees the balance instead of the login buttons', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await page.goto('/en');
  await expect(page.getByLabel('Balance', { exact: true })).toContainText('10,000');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sports menu is a drawer behind the burger', async ({ page }) => {
    await page.goto('/en');
    const menu = page.getByRole('complementary', { name: 'Sports' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu).not.toBeInViewport();
  });
});

test('the home page hydrates without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ru');
  await page.waitForLoadState('networkidle');
  await page.goto('/en/slots');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test.describe('platform_type=mobile on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('forces the phone layout: burger menu, no coupon column', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.goto('/en?platform_type=mobile');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Coupon' })).toBeHidden();
  });

  test('a forged platform header from the client is ignored', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-site-platform': 'mobile' });
    await page.goto('/en');
    await expect(page.locator('html')).not.toHaveAttribute('data-platform', 'mobile');
  });
});
