import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';
import { picks } from './coupon-support';
import { E2E } from './ports.mjs';

// The responsible-gaming page and its ways in, against the real backend: a decrease holds at
// once and refuses a deposit or a bet over it, an increase waits with its countdown (the control
// clock moves it) and can be cancelled, the lowest of 24 h and 7 d wins, a self-exclusion is saved
// through its confirmation and refuses deposits and bets from a second browser too and cannot be
// cancelled; and the ways in: the deposit page (a first deposit offers a limit), the office menu,
// the /responsiblegaming page. In ru and en, at 375 and 1366 px.

const PLAYER = 'player@example.com';
const FRESH = 'fresh@example.com';
const V3 = '/limit-service-api/api/external/web/v3';

interface HeldLimit {
  limitType: number;
  limitValue: number | null;
  limitState: string;
}
const held = async (request: APIRequestContext, login = PLAYER) =>
  ((await (await request.get(control(`/limits/${login}`))).json()) as { limits: HeldLimit[] }).limits
    .filter((l) => l.limitState !== 'INACTIVE')
    .map((l) => [l.limitType, l.limitState, l.limitValue]);

/** Moves the backend clock on by `seconds`. */
async function moveBackend(request: APIRequestContext, seconds: number) {
  const { offsetSeconds } = (await (await request.get(control('/clock'))).json()) as { offsetSeconds: number };
  expect((await request.post(control('/clock'), { data: { offsetSeconds: offsetSeconds + seconds } })).status()).toBe(200);
}

/** A call from the page itself (its cookies, its origin), as the site makes them. */
async function fromPage(page: Page, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as { errors?: { code: string; detail: string }[] }) : null };
    },
    { method, path, body, headers },
  );
}

/** A single on a line outcome at 2.00, from the player's main account (5001), through the coupon API. */
async function placeSingle(page: Page, request: APIRequestContext, lng: 'ru' | 'en', amount: number) {
  const [pick] = await picks(request, [2], lng);
  const body = { typeId: 0, accountId: 5001, amount, bets: [{ id: pick!.outcomeId, coef: 2 }], changeCoefAction: 2, exactCoef: false, isDropOnScoreChange: false };
  return fromPage(page, 'POST', `/web-api/coupon/place?lng=${lng}`, body, { 'Idempotency-Key': `responsible-${amount}-${Math.random()}` });
}

/** The deposit form's refusal (the page has other alert regions: notifications, the route announcer). */
const refusal = (page: Page) => page.locator('form.payment-form').getByRole('alert');
const region = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, section: string, period: string) => region(page, section).getByRole('listitem', { name: period });

/** Chooses a money limit's new value for one period of a section and saves the section. */
async function saveMoneyLimit(page: Page, section: string, values: [period: string, amount: string][], save: string) {
  for (const [period, amount] of values) {
    await card(page, section, period).getByRole('combobox').selectOption(amount);
  }
  await region(page, section).getByRole('button', { name: save, exact: true }).click();
}

