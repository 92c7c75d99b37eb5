import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, gotoReady, payOnProviderPage, resetBackend } from './support';
import { add, picks, type Pick } from './coupon-support';

// office/bonuses (docs/bonuses.md, docs/bonuses-api.md): a new player deposits 200 ₽ with the sport
// bonus chosen from the bonus page, sees it on the wager page with its requirement (×5 = 1 000 ₽ at
// odds ≥ 1.50), bets until it is wagered — one coupon through the slip from his bonus account
// (the slip says where the stake comes from), the rest through the coupon API with his cookies,
// each settled by the control API — and sees it move to his main balance. In ru at 375 px and in en at 1366 px; the ledger check holds (resetBackend checks it too).

const CARD = '4111 1111 1111 1111';

const TEXT = {
  ru: {
    available: 'Бонус вам доступен: выберите его при первом пополнении.',
    depositWith: 'Пополнить со спортивным бонусом',
    choice: 'Бонус для ставок на спорт',
    terms: /Отыгрыш ×5 ставками на спорт с общим коэффициентом от 1\.50 за 30 дней/,
    amount: 'Сумма, RUB',
    pay: 'Перейти к оплате',
    card: /Спортивный бонус 200,00\s₽/,
    required: /Нужно поставить\s*1\s000,00\s₽/,
    counted: 'Засчитано 200,00\u00a0₽',
    show: 'Что засчитано и что нет',
    coupon: /^Купон: 1/,
    sheet: 'Купон',
    stake: 'Сумма ставки',
    place: 'Сделать ставку',
    account: 'Счёт для ставки',
    bonusNote: 'Ставка будет списана с бонусного счёта.',
    accepted: 'Ставка принята',
    moved: /Бонус отыгран .*: 200,00\s₽ переведено на основной счёт\./,
    balance: 'Баланс',
  },
  en: {
    available: 'You can get it: choose it with your first deposit.',
    depositWith: 'Deposit with the sport bonus',
    choice: 'Sports betting bonus',
    terms: /Wager ×5 on sports coupons at total odds of 1\.50 or more within 30 days/,
    amount: 'Amount, RUB',
    pay: 'Go to payment',
    card: /Sport bonus RUB\s200\.00/,
    required: /To stake\s*RUB\s1,000\.00/,
    counted: 'Counted RUB\u00a0200.00',
    show: 'What counted and what did not',
    coupon: /^Coupon: 1/,
    sheet: 'Coupon',
    stake: 'Stake',
    place: 'Place bet',
    account: 'Account to bet from',
    bonusNote: 'The stake is taken from your bonus account.',
    accepted: 'Bet accepted',
    moved: /Wagered on .*: RUB\s200\.00 moved to your main balance\./,
    balance: 'Balance',
  },
} as const;
type Lng = keyof typeof TEXT;

