import { expect, test, type APIRequestContext } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// The pages the mail outbox's letters link to (docs/account-links-api.md): a password reset by link
// (ru, 375 px), an expired reset link (en, 375 px), the newsletter's unsubscribe link signed out and
// the terms letter's confirm page (en and ru, 1366 px). Set-up goes through the API, never by clicking.

const PLAYER = 'player@example.com';

/** The path and query of the newest link to `page` in the player's letters (the outbox's control call). */
async function letterLink(request: APIRequestContext, login: string, page: string): Promise<string> {
  const letters = (await (await request.get(control(`/mail/${login}`))).json()) as { body: string }[];
  const link = letters
    .flatMap((letter) => letter.body.match(/https?:\/\/\S+/g) ?? [])
    .filter((url) => new URL(url).pathname.endsWith(`/${page}`))
    .at(-1);
  expect(link, `a letter to ${login} links to ${page}`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function forgotPassword(request: APIRequestContext, lng: string) {
  const response = await request.post(`/web-api/user/password/forgot?lng=${lng}`, { data: { login: PLAYER } });
  expect(response.status()).toBe(200);
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('ru: the reset letter’s link sets a new password twice typed and signs in; the same link again says it was used', async ({
    page,
    request,
    context,
  }) => {
    await forgotPassword(request, 'ru');
    const link = await letterLink(request, PLAYER, 'user/passwordreset');
    expect(link).toMatch(/^\/ru\/user\/passwordreset\?token=[\w-]+$/);
    await gotoReady(page, link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Восстановление пароля');

    const password = page.getByLabel('Новый пароль', { exact: true });
    const again = page.getByLabel('Повторите новый пароль');
    // The rules are shown, and a bad pair is told next to its field.
    await expect(page.getByText('Не меньше 8 символов, хотя бы одна буква и одна цифра.')).toBeVisible();
    await password.fill('short');
    await again.fill('other');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароль должен быть не короче 8 символов.')).toBeVisible();
    await expect(page.getByText('Пароли не совпадают.')).toBeVisible();

    await password.fill('NewSecret7');
    await page.getByRole('button', { name: 'Показать пароль' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await again.fill('NewSecret7');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByRole('heading', { name: 'Пароль изменён' })).toBeVisible();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/ru$/);
    expect((await page.request.get('/web-api/user/config')).status()).toBe(200);
    const login = (pass: string) => request.post('/web-api/user/auth/login', { data: { login: PLAYER, password: pass, save: false } });
    expect((await login('Player123!')).status()).toBe(400);
    expect((await login('NewSecret7')).status()).toBe(200);

    // The page is for visitors: signed out, the spent link says so and offers a new one.
    await context.clearCookies();
    await gotoReady(page, link);
    await expect(page.getByRole('heading', { name: 'Ссылка уже использована' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/ru?showForgotPasswordModal=1');
  });

  test('en: a reset link an hour old has expired, and leads to a new one', async ({ page, request }) => {
    await forgotPassword(request, 'en');
    const link = await letterLink(request, PLAYER, 'user/passwordreset');
    expect((await request.post(control('/clock'), { data: { offsetSeconds: 3600 } })).status()).toBe(200);
    await gotoReady(page, link);
    await expect(page.getByRole('heading', { name: 'The link has expired' })).toBeVisible();
    await expect(page.getByText('A reset link works for one hour.')).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('en: the newsletter’s unsubscribe link works signed out and says so', async ({ page, request }) => {
    const sent = await request.post(control('/newsletter?lng=en'), { data: { subject: 'Weekend odds', text: 'Big games this weekend.' } });
    expect(sent.status()).toBe(200);
    const link = await letterLink(request, PLAYER, 'user/stopnewsletter');
    await gotoReady(page, link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
    await expect(page.getByRole('heading', { name: 'You have unsubscribed' })).toBeVisible();
    await expect(page.getByText('We will not send you the newsletter any more.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The next newsletter leaves the player out.
    await request.post(control('/newsletter'), { data: { subject: 'Again', text: 'More games.' } });
    const subjects = ((await (await request.get(control(`/mail/${PLAYER}`))).json()) as { subject: string }[]).map((l) => l.subject);
    expect(subjects).toEqual(['Weekend odds']);
  });

  test('ru: the terms letter’s confirm page accepts the changed terms and says what comes next', async ({ page, request, context }) => {
    await signIn(request, context, PLAYER);
    expect((await request.patch(control(`/users/${PLAYER}?lng=ru`), { data: { termsChanged: true } })).status()).toBe(200);
    const link = await letterLink(request, PLAYER, 'confirm');
    expect(link).toBe('/ru/confirm');
    await gotoReady(page, link);
    await page.getByRole('button', { name: 'Принять правила' }).click();
    await expect(page.getByRole('heading', { name: 'Спасибо, правила приняты' })).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/confirm$/);
    await expect(page.getByRole('link', { name: 'Личный кабинет' })).toBeVisible();
    const status = await page.request.get('/web-api/api-v3/v2/user/agreement-rules/status');
    expect(await status.json()).toMatchObject({ result: false });
  });
});
