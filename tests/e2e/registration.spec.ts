import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONFIG_SETTLES, control, gotoReady, patchSiteConfigForPages, payOnProviderPage, resetBackend } from './support';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** What the pages say in each language (messages/*.json and the backend's demo provider page). */
const TEXT = {
  ru: {
    header: 'Регистрация',
    balance: 'Баланс',
    submit: 'Зарегистрироваться',
    done: 'Аккаунт создан',
    next: 'Продолжить',
    tabs: { phone: 'По телефону', full: 'Полная', social: 'Через соцсети', payAndPlay: 'Пополнить и играть' },
    phone: 'Номер телефона',
    getCode: 'Получить код',
    smsCode: 'Код из SMS',
    password: 'Пароль',
    email: 'Электронная почта',
    name: 'Имя',
    surname: 'Фамилия',
    birthday: 'Дата рождения',
    amount: 'Сумма пополнения',
    payAndPlay: 'Пополнить и играть',
    noAccount: 'Платёж не прошёл: счёт не открыт, деньги не списаны.',
    tryAgain: 'Попробовать снова',
    provider: 'Продолжить через ВКонтакте',
    continueAs: 'Продолжить как Alex Demo',
    forgotTitle: 'Восстановление пароля',
    who: 'Логин, почта или телефон',
    code: 'Код подтверждения',
    newPassword: 'Новый пароль',
    confirm: 'Повторите пароль',
    save: 'Сохранить пароль',
    changed: 'Пароль изменён',
  },
  en: {
    header: 'Sign up',
    balance: 'Balance',
    submit: 'Sign up',
    done: 'Your account is ready',
    next: 'Continue',
    tabs: { phone: 'By phone', full: 'Full', social: 'Social networks', payAndPlay: 'Pay and play' },
    phone: 'Phone number',
    getCode: 'Get a code',
    smsCode: 'Code from the SMS',
    password: 'Password',
    email: 'E-mail',
    name: 'First name',
    surname: 'Last name',
    birthday: 'Date of birth',
    amount: 'Deposit amount',
    payAndPlay: 'Deposit and play',
    noAccount: 'The payment did not go through, so no account was opened and no money was taken.',
    tryAgain: 'Try again',
    provider: 'Continue with Yandex',
    continueAs: 'Continue as Alex Demo',
    forgotTitle: 'Reset your password',
    who: 'Login, e-mail or phone',
    code: 'Confirmation code',
    newPassword: 'New password',
    confirm: 'Repeat the password',
    save: 'Save the password',
    changed: 'Password changed',
  },
} as const;

type Lng = keyof typeof TEXT;
const LANGUAGES: Lng[] = ['ru', 'en'];

// 0 (a new player has no money until he deposits) or 500, as a whole amount with its cents, not a
// part of a bigger number.
const amount = (digits: string) => new RegExp(`(?<!\\d[\\s\\u00a0\\u202f,.]?)${digits}[.,]00(?!\\d)`);

/** Signed in, back home, with the new account's money in the header. */
async function expectSignedInWithBalance(page: Page, lng: Lng, money = '0') {
  await expect(page).toHaveURL(new RegExp(`/${lng}$`));
  await expect(page.getByLabel(TEXT[lng].balance, { exact: true })).toContainText(amount(money));
  await expect(page.getByRole('link', { name: TEXT[lng].header })).toHaveCount(0);
}

/** The newest code of a kind in a control inbox. */
async function latestCode(request: APIRequestContext, path: string, kind: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { codes } = (await (await request.get(control(path))).json()) as { codes: { kind: string; code: string }[] };
      code = codes.filter((entry) => entry.kind === kind).at(-1)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

for (const lng of LANGUAGES) {
  const t = TEXT[lng];

  test(`${lng}: one-click registration shows the generated login and password, then signs in`, async ({ page }) => {
    await gotoReady(page, `/${lng}/registration`);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await page.getByRole('button', { name: t.next }).click();
    await expectSignedInWithBalance(page, lng);
  });

  test(`${lng}: phone registration with the SMS code signs in`, async ({ page, request }) => {
    const number = lng === 'ru' ? '9995550101' : '9995550202';
    await gotoReady(page, `/${lng}/registration/phone`);
    await page.getByLabel(t.phone, { exact: true }).fill(number);
    await page.getByRole('button', { name: t.getCode }).click();
    const code = await latestCode(request, `/phone-inbox/7${number}`, 'sms_registration');
    await page.getByLabel(t.smsCode).fill(code);
    await page.getByLabel(t.password, { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: t.submit }).click();
    await expectSignedInWithBalance(page, lng);
  });

  test(`${lng}: full registration signs in`, async ({ page }) => {
    await gotoReady(page, `/${lng}/registration`);
    await page.getByRole('tab', { name: t.tabs.full }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/registration/full$`));
    await page.getByLabel(t.email).fill(`new.${lng}@example.com`);
    await page.getByLabel(t.password, { exact: true }).fill('Secret123');
    await page.getByLabel(t.name, { exact: true }).fill('Alex');
    await page.getByLabel(t.surname).fill('Demo');
    await page.getByLabel(t.birthday).fill('1990-05-31');
    await page.getByRole('button', { name: t.submit }).click();
    await expectSignedInWithBalance(page, lng);
  });

  test(`${lng}: social registration goes through the provider and back, then signs in`, async ({ page }) => {
    await gotoReady(page, `/${lng}/registration/social`);
    await page.getByRole('link', { name: t.provider }).click();
    await page.getByRole('button', { name: t.continueAs }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/registration/socialregistration\\?.*social_token=`));
    await page.getByRole('button', { name: t.submit }).click();
    await expectSignedInWithBalance(page, lng);
  });

  test(`${lng}: pay and play opens the account with a card deposit through the provider`, async ({ page, request }) => {
    await gotoReady(page, `/${lng}/registration/pay-and-play`);
    await page.getByLabel(t.amount).fill('500');
    await page.getByRole('button', { name: t.payAndPlay }).click();
    await payOnProviderPage(page, lng, '4111 1111 1111 1111');
    await expect(page).toHaveURL(new RegExp(`/${lng}/onpay/success\\?payAndPlay=1&paymentId=pay_`));
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    const login = (await page.locator('.auth-credentials__list dd').first().textContent())!.trim();
    await page.getByRole('button', { name: t.next }).click();
    await expectSignedInWithBalance(page, lng, '500');
    // The deposit is the account's one ledger row: no money from nowhere.
    expect(await (await request.get(control(`/ledger/${login}/check`))).json()).toEqual({ ok: true });
    expect((await (await request.get(control(`/payments/${login}`))).json()).map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['success', 500],
    ]);
  });

  test(`${lng}: pay and play with a declined card opens no account`, async ({ page }) => {
    await gotoReady(page, `/${lng}/registration/pay-and-play`);
    await page.getByLabel(t.amount).fill('500');
    await page.getByRole('button', { name: t.payAndPlay }).click();
    await payOnProviderPage(page, lng, '4000 0000 0000 0002');
    await expect(page.getByText(t.noAccount)).toBeVisible();
    // Back to the form to try again, still a visitor.
    await page.getByRole('link', { name: t.tryAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/registration/pay-and-play$`));
    await expect(page.getByRole('link', { name: t.header })).toBeVisible();
  });

  test(`${lng}: forgot password, with the code from the inbox, sets a new password`, async ({ page, request }) => {
    await gotoReady(page, `/${lng}/user/forgotpassword`);
    await expect(page).toHaveURL(new RegExp(`/${lng}$`));
    const dialog = page.getByRole('dialog', { name: t.forgotTitle });
    await dialog.getByLabel(t.who).fill('player@example.com');
    await dialog.getByRole('button', { name: t.getCode }).click();
    const code = await latestCode(request, '/inbox/player@example.com', 'password_reset');
    await dialog.getByLabel(t.code).fill(code);
    await dialog.getByLabel(t.newPassword).fill('NewSecret1');
    await dialog.getByLabel(t.confirm).fill('NewSecret1');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('dialog', { name: t.changed })).toBeVisible();

    // The new password signs in, the old one no longer does.
    const login = (password: string) =>
      request.post('/web-api/user/auth/login', { data: { login: 'player@example.com', password, save: false } });
    expect((await login('Player123!')).status()).toBe(400);
    const signedIn = await login('NewSecret1');
    expect(signedIn.status()).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user_id: 1001 });
  });
}

test('the header registration button opens the modal on a page, and the player is signed in there', async ({ page }) => {
  await gotoReady(page, '/en');
  await page.getByRole('link', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectSignedInWithBalance(page, 'en');
});

test('registration switched off in the site config hides the button and the page', async ({ page, request }) => {
  // Waits until pages render without the "Sign up" link (the site caches the config a moment).
  await patchSiteConfigForPages(page, request, {});
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  // The middleware caches the config apart from the pages: it may take its own moment to see it.
  await expect.poll(async () => (await page.goto('/en/registration'))?.status(), CONFIG_SETTLES).toBe(404);
});