/** The recharge page's deposit, which the backend refuses before the provider hears of it. */
async function tryDeposit(page: Page, lng: 'ru' | 'en', amount: string) {
  await gotoReady(page, `/${lng}/office/recharge`);
  await page.getByLabel(lng === 'ru' ? 'Сумма, RUB' : 'Amount, RUB').fill(amount);
  await page.getByRole('button', { name: lng === 'ru' ? 'Перейти к оплате' : 'Go to payment' }).click();
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('at 1366 px, ru', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a first deposit offers a limit; a decrease holds at once and the deposit page refuses more with the limit’s words', async ({ page, context, request }) => {
    await signIn(request, context, FRESH);
    await gotoReady(page, '/ru/office/recharge');
    const offer = page.getByRole('complementary', { name: 'Установите лимит до первого пополнения' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'Установить лимит депозита' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/responsible#deposit-limit$/);
    await expect(region(page, 'Лимит депозита')).toBeInViewport();

    await saveMoneyLimit(page, 'Лимит депозита', [['24 часа', '5000']], 'Сохранить');
    await expect(region(page, 'Лимит депозита').getByRole('status')).toHaveText('Сохранено: новый лимит уже действует.');
    await expect(card(page, 'Лимит депозита', '24 часа')).toContainText(/5\s000\s₽/);
    // Lower: at once, no questions.
    await saveMoneyLimit(page, 'Лимит депозита', [['24 часа', '1000']], 'Сохранить');
    await expect(region(page, 'Лимит депозита').getByRole('status')).toHaveText('Сохранено: новый лимит уже действует.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, 'Лимит депозита', '24 часа')).toContainText(/Осталось\s*1\s000\s₽/);
    expect(await held(request, FRESH)).toEqual([[20, 'ACTIVE', 1000]]);

    await tryDeposit(page, 'ru', '2000');
    await expect(refusal(page)).toHaveText('Сумма превышает лимит «Лимит депозита на 24 часа»: осталось 1000 RUB');
    await expect(page).toHaveURL(/\/ru\/office\/recharge$/);
  });

  test('a self-exclusion is saved through its confirmation, cannot be cancelled, and refuses deposits and bets, from a second browser too', async ({ page, context, request, browser }) => {
    await signIn(request, context, PLAYER);
    // The office menu leads to the page.
    await gotoReady(page, '/ru/office/account');
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Ответственная игра' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/responsible$/);
    const extra = region(page, 'Дополнительные ограничения');
    const form = extra.getByRole('form', { name: 'Самоисключение' });
    await form.getByRole('combobox', { name: 'Срок самоисключения' }).selectOption('7');
    await form.getByRole('button', { name: 'Исключить себя' }).click();
    // A reason is asked for, next to its field.
    await expect(form.getByText('Выберите причину.')).toBeVisible();
    await form.getByRole('combobox', { name: 'Причина' }).selectOption({ label: 'Мне нужен перерыв' });
    await form.getByRole('button', { name: 'Исключить себя' }).click();
    const dialog = page.getByRole('dialog', { name: 'Исключить себя на 7 дней?' });
    await expect(dialog).toContainText('После начала его нельзя будет отменить или сократить.');
    await dialog.getByRole('button', { name: 'Исключить себя' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(extra).toContainText('Самоисключение действует до');
    await expect(extra).toContainText('Причина: Мне нужен перерыв');
    await expect(extra).toContainText('Отменить или сократить его нельзя.');
    await expect(extra.getByRole('button', { name: /Отменить/ })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Срок самоисключения' })).toBeDisabled();
    await expect(extra.getByRole('button', { name: 'Заблокировать аккаунт…' })).toBeDisabled();
    expect(await held(request)).toEqual([[30, 'ACTIVE', 7]]);
    // The service refuses to cancel it too.
    const cancel = await fromPage(page, 'DELETE', `${V3}/limit`, { limitType: 30 }, { 'X-Language': 'ru' });
    expect([cancel.status, cancel.json?.errors?.[0]?.code]).toEqual([403, 'cannot_cancel']);

    await tryDeposit(page, 'ru', '500');
    await expect(refusal(page)).toContainText(/^Действует самоисключение до .+: ставки и депозиты недоступны$/);
    const bet = await placeSingle(page, request, 'ru', 100);
    expect([bet.status, bet.json?.errors?.[0]?.code]).toEqual([403, 'self_excluded']);

    const second = await secondBrowser(browser, { width: 1366, height: 900 });
    await signIn(request, second.context(), PLAYER);
    await gotoReady(second, '/ru/office/responsible');
    await expect(region(second, 'Дополнительные ограничения')).toContainText('Самоисключение действует до');
    await expect(region(second, 'Дополнительные ограничения').getByRole('button', { name: /Отменить/ })).toHaveCount(0);
    await tryDeposit(second, 'ru', '500');
    await expect(refusal(second)).toContainText('Действует самоисключение до');
    const secondBet = await placeSingle(second, request, 'ru', 100);
    expect([secondBet.status, secondBet.json?.errors?.[0]?.code]).toEqual([403, 'self_excluded']);
    await second.context().close();
    expect(await held(request)).toEqual([[30, 'ACTIVE', 7]]);
  });
});

/** Another browser of the same machine: a context of its own (no cookies shared), the tests' consent answered. */
async function secondBrowser(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E.siteUrl,
    viewport,
    locale: 'ru-RU',
    storageState: { cookies: [{ name: 'cookies_agree_type', value: 'ALL', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });
  return context.newPage();
}

test.describe('at 375 px, en', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a decrease of a wagering limit holds at once and refuses a bet over it', async ({ page, context, request }) => {
    await signIn(request, context, PLAYER);
    await gotoReady(page, '/en/office/responsible');
    await saveMoneyLimit(page, 'Wagering limits', [['24 hours', '5000']], 'Save');
    await expect(region(page, 'Wagering limits').getByRole('status')).toHaveText('Saved: the new limit is in force.');
    await saveMoneyLimit(page, 'Wagering limits', [['24 hours', '1000']], 'Save');
    await expect(region(page, 'Wagering limits').getByRole('status')).toHaveText('Saved: the new limit is in force.');
    await expect(card(page, 'Wagering limits', '24 hours')).toContainText('RUB 1,000');
    expect(await held(request)).toEqual([[1, 'ACTIVE', 1000]]);

    const over = await placeSingle(page, request, 'en', 2000);
    expect(over.status).toBe(403);
    expect(over.json?.errors?.[0]).toMatchObject({ code: 'limit_exceeded', detail: 'The amount exceeds your limit "Wagering limit for 24 hours": 1000 RUB left' });
    const within = await placeSingle(page, request, 'en', 400);
    expect(within.status).toBe(200);
    await gotoReady(page, '/en/office/responsible');
    await expect(card(page, 'Wagering limits', '24 hours')).toContainText(/Used\s*RUB\s400/);
    await expect(card(page, 'Wagering limits', '24 hours')).toContainText(/Left\s*RUB\s600/);
    await expect(card(page, 'Wagering limits', '24 hours')).toContainText('More becomes available from');
  });

  test('the responsible-gaming page leads a visitor to sign in, and back to the limits', async ({ page }) => {
    await gotoReady(page, '/en/responsiblegaming');
    const cta = page.getByRole('region', { name: 'Your limits' });
    await cta.getByRole('link', { name: 'Sign in to set your limits' }).click();
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Fresponsible$/);
    await page.getByLabel('E-mail, login or ID').fill(PLAYER);
    await page.getByLabel('Password', { exact: true }).fill('Player123!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/office\/responsible$/);
    await expect(region(page, 'Deposit limit')).toBeVisible();
    await gotoReady(page, '/en/responsiblegaming');
    await expect(page.getByRole('region', { name: 'Your limits' }).getByRole('link', { name: 'Set my limits' })).toHaveAttribute('href', '/en/office/responsible');
  });
});

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an increase waits with its countdown on the backend clock, and cancelling it keeps the limit', async ({ page, context, request }) => {
    await signIn(request, context, PLAYER);
    await gotoReady(page, '/ru/office/responsible');
    await saveMoneyLimit(page, 'Лимит депозита', [['7 дней', '1000']], 'Сохранить');
    await expect(region(page, 'Лимит депозита').getByRole('status')).toHaveText('Сохранено: новый лимит уже действует.');
    // Higher: the questions first.
    await saveMoneyLimit(page, 'Лимит депозита', [['7 дней', '5000']], 'Сохранить');
    const questions = page.getByRole('dialog', { name: 'Сначала несколько вопросов' });
    await questions.getByRole('group', { name: /Когда начнёт действовать/ }).getByRole('radio', { name: 'Через 24 часа и после моего подтверждения' }).check();
    await questions.getByRole('group', { name: /Можно ли отменить/ }).getByRole('radio', { name: 'Да' }).check();
    await questions.getByRole('group', { name: /отыграть проигранное/ }).getByRole('radio', { name: 'Нет' }).check();
    await questions.getByRole('button', { name: 'Отправить ответы' }).click();
    await expect(questions).toHaveCount(0);
    await expect(region(page, 'Лимит депозита').getByRole('status')).toContainText('Более высокий лимит начнёт действовать через 24 часа');
    const week = card(page, 'Лимит депозита', '7 дней');
    await expect(week).toContainText(/Повышение\s*ожидает: 5\s000\s₽/);
    await expect(week).toContainText(/^7 дней1\s000\s₽/);
    expect(await held(request)).toEqual([
      [21, 'ACTIVE', 1000],
      [21, 'PENDING', 5000],
    ]);

    // Two and a half hours later on the backend's clock, the countdown has moved with it.
    await moveBackend(request, 2 * 3600 + 30 * 60);
    await gotoReady(page, '/ru/office/responsible');
    await expect(week).toContainText('Подтвердить можно через 21 час 30 минут');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await week.getByRole('button', { name: 'Отменить изменение' }).click();
    const confirm = page.getByRole('dialog', { name: 'Отменить изменение?' });
    await expect(confirm).toContainText(/Для лимита «лимит депозита на 7 дней» останется 1\s000\s₽; изменение на 5\s000\s₽ не произойдёт\./);
    await confirm.getByRole('button', { name: 'Отменить изменение' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(region(page, 'Лимит депозита').getByRole('status')).toHaveText('Изменение отменено: действует прежний лимит.');
    await expect(week).not.toContainText('Повышение');
    expect(await held(request)).toEqual([[21, 'ACTIVE', 1000]]);
  });
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('with 24 h and 7 d deposit limits the lowest wins, and a deposit within it goes on to the provider', async ({ page, context, request }) => {
    await signIn(request, context, PLAYER);
    // One click from the deposit page.
    await gotoReady(page, '/en/office/recharge');
    await page.getByRole('link', { name: 'Set a deposit limit' }).click();
    await expect(page).toHaveURL(/\/en\/office\/responsible#deposit-limit$/);
    await saveMoneyLimit(
      page,
      'Deposit limit',
      [
        ['24 hours', '5000'],
        ['7 days', '1000'],
      ],
      'Save',
    );
    await expect(region(page, 'Deposit limit').getByRole('status')).toHaveText('Saved: the new limit is in force.');
    expect(await held(request)).toEqual([
      [20, 'ACTIVE', 5000],
      [21, 'ACTIVE', 1000],
    ]);

    await tryDeposit(page, 'en', '2000');
    await expect(refusal(page)).toHaveText('The amount exceeds your limit "Deposit limit for 7 days": 1000 RUB left');
    await tryDeposit(page, 'en', '1000');
    await page.waitForURL(/\/psp\/pay\//);
  });
});
