import { expect, test } from '@playwright/test';
import { E2E } from './ports.mjs';
import { gotoReady, resetBackend } from './support';

// The casino's landings (docs/casino-landings-api.md): `roulette-nights` shows its own title, its
// offer and only the live roulette tables the catalogue has (not the lobby's popular games), an
// unknown landing is a 404 (ru at 1366 px, then 375 px); `slot-first-deposit` shows the casino
// first-deposit bonus's terms at 375 px, and its deposit button takes a new player to the deposit
// with the casino bonus chosen (en).

interface ListedGame {
  id: number;
  name: string;
  route: string;
}

/** Nothing on the page scrolls sideways at the current width. */
const noSideScroll = async (page: import('@playwright/test').Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a games landing shows its own selection and offer; an unknown one is a 404 (ru, 1366 → 375 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const roulette = (await (await request.get(`${E2E.backendUrl}/web-api/casino/games?category=live&subcategory=roulette&lng=ru`)).json()) as ListedGame[];
  expect(roulette.length).toBeGreaterThan(0);

  await gotoReady(page, '/ru/games-landing/roulette-nights');
  await expect(page.getByRole('heading', { level: 1, name: 'Вечера рулетки' })).toBeVisible();
  await expect(page).toHaveTitle(/Вечера рулетки/);
  const games = page.getByRole('list', { name: 'Вечера рулетки' });
  const tiles = games.getByRole('link');
  // Exactly the catalogue's roulette tables, each linking to its game page (the lobby's 44 popular games are not here).
  await expect(tiles).toHaveCount(roulette.length);
  await expect(games.locator('.game-tile__name')).toHaveText(roulette.map((game) => game.name), { useInnerText: true });
  await expect(tiles.first()).toHaveAttribute('href', `/ru/casino/game/${roulette[0]!.id}/${roulette[0]!.route}`);
  const offer = page.getByRole('region', { name: 'Еженедельный кешбэк до 10%' });
  await expect(offer.getByText('Кешбэк по уровням 1–5')).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Полные условия акции' })).toHaveAttribute('href', '/ru/bonus/casino/104');
  const register = offer.getByRole('link', { name: 'Зарегистрироваться' });
  await expect(register).toHaveAttribute('href', `/ru/registration?returnUrl=${encodeURIComponent('/ru/bonus/casino/104')}`);
  // Keyboard: the call to action takes the focus and Enter follows it.
  await register.focus();
  await expect(register).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Другие подборки' }).getByRole('link', { name: 'Новые слоты' })).toHaveAttribute('href', '/ru/games-landing/new-slots');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Вечера рулетки' })).toBeVisible();
  await noSideScroll(page);

  const missing = await page.goto('/ru/games-landing/no-such-landing');
  expect(missing?.status()).toBe(404);
});

test('slot-first-deposit: the casino bonus terms at 375 px, and the deposit with the casino bonus chosen (en)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, '/en/slot-first-deposit');
  const terms = page.getByRole('region', { name: 'Bonus terms' });
  await expect(terms.getByText('100% of your first deposit')).toBeVisible();
  await expect(terms.getByText(/RUB\s10,000\.00 · \$150\.00 · €150\.00 · KZT\s50,000\.00/)).toBeVisible();
  await expect(terms.getByText(/RUB\s100\.00/)).toBeVisible();
  await expect(terms.getByText('×35 the bonus within 14 days')).toBeVisible();
  await expect(terms.getByRole('row', { name: 'Slots 100%' })).toBeVisible();
  await expect(terms.getByRole('row', { name: 'Crash games 20%' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Where it is best wagered' }).getByRole('link')).toHaveCount(12);
  const cta = page.getByRole('region', { name: 'Get the bonus' });
  await expect(cta.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/en/registration?returnUrl=${encodeURIComponent('/en/slot-first-deposit')}`);
  await expect(cta.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/en/user/login?returnUrl=${encodeURIComponent('/en/slot-first-deposit')}`);
  await expect(page.getByRole('navigation', { name: 'More selections' }).getByRole('link', { name: 'Roulette nights' })).toHaveAttribute('href', '/en/games-landing/roulette-nights');
  await noSideScroll(page);

  // A new player (one-click registration through the site: no deposit yet, so the bonus is offered;
  // he chose the sport one there, so the casino bonus checked below is the link's doing).
  const registered = await page.request.post('/web-api/user/registration/fast_reg', {
    data: { currency: 'RUB', country_id: 1, bonus_choice: 1 },
    headers: { origin: E2E.siteUrl },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoReady(page, '/en/slot-first-deposit');
  await noSideScroll(page);
  const deposit = cta.getByRole('link', { name: 'Deposit with the casino bonus' });
  await deposit.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/en/office/recharge?bonus=2');
  await expect(page.getByRole('radio', { name: 'Casino bonus' })).toBeChecked();
});
