import { expect, test } from '@playwright/test';
import { control, patchSiteConfig, resetBackend, signIn } from './support';

// The control API is a contract: external acceptance checks drive the reference backend with it.
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('health', async ({ request }) => {
  const response = await request.get(control('/health'));
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test('site config: the seed has every field and every route id the spec names', async ({ request }) => {
  const config = await (await request.get(control('/site-config'))).json();
  expect(config).toMatchObject({
    maintenance: { active: false, startsAt: null, endsAt: null },
    blockReason: null,
    blockReasonByCountry: {},
    registrationEnabled: true,
    statisticEnabled: expect.any(Boolean),
    identificationEnabled: expect.any(Boolean),
    forbiddenPaths: [],
    promoBonusToOffer: expect.any(Boolean),
    confirmTermsEnabled: expect.any(Boolean),
    ageConfirmation: { enabled: expect.any(Boolean), age: expect.any(Number) },
    idleLogoffMinutes: expect.any(Number),
    paymentPage: { available: expect.any(Boolean), authOnly: expect.any(Boolean) },
    hiddenLanguagesForGuests: [],
  });
  expect(config.availableRouteIds).toEqual(expect.arrayContaining([39, 47, 72]));
});

test('site config: PATCH merges and returns the whole; reset restores the seed', async ({ request }) => {
  const merged = await patchSiteConfig(request, { maintenance: { active: true }, blockReasonByCountry: { ua: 13 } });
  expect(merged.maintenance).toEqual({ active: true, startsAt: null, endsAt: null });
  expect(merged.blockReasonByCountry).toEqual({ ua: 13 });
  expect(merged.registrationEnabled).toBe(true);
  await resetBackend(request);
  expect((await (await request.get(control('/site-config'))).json()).maintenance.active).toBe(false);
});

test('site config: a bad PATCH is a 400 with a message and saves nothing', async ({ request }) => {
  const response = await request.patch(control('/site-config'), { data: { registrationEnabled: 'yes' } });
  expect(response.status()).toBe(400);
  expect(JSON.stringify(await response.json())).toContain('registrationEnabled');
  expect((await (await request.get(control('/site-config'))).json()).registrationEnabled).toBe(true);
});

test('site config: a change shows on the site within 5 seconds', async ({ page, request }) => {
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await patchSiteConfig(request, { registrationEnabled: false });
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('link', { name: 'Sign up' }).count();
      },
      { timeout: 5000 },
    )
    .toBe(0);
});

test('session: cookies for a seeded user sign the browser in', async ({ page, request, context }) => {
  const cookies = await signIn(request, context, 'player@example.com');
  expect(cookies.map((c) => c.name).sort()).toEqual(['ua', 'user_token']);
  await page.goto('/en');
  await expect(page.getByLabel('Balance', { exact: true })).toBeVisible();
});

test('session: an unknown login is a 404', async ({ request }) => {
  const response = await request.post(control('/session'), { data: { login: 'nobody@example.com' } });
  expect(response.status()).toBe(404);
});

test('users: PATCH merges ban level, terms and balances', async ({ page, request, context }) => {
  const response = await request.patch(control('/users/player@example.com'), {
    data: { banLevel: 45, banVersion: 1, termsChanged: true, balances: { RUB: 777 } },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ banLevel: 45, banVersion: 1, termsChanged: true });
  // A banned player is sent off the site; lift the ban to see the new balance in the header.
  await request.patch(control('/users/player@example.com'), { data: { banLevel: 0 } });
  await signIn(request, context, 'player@example.com');
  await page.goto('/en');
  await expect(page.getByLabel('Balance', { exact: true })).toContainText('777');
});

test('users: an unknown login is a 404 and a bad value a 400', async ({ request }) => {
  expect((await request.patch(control('/users/nobody@example.com'), { data: { banLevel: 1 } })).status()).toBe(404);
  expect((await request.patch(control('/users/player@example.com'), { data: { banLevel: 'high' } })).status()).toBe(400);
});

test('clock: shifting it moves the backend time', async ({ request }) => {
  const response = await request.post(control('/clock'), { data: { offsetSeconds: 86400 } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.offsetSeconds).toBe(86400);
  expect(Date.parse(body.now) - Date.now()).toBeGreaterThan(86000 * 1000);
});

test('inbox: answers with the codes list', async ({ request }) => {
  const response = await request.get(control('/inbox/player@example.com'));
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ codes: expect.any(Array) });
});

test('the control API is not reachable through the site', async ({ request }) => {
  expect((await request.get('/__control/health', { maxRedirects: 0 })).status()).not.toBe(200);
  expect((await request.get('/web-api/__control/health')).status()).toBe(404);
  expect((await request.get('/web-api/../__control/health')).status()).not.toBe(200);
});
