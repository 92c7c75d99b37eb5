import { expect, test, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// Promo codes and promotions (docs/promotions-api.md). In ru at 375 px: a player enters a promo code
// in office/promotion, it gives its bonus (the bonus account, GET /__control/bonuses/{login}), and a
// second entry is refused next to the field. In en at 1366 px: a guest on a landing sees the offer
// and the way to register (back to the deposit with the bonus chosen), and a bonus page's tabs show
// its rules, games and partners. The ledger check holds (resetBackend checks it too).

const PLAYER = 'player@example.com';

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a promo code entered in the office gives its bonus once; the second entry is refused by the field', async ({ page, request, context }, testInfo) => {
    await signIn(request, context, PLAYER);
    // The seeded player already has the seed's welcome bonus: the code's is the one that comes next.
    const bonusesOf = async () => (await (await request.get(control(`/bonuses/${PLAYER}`))).json()) as { bonusId: number; status: string; wagerRequired: number; amount: number }[];
    const seeded = (await bonusesOf()).map((bonus) => bonus.bonusId);
    await gotoReady(page, '/ru/office/promotion');
    await expect(page.getByText('Вы ещё не активировали ни одного промокода.')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    // On a phone the office menu is one button naming the page it is on.
    await expect(menu.getByRole('button', { name: 'Все разделы кабинета Акции' })).toBeVisible();

    const field = page.getByRole('textbox', { name: 'Введите промокод' });
    await field.fill('welcome500');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByText('Промокод WELCOME500 действует')).toBeVisible();
    expect((await (await request.get(control(`/promo-codes/${PLAYER}`))).json()).items).toEqual([]);

    await page.getByRole('button', { name: 'Активировать' }).click();
    await expect(page.getByText('Промокод WELCOME500 активирован')).toBeVisible();
    const history = page.getByRole('region', { name: 'Активированные промокоды' });
    await expect(history).toContainText('WELCOME500');
    await expect(history).toContainText('Бонус отыгрывается');
    const bonuses = (await bonusesOf()).filter((bonus) => !seeded.includes(bonus.bonusId));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ status: 'active' });
    expect(bonuses[0]!.wagerRequired).toBe(bonuses[0]!.amount * 5);
    await noSidewaysScroll(page, 375);
    await page.screenshot({ path: testInfo.outputPath('office-promotion-375-ru.png'), fullPage: true });

    // The same code again, typed with the keyboard: refused next to the field, nothing granted.
    await field.fill('WELCOME500');
    await field.press('Enter');
    await expect(page.getByRole('form', { name: 'Промокод' }).getByRole('alert')).toHaveText('Вы уже использовали этот промокод');
    await expect(field).toHaveAccessibleDescription('Вы уже использовали этот промокод');
    await expect(field).toBeFocused();
    expect(await bonusesOf()).toHaveLength(seeded.length + 1);
    expect((await (await request.get(control('/ledger/check'))).json()).ok).toBe(true);
  });
});

