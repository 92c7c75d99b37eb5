import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, payOnProviderPage, resetBackend, signIn } from './support';

// The cashier: a deposit through the provider's hosted page and back to `onpay`, a
// declined and a pending card, a withdrawal held and cancelled, the history of all of it; in ru at
// 1366 px and in en at 375 px.

const PLAYER = 'player@example.com';
const CARD = { success: '4111 1111 1111 1111', decline: '4000 0000 0000 0002', pending: '4000 0000 0000 0077' };

interface ControlPayment {
  paymentId: string;
  kind: string;
  status: string;
  amount: number;
  method: string;
}
const payments = async (request: APIRequestContext) => (await (await request.get(control(`/payments/${PLAYER}`))).json()) as ControlPayment[];
const ledgerOk = async (request: APIRequestContext) => (await (await request.get(control(`/ledger/${PLAYER}/check`))).json()) as { ok: boolean };

const WORDS = {
  ru: { pay: 'Перейти к оплате', balance: 'Баланс', success: 'Платёж прошёл успешно' },
  en: { pay: 'Go to payment', balance: 'Balance', success: 'Payment successful' },
} as const;

/** From the recharge page through the provider's card form, back to the site's onpay page. */
async function depositByCard(page: Page, lng: 'ru' | 'en', amount: string, card: string) {
  const words = WORDS[lng];
  await gotoReady(page, `/${lng}/office/recharge`);
  await page.getByLabel(lng === 'ru' ? 'Сумма, RUB' : 'Amount, RUB').fill(amount);
  await page.getByRole('button', { name: words.pay }).click();
  await payOnProviderPage(page, lng, card);
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The seeded player (10 000 ₽ on the main account), signed in. */
const asPlayer = test.extend({
  page: async ({ page, request, context }, provide) => {
    await signIn(request, context, PLAYER);
    await provide(page);
  },
});

test.describe('at 1366 px, ru', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  asPlayer('a deposit with the test card comes back to onpay/success and the balance grows by it', async ({ page, request }) => {
    await depositByCard(page, 'ru', '500', CARD.success);
    await expect(page).toHaveURL(/\/ru\/onpay\/success\?paymentId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платёж прошёл успешно');
    await expect(page.getByText('Пополнение 500,00 ₽ · Банковская карта')).toBeVisible();
    expect((await payments(request)).map((p) => [p.kind, p.status, p.amount, p.method])).toEqual([['deposit', 'success', 500, 'card']]);
    await gotoReady(page, '/ru/office/historypay');
    await expect(page.getByLabel('Баланс', { exact: true })).toContainText('10 500');
    await expect(page.getByRole('row').filter({ hasText: 'Пополнение' })).toContainText('Успешно');
    expect(await ledgerOk(request)).toEqual({ ok: true });
  });

  asPlayer('a declined card ends on onpay/fail and credits nothing', async ({ page, request }) => {
    await depositByCard(page, 'ru', '300', CARD.decline);
    await expect(page).toHaveURL(/\/ru\/onpay\/fail\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платёж не прошёл');
    expect((await payments(request)).map((p) => p.status)).toEqual(['fail']);
    expect(await ledgerOk(request)).toEqual({ ok: true });
  });

  asPlayer('a pending payment shows its state on onpay/pending and turns to success when the provider says so', async ({ page, request }) => {
    await depositByCard(page, 'ru', '700', CARD.pending);
    await expect(page).toHaveURL(/\/ru\/onpay\/pending\?/);
    await expect(page.getByText('Платёж ещё обрабатывается: страница обновится сама.')).toBeVisible();
    const [payment] = await payments(request);
    expect((await request.post(control(`/payments/${payment!.paymentId}/complete`), { data: { status: 'success' } })).status()).toBe(200);
    // The page asks again every 2 s while the payment is pending.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платёж прошёл успешно', { timeout: 8000 });
  });

  asPlayer('a bad amount is refused next to the field, before the provider', async ({ page }) => {
    await gotoReady(page, '/ru/office/recharge');
    await page.getByLabel('Сумма, RUB').fill('5');
    await expect(page.getByText('Минимальная сумма — 100,00 ₽.')).toBeVisible();
    await expect(page.getByLabel('Сумма, RUB')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/recharge$/);
  });

  asPlayer('a withdrawal is held at once, listed as pending, and cancelling it returns the money; the history shows it', async ({ page, request }) => {
    await gotoReady(page, '/ru/office/deduce');
    await expect(page.getByText('Доступно для вывода: 10 000,00 ₽')).toBeVisible();
    await page.getByRole('radio', { name: 'Быстрый перевод (СБП)' }).check();
    await page.getByLabel('Сумма, RUB').fill('1000');
    await page.getByLabel('Номер телефона').fill('+79001234567');
    await page.getByRole('button', { name: 'Заказать выплату' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Заявка на вывод 1 000,00 ₽ принята' })).toBeVisible();
    await expect(page.getByText('Доступно для вывода: 9 000,00 ₽')).toBeVisible();
    expect((await payments(request)).map((p) => [p.kind, p.status, p.amount])).toEqual([['withdrawal', 'pending', 1000]]);
    await page.getByRole('button', { name: 'Отменить заявку на 1 000,00 ₽' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Заявка отменена' })).toBeVisible();
    await expect(page.getByText('Доступно для вывода: 10 000,00 ₽')).toBeVisible();
    expect((await payments(request)).map((p) => p.status)).toEqual(['cancel']);
    expect(await ledgerOk(request)).toEqual({ ok: true });
    await gotoReady(page, '/ru/office/historypay');
    await page.getByLabel('Тип').selectOption('withdrawal');
    await expect(page.getByRole('row').filter({ hasText: 'Вывод' })).toContainText('Отменён');
  });

  asPlayer('a support request about a declined deposit names the payment and shows the answer', async ({ page }) => {
    await depositByCard(page, 'ru', '300', CARD.decline);
    await gotoReady(page, '/ru/office/payment/requests');
    await page.getByRole('link', { name: 'Новое обращение' }).first().click();
    await page.getByRole('link', { name: 'Пополнение не зачислено' }).click();
    await page.getByRole('link', { name: 'Выбрать платёж' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/payment\/create-request\/1\/transactions$/);
    await page.getByRole('link', { name: /300,00 ₽ · Банковская карта · Отклонён/ }).click();
    await page.getByRole('button', { name: 'Отправить обращение' }).click();
    await expect(page.getByText('Опишите вопрос: сообщение пустое.')).toBeVisible();
    await page.getByLabel('Сообщение').fill('Карта не прошла, хотя деньги на ней есть.');
    await page.getByRole('button', { name: 'Отправить обращение' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/payment\/requests$/);
    const request = page.getByRole('listitem').filter({ hasText: 'Карта не прошла' });
    await expect(request).toContainText('Пополнение не зачислено');
    await expect(request).toContainText('Ответ поддержки');
  });

  asPlayer('a withdrawal above the balance or with bad details is refused next to its field', async ({ page }) => {
    await gotoReady(page, '/ru/office/deduce');
    await page.getByRole('radio', { name: 'Быстрый перевод (СБП)' }).check();
    await page.getByLabel('Сумма, RUB').fill('20000');
    await expect(page.getByText('Максимальная сумма — 10 000,00 ₽.')).toBeVisible();
    await page.getByLabel('Сумма, RUB').fill('1000');
    await page.getByLabel('Номер телефона').fill('12345');
    await page.getByRole('button', { name: 'Заказать выплату' }).click();
    await expect(page.getByText('Проверьте реквизиты: формат не подходит для этого способа.')).toBeVisible();
    await expect(page.getByLabel('Номер телефона')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('at 375 px, en', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  asPlayer('a deposit on a phone, in English, and its history', async ({ page, request }) => {
    await depositByCard(page, 'en', '250', CARD.success);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.en.success);
    await expect(page.getByText('Deposit RUB 250.00 · Bank card')).toBeVisible();
    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('Successful');
    expect(await ledgerOk(request)).toEqual({ ok: true });
  });
});

/** A fresh player of one click (balance 0 until he deposits): his login from the credentials shown. */
async function freshPlayer(page: Page, lng: 'ru' | 'en'): Promise<string> {
  await gotoReady(page, `/${lng}/registration`);
  await page.getByRole('button', { name: lng === 'ru' ? 'Зарегистрироваться' : 'Sign up' }).click();
  const login = (await page.locator('.auth-credentials__list dd').first().textContent())!.trim();
  await page.getByRole('button', { name: lng === 'ru' ? 'Продолжить' : 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lng}$`));
  return login;
}

const paymentsOf = async (request: APIRequestContext, login: string) =>
  (await (await request.get(control(`/payments/${login}`))).json()) as ControlPayment[];

test.describe('at 1366 px, en: a fresh player', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('starts at 0, deposits with the test card, withdraws to the card, cancels, and the history lists it all', async ({ page, request }) => {
    const login = await freshPlayer(page, 'en');
    await expect(page.getByLabel('Balance', { exact: true })).toContainText(/(?<!\d[\s\u00a0,.]?)0\.00/);
    await depositByCard(page, 'en', '1000', CARD.success);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.en.success);
    await gotoReady(page, '/en/office/deduce');
    await expect(page.getByLabel('Balance', { exact: true })).toContainText('1,000.00');
    await expect(page.getByText('Available to withdraw: RUB 1,000.00')).toBeVisible();
    await page.getByRole('radio', { name: 'Bank card' }).check();
    await page.getByLabel('Amount, RUB').fill('600');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Request a payout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request to withdraw RUB 600.00 is accepted' })).toBeVisible();
    await expect(page.getByText('Available to withdraw: RUB 400.00')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the request for RUB 600.00' }).click();
    await expect(page.getByText('Available to withdraw: RUB 1,000.00')).toBeVisible();
    expect((await paymentsOf(request, login)).map((p) => [p.kind, p.status, p.amount])).toEqual([
      ['deposit', 'success', 1000],
      ['withdrawal', 'cancel', 600],
    ]);
    expect(await (await request.get(control(`/ledger/${login}/check`))).json()).toEqual({ ok: true });
    await gotoReady(page, '/en/office/historypay');
    await expect(page.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('Successful');
    await expect(page.getByRole('row').filter({ hasText: 'Withdrawal' })).toContainText('Cancelled');
  });
});

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  asPlayer('a declined card and a pending one each end on their onpay page; a withdrawal is held and cancelled; the history lists them', async ({ page, request }) => {
    await depositByCard(page, 'ru', '300', CARD.decline);
    await expect(page).toHaveURL(/\/ru\/onpay\/fail\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платёж не прошёл');
    await depositByCard(page, 'ru', '700', CARD.pending);
    await expect(page).toHaveURL(/\/ru\/onpay\/pending\?/);
    await expect(page.getByText('Платёж ещё обрабатывается: страница обновится сама.')).toBeVisible();
    await gotoReady(page, '/ru/office/deduce');
    await page.getByRole('radio', { name: 'Быстрый перевод (СБП)' }).check();
    await page.getByLabel('Сумма, RUB').fill('1000');
    await page.getByLabel('Номер телефона').fill('+79001234567');
    await page.getByRole('button', { name: 'Заказать выплату' }).click();
    await expect(page.getByText('Доступно для вывода: 9 000,00 ₽')).toBeVisible();
    await page.getByRole('button', { name: 'Отменить заявку на 1 000,00 ₽' }).click();
    await expect(page.getByText('Доступно для вывода: 10 000,00 ₽')).toBeVisible();
    expect((await payments(request)).map((p) => [p.kind, p.status])).toEqual([
      ['deposit', 'fail'],
      ['deposit', 'pending'],
      ['withdrawal', 'cancel'],
    ]);
    await gotoReady(page, '/ru/office/historypay');
    await expect(page.getByRole('row').filter({ hasText: 'Отклонён' })).toContainText('300,00');
    await expect(page.getByRole('row').filter({ hasText: 'В обработке' })).toContainText('700,00');
    await expect(page.getByRole('row').filter({ hasText: 'Отменён' })).toContainText('1 000,00');
    expect(await ledgerOk(request)).toEqual({ ok: true });
  });
});
