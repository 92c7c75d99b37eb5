import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, gotoReady, resetBackend } from './support';

// Seeded users (backend/src/seed/users.ts), password Player123! for all:
// player@example.com (1001), twostep@example.com (1005, two-step code to the inbox),
// the phone player +7 9990001122 (1006, login "+79990001122": phone + password or SMS code).
const PASSWORD = 'Player123!';

const T = {
  ru: {
    entry: 'Вход',
    login: 'E-mail, логин или ID',
    password: 'Пароль',
    remember: 'Запомнить меня',
    submit: 'Войти',
    logout: 'Выйти',
    phoneTab: 'Телефон',
    smsTab: 'SMS-код',
    country: 'Код страны',
    phone: 'Номер телефона',
    getCode: 'Получить код',
    smsCode: 'Код из SMS',
    twoStep: 'Двухэтапная проверка',
    twoStepCode: 'Код подтверждения',
    confirm: 'Подтвердить',
    wrong: 'Неверный логин или пароль.',
    captcha: 'Подтвердите, что вы не робот',
    captchaAnswer: 'Символы с картинки',
    captchaSubmit: 'Продолжить',
    lockout: /^Слишком много попыток входа\. Попробуйте снова через \d+ мин\.$/,
    termsTitle: 'Правила обновлены',
  },
  en: {
    entry: 'Log in',
    login: 'E-mail, login or ID',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Log in',
    logout: 'Log out',
    phoneTab: 'Phone',
    smsTab: 'SMS code',
    country: 'Country code',
    phone: 'Phone number',
    getCode: 'Get a code',
    smsCode: 'Code from the SMS',
    twoStep: 'Two-step verification',
    twoStepCode: 'Confirmation code',
    confirm: 'Confirm',
    wrong: 'Wrong login or password.',
    captcha: 'Confirm you are not a robot',
    captchaAnswer: 'Characters from the picture',
    captchaSubmit: 'Continue',
    lockout: /^Too many attempts to log in\. Try again in \d+ min\.$/,
    termsTitle: 'The terms have changed',
  },
} as const;
type Lng = keyof typeof T;

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The header's "Log in" opens the forms in a dropdown (desktop viewport). */
async function openDropdown(page: Page, lng: Lng) {
  await page.getByRole('link', { name: T[lng].entry }).click();
  return page.getByRole('dialog', { name: T[lng].entry });
}

