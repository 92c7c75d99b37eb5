import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, gotoReady, resetBackend } from './support';

// Login CSRF in social sign-in. The OAuth state must come back from the browser
// that started the round trip; One Tap posts need Google's g_csrf_token double submit.

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const CALLBACK = '/social-api/oauth/vk/callback';

/** Whom the browser of `page` is signed in as (null: nobody). */
async function signedInAs(page: Page): Promise<number | null> {
  return (await (await page.request.get('/web-api/user/checksession')).json()).user_id;
}

/** The attacker starts a round trip of his own, in his own browser, and keeps its state. */
async function attackerState(request: APIRequestContext): Promise<string> {
  const page = await request.get('/social-api/oauth/vk/authorize?returnUrl=%2Fen&lng=en');
  expect(page.status()).toBe(200);
  const state = /name="state" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  expect(state).not.toBe('');
  return state;
}

/** A page on another origin that posts `state` to the site's callback as soon as it loads. */
async function attackerSite(state: string): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html><html><body>
<form id="f" method="post" action="${E2E.siteUrl}${CALLBACK}?lng=en">
<input type="hidden" name="state" value="${state}"><input type="hidden" name="action" value="continue">
</form><script>document.getElementById('f').submit()</script></body></html>`;
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test('the honest round trip still signs in: a social button, the provider page, back signed in', async ({ page, context }) => {
  await gotoReady(page, '/en/user/login');
  await page.getByRole('link', { name: 'Continue with VK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with VK (demo)' })).toBeVisible();
  // The provider page's answer bound the state to this browser, for the callback only.
  const bound = (await context.cookies()).find((cookie) => cookie.name === 'social_state');
  expect(bound).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: CALLBACK });
  await page.getByRole('button', { name: 'Continue as Alex Demo' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await signedInAs(page)).toEqual(expect.any(Number));
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('social_state');
});

test("another site posting the attacker's state: the victim is not signed in and gets an error", async ({ page, playwright }) => {
  const attacker = await playwright.request.newContext({ baseURL: E2E.siteUrl });
  const state = await attackerState(attacker);
  const site = await attackerSite(state);
  try {
    await gotoReady(page, '/en');
    const answer = page.waitForResponse((response) => response.url().includes(CALLBACK));
    await page.goto(site.url);
    // Refused either by the backend's cross-origin guard or by the state binding: 403 both ways.
    expect((await answer).status()).toBe(403);
    // The binding's page, or the guard's JSON:API error body.
    await expect(page.locator('body')).toContainText(/Sign-in not confirmed|"errors"/);
    expect(await signedInAs(page)).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('ua');
  } finally {
    await new Promise((resolve) => site.server.close(resolve));
    await attacker.dispose();
  }
});

test("a same-origin post of the attacker's state (what an origin check cannot see) shows the error page", async ({ page, playwright }) => {
  const attacker = await playwright.request.newContext({ baseURL: E2E.siteUrl });
  const state = await attackerState(attacker);
  await gotoReady(page, '/en');
  const answer = page.waitForResponse((response) => response.url().includes(CALLBACK));
  // As if the provider sent the victim's browser back with the attacker's state.
  await page.evaluate(
    ({ action, value }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, text] of [['state', value], ['action', 'continue']] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = text;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action: `${CALLBACK}?lng=en`, value: state },
  );
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in not confirmed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('was not started in this browser');
  expect(await signedInAs(page)).toBeNull();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
  // The attacker's own round trip is untouched by the refusal: nothing was spent for him.
  const own = await attacker.post(`${CALLBACK}?lng=en`, { form: { state, action: 'continue' }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
  await attacker.dispose();
});

test('Google One Tap through the site needs the g_csrf_token double submit', async ({ request }) => {
  const post = async (extra: Record<string, string>, headers: Record<string, string> = {}) => {
    const { credential } = await (await request.post(control('/google-credential'), { data: {} })).json();
    return request.post('/social-api/oauth/google-one-tap', { multipart: { credential, language: 'en', ...extra }, headers });
  };
  const noCookie = await post({ g_csrf_token: 'f00d' });
  expect(noCookie.status()).toBe(403);
  expect((await noCookie.json()).errors[0].code).toBe('csrf_token_invalid');
  expect((await post({ g_csrf_token: 'f00d' }, { cookie: 'g_csrf_token=beef' })).status()).toBe(403);
  expect((await post({}, { cookie: 'g_csrf_token=f00d' })).status()).toBe(403);
  expect(await (await request.get('/web-api/user/checksession')).json()).toEqual({ user_id: null });
  const ok = await post({ g_csrf_token: 'f00d' }, { cookie: 'g_csrf_token=f00d' });
  expect(ok.status()).toBe(200);
  expect((await (await request.get('/web-api/user/checksession')).json()).user_id).toEqual(expect.any(Number));
});
