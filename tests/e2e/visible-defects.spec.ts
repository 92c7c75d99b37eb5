import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { resetBackend, signIn } from './support';

// Defects a player met on a phone and on a desktop.

interface LineGame {
  id: number;
  sportSlug: string;
  champId: number;
  team1: string;
  startsAt: string;
  isLive: boolean;
}

async function lineGames(request: APIRequestContext): Promise<LineGame[]> {
  const response = await request.get(`${E2E.backendUrl}/web-api/line/games?section=line&lng=en&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as LineGame[]).filter((game) => !game.isLive);
}

const bannerHeight = async (page: Page) => (await page.getByRole('banner').boundingBox())!.height;

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a signed-in header is no taller than a visitor’s: one row, language and settings in the drawer', async ({ page, request, context }) => {
    await page.goto('/en');
    const visitor = await bannerHeight(page);
    await signIn(request, context, 'player@example.com');
    await page.goto('/en');
    await expect(page.getByLabel('Balance', { exact: true })).toBeVisible();
    expect(await bannerHeight(page)).toBeLessThanOrEqual(visitor + 1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Sports' });
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeInViewport();
    await expect(drawer.getByLabel('Site settings')).toBeInViewport();
  });

  test('a signed-in casino header is no taller than the main one: the tools and log out are in its menu', async ({ page, request, context }) => {
    // The casino's header ran to four rows (175 px) at 375 px, then its tools covered the lobby link.
    await signIn(request, context, 'player@example.com');
    await page.goto('/en');
    await expect(page.getByLabel('Balance', { exact: true })).toBeVisible();
    const main = await bannerHeight(page);
    await page.goto('/en/slots');
    const banner = page.getByRole('banner');
    await expect(banner.getByLabel('Balance', { exact: true })).toBeVisible();
    expect(await bannerHeight(page)).toBeLessThanOrEqual(main + 1);
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeInViewport();
    await expect(drawer.getByLabel('Site settings')).toBeInViewport();
    await expect(drawer.getByLabel(/^EN, Language/)).toBeInViewport();
  });

  test('the quick settings panel opens inside the screen', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Sports' });
    await drawer.getByLabel('Site settings').click();
    const panel = drawer.locator('.quick-settings__panel');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the account drop-down shows its whole text', async ({ page, request, context }) => {
    await signIn(request, context, 'player@example.com');
    await page.goto('/ru');
    const select = page.getByRole('combobox', { name: 'Счёт для ставок' });
    await expect(select).toBeVisible();
    // A select cannot overflow: it is cut when it is narrower than its own content would make it.
    const widths = await select.evaluate((node) => {
      const free = node.cloneNode(true) as HTMLSelectElement;
      free.style.maxWidth = 'none';
      free.style.width = 'auto';
      node.after(free);
      const natural = free.getBoundingClientRect().width;
      free.remove();
      return { shown: node.getBoundingClientRect().width, natural };
    });
    expect(widths.shown).toBeGreaterThanOrEqual(widths.natural - 1);
  });

  test('the casino menu is not cut', async ({ page, request, context }) => {
    await signIn(request, context, 'player@example.com');
    await page.goto('/ru/slots');
    const nav = page.locator('.site-header__nav');
    const sizes = await nav.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  });
});

test('an event page’s tab title is the event’s name', async ({ page, request }) => {
  const [game] = await lineGames(request);
  await page.goto(`/en/line/${game!.sportSlug}/${game!.champId}/${game!.id}`);
  await expect(page).toHaveTitle(new RegExp(game!.team1));
});

test('a casino game page’s tab title is the game’s name', async ({ page }) => {
  await page.goto('/en/slots/game/3001/aurora-riches');
  await expect(page).toHaveTitle(/^Aurora Riches/);
});

test('a sport’s line heading is the sport, without "Sports"', async ({ page }) => {
  await page.goto('/en/line/football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
  await expect(page).toHaveTitle(/^Football/);
});

test('/en and /en/line hydrate without errors, an event in the midnight hour included', async ({ page, request, context }) => {
  // hour12: false printed "24:15" on the server and "00:15" in the browser (React #418): the
  // visitor's offset is chosen so the first line event starts in the midnight hour.
  const [game] = await lineGames(request);
  const hour = new Date(game!.startsAt).getUTCHours();
  const offset = hour === 0 ? 0 : 24 - hour <= 14 ? 24 - hour : -hour;
  await context.addCookies([{ name: 'tzo', value: String(offset), url: E2E.siteUrl }]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/en', '/en/line']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The line is grouped by sport: that event's own row, wherever its sport comes.
  await expect(page.locator('.game-row').filter({ hasText: game!.team1 }).locator('time').first()).toContainText(/, 00:/);
  expect(errors).toEqual([]);
});
