import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { gotoReady, resetBackend, signIn } from './support';

// CSRF (docs/request-guard.md): pages of another origin post to the site's state-changing calls; the backend's
// request guard must refuse every one (403) and the victim's session and data stay as they were.

const TARGET = E2E.siteUrl;
/** The calls once found open: set active account, accept the terms, sign out. */
const ACTIVE = '/web-api/user/account/active';
const CONFIRM = '/web-api/api-v3/v2/user/agreement-rules/confirm';
const DISCONNECT = '/web-api/user/disconnect';

/** The form bodies an attacker would send: a text/plain form that spells JSON, or an empty form. */
const FORMS: { path: string; enctype: string; name: string; value: string }[] = [
  { path: ACTIVE, enctype: 'text/plain', name: '{"id":5002,"pad":"', value: '"}' },
  { path: CONFIRM, enctype: 'application/x-www-form-urlencoded', name: 'ok', value: '1' },
  { path: DISCONNECT, enctype: 'application/x-www-form-urlencoded', name: 'ok', value: '1' },
];

/** The attacker's page that fires no-cors fetches (text/plain and empty bodies) at the site. */
function fetchPage(target: string): string {
  return `<!doctype html><title>attack</title><script>
    (${fetchScript.toString()})(${JSON.stringify(target)}).then(() => { document.title = 'sent'; });
  </script>`;
}

/** The attacker's page with a form that submits itself to the site. */
function formPage(target: string, form: (typeof FORMS)[number]): string {
  return `<!doctype html><title>form</title><script>
    (${submitScript.toString()})(${JSON.stringify({ action: target + form.path, ...form })});
  </script>`;
}

/** The attacker's page at a path: `/fetch`, or `/form?to=<attacked path>`; null for anything else. */
function attackerPage(path: string): string | null {
  const url = new URL(path, 'http://attacker');
  const form = FORMS.find((f) => f.path === url.searchParams.get('to'));
  if (url.pathname === '/fetch') return fetchPage(TARGET);
  return url.pathname === '/form' && form ? formPage(TARGET, form) : null;
}

/** A tiny site of the attacker on another port of this host (closed after the tests). */
let attacker: Server;
let attackerPort = 0;

test.beforeAll(async () => {
  attacker = createServer((req, res) => {
    const html = attackerPage(req.url ?? '/');
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
});

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Answers of the site to the attacked calls, as the browser saw them. */
function watchAttackedCalls(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if ([ACTIVE, CONFIRM, DISCONNECT].some((path) => url === `${TARGET}${path}`)) statuses.push(response.status());
  });
  return statuses;
}

/** Every attack from one attacker origin: the fetch page, then each self-submitting form. */
async function attackFrom(page: Page, attackerOrigin: string) {
  const statuses = watchAttackedCalls(page);
  await page.goto(`${attackerOrigin}/fetch`);
  await expect(page).toHaveTitle('sent');
  for (const form of FORMS) {
    await page.goto(`${attackerOrigin}/form?to=${encodeURIComponent(form.path)}`);
    // The form took the browser to the site's answer.
    await page.waitForURL(`${TARGET}${form.path}`);
  }
  // 3 fetches and 3 forms reached the site and were all refused.
  await expect.poll(() => statuses.length).toBe(6);
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
}

/**
 * The site itself opened at 127.0.0.1, another site to the browser than localhost, with the
 * attacker's script run in its page. The site's CSP would already stop these posts in the browser;
 * the test context bypasses it, so what is tested is the backend's own refusal.
 */
async function attackFromSiteUnderOtherName(page: Page) {
  const statuses = watchAttackedCalls(page);
  const site = `http://127.0.0.1:${E2E.sitePort}/en`;
  await page.goto(site);
  await page.evaluate(fetchScript, TARGET);
  for (const form of FORMS) {
    await page.evaluate(submitScript, { action: TARGET + form.path, ...form });
    await page.waitForURL(`${TARGET}${form.path}`);
    await page.goto(site);
  }
  await expect.poll(() => statuses.length).toBe(6);
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
}

