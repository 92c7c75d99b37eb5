import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';
import { add, figure, picks, slip } from './coupon-support';

const PLAYER = 'player@example.com';

test.beforeEach(async ({ request, context }) => {
  await resetBackend(request);
  await signIn(request, context, PLAYER);
});

interface Bet {
  couponId: number;
  typeId: number;
  stake: number;
  status: string;
  lines: { outcomeId: number; price: number }[];
}
const bets = async (request: APIRequestContext) => (await (await request.get(control(`/bets/${PLAYER}`))).json()) as Bet[];
const header = (page: Page) => page.getByLabel('Баланс', { exact: true });
const stake = (page: Page) => slip(page).getByRole('textbox', { name: 'Сумма ставки' });
const place = (page: Page) => slip(page).getByRole('button', { name: 'Сделать ставку' });

test('a player places a single, an express and a system 2/3; the balance drops by each stake', async ({ page, request }) => {
  const [a, b, c] = await picks(request, [2, 1.5, 3]);
  await add(page, a!);
  await stake(page).fill('100');
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  await expect(header(page)).toContainText('9 900');
  await slip(page).getByRole('button', { name: 'Сохранить выбор' }).click();

  await add(page, b!);
  await stake(page).fill('200');
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  await expect(header(page)).toContainText('9 700');
  await slip(page).getByRole('button', { name: 'Сохранить выбор' }).click();

  await add(page, c!);
  await slip(page).getByRole('radio', { name: 'Система' }).check();
  await stake(page).fill('300');
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  await expect(header(page)).toContainText('9 400');

  const placed = await bets(request);
  expect(placed.map((bet) => [bet.typeId, bet.stake, bet.lines.length])).toEqual([
    [0, 100, 1],
    [1, 200, 2],
    [2, 300, 3],
  ]);
});

test('a double click places once', async ({ page, request }) => {
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await stake(page).fill('100');
  await place(page).dblclick();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  await expect(header(page)).toContainText('9 900');
  expect(await bets(request)).toHaveLength(1);
});

test('under "ask", a price the feed moves shows old → new in the slip at once, and is placed only once the player accepts it', async ({ page, request }) => {
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await slip(page).getByText('Настройки купона').click();
  await slip(page).getByRole('radio', { name: 'Спрашивать' }).check();
  expect((await request.patch(control(`/line/outcomes/${a!.outcomeId}`), { data: { price: 1.8 } })).status()).toBe(200);
  // No click needed: the live feed brings the new price into the slip.
  await expect(slip(page).getByText('Коэффициент изменился: 2.00 → 1.80, упал.')).toBeAttached({ timeout: 3000 });
  await expect(place(page)).toHaveCount(0);
  expect(await bets(request)).toHaveLength(0);
  await slip(page).getByRole('button', { name: 'Принять изменения' }).click();
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('270,00 ₽');
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  expect((await bets(request)).map((bet) => bet.lines[0]?.price)).toEqual([1.8]);
});

test('under "ask", a price moved where the page could not see it is refused by the backend and shown old → new', async ({ page, request }) => {
  // No feed and no snapshot: the page keeps the price it had, and only placing finds out.
  await page.route(/\/web-api\/line\/(feed|snapshot)/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }));
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await slip(page).getByText('Настройки купона').click();
  await slip(page).getByRole('radio', { name: 'Спрашивать' }).check();
  expect((await request.patch(control(`/line/outcomes/${a!.outcomeId}`), { data: { price: 1.8 } })).status()).toBe(200);
  await place(page).click();
  await expect(slip(page).getByRole('alert').filter({ hasText: 'Коэффициент изменился' })).toBeVisible();
  await expect(slip(page).getByText('Коэффициент изменился: 2.00 → 1.80, упал.')).toBeAttached();
  expect(await bets(request)).toHaveLength(0);
  await slip(page).getByRole('button', { name: 'Принять изменения' }).click();
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  expect((await bets(request)).map((bet) => bet.lines[0]?.price)).toEqual([1.8]);
});

