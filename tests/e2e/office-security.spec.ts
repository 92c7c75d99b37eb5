import { expect, test, type APIRequestContext } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// The security page (office/security, docs/security-api.md): a password change ends the player's other
// browser's session and sends a letter (ru, 375 px); binding a phone with the SMS code raises the
// protection level shown (en, 1366 px); one other session signed out from the list (en, 375 px).

const PLAYER = 'player@example.com';
const FRESH = 'fresh@example.com';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

const mailOf = async (request: APIRequestContext, login: string) =>
  (await (await request.get(control(`/mail/${encodeURIComponent(login)}`))).json()) as { to: string; subject: string; body: string }[];
const smsOf = async (request: APIRequestContext, phone: string) =>
  (await (await request.get(control(`/sms/${encodeURIComponent(phone)}`))).json()) as { code: string }[];

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('ru: a password change signs the other browser out and sends the letter', async ({ page, context, browser, request }) => {
    await signIn(request, context, PLAYER);
    const other = await browser.newContext({ viewport: PHONE });
    await signIn(request, other, PLAYER);
    const otherPage = await other.newPage();
    await gotoReady(otherPage, '/ru/office/history');
    await expect(otherPage).toHaveURL(/\/ru\/office\/history$/);

    await gotoReady(page, '/ru/office/security');
    // Both sessions are listed, this one marked.
    const sessions = page.getByRole('region', { name: 'Активные сеансы' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Это устройство')).toBeVisible();

    const password = page.getByRole('region', { name: 'Пароль', exact: true });
    await password.getByLabel('Текущий пароль').fill('wrong-password1');
    await password.getByLabel('Новый пароль', { exact: true }).fill('NewPass2026');
    await password.getByLabel('Новый пароль ещё раз').fill('NewPass2026');
    await password.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(password.getByLabel('Текущий пароль')).toHaveAccessibleDescription('Неверный пароль.');

    await password.getByLabel('Текущий пароль').fill('Player123!');
    await password.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(password.getByRole('status')).toHaveText('Пароль изменён. Завершён 1 другой сеанс.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other browser's next page lands on login, keeping the page it wanted.
    await otherPage.goto('/ru/office/history');
    await expect(otherPage).toHaveURL(/\/ru\/user\/login\?returnUrl=%2Fru%2Foffice%2Fhistory$/);
    // This one stays signed in.
    await gotoReady(page, '/ru/office/security');
    await expect(page.getByRole('region', { name: 'Уровень защиты' })).toBeVisible();

    const letters = await mailOf(request, PLAYER);
    expect(letters.map((letter) => [letter.to, letter.subject])).toEqual([[PLAYER, 'Ваш пароль изменён']]);
    expect(letters[0]!.body).toContain('/ru?showForgotPasswordModal=1');
    await other.close();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('en: one other session signed out from the list', async ({ page, context, browser, request }) => {
    await signIn(request, context, PLAYER);
    const other = await browser.newContext({ viewport: PHONE });
    await signIn(request, other, PLAYER);
    await gotoReady(page, '/en/office/security');
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const signOut = sessions.getByRole('button', { name: /^Sign out (?!everywhere)/ });
    await expect(signOut).toHaveCount(1);
    await signOut.focus();
    await page.keyboard.press('Enter');
    await expect(sessions.getByRole('status')).toHaveText('The session has been signed out.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

    const otherPage = await other.newPage();
    await otherPage.goto('/en/office/history');
    await expect(otherPage).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Fhistory$/);
    await other.close();
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('en: binding a phone with the SMS code raises the protection level', async ({ page, context, request }) => {
    await signIn(request, context, FRESH);
    await gotoReady(page, '/en/office/security');
    const level = page.getByRole('region', { name: 'Protection level' });
    // An e-mail only: 10 %, "Bad".
    await expect(level.getByTestId('protection-level')).toHaveText('10%Bad');
    await level.getByRole('link', { name: /Bind a phone/ }).click();

    const phone = page.getByRole('region', { name: 'Phone', exact: true });
    await expect(phone.getByLabel('Country code')).toHaveValue(/\d+/);
    await phone.getByLabel('Country code').selectOption({ label: 'Russia +7' });
    await phone.getByLabel('Phone number').fill('912 345-67-89');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByRole('status')).toHaveText('We sent a code by SMS to +79123456789.');

    const [sms] = await smsOf(request, '+79123456789');
    await phone.getByLabel('Code from the SMS').fill('000000' === sms!.code ? '111111' : '000000');
    await phone.getByRole('button', { name: 'Bind phone' }).click();
    await expect(phone.getByLabel('Code from the SMS')).toHaveAccessibleDescription('The code is wrong.');
    await phone.getByLabel('Code from the SMS').fill(sms!.code);
    await phone.getByRole('button', { name: 'Bind phone' }).click();
    await expect(phone.getByRole('status')).toHaveText('The phone has been bound to your account.');
    await expect(phone.getByTestId('bound-phone')).toHaveText('+7 9123456789');
    // E-mail 10 + phone 25.
    await expect(level.getByTestId('protection-level')).toHaveText('35%Normal');
    await expect(level.getByRole('link', { name: /Bind a phone/ })).toHaveCount(0);
  });
});