/** The newest code of a kind a seeded user was sent (the backend's inbox for tests). */
async function latestCode(request: APIRequestContext, login: string, kind: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(control(`/inbox/${encodeURIComponent(login)}`));
      const { codes } = (await response.json()) as { codes: { kind: string; code: string }[] };
      code = codes.filter((entry) => entry.kind === kind).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function expectSignedIn(page: Page, lng: Lng) {
  await expect(page.getByRole('button', { name: T[lng].logout })).toBeVisible();
  await expect(page.getByRole('link', { name: T[lng].entry })).toHaveCount(0);
}

for (const lng of ['ru', 'en'] as const) {
  const t = T[lng];

  test.describe(`sign-in (${lng})`, () => {
    test('by e-mail from the header of a page: stays there, signed in; cookies as the contract says', async ({ page, context }) => {
      await gotoReady(page, `/${lng}/live`);
      const dropdown = await openDropdown(page, lng);
      await dropdown.getByLabel(t.login).fill('player@example.com');
      await dropdown.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await expect(dropdown.getByRole('checkbox', { name: t.remember })).toBeChecked();
      await dropdown.getByRole('button', { name: t.submit }).click();
      await expectSignedIn(page, lng);
      await expect(page).toHaveURL(new RegExp(`/${lng}/live$`));

      const cookies = await context.cookies();
      const ua = cookies.find((cookie) => cookie.name === 'ua');
      const token = cookies.find((cookie) => cookie.name === 'user_token');
      expect(ua).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(token).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' });
      // "Remember me": the session cookie lives 24 h. The e2e backend runs without
      // NODE_ENV=production (plain http), so no Secure here; production mode is covered by the
      // backend's unit tests (tests/unit/backend/authLogin.test.ts).
      expect(ua!.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
      expect(ua!.secure).toBe(false);
    });

    test('without "remember me" the session cookie ends with the browser', async ({ page, context }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByLabel(t.login).fill('1001');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: t.remember }).uncheck();
      await page.getByRole('button', { name: t.submit }).click();
      await expectSignedIn(page, lng);
      expect((await context.cookies()).find((cookie) => cookie.name === 'ua')?.expires).toBe(-1);
    });

    test('a page that needs login keeps the wanted page, and the login page goes there', async ({ page }) => {
      await gotoReady(page, `/${lng}/office/history`);
      await expect(page).toHaveURL(new RegExp(`/${lng}/user/login\\?returnUrl=%2F${lng}%2Foffice%2Fhistory$`));
      await page.getByLabel(t.login).fill('player@example.com');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/office/history$`));
      await expectSignedIn(page, lng);
    });

    test('by phone and password, with the country code picker', async ({ page }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByRole('tab', { name: t.phoneTab }).click();
      await expect(page.getByRole('combobox', { name: t.country })).toHaveValue(/\d+/);
      await page.getByRole('combobox', { name: t.country }).selectOption({ label: lng === 'ru' ? 'Россия +7' : 'Russia +7' });
      await page.getByLabel(t.phone).fill('999 000-11-22');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}$`));
      await expectSignedIn(page, lng);
    });

    test('with the two-step code after the password', async ({ page, request }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByLabel(t.login).fill('twostep@example.com');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      const step = page.getByRole('group', { name: t.twoStep });
      await expect(step).toBeVisible();
      await step.getByLabel(t.twoStepCode).fill(await latestCode(request, 'twostep@example.com', 'two_step'));
      await page.getByRole('button', { name: t.confirm }).click();
      await expectSignedIn(page, lng);
    });

    test('with an SMS code', async ({ page, request }) => {
      await gotoReady(page, `/${lng}/live`);
      const dropdown = await openDropdown(page, lng);
      await dropdown.getByRole('tab', { name: t.smsTab }).click();
      await dropdown.getByLabel(t.phone).fill('9990001122');
      await dropdown.getByRole('button', { name: t.getCode }).click();
      await dropdown.getByLabel(t.smsCode).fill(await latestCode(request, '+79990001122', 'sms_login'));
      await dropdown.getByRole('button', { name: t.submit }).click();
      await expectSignedIn(page, lng);
      await expect(page).toHaveURL(new RegExp(`/${lng}/live$`));
    });

    test('a player whose terms changed confirms them first', async ({ page }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByLabel(t.login).fill('terms@example.com');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/confirm-terms\\?returnUrl=%2F${lng}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.termsTitle })).toBeVisible();
    });

    test('a wrong password says so, and the form is still there', async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByLabel(t.login).fill('player@example.com');
      await page.getByLabel(t.password, { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.wrong);
      await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
      await expect(page.getByRole('link', { name: t.entry })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a captcha after 3 failed logins, then the login goes through', async ({ page, request }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByLabel(t.login).fill('player@example.com');
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await page.getByLabel(t.password, { exact: true }).fill(`wrong-${attempt}`);
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.wrong);
      }
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      const picture = page.waitForResponse((response) => response.url().includes('/web-api/captcha/update'));
      await page.getByRole('button', { name: t.submit }).click();
      const { captcha_id } = (await (await picture).json()) as { captcha_id: string };
      const step = page.getByRole('group', { name: t.captcha });
      await expect(step.getByRole('img')).toBeVisible();
      const { answer } = (await (await request.get(control(`/captcha/${captcha_id}`))).json()) as { answer: string };
      await step.getByLabel(t.captchaAnswer).fill(answer);
      await page.getByRole('button', { name: t.captchaSubmit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}$`));
      await expectSignedIn(page, lng);
    });

    test('a locked sign-in says when to try again', async ({ page, request }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await lockThisBrowser(page, request);
      await page.getByLabel(t.login).fill('player@example.com');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.lockout);
    });

    test('open-redirect attempts in returnUrl land on a page of the site', async ({ page }) => {
      for (const hostile of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example']) {
        await page.context().clearCookies({ name: 'ua' });
        await page.context().clearCookies({ name: 'user_token' });
        await gotoReady(page, `/${lng}/user/login?returnUrl=${encodeURIComponent(hostile)}`);
        await page.getByLabel(t.login).fill('player@example.com');
        await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page).toHaveURL(new RegExp(`^${E2E.siteUrl}/${lng}$`));
        await expectSignedIn(page, lng);
      }
    });

    test('logout makes the old session and token answer 401', async ({ page, context, request }) => {
      await gotoReady(page, `/${lng}/user/login`);
      await page.getByLabel(t.login).fill('player@example.com');
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      await expectSignedIn(page, lng);
      const cookies = await context.cookies();
      const ua = cookies.find((cookie) => cookie.name === 'ua')!.value;
      const token = cookies.find((cookie) => cookie.name === 'user_token')!.value;
      expect((await request.get(`${E2E.backendUrl}/web-api/user/config`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

      await page.getByRole('button', { name: t.logout }).click();
      await expect(page.getByRole('link', { name: t.entry })).toBeVisible();
      const byToken = await request.get(`${E2E.backendUrl}/web-api/user/config`, { headers: { Authorization: `Bearer ${token}` } });
      const bySession = await request.get(`${E2E.backendUrl}/web-api/user/config`, { headers: { Cookie: `ua=${ua}` } });
      expect(byToken.status()).toBe(401);
      expect(bySession.status()).toBe(401);
    });
  });
}

/** A JSON POST from inside the page, so it comes from the browser's own address as the form's do. */
async function postFromPage(page: Page, path: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ([url, data]) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    [path, body] as const,
  );
}

/**
 * Ten failed sign-ins from one client address lock that address (docs/auth-api.md; failures
 * against an account never lock its owner out). Made from the page itself, against ten different
 * unknown logins, so only the per-address count can lock; from the third failure on each attempt
 * needs a captcha, solved through the control API.
 */
async function lockThisBrowser(page: Page, request: APIRequestContext) {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    let captcha: string | undefined;
    if (attempt > 3) {
      const { captcha_id } = (await postFromPage(page, '/web-api/captcha/update', {})).json as { captcha_id: string };
      const { answer } = (await (await request.get(control(`/captcha/${captcha_id}`))).json()) as { answer: string };
      captcha = (await postFromPage(page, '/web-api/captcha/validate', { captcha_id, answer })).json.captcha_token as string;
    }
    const response = await postFromPage(page, '/web-api/user/auth/login', { login: `nobody${attempt}@example.com`, password: `wrong-${attempt}`, save: false, captcha });
    expect(response.status, `attempt ${attempt}`).toBe(attempt === 10 ? 429 : 400);
  }
}