interface ControlBonus {
  bonusId: number;
  kind: string;
  amount: number;
  wagerRequired: number;
  wagered: number;
  status: string;
  deadline: string;
}
const bonuses = async (request: APIRequestContext, login: string) => (await (await request.get(control(`/bonuses/${login}`))).json()) as ControlBonus[];

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** A new player, registered in one click through the site (the real registration API); signed in by its cookie. */
async function register(page: Page): Promise<string> {
  const res = await page.request.post('/web-api/user/registration/fast_reg', {
    data: { currency: 'RUB', country_id: 1, bonus_choice: 1 },
    headers: { origin: E2E.siteUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
  return String(((await res.json()) as { login: string }).login);
}

/** A coupon placed through the coupon API with the player's own cookies (as the slip would), from his main account. */
async function placeByApi(page: Page, pick: Pick, amount: number, accountId: number, key: string) {
  const res = await page.request.post('/web-api/coupon/place?lng=en', {
    data: { typeId: 0, accountId, amount, changeCoefAction: 0, exactCoef: false, isDropOnScoreChange: false, bets: [{ id: pick.outcomeId, coef: 2 }] },
    headers: { origin: E2E.siteUrl, 'Idempotency-Key': key },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function settle(request: APIRequestContext, pick: Pick, won: boolean) {
  const res = await request.post(control(`/line/games/${pick.gameId}/result`), { data: { winners: won ? [pick.outcomeId] : [] } });
  expect(res.status()).toBe(200);
}

async function wageredAfterDeposit(page: Page, request: APIRequestContext, lng: Lng, phone: boolean) {
  const t = TEXT[lng];
  const login = await register(page);

  // The bonus page explains the offer and leads to the deposit with the sport bonus chosen.
  await gotoReady(page, `/${lng}/office/bonuses/deposit`);
  await expect(page.getByText(t.available)).toBeVisible();
  await page.getByRole('link', { name: t.depositWith }).click();
  await expect(page).toHaveURL(/\/office\/recharge\?bonus=1$/);
  await expect(page.getByRole('radio', { name: t.choice })).toBeChecked();
  await expect(page.getByText(t.terms)).toBeVisible();
  await page.getByLabel(t.amount).fill('200');
  await page.getByRole('button', { name: t.pay }).click();
  await payOnProviderPage(page, lng, CARD);

  const [granted] = await bonuses(request, login);
  expect(granted).toMatchObject({ kind: 'sport', amount: 200, wagerRequired: 1000, wagered: 0, status: 'active' });

  // The wager page: the bonus with its requirement, nothing wagered yet.
  await gotoReady(page, `/${lng}/office/bonuses/wager`);
  const card = page.getByRole('article', { name: t.card });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card).toContainText(t.required);

  const accounts = (await (await page.request.get('/web-api/user/balance')).json()) as { all_accounts: { id: number; type: number }[] };
  const mainId = accounts.all_accounts.find((account) => account.type === 0)!.id;
  const bonusId = accounts.all_accounts.find((account) => account.type === 4)!.id;

  // One coupon through the slip, staked from the bonus account (the slip says so): 200 ₽ at 2.00
  // that wins (bonus account 200 → 400 ₽).
  const [first, second, third, fourth] = await picks(request, [2, 2, 2, 2], lng);
  await add(page, first!);
  const slip = phone ? page.getByRole('dialog', { name: t.sheet }) : page.getByRole('complementary', { name: t.sheet });
  if (phone) await page.getByRole('button', { name: t.coupon }).click();
  await slip.getByRole('combobox', { name: t.account }).selectOption(String(bonusId));
  await expect(slip.getByText(t.bonusNote)).toBeVisible();
  await slip.getByRole('textbox', { name: t.stake }).fill('200');
  await slip.getByRole('button', { name: t.place }).click();
  await expect(slip.getByRole('status').filter({ hasText: t.accepted })).toBeVisible();
  await settle(request, first!, true);
  await gotoReady(page, `/${lng}/office/bonuses/wager`);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await card.getByRole('button', { name: t.show }).click();
  await expect(card.getByText(t.counted)).toBeVisible();

  // The rest through the API: main 200 ₽ that wins (main 400), main 400 ₽ that loses (main 0),
  // bonus 200 ₽ that loses (bonus account 200): 1 000 ₽ wagered.
  await placeByApi(page, second!, 200, mainId, `bonus-e2e-${lng}-1`);
  await settle(request, second!, true);
  await placeByApi(page, third!, 400, mainId, `bonus-e2e-${lng}-2`);
  await settle(request, third!, false);
  await placeByApi(page, fourth!, 200, bonusId, `bonus-e2e-${lng}-3`);
  await settle(request, fourth!, false);

  // The page's read releases it: the 200 ₽ left on the bonus account move to the main balance (0 + 200).
  await gotoReady(page, `/${lng}/office/bonuses/wager`);
  await expect(page.getByText(t.moved)).toBeVisible();
  await expect(page.getByLabel(t.balance, { exact: true })).toContainText('200');
  const main = (await (await page.request.get('/web-api/user/balance')).json()) as { all_accounts: { type: number; money: number }[] };
  expect(main.all_accounts.filter((account) => account.type === 0 || account.type === 4).map((account) => [account.type, account.money])).toEqual([
    [0, 200],
    [4, 0],
  ]);
  const [released] = await bonuses(request, login);
  expect(released).toMatchObject({ status: 'wagered', wagered: 1000, wagerRequired: 1000 });
  expect(await (await request.get(control(`/ledger/${login}/check`))).json()).toEqual({ ok: true });
}

test.describe('on a phone, ru', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('a new player’s sport bonus: deposited, wagered with coupons, moved to the main balance', async ({ page, request }) => {
    await wageredAfterDeposit(page, request, 'ru', true);
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('a new player’s sport bonus: deposited, wagered with coupons, moved to the main balance', async ({ page, request }) => {
    await wageredAfterDeposit(page, request, 'en', false);
  });
});