/** Runs in the attacker's page (serialized): text/plain and empty bodies, no-cors, with cookies. */
async function fetchScript(target: string) {
  const shots: [string, string][] = [
    ['/web-api/user/account/active', '{"id":5002}'],
    ['/web-api/api-v3/v2/user/agreement-rules/confirm', ''],
    ['/web-api/user/disconnect', ''],
  ];
  await Promise.allSettled(
    shots.map(([path, body]) =>
      fetch(target + path, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body }),
    ),
  );
}

/** Runs in the attacker's page (serialized): a hidden form that submits itself. */
function submitScript(form: { action: string; enctype: string; name: string; value: string }) {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.enctype = form.enctype;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = form.name;
  input.value = form.value;
  element.append(input);
  document.documentElement.append(element);
  // Once the caller's evaluate has returned, so the navigation does not cut it short.
  setTimeout(() => element.submit(), 0);
}

/** What the backend says about the victim, asked directly with his session cookie. */
async function victimState(request: APIRequestContext, ua: string) {
  const headers = { cookie: `ua=${ua}` };
  const session = await (await request.get(`${E2E.backendUrl}/web-api/user/checksession`, { headers })).json();
  const balance = await request.get(`${E2E.backendUrl}/web-api/user/balance`, { headers });
  const accounts = balance.ok() ? ((await balance.json()).all_accounts as { id: number; is_active: boolean }[]) : [];
  const terms = await request.get(`${E2E.backendUrl}/web-api/api-v3/v2/user/agreement-rules/status`, { headers });
  return {
    userId: session.user_id as number | null,
    activeAccount: accounts.find((account) => account.is_active)?.id ?? null,
    termsChanged: terms.ok() ? ((await terms.json()).result as boolean) : null,
  };
}

const uaOf = (cookies: { name: string; value: string }[]) => cookies.find((cookie) => cookie.name === 'ua')?.value ?? '';

test('a page on another port of this host cannot sign the player out or switch his account', async ({ page, request, context }) => {
  const ua = uaOf(await signIn(request, context, 'player@example.com'));
  await attackFrom(page, `http://localhost:${attackerPort}`);
  expect(await victimState(request, ua)).toEqual({ userId: 1001, activeAccount: 5001, termsChanged: false });
  // The browser kept its session cookie, and the site still shows the player signed in.
  expect((await context.cookies(TARGET)).map((cookie) => cookie.name)).toContain('ua');
  await gotoReady(page, '/en/office/account');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a page on another port cannot accept changed terms for the player', async ({ page, request, context }) => {
  const ua = uaOf(await signIn(request, context, 'terms@example.com'));
  await attackFrom(page, `http://localhost:${attackerPort}`);
  expect(await victimState(request, ua)).toMatchObject({ userId: 1003, termsChanged: true });
});

test('a page of another site (127.0.0.1 against localhost) cannot act for the player', async ({ page, request, context }) => {
  const ua = uaOf(await signIn(request, context, 'player@example.com'));
  await attackFrom(page, `http://127.0.0.1:${attackerPort}`);
  expect(await victimState(request, ua)).toEqual({ userId: 1001, activeAccount: 5001, termsChanged: false });
  expect((await context.cookies(TARGET)).map((cookie) => cookie.name)).toContain('ua');
});

test.describe('the site opened as 127.0.0.1', () => {
  test.use({ bypassCSP: true });

  test('cannot act for the player of the site at localhost', async ({ page, request, context }) => {
    const ua = uaOf(await signIn(request, context, 'player@example.com'));
    await attackFromSiteUnderOtherName(page);
    expect(await victimState(request, ua)).toEqual({ userId: 1001, activeAccount: 5001, termsChanged: false });
    expect((await context.cookies(TARGET)).map((cookie) => cookie.name)).toContain('ua');
  });
});

test("the site's own calls still work: sign out from the header", async ({ page, request, context }) => {
  const ua = uaOf(await signIn(request, context, 'player@example.com'));
  await gotoReady(page, '/en/office/account');
  const out = page.waitForResponse((response) => response.url() === `${TARGET}${DISCONNECT}`);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  expect((await out).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await victimState(request, ua)).userId).toBeNull();
});
