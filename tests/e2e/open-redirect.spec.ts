import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { LANGUAGES } from '@/lib/config/languages';
import { GOOD_RETURN_URLS, HOSTILE_RETURN_URLS } from '../support/hostileReturnUrls';
import { E2E } from './ports.mjs';
import { gotoReady, resetBackend, signIn } from './support';

// Open redirects: `?returnUrl=` never sends anyone off the site. Through the middleware (a
// signed-in visitor on a page for guests is redirected at once) and through the sign-in and
// registration forms (the browser goes there after signing in).

const PASSWORD = 'Player123!';
const GUEST_PAGES = ['/ru/user/login', '/ru/registration', '/ru/login'];
const SITE = new URL(E2E.siteUrl);
// `/ru` or `/ru/…` for any language of the site.
const UNDER_LANGUAGE = new RegExp(`^/(${LANGUAGES.join('|')})(/|$)`);

// A few of the corpus for the forms, where each value costs a full sign-in.
const FORM_VALUES = ['/.//evil.com/x', '/%2e%2e//evil.com', '/ru/../..//evil.com', '/\\evil.com', ' //evil.com', '//user@evil.com'];

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Where a Location header sends a browser that is on the site. */
function target(location: string | undefined): URL {
  return new URL(location ?? '', SITE);
}

/** Every request the browser sends to the corpus's hostile host, which must stay empty; none goes out. */
async function recordOtherHosts(context: BrowserContext): Promise<string[]> {
  const other: string[] = [];
  await context.route(
    (url) => url.hostname.includes('evil'),
    (route) => {
      other.push(route.request().url());
      return route.abort();
    },
  );
  return other;
}

test.describe('a signed-in visitor on a page for guests', () => {
  test.beforeEach(async ({ request, context }) => {
    await signIn(request, context, 'player@example.com');
  });

  for (const guestPage of GUEST_PAGES) {
    test(`${guestPage}: every hostile returnUrl is redirected to a page of the site`, async ({ page }) => {
      const escaped: string[] = [];
      for (const { kind, value } of HOSTILE_RETURN_URLS) {
        const response = await page.request.get(`${guestPage}?returnUrl=${encodeURIComponent(value)}`, { maxRedirects: 0 });
        const location = response.headers()['location'];
        const url = target(location);
        const kept = response.status() === 307 && url.origin === SITE.origin && UNDER_LANGUAGE.test(url.pathname) && !url.pathname.startsWith('//');
        if (!kept) escaped.push(`${kind}: ${JSON.stringify(value)} → ${response.status()} ${location}`);
      }
      expect(escaped).toEqual([]);
    });
  }

  test('the open-redirect forms first reported, unencoded in the query, stay on the site', async ({ page }) => {
    for (const query of ['returnUrl=/.//evil.com/x', 'returnUrl=/%2e%2e//evil.com', 'returnUrl=/ru/../..//evil.com']) {
      for (const guestPage of GUEST_PAGES) {
        const response = await page.request.get(`${guestPage}?${query}`, { maxRedirects: 0 });
        expect(response.status(), `${guestPage}?${query}`).toBe(307);
        expect(target(response.headers()['location']).href, `${guestPage}?${query}`).toBe(`${E2E.siteUrl}/ru/office/account`);
      }
    }
  });

  test('good return urls come back resolved, query and all', async ({ page }) => {
    for (const { value, resolved } of GOOD_RETURN_URLS) {
      const response = await page.request.get(`/ru/user/login?returnUrl=${encodeURIComponent(value)}`, { maxRedirects: 0 });
      expect(response.status(), value).toBe(307);
      expect(target(response.headers()['location']).href, value).toBe(new URL(resolved, SITE).href);
    }
  });
});

async function expectSignedInHome(page: Page, other: string[]) {
  await expect(page).toHaveURL(`${E2E.siteUrl}/ru`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(other).toEqual([]);
}

test('the login form never follows a hostile returnUrl', async ({ page, context }) => {
  const other = await recordOtherHosts(context);
  for (const value of FORM_VALUES) {
    await context.clearCookies({ name: 'ua' });
    await context.clearCookies({ name: 'user_token' });
    await gotoReady(page, `/ru/user/login?returnUrl=${encodeURIComponent(value)}`);
    await page.getByLabel('E-mail, логин или ID').fill('player@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectSignedInHome(page, other);
  }
});

test('the login form keeps a good returnUrl unchanged', async ({ page }) => {
  await gotoReady(page, `/ru/user/login?returnUrl=${encodeURIComponent('/ru/office/account?x=1')}`);
  await page.getByLabel('E-mail, логин или ID').fill('player@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/ru/office/account?x=1`);
});

test('the registration form never follows a hostile returnUrl', async ({ page, context }) => {
  const other = await recordOtherHosts(context);
  for (const value of FORM_VALUES.slice(0, 3)) {
    await context.clearCookies({ name: 'ua' });
    await context.clearCookies({ name: 'user_token' });
    await gotoReady(page, `/ru/registration?returnUrl=${encodeURIComponent(value)}`);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByRole('heading', { name: 'Аккаунт создан' })).toBeVisible();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expectSignedInHome(page, other);
  }
});