test.describe('at 375 px, ru: promotions', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list links each bonus page’s tabs; a promotion’s “take part” joins, and the office lists it', async ({ page, request, context }, testInfo) => {
    // A guest on the first-bonus landing: both offers, each with its way to register, nothing sideways.
    await gotoReady(page, '/ru/first-bonus');
    const claims = page.getByRole('link', { name: 'Зарегистрироваться и получить бонус' });
    await expect(claims).toHaveCount(2);
    await expect(claims.nth(1)).toHaveAttribute('href', '/ru/registration?returnUrl=%2Fru%2Foffice%2Frecharge%3Fbonus%3D2');
    await noSidewaysScroll(page, 375);
    await page.screenshot({ path: testInfo.outputPath('first-bonus-375-ru.png'), fullPage: true });

    await signIn(request, context, PLAYER);
    await gotoReady(page, '/ru/promotions');
    const pages = page.getByRole('navigation', { name: 'Страницы акции «Бонус к экспрессу до 10%»' });
    await expect(pages.getByRole('link', { name: 'Партнёры' })).toHaveAttribute('href', '/ru/bonus/103/partners');
    await noSidewaysScroll(page, 375);
    await page.getByRole('link', { name: /^Спорт Бонус к экспрессу до 10%/ }).click();
    await expect(page).toHaveURL(/\/ru\/promotions\/accumulator-boost$/);
    await expect(page.getByRole('definition').filter({ hasText: '1.10' })).toBeVisible();
    await page.getByRole('button', { name: 'Участвовать' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Вы участвуете' })).toBeVisible();
    await noSidewaysScroll(page, 375);
    await page.screenshot({ path: testInfo.outputPath('promotion-375-ru.png'), fullPage: true });
    const offers = (await (await request.get(control(`/offers/${PLAYER}`))).json()).items as { slug: string; status: string }[];
    expect(offers).toEqual([expect.objectContaining({ slug: 'accumulator-boost', status: 'joined' })]);
    await gotoReady(page, '/ru/office/promotion');
    await expect(page.getByRole('region', { name: 'Мои акции' }).getByRole('link', { name: 'Бонус к экспрессу до 10%' })).toBeVisible();
  });
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a guest on a landing sees the offer and the way to register', async ({ page }, testInfo) => {
    await gotoReady(page, '/en/landing-page/casino-welcome-pack');
    await expect(page.getByRole('heading', { level: 1, name: '100% first deposit bonus for the casino' })).toBeVisible();
    const terms = page.getByRole('definition');
    await expect(terms.filter({ hasText: '×35 in casino bets' })).toBeVisible();
    await expect(terms.filter({ hasText: '14 days' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get the bonus' })).toHaveAttribute('href', '/en/registration?returnUrl=%2Fen%2Foffice%2Frecharge%3Fbonus%3D2');
    await page.screenshot({ path: testInfo.outputPath('landing-1366-en.png'), fullPage: true });
    // The CMS landing of the sport bonus, the same way.
    await gotoReady(page, '/en/cms/welcome');
    await expect(page.getByRole('heading', { name: '100% first deposit bonus for sports betting' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register and get the bonus' })).toHaveAttribute('href', '/en/registration?returnUrl=%2Fen%2Foffice%2Frecharge%3Fbonus%3D1');
    expect((await page.goto('/en/cms/no-such-landing'))?.status()).toBe(404);
  });

  test('a bonus page’s tabs show its terms, rules, games and partners', async ({ page }, testInfo) => {
    await gotoReady(page, '/en/promotions');
    const card = page.getByRole('navigation', { name: 'Pages of “100% first deposit bonus for the casino”' });
    await card.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/en\/bonus\/102\/games$/);
    const tabs = page.getByRole('navigation', { name: 'Promotion sections' });
    await expect(tabs.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('The most popular games the promotion applies to:')).toBeVisible();
    const firstGame = page.locator('.offer-games__game').first();
    await expect(firstGame).toHaveAttribute('href', /\/en\/(slots|casino)\/game\//);
    await page.screenshot({ path: testInfo.outputPath('bonus-games-1366-en.png'), fullPage: true });

    await tabs.getByRole('link', { name: 'Rules' }).click();
    await expect(page.getByText('Stakes count differently: slots 100%, scratch cards and keno 50%, crash games 20%, table and live dealer games 10%.')).toBeVisible();
    await tabs.getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/\/en\/bonus\/102\/partners$/);
    await expect(page.locator('.offer-partners__item').first()).toContainText('Studio of the promotion’s games');
    await tabs.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('definition').filter({ hasText: '100 % of the first deposit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/registration?returnUrl=%2Fen%2Fbonus%2F102');
    await page.screenshot({ path: testInfo.outputPath('bonus-terms-1366-en.png'), fullPage: true });
    expect((await page.goto('/en/bonus/999'))?.status()).toBe(404);
  });
});
