import { expect, test, type Page } from '@playwright/test';
import { gotoReady, resetBackend } from './support';

// Every section is reachable: the header's sections and the left sports menu at
// 1366 px, the bottom navigation at 375 px, the footer's sections everywhere, in ru and en.

const WORDS = {
  ru: { line: 'Линия', live: 'Лайв', casino: 'Казино', coupon: /^Купон/, menu: 'Меню', sports: 'Виды спорта', football: 'Футбол', results: 'Результаты', multi: 'Мультилайв', lotto: 'Лотереи', rules: 'Правила ставок', promotions: 'Акции', toto: 'Тото', esports: 'Киберспорт' },
  en: { line: 'Sports', live: 'Live', casino: 'Casino', coupon: /^Coupon/, menu: 'Menu', sports: 'Sports', football: 'Football', results: 'Results', multi: 'Multi live', lotto: 'Lotteries', rules: 'Betting rules', promotions: 'Promotions', toto: 'Toto', esports: 'Esports' },
} as const;

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

async function opens(page: Page, click: () => Promise<void>, path: RegExp) {
  await click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The footer's sections: each link answers a page, and one of them opens by a click. */
async function footerSections(page: Page, lng: 'ru' | 'en') {
  const words = WORDS[lng];
  const footer = page.getByRole('contentinfo');
  for (const name of [words.results, words.multi, words.esports, words.promotions, words.toto, words.lotto, words.rules]) {
    const link = footer.getByRole('link', { name, exact: true });
    const target = await link.getAttribute('href');
    expect(target, name).toMatch(new RegExp(`^/${lng}/`));
    expect((await page.request.get(target!)).status(), name).toBe(200);
  }
  await opens(page, () => footer.getByRole('link', { name: words.results, exact: true }).click(), new RegExp(`/${lng}/results$`));
}

for (const lng of ['ru', 'en'] as const) {
  const words = WORDS[lng];

  test.describe(`at 1366 px, ${lng}`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('the header’s sections, the sports menu and the footer open their pages; the phone’s navigation is hidden', async ({ page }) => {
      await gotoReady(page, `/${lng}`);
      await expect(page.getByRole('navigation', { name: lng === 'ru' ? 'Быстрая навигация' : 'Quick navigation' })).toBeHidden();
      const sections = page.getByRole('banner').getByRole('navigation');
      await opens(page, () => sections.getByRole('link', { name: words.live, exact: true }).click(), new RegExp(`/${lng}/live$`));
      await opens(page, () => sections.getByRole('link', { name: words.line, exact: true }).click(), new RegExp(`/${lng}/line$`));
      await opens(page, () => page.getByRole('complementary', { name: words.sports }).getByRole('link', { name: new RegExp(words.football) }).first().click(), new RegExp(`/${lng}/line/football$`));
      await footerSections(page, lng);
    });
  });

  test.describe(`at 375 px, ${lng}`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the bottom navigation opens line, live, casino, the coupon and the menu', async ({ page }) => {
      await gotoReady(page, `/${lng}/contacts`);
      const nav = page.getByRole('navigation', { name: lng === 'ru' ? 'Быстрая навигация' : 'Quick navigation' });
      await expect(nav).toBeInViewport();
      await opens(page, () => nav.getByRole('link', { name: words.live, exact: true }).click(), new RegExp(`/${lng}/live$`));
      await expect(nav.getByRole('link', { name: words.live, exact: true })).toHaveAttribute('aria-current', 'page');
      await opens(page, () => nav.getByRole('link', { name: words.line, exact: true }).click(), new RegExp(`/${lng}/line$`));
      await opens(page, () => nav.getByRole('link', { name: words.casino, exact: true }).click(), new RegExp(`/${lng}/slots$`));
      await nav.getByRole('button', { name: words.coupon }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await gotoReady(page, `/${lng}/contacts`);
      await nav.getByRole('button', { name: words.menu, exact: true }).click();
      const drawer = page.getByRole('complementary', { name: words.sports });
      await expect(drawer.getByRole('link', { name: new RegExp(words.football) }).first()).toBeInViewport();
      await opens(page, () => drawer.getByRole('link', { name: new RegExp(words.football) }).first().click(), new RegExp(`/${lng}/line/football$`));
      await footerSections(page, lng);
    });
  });
}