test('under "accept any change" (the default), a moved price is placed at the new price', async ({ page, request }) => {
  const [a] = await picks(request, [2]);
  await add(page, a!);
  expect((await request.patch(control(`/line/outcomes/${a!.outcomeId}`), { data: { price: 2.2 } })).status()).toBe(200);
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  expect((await bets(request)).map((bet) => bet.lines[0]?.price)).toEqual([2.2]);
});

test('a market suspended after it was added blocks placing, with the reason on its line', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 3]);
  await add(page, a!);
  await add(page, b!);
  expect((await request.patch(control(`/line/outcomes/${a!.outcomeId}`), { data: { suspended: true } })).status()).toBe(200);
  await place(page).click();
  await expect(slip(page).getByRole('listitem').filter({ hasText: 'Приём ставок на это событие приостановлен.' })).toBeVisible();
  await expect(place(page)).toBeDisabled();
  expect(await bets(request)).toHaveLength(0);
});

test('a stake above the balance is refused next to the field', async ({ page, request }) => {
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await stake(page).fill('20000');
  await place(page).click();
  await expect(slip(page).getByText('Недостаточно средств: на счёте 10 000,00 ₽.')).toBeVisible();
  expect(await bets(request)).toHaveLength(0);
});

test('a settled express credits the win, and the history, the check and the print page show it', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 1.5]);
  await add(page, a!);
  await add(page, b!);
  await stake(page).fill('100');
  await place(page).click();
  await expect(header(page)).toContainText('9 900');
  for (const pick of [a!, b!]) {
    const settled = await request.post(control(`/line/games/${pick.gameId}/result`), { data: { winners: [pick.outcomeId] } });
    expect(settled.status()).toBe(200);
  }
  const [coupon] = await bets(request);
  expect(coupon?.status).toBe('won');

  await gotoReady(page, '/ru/office/history');
  // 9 900 + 100 × 2 × 1.5.
  await expect(header(page)).toContainText('10 200');
  const card = page.getByRole('listitem', { name: `Купон № ${coupon!.couponId}` });
  await expect(card).toContainText('Выигрыш');
  await expect(card).toContainText('300,00 ₽');
  await card.getByRole('button', { name: `Показать события купона № ${coupon!.couponId}` }).click();
  await expect(card.getByRole('list', { name: `События купона № ${coupon!.couponId}` }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Проверка купона' }).click();
  await page.getByRole('textbox', { name: 'Номер купона' }).fill(String(coupon!.couponId));
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByRole('listitem', { name: `Купон № ${coupon!.couponId}` })).toContainText('Выигрыш');

  await page.goto(`/ru/print-coupon/${coupon!.couponId}`);
  await expect(page.getByRole('heading', { name: `Купон № ${coupon!.couponId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Распечатать' })).toBeVisible();
});

test('the header balance follows a settlement without a reload', async ({ page, request }) => {
  // The open coupons are counted every 15 s: the page's clock is moved, not waited for.
  await page.clock.install();
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await stake(page).fill('100');
  await place(page).click();
  await expect(header(page)).toContainText('9 900');
  const settled = await request.post(control(`/line/games/${a!.gameId}/result`), { data: { winners: [a!.outcomeId] } });
  expect(settled.status()).toBe(200);
  await page.clock.runFor(16_000);
  await expect(header(page)).toContainText('10 100');
});

test('a guest is asked to sign in when he places, and keeps his coupon', async ({ browser, request }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await slip(page).getByRole('button', { name: 'Войти и сделать ставку' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slip(page).getByRole('listitem')).toHaveCount(1);
  await context.close();
});

test('a chain and multiple singles are placed; each single has its own result', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 3]);
  await add(page, a!);
  await add(page, b!);
  await slip(page).getByRole('radio', { name: 'Цепочка' }).check();
  await slip(page).getByRole('textbox', { name: 'Этап 1' }).fill('100');
  // The second block takes at most what the first returns: 100 × 2.
  await slip(page).getByRole('textbox', { name: 'Этап 2 (не больше 200,00 ₽)' }).fill('50');
  // 200 back: 150 paid, 50 on to block 2 at 3.
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('300,00 ₽');
  await slip(page).getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  await slip(page).getByRole('button', { name: 'Сохранить выбор' }).click();

  await slip(page).getByRole('radio', { name: 'Ординары' }).check();
  await slip(page).getByRole('textbox', { name: /^Сумма на / }).first().fill('40');
  await slip(page).getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(slip(page).getByRole('status').filter({ hasText: '2 ставки приняты из 2' })).toBeVisible();

  const placed = await bets(request);
  expect(placed.map((bet) => [bet.typeId, bet.stake])).toEqual([
    [3, 100],
    [0, 40],
    [0, 100],
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('a player places an express from the sheet', async ({ page, request }) => {
    const [a, b] = await picks(request, [2, 1.5]);
    await add(page, a!);
    await add(page, b!);
    await page.getByRole('button', { name: /Купон: 2 ставки/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Купон' });
    await sheet.getByRole('textbox', { name: 'Сумма ставки' }).fill('100');
    await sheet.getByRole('button', { name: 'Сделать ставку' }).click();
    await expect(sheet.getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
    expect((await bets(request)).map((bet) => [bet.typeId, bet.stake])).toEqual([[1, 100]]);
  });
});

test('an express of three gets the bonus bet, and the backend pays what the slip showed', async ({ page, request }) => {
  const [a, b, c] = await picks(request, [2, 2, 2]);
  await add(page, a!);
  await add(page, b!);
  await add(page, c!);
  await expect(slip(page).getByText('Бонус к экспрессу ×1.03')).toBeVisible();
  await stake(page).fill('100');
  // 100 × 2³ × 1.03.
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('824,00 ₽');
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
  const [coupon] = await bets(request);
  await gotoReady(page, '/ru/office/history');
  await expect(page.getByRole('listitem', { name: `Купон № ${coupon!.couponId}` })).toContainText('824,00 ₽');
});

test('with one-click on, a price click places a single at the one-click amount', async ({ page, request }) => {
  const [a] = await picks(request, [2]);
  await gotoReady(page, a!.path);
  // An empty coupon: nothing to clear, no question.
  await slip(page).getByRole('checkbox', { name: 'Ставка в один клик' }).check();
  await slip(page).getByRole('textbox', { name: 'Сумма в один клик' }).fill('70');
  await page.getByRole('button', { name: a!.name, exact: true }).click();
  await expect(page.getByRole('status', { name: 'Уведомления' })).toContainText('Ставка в один клик принята');
  expect((await bets(request)).map((bet) => [bet.typeId, bet.stake])).toEqual([[0, 70]]);
  await expect(slip(page).getByText('Купон пуст')).toBeVisible();
});

test('in English: a player places an accumulator and sees it accepted', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 1.5], 'en');
  await add(page, a!);
  await add(page, b!);
  const coupon = slip(page, 'Coupon');
  await coupon.getByRole('textbox', { name: 'Stake' }).fill('100');
  await expect(figure(page, 'Possible win', 'Coupon')).toHaveText('RUB 300.00');
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();
  await expect(page.getByLabel('Balance', { exact: true })).toContainText('9,900');
});

test('a live coupon is shown as being confirmed, then accepted after the backend’s delay', async ({ page, request }) => {
  const [a] = await picks(request, [2.5], 'ru', 'live');
  await add(page, a!);
  await stake(page).fill('100');
  await place(page).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка на подтверждении…' })).toBeVisible();
  // The backend takes a live coupon after liveAcceptDelayMs (2 s); the slip asks every second.
  await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible({ timeout: 10_000 });
  expect((await bets(request)).map((bet) => bet.status)).toEqual(['pending']);
});
