import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';

/** The reference backend's control API, on its own port (never through the site). */
export const control = (path: string) => `${E2E.backendUrl}/__control${path}`;

/** How Playwright words a connection closed under a request (its errors carry no code). */
const CONNECTION_RESET = /ECONNRESET|socket hang up|other side closed/i;

/**
 * A control call that is safe to repeat (a read, a reset, a patch that sets values), sent once more
 * when its connection was reset before any answer. Playwright's request context keeps idle
 * keep-alive connections with no time limit and the backend closes one after a minute idle
 * (backend/src/main.ts), so a call can go out on a connection just as it is closed. A call that
 * would do something twice (opening a session) is not passed through here.
 */
export async function idempotentControl(call: () => Promise<APIResponse>): Promise<APIResponse> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Error) || !CONNECTION_RESET.test(error.message)) throw error;
    return call();
  }
}

/**
 * How long a config change may take to reach rendered pages: the site caches it 2 s in two places,
 * and on a loaded 2-core machine each probe's page render takes a second or more.
 */
export const CONFIG_SETTLES = { timeout: 20_000 };

/**
 * Back to the seed, then wait until the site has dropped any config an earlier test set: the site
 * caches the config for up to 2 s, so the seed is in force once these probes answer as seeded.
 */
export async function resetBackend(request: APIRequestContext) {
  // Whatever the test before did, every balance still equals its ledger (docs/payments-api.md "Ledger").
  const ledger = await (await idempotentControl(() => request.get(control('/ledger/check')))).json();
  expect(ledger, 'the ledger the previous test left').toMatchObject({ ok: true, problems: [] });
  // Reset twice is the seed all the same.
  const response = await idempotentControl(() => request.post(control('/reset')));
  expect(response.status()).toBe(200);
  const probe = async (path: string) => (await request.get(path, { maxRedirects: 0 })).status();
  // The middleware and the server components cache the config apart: the guards' answers show the
  // first, the header's registration link (seeded on) the second.
  const rendered = async () => (await (await request.get('/en')).text()).includes('href="/en/registration"');
  await expect
    .poll(
      async () => [await probe('/ru'), await probe('/ru/maintenance'), await probe('/ru/rules/1'), await probe('/ru/registration'), await rendered()],
      CONFIG_SETTLES,
    )
    .toEqual([200, 307, 200, 200, true]);
}

export async function patchSiteConfig(request: APIRequestContext, patch: object) {
  // The same patch twice is the same config.
  const response = await idempotentControl(() => request.patch(control('/site-config'), { data: patch }));
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Age confirmation off, and the site's config copy with it, so no later test meets the gate. Read
 * from the server's HTML (the config it renders with): the gate itself opens only after hydration,
 * so a count right after a navigation could read 0 while the old config is still in force. The
 * gate's texts travel in a page only while it is on (components/age/ServerAgeGate.tsx).
 */
export async function switchAgeGateOff(request: APIRequestContext) {
  await patchSiteConfig(request, { ageConfirmation: { enabled: false } });
  await expect.poll(async () => (await (await request.get('/en')).text()).includes('This site is for adults only'), CONFIG_SETTLES).toBe(false);
}

/** Signs the browser context in as a seeded user without typing a password. */
export async function signIn(request: APIRequestContext, context: BrowserContext, login: string) {
  const response = await request.post(control('/session'), { data: { login } });
  expect(response.status()).toBe(200);
  const { cookies } = (await response.json()) as { cookies: { name: string; value: string }[] };
  await context.addCookies(cookies.map((c) => ({ ...c, url: E2E.siteUrl })));
  return cookies;
}

/**
 * Changes the site config and waits until pages render with it. Server components cache the config
 * for a moment, so the patch also switches registration off and the wait is for the Sign up link
 * to go: the same cached object carries the rest of the patch.
 */
export async function patchSiteConfigForPages(page: Page, request: APIRequestContext, patch: object) {
  await patchSiteConfig(request, { ...patch, registrationEnabled: false });
  await expect
    .poll(async () => {
      await page.goto('/en');
      return page.getByRole('link', { name: 'Sign up' }).count();
    }, CONFIG_SETTLES)
    .toBe(0);
}

/**
 * Opens a page and waits until it is hydrated, so a click is handled by React rather than lost on
 * server-rendered markup: the shell's first session check is sent from the browser once hydrated.
 */
export async function gotoReady(page: Page, url: string) {
  const firstCheck = page.waitForResponse((response) => response.url().includes('/web-api/user/checksession'));
  await page.goto(url);
  await firstCheck;
}

const PROVIDER_WORDS = {
  ru: { card: 'Номер карты', expiry: /Срок действия/, cvc: 'CVC', holder: 'Имя держателя', submit: /Оплатить/ },
  en: { card: 'Card number', expiry: /Expiry date/, cvc: 'CVC', holder: 'Cardholder name', submit: /^Pay/ },
} as const;

/** The reference provider's hosted card page: pays with a test card, back to the site's onpay page. */
export async function payOnProviderPage(page: Page, lng: 'ru' | 'en', card: string) {
  const words = PROVIDER_WORDS[lng];
  await page.waitForURL(/\/psp\/pay\//);
  await page.getByLabel(words.card).fill(card);
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvc).fill('123');
  await page.getByLabel(words.holder).fill('IVAN PETROV');
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForURL(new RegExp(`/${lng}/onpay/`));
}
