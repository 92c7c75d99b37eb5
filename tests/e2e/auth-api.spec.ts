import { expect, test, type APIResponse } from '@playwright/test';
import { control, resetBackend } from './support';

// The auth contract (docs/auth-api.md) through the site's same-origin rewrite: the cookies, the
// client identity the proxy forwards, and the redirects must survive the hop.
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const setCookie = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith(`${name}=`)) ?? '';

test('login through the site sets ua (HttpOnly) and user_token; logout makes the old token 401', async ({ request }) => {
  const res = await request.post('/web-api/user/auth/login', {
    data: { login: 'player@example.com', password: 'Player123!', save: true },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ user_id: 1001, terms_changed: false });
  expect(setCookie(res, 'ua')).toMatch(/; HttpOnly/);
  expect(setCookie(res, 'ua')).toMatch(/; SameSite=Lax/);
  expect(setCookie(res, 'user_token')).not.toMatch(/HttpOnly/);
  const token = /^user_token=([^;]+)/.exec(setCookie(res, 'user_token'))?.[1] ?? '';
  expect(token).not.toBe('');

  expect(await (await request.get('/web-api/user/checksession')).json()).toEqual({ user_id: 1001 });
  expect((await request.post('/web-api/user/disconnect', { data: {} })).status()).toBe(200);
  const after = await request.get('/web-api/user/config', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('three failed logins through the site ask for a captcha; a solved one lets the right password in', async ({ request }) => {
  const attempt = (password: string, captcha?: string) =>
    request.post('/web-api/user/auth/login', { data: { login: 'fresh@example.com', password, ...(captcha ? { captcha } : {}) } });
  for (let i = 0; i < 3; i += 1) expect((await (await attempt('wrong')).json()).errors[0].code).toBe('wrong_credentials');
  const refused = await attempt('Player123!');
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors[0].code).toBe('captcha_required');

  const { captcha_id, image } = await (await request.post('/web-api/captcha/update', { data: {} })).json();
  expect(image).toMatch(/^<svg/);
  const { answer } = await (await request.get(control(`/captcha/${captcha_id}`))).json();
  const { captcha_token } = await (await request.post('/web-api/captcha/validate', { data: { captcha_id, answer } })).json();
  const res = await attempt('Player123!', captcha_token);
  expect(res.status()).toBe(200);
  expect((await res.json()).user_id).toBe(1004);
});

test('Google One Tap through the site: a multipart post signs in and answers a same-origin redirect', async ({ request }) => {
  const { credential } = await (await request.post(control('/google-credential'), { data: {} })).json();
  // With Google's g_csrf_token double submit (cookie = field), as the site's client sends it.
  const res = await request.post('/social-api/oauth/google-one-tap', {
    multipart: { credential, language: 'en', currency_id: '1', country_id: '1', g_csrf_token: 'c0ffee' },
    headers: { cookie: 'g_csrf_token=c0ffee' },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ redirectUrl: '/en' });
  expect((await (await request.get('/web-api/user/checksession')).json()).user_id).toEqual(expect.any(Number));
});

test('the simulated provider page signs a new player in and brings the browser back', async ({ page }) => {
  await page.goto('/social-api/oauth/vk/authorize?returnUrl=%2Fen&lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with VK (demo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Alex Demo' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('cancelling on the provider page comes back to the page, signed out', async ({ page }) => {
  await page.goto('/social-api/oauth/ok/authorize?returnUrl=%2Fen&lng=en');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The site may take the social_error query off once it has shown it.
  await expect(page).toHaveURL(/\/en(\?|$)/);
  const session = await page.request.get('/web-api/user/checksession');
  expect(await session.json()).toEqual({ user_id: null });
});
