import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, resetBackend } from './support';

// A banned player is sent to the ban page by the server whatever his user_token
// says — deleted, or forged to `ban: 0` — and never sees his balance; the deduce page stays open for
// the level his ban version allows; a user_token that does not parse is a guest.

const BAN_PAGE = 'https://help.betsite.example/account-restricted';
const BANNED = 'banned@example.com';
/** The seeded banned player's only account holds 250 RUB. */
const BALANCE_TEXT = /250(?:[.,]00)?\s?₽/;

interface Session {
  ua: string;
  token: string;
}

async function signInBanned(request: APIRequestContext): Promise<Session> {
  const response = await request.post(control('/session'), { data: { login: BANNED } });
  expect(response.status()).toBe(200);
  const { cookies } = (await response.json()) as { cookies: { name: string; value: string }[] };
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  return { ua: value('ua'), token: value('user_token') };
}

async function setBan(request: APIRequestContext, banLevel: number, banVersion: number) {
  expect((await request.patch(control(`/users/${BANNED}`), { data: { banLevel, banVersion } })).status()).toBe(200);
}

/** The backend's token with the payload rewritten to `ban: 0`, its signature kept. */
function forgeBan0(token: string): string {
  const [body = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as object;
  return `${Buffer.from(JSON.stringify({ ...claims, ban: 0, bv: 0 })).toString('base64url')}.${signature}`;
}

/** Status and Location of one request, redirects not followed; the body too, to check what leaked. */
async function open(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: { cookie } });
  // The middleware answers with an absolute URL on the site's origin; keep the path of those.
  const location = response.headers()['location']?.replace(E2E.siteUrl, '') ?? null;
  return { status: response.status(), location, body: await response.text() };
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('(1) with user_token deleted, the account page is a 307 to the ban page and shows no balance', async ({ request }) => {
  const { ua } = await signInBanned(request);
  const answer = await open(request, '/ru/office/account', `ua=${ua}`);
  expect(answer.status).toBe(307);
  expect(answer.location).toBe(BAN_PAGE);
  expect(answer.body).not.toMatch(BALANCE_TEXT);
});

test('(1) in the browser too: it heads for the ban page, never showing the balance', async ({ page, context, request }) => {
  const { ua } = await signInBanned(request);
  await context.addCookies([{ name: 'ua', value: ua, url: E2E.siteUrl }]);
  const banHost = new URL(BAN_PAGE).hostname;
  const toBanPage = page.waitForRequest((req) => new URL(req.url()).hostname === banHost);
  // The ban page is another site, whose name does not resolve on a test machine: the navigation
  // ends in a network error there, after the browser has followed the site's redirect to it.
  const navigation = await page.goto('/ru/office/account').then(
    () => 'loaded',
    () => 'left the site',
  );
  expect((await toBanPage).url()).toBe(BAN_PAGE);
  expect(navigation).toBe('left the site');
  await expect(page.getByText(BALANCE_TEXT)).toHaveCount(0);
});

test('(2) a forged ban:0 user_token gets the same: 307 to the ban page, no balance', async ({ request }) => {
  const { ua, token } = await signInBanned(request);
  const answer = await open(request, '/ru/office/account', `ua=${ua}; user_token=${forgeBan0(token)}`);
  expect(answer.status).toBe(307);
  expect(answer.location).toBe(BAN_PAGE);
  expect(answer.body).not.toMatch(BALANCE_TEXT);
  // The forged token alone is no session anywhere: the middleware refuses it unverified (a guest).
  const alone = await open(request, '/ru/office/account', `user_token=${forgeBan0(token)}`);
  expect(alone.location).toBe('/ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount');
});

test('(3) the line sends a banned player to the ban page: with his token, without it, and with a forged one', async ({ request }) => {
  const { ua, token } = await signInBanned(request);
  for (const cookie of [`ua=${ua}; user_token=${token}`, `ua=${ua}`, `ua=${ua}; user_token=${forgeBan0(token)}`]) {
    const answer = await open(request, '/ru/line', cookie);
    expect({ cookie, status: answer.status, location: answer.location }).toEqual({ cookie, status: 307, location: BAN_PAGE });
  }
});

test('(4) the deduce page stays open for the level the ban version allows, and only for it', async ({ request }) => {
  await setBan(request, 53, 1);
  const { ua, token } = await signInBanned(request);
  for (const cookie of [`ua=${ua}; user_token=${token}`, `ua=${ua}`]) {
    const answer = await open(request, '/ru/office/deduce', cookie);
    expect({ cookie, status: answer.status }).toEqual({ cookie, status: 200 });
  }
  // Version 0 allows 45, not 53: the same player with the same (now stale) token goes to the ban page.
  await setBan(request, 53, 0);
  const refused = await open(request, '/ru/office/deduce', `ua=${ua}`);
  expect(refused.location).toBe(BAN_PAGE);
});

test('(5) user_token=garbage on the account page is a guest: sent to login', async ({ request }) => {
  const answer = await open(request, '/ru/office/account', 'user_token=garbage');
  expect(answer.status).toBe(307);
  expect(answer.location).toBe('/ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount');
});

test('the backend refuses the banned player his money calls whatever the token says', async ({ request }) => {
  await setBan(request, 45, 1);
  const { ua, token } = await signInBanned(request);
  const balance = await request.get('/web-api/user/balance', { headers: { cookie: `ua=${ua}`, authorization: `Bearer ${forgeBan0(token)}` } });
  expect(balance.status()).toBe(403);
  expect(await balance.json()).toMatchObject({ error: 'banned', ban_level: 45, ban_version: 1 });
});
