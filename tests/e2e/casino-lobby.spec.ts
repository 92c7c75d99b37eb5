import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoReady, resetBackend, signIn } from './support';

// The casino's screens: the lobby's rows and its category bar, a category
// that grows as the player scrolls, the drawn art, the header's search, the favourites' hearts
// kept on the backend, a section's thank-you page. In ru and en, at 375 and 1366 px.

const PLAYER = 'player@example.com';

const WORDS = {
  ru: {
    lobby: 'Лобби казино',
    bar: 'Категории игр',
    popular: 'Популярные',
    other: 'Другие игры',
    crash: 'Краш-игры',
    slots: 'Слоты',
    multiways: /^Мультивейс/,
    search: 'Поиск игр',
    demo: 'Играть бесплатно',
    demoTitle: 'Aurora Riches — демо-игра',
    add: 'Добавить «Aurora Riches» в избранное',
    remove: 'Убрать «Aurora Riches» из избранного',
    favorites: 'Избранные игры',
    thankYou: 'Спасибо за игру',
    thankYouPlay: 'К играм',
    games: (n: number) => new RegExp(`^${n} игр`),
    allShown: 'Показаны все игры: 141',
    spin: 'Крутить',
    continueGame: 'Продолжить «Aurora Riches»',
    continueRow: 'Продолжить игру',
  },
  en: {
    lobby: 'Casino lobby',
    bar: 'Game categories',
    popular: 'Popular',
    other: 'Other games',
    crash: 'Crash games',
    slots: 'Slots',
    multiways: /^Multiways/,
    search: 'Search games',
    demo: 'Play for fun',
    demoTitle: 'Aurora Riches — demo game',
    add: 'Add «Aurora Riches» to favourites',
    remove: 'Remove «Aurora Riches» from favourites',
    favorites: 'Favourite games',
    thankYou: 'Thanks for playing',
    thankYouPlay: 'To the games',
    games: (n: number) => new RegExp(`^${n} games`),
    allShown: 'All 141 games shown',
    spin: 'Spin',
    continueGame: 'Continue «Aurora Riches»',
    continueRow: 'Continue playing',
  },
} as const;

