import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// Two-step sign-in with an authenticator app (docs/two-factor-api.md): the player turns it on on the
// security page reading the app's code through the control API (ru, 375 px), then signs in with a
// code and with a recovery code, which is refused the second time (en, 1366 px). The backend clock
// steps past a used code's time step instead of waiting 30 s.
const LOGIN = 'player@example.com';
const PASSWORD = 'Player123!';

const T = {
  ru: {
    section: 'Двухэтапный вход через приложение',
    turnOn: 'Включить',
    qr: 'QR-код для добавления аккаунта в приложение-аутентификатор',
    appCode: 'Код из приложения',
    codes: 'Ваши резервные коды',
    saved: 'Коды сохранены',
    left: 'Осталось 10 резервных кодов.',
    on: 'Включён',
    login: 'E-mail, логин или ID',
    password: 'Пароль',
    submit: 'Войти',
    stepText: /Введите код из приложения-аутентификатора или один из резервных кодов/,
    stepCode: 'Код из приложения или резервный код',
    confirm: 'Подтвердить',
    logout: 'Выйти',
    wrong: 'Неверный код. Проверьте его и попробуйте ещё раз.',
  },
  en: {
    section: 'Two-step sign-in with an app',
    turnOn: 'Turn on',
    qr: 'QR code to add your account to an authenticator app',
    appCode: 'Code from the app',
    codes: 'Your recovery codes',
    saved: 'I have saved them',
    left: '10 recovery codes left.',
    on: 'On',
    login: 'E-mail, login or ID',
    password: 'Password',
    submit: 'Log in',
    stepText: /Enter the code from your authenticator app or one of your recovery codes/,
    stepCode: 'Code from the app or a recovery code',
    confirm: 'Confirm',
    logout: 'Log out',
    wrong: 'Wrong code. Check it and try again.',
  },
} as const;
type Lng = keyof typeof T;

/** What the player's app shows now (GET /__control/totp/{login}: `{ enabled, code }`). */
async function appCode(request: APIRequestContext): Promise<{ enabled: boolean; code: string | null }> {
  const response = await request.get(control(`/totp/${encodeURIComponent(LOGIN)}`));
  expect(response.status()).toBe(200);
  return response.json();
}

/** The next 30 s step on the backend clock, so the code just used is not the one shown. */
async function nextStep(request: APIRequestContext, steps: number) {
  expect((await request.post(control('/clock'), { data: { offsetSeconds: steps * 30 } })).status()).toBe(200);
}

/** On the security page: turn on, confirm with the app's code, keep the ten codes; answers them. */
async function turnOn(page: Page, request: APIRequestContext, lng: Lng): Promise<string[]> {
  const t = T[lng];
  await gotoReady(page, `/${lng}/office/security`);
  const section = page.getByRole('region', { name: t.section });
  await section.getByRole('button', { name: t.turnOn }).click();
  await expect(section.getByRole('img', { name: t.qr })).toBeVisible();
  expect(await appCode(request)).toMatchObject({ enabled: false, code: expect.stringMatching(/^\d{6}$/) });
  await section.getByLabel(t.appCode, { exact: true }).fill((await appCode(request)).code!);
  await section.getByRole('button', { name: t.turnOn }).click();
  const list = section.getByRole('list', { name: t.codes });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(await appCode(request)).toMatchObject({ enabled: true });
  return codes;
}

/** The password, then the step that asks for the app's code or a recovery code. */
async function passwordThenStep(page: Page, lng: Lng) {
  const t = T[lng];
  await gotoReady(page, `/${lng}/user/login`);
  await page.getByLabel(t.login).fill(LOGIN);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.stepText)).toBeVisible();
  return page.getByLabel(t.stepCode);
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('at 375 px (ru)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('turns it on reading the code through the control API, then signs in with the app\'s code', async ({ page, request, context }) => {
    const t = T.ru;
    await signIn(request, context, LOGIN);
    const codes = await turnOn(page, request, 'ru');
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const section = page.getByRole('region', { name: t.section });
    await section.getByRole('button', { name: t.saved }).click();
    await expect(section.getByText(t.left)).toBeVisible();
    await expect(section.getByText(t.on, { exact: true })).toBeVisible();
    await expect(section.getByRole('list', { name: t.codes })).toHaveCount(0);

    // Signed out (the phone's menu is not what this checks), then in with the password and the app.
    await context.clearCookies();
    const field = await passwordThenStep(page, 'ru');
    await nextStep(request, 1);
    await field.fill((await appCode(request)).code!);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/ru$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'ua')).toBe(true);
  });
});

test.describe('at 1366 px (en)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('signs in with a recovery code once; the spent code is refused the second time', async ({ page, request, context }) => {
    const t = T.en;
    await signIn(request, context, LOGIN);
    const [recovery] = await turnOn(page, request, 'en');
    await page.getByRole('button', { name: t.saved }).click();
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('button', { name: t.logout })).toHaveCount(0);

    let field = await passwordThenStep(page, 'en');
    await field.fill(recovery!);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('button', { name: t.logout })).toBeVisible();

    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('button', { name: t.logout })).toHaveCount(0);
    field = await passwordThenStep(page, 'en');
    await field.fill(recovery!);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.wrong);
    await expect(page.getByRole('button', { name: t.logout })).toHaveCount(0);
  });
});
