import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// Support (docs/support-api.md): a player writes with a picture attached, the operator answers
// through the control API, the office menu counts the unread answer until he opens the thread,
// the history modal shows the thread (en, 1366 px); the phone menu counts it too and the answer
// letter's link opens the history modal (ru, 375 px).

const PLAYER = 'player@example.com';

interface ControlRequest {
  requestId: number;
  topic: string;
  status: string;
  messages: { from: string; text: string; at: string }[];
}
const requestsOf = async (request: APIRequestContext) => (await (await request.get(control(`/support/${PLAYER}`))).json()) as ControlRequest[];
const answer = async (request: APIRequestContext, requestId: number, text: string, lng: string) => {
  const response = await request.post(control(`/support/${requestId}/answer?lng=${lng}`), { data: { text } });
  expect(response.status()).toBe(200);
};

test.beforeEach(async ({ request, context }) => {
  await resetBackend(request);
  await signIn(request, context, PLAYER);
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('writes to support, gets an answer, the menu counts it until the thread is opened, the history shows it', async ({ page, request }) => {
    await gotoReady(page, '/en/office/support');
    await expect(page.getByText('You have not written to support yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New request' }).click();
    // An empty form says what is missing next to each field.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Choose a topic.')).toBeVisible();
    await expect(page.getByLabel('Topic')).toBeFocused();
    await page.getByLabel('Topic').selectOption({ label: 'Bets' });
    await page.getByLabel('Subject').fill('A bet not settled');
    await page.getByLabel('Message').fill('My bet on Spartak is still open.');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
    await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Attached: ticket.png')).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'A bet not settled' })).toBeVisible();
    const file = page.getByRole('link', { name: 'Attachment 1 (PNG)' });
    await expect(file).toBeVisible();
    const served = await page.request.get((await file.getAttribute('href'))!);
    expect(served.headers()['content-type']).toBe('image/png');

    const [created] = await requestsOf(request);
    expect(created).toMatchObject({ topic: 'bets', status: 'open', messages: [{ from: 'player', text: 'My bet on Spartak is still open.' }] });
    await answer(request, created!.requestId, 'We have settled it: the bet won.', 'en');

    await gotoReady(page, '/en/office/support');
    const menu = page.getByRole('navigation', { name: 'Personal account' });
    await expect(menu.getByRole('link', { name: 'Support, 1 unread answer' })).toBeVisible();
    await expect(page.getByText('1 unread answer', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /A bet not settled/ }).click();
    await expect(page.getByText('We have settled it: the bet won.')).toBeVisible();
    // Opened: read; the menu's count goes.
    await expect(menu.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /unread/ })).toHaveCount(0);
    await expect.poll(async () => (await requestsOf(request))[0]!.status).toBe('answered');

    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `Request history · Request no. ${created!.requestId}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'My bet on Spartak is still open.' })).toContainText('You');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'We have settled it' })).toContainText('Support');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu counts the answer; the letter’s link opens the history modal and reading clears the count', async ({ page, request }) => {
    const created = await page.request.post('/web-api/support/requests?lng=ru', {
      data: { topic: 'account', subject: 'Смена почты', message: 'Как сменить адрес почты?' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await answer(request, id, 'Откройте раздел «Безопасность».', 'ru');

    await gotoReady(page, '/ru/contacts');
    await page.getByRole('button', { name: 'Открыть меню' }).first().click();
    const siteMenu = page.getByRole('navigation', { name: 'Разделы сайта' });
    await siteMenu.locator('summary', { hasText: 'Личный кабинет' }).click();
    await expect(siteMenu.getByRole('link', { name: 'Служба поддержки, 1 непрочитанный ответ' }).first()).toBeVisible();

    // The answer letter's link (docs/mail-and-sms.md) is the event that opens the history modal.
    const mail = (await (await request.get(control(`/mail/${PLAYER}`))).json()) as { subject: string; body: string }[];
    const letter = mail.find((m) => m.subject === `Ответ на ваше обращение № ${id}`);
    const link = /(https?:\/\/\S+modal=support-history\S*)/.exec(letter!.body)![1]!;
    await gotoReady(page, new URL(link).pathname + new URL(link).search);
    const dialog = page.getByRole('dialog', { name: `История обращения · Обращение № ${id}` });
    await expect(dialog.getByText('Откройте раздел «Безопасность».')).toBeVisible();
    await expect(dialog.getByText('Как сменить адрес почты?')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    // Behind it the thread is open: read, and the address has lost the event.
    await expect(page.getByRole('heading', { name: 'Смена почты' })).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/office\/support$/);
    await expect.poll(async () => (await (await page.request.get('/web-api/support/unread')).json()).unread).toBe(0);
    await page.getByRole('button', { name: 'Открыть меню' }).first().click();
    await siteMenu.locator('summary', { hasText: 'Личный кабинет' }).click();
    await expect(siteMenu.getByRole('link', { name: 'Служба поддержки', exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