/** Every drawn art in the list has loaded as an image (not a broken one). */
async function expectArtLoaded(tiles: Locator) {
  const art = tiles.locator('img.game-tile__art');
  await expect(art.first()).toBeVisible();
  await art.first().scrollIntoViewIfNeeded();
  await expect.poll(() => art.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

for (const { lng, width, height } of [
  { lng: 'ru', width: 1366, height: 900 },
  { lng: 'en', width: 375, height: 812 },
  { lng: 'en', width: 1366, height: 900 },
  { lng: 'ru', width: 375, height: 812 },
] as const) {
  const words = WORDS[lng];
  const phone = width < 1024;

  test.describe(`${lng} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: lng === 'ru' ? 'ru-RU' : 'en-US' });

    test('the lobby: rows of drawn games, a category bar, rows further down load as they come into view', async ({ page }) => {
      await gotoReady(page, `/${lng}/casino-lobby`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.lobby);
      const popular = page.getByRole('list', { name: words.popular, exact: true });
      await expect(popular.getByRole('listitem')).toHaveCount(16);
      await expectArtLoaded(popular);
      // The category bar: sideways on a phone, all of it in view on a screen.
      const bar = page.getByRole('navigation', { name: words.bar });
      await expect(bar.getByRole('link', { name: words.lobby })).toHaveAttribute('aria-current', 'page');
      const overflow = await bar.getByRole('list').evaluate((list) => list.scrollWidth - list.clientWidth);
      if (phone) expect(overflow).toBeGreaterThan(0);
      else expect(overflow).toBeLessThanOrEqual(1);
      await expectNoSidewaysScroll(page, width);

      // The last row asks for its games only when the player gets there.
      const other = page.getByRole('list', { name: words.other, exact: true });
      await expect(other).toHaveAttribute('aria-busy', 'true');
      await page.getByRole('heading', { name: words.other, exact: true }).scrollIntoViewIfNeeded();
      await expect(other).toHaveAttribute('aria-busy', 'false');
      await expect(other.locator('.game-tile:not(.skeleton-tile)').first()).toBeVisible();
      await expectArtLoaded(other);

      // A category from the bar, marked as the current one there.
      await bar.getByRole('link', { name: words.crash }).click();
      await expect(page).toHaveURL(`/${lng}/crash-games`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.crash);
      await expect(bar.getByRole('link', { name: words.crash })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('list', { name: words.crash }).getByRole('listitem').first()).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    });
  });
}

for (const { lng, width, height } of [
  { lng: 'ru', width: 1366, height: 900 },
  { lng: 'en', width: 375, height: 812 },
] as const) {
  const words = WORDS[lng];

  test.describe(`${lng} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: lng === 'ru' ? 'ru-RU' : 'en-US' });

    test('a category grows as the player scrolls; a subcategory narrows it', async ({ page, request }) => {
      // The server sends the first page (24 games); the rest come as the player scrolls.
      const html = await (await request.get(`/${lng}/slots`)).text();
      expect(html.match(/data-game-id="\d+"/g)).toHaveLength(24);
      await gotoReady(page, `/${lng}/slots`);
      const grid = page.getByRole('list', { name: words.slots, exact: true });
      const tiles = grid.locator('.game-tile:not(.skeleton-tile)');
      await expect(page.getByText(words.games(141))).toBeVisible();
      // Each time the end comes into view another page joins, until all 141 are there.
      for (let shown = 0; shown < 141; ) {
        await page.locator('.casino-list__end').scrollIntoViewIfNeeded();
        const before = shown;
        await expect.poll(() => tiles.count()).toBeGreaterThan(before);
        shown = await tiles.count();
      }
      await expect(tiles).toHaveCount(141);
      await expect(page.getByText(words.allShown)).toBeVisible();

      await page.getByRole('link', { name: words.multiways }).click();
      await expect(page).toHaveURL(`/${lng}/slots/multiways`);
      await expect(page.getByRole('link', { name: words.multiways })).toHaveAttribute('aria-current', 'page');
      const count = Number((await page.getByRole('link', { name: words.multiways }).textContent())?.match(/\d+/)?.[0]);
      await expect(page.getByRole('list', { name: words.slots, exact: true }).getByRole('listitem')).toHaveCount(count);
    });

    test('the search box finds a game by 3 letters, and the game opens in demo without login', async ({ page }) => {
      await gotoReady(page, `/${lng}/casino-lobby`);
      // A plain field until the player reaches for it; then the combobox in its place, focused.
      await page.getByRole('textbox', { name: words.search }).click();
      const box = page.getByRole('combobox', { name: words.search });
      await expect(box).toBeFocused();
      await box.fill('aur');
      const option = page.getByRole('option', { name: /Aurora Riches/ });
      await expect(option).toBeVisible();
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/${lng}/slots/game/3001/aurora-riches`);
      await page.getByRole('button', { name: words.demo }).click();
      await expect(page.locator(`iframe[title="${words.demoTitle}"]`)).toBeVisible();
    });

    test('favourites are kept on the backend: they survive a reload and show in another browser', async ({ page, context, request, browser }) => {
      await signIn(request, context, PLAYER);
      await gotoReady(page, `/${lng}/slots`);
      const heart = page.getByRole('button', { name: words.add });
      await heart.click();
      await expect(page.getByRole('button', { name: words.remove })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(page.getByRole('button', { name: words.remove })).toHaveAttribute('aria-pressed', 'true');

      const other = await browser.newContext({ viewport: { width, height }, locale: lng === 'ru' ? 'ru-RU' : 'en-US' });
      try {
        await signIn(request, other, PLAYER);
        const second = await other.newPage();
        await gotoReady(second, `/${lng}/my-casino/favorites`);
        await expect(second.getByRole('heading', { level: 1 })).toHaveText(words.favorites);
        await expect(second.locator('.game-tile', { hasText: 'Aurora Riches' })).toBeVisible();
        await expect(second.getByRole('button', { name: words.remove })).toHaveAttribute('aria-pressed', 'true');
      } finally {
        await other.close();
      }
    });

    test('a section’s thank-you page leads to its games', async ({ page }) => {
      await gotoReady(page, `/${lng}/slots/thank-you`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thankYou);
      await expect(page.getByRole('link', { name: words.thankYouPlay })).toHaveAttribute('href', `/${lng}/slots`);
      await expect(page.locator('.thank-you .game-tile').first()).toBeVisible();
    });

    test('poker/{game} is a poker game’s page; another game there is a 404', async ({ page, request }) => {
      await gotoReady(page, `/${lng}/poker/double-bonus-poker`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lng === 'ru' ? 'Двойной бонус-покер' : 'Double Bonus Poker');
      expect((await request.get(`/${lng}/poker/aurora-riches`)).status()).toBe(404);
    });

    test('my casino and the lobby: the game just played is the one to continue', async ({ page, context, request }) => {
      await signIn(request, context, PLAYER);
      await gotoReady(page, `/${lng}/slots/game/3001/aurora-riches`);
      await page.getByRole('button', { name: words.demo }).click();
      const game = page.frameLocator(`iframe[title="${words.demoTitle}"]`);
      await game.getByRole('button', { name: words.spin }).click();
      await expect(game.locator('#rounds')).toHaveText('1');
      await gotoReady(page, `/${lng}/my-casino`);
      await expect(page.getByRole('link', { name: words.continueGame })).toHaveAttribute('href', `/${lng}/slots/game/3001/aurora-riches`);
      // The lobby puts it first, in his own row.
      await gotoReady(page, `/${lng}/casino-lobby`);
      const own = page.getByRole('list', { name: words.continueRow, exact: true });
      await expect(own.locator('.game-tile').first()).toHaveAttribute('data-game-id', '3001');
    });
  });
}
