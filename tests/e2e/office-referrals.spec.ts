import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, gotoReady, payOnProviderPage, resetBackend, signIn } from './support';

// office/bringfriend (docs/referrals-api.md): the player copies his link; a friend opens it in
// another browser, registers through the real full registration form and pays his first deposit on
// the provider's card page with his own card; the player then sees the friend rewarded on his page
// and his balance up by the reward (500 ₽). In ru at 375 px and in en at 1366 px; the ledger holds.

const PLAYER = 'player@example.com';
// The seeded player has never paid with a card: this one is the friend's own.
const FRIEND_CARD = '4111 1111 1111 1111';

const TEXT = {
  ru: {
    heading: 'Приведи друга',
    link: 'Ваша реферальная ссылка',
    copy: 'Скопировать ссылку',
    copied: 'Ссылка скопирована. Отправьте её другу.',
    empty: 'Друзей пока нет. Отправьте ссылку первому.',
    tabFull: 'Полная',
    email: 'Электронная почта',
    password: 'Пароль',
    name: 'Имя',
    surname: 'Фамилия',
    birthday: 'Дата рождения',
    submit: 'Зарегистрироваться',
    amount: 'Сумма, RUB',
    pay: 'Перейти к оплате',
    paid: 'Платёж прошёл успешно',
    rewarded: 'Вознаграждение получено',
    friends: '1 друг',
    balance: 'Баланс',
  },
  en: {
    heading: 'Bring a friend',
    link: 'Your referral link',
    copy: 'Copy the link',
    copied: 'The link is copied. Send it to a friend.',
    empty: 'No friends yet. Send your link to the first one.',
    tabFull: 'Full',
    email: 'E-mail',
    password: 'Password',
    name: 'First name',
    surname: 'Last name',
    birthday: 'Date of birth',
    submit: 'Sign up',
    amount: 'Amount, RUB',
    pay: 'Go to payment',
    paid: 'Payment successful',
    rewarded: 'Rewarded',
    friends: '1 friend',
    balance: 'Balance',
  },
} as const;
type Lng = keyof typeof TEXT;

// 10 000 ₽ seeded, 10 500 ₽ after the reward, however the language groups the digits.
const money = (thousands: string, rest: string) => new RegExp(`${thousands}[\\s\\u00a0\\u202f,]?${rest}([.,]00)?`);

test.beforeEach(async ({ request, context }) => {
  await resetBackend(request);
  await signIn(request, context, PLAYER);
});

/** The player's page: his link, with no friends yet; what the link is. */
async function playersLink(page: Page, lng: Lng): Promise<URL> {
  const t = TEXT[lng];
  await gotoReady(page, `/${lng}/office/bringfriend`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
  await expect(page.getByText(t.empty)).toBeVisible();
  const link = new URL(await page.getByRole('textbox', { name: t.link }).inputValue());
  expect(link.origin).toBe(E2E.siteUrl);
  expect(link.pathname).toBe(`/${lng}/registration`);
  expect(link.searchParams.get('bf')).toMatch(/^[a-z2-9]{10}$/);
  return link;
}

/** A friend in a browser of his own: opens the link, registers (full form), deposits 500 ₽ with his card. */
async function friendComesThrough(browser: Browser, lng: Lng, link: URL, viewport: { width: number; height: number }, email: string) {
  const t = TEXT[lng];
  const context = await browser.newContext({ viewport, baseURL: E2E.siteUrl });
  try {
    const page = await context.newPage();
    await gotoReady(page, `${link.pathname}${link.search}`);
    await page.getByRole('tab', { name: t.tabFull }).click();
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill('Secret123');
    await page.getByLabel(t.name, { exact: true }).fill('Olga');
    await page.getByLabel(t.surname).fill('Friend');
    await page.getByLabel(t.birthday).fill('1995-02-03');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}$`));

    await gotoReady(page, `/${lng}/office/recharge`);
    await page.getByLabel(t.amount).fill('500');
    await page.getByRole('button', { name: t.pay }).click();
    await payOnProviderPage(page, lng, FRIEND_CARD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.paid);
  } finally {
    await context.close();
  }
}

async function expectRewarded(page: Page, request: APIRequestContext, lng: Lng, email: string) {
  const t = TEXT[lng];
  expect(await (await request.get(control(`/referrals/${PLAYER}`))).json()).toEqual([{ friendLogin: email, status: 'rewarded', reward: 500 }]);
  await gotoReady(page, `/${lng}/office/bringfriend`);
  await expect(page.getByRole('heading', { name: new RegExp(t.friends) })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '***@example.com' });
  await expect(row).toContainText(t.rewarded);
  await expect(row).toContainText(/500/);
  await expect(page.getByLabel(t.balance, { exact: true })).toContainText(money('10', '500'));
  for (const login of [PLAYER, email]) {
    expect(await (await request.get(control(`/ledger/${encodeURIComponent(login)}/check`))).json(), login).toEqual({ ok: true });
  }
}

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a friend registers through the link and deposits; the player sees him rewarded and 500 ₽ more', async ({ page, request, browser }) => {
    const link = await playersLink(page, 'ru');
    await expect(page.getByLabel(TEXT.ru.balance, { exact: true })).toContainText(money('10', '000'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('bringfriend-ru-375-empty.png'), fullPage: true });

    await friendComesThrough(browser, 'ru', link, { width: 375, height: 812 }, 'olga.ru@example.com');
    await expectRewarded(page, request, 'ru', 'olga.ru@example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('bringfriend-ru-375-rewarded.png'), fullPage: true });
  });
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the player copies his link; a friend comes through it and deposits; the reward shows', async ({ page, request, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const link = await playersLink(page, 'en');
    await page.getByRole('button', { name: TEXT.en.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.en.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);

    await friendComesThrough(browser, 'en', link, { width: 1366, height: 900 }, 'olga.en@example.com');
    await expectRewarded(page, request, 'en', 'olga.en@example.com');
    await page.screenshot({ path: test.info().outputPath('bringfriend-en-1366-rewarded.png'), fullPage: true });
  });
});
