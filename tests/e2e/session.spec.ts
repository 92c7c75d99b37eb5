import { expect, test } from '@playwright/test';
import { E2E } from './ports.mjs';
import { gotoReady, patchSiteConfigForPages, resetBackend, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('logout from a page guests may not see lands home signed out, and the old session is dead', async ({ page, request, context }) => {
  const cookies = await signIn(request, context, 'player@example.com');
  await page.goto('/en/office/history');
  await expect(page.getByLabel('Balance', { exact: true })).toContainText('10,000');
  await expect(page.getByRole('heading', { name: 'Bet history' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ua');
  const old = await request.get(`${E2E.backendUrl}/web-api/user/checksession`, {
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(await old.json()).toEqual({ user_id: null });
});

test('logout on a page guests may see reloads it', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  // Hydrated first: a click on the server's markup before that is lost (it failed once in CI).
  await gotoReady(page, '/ru/slots');
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/slots$/);
});

test('the session is checked every 60 s while visible: a session ended elsewhere leaves the office for the login page, with the office as returnUrl', async ({ page, request, context }) => {
  const cookies = await signIn(request, context, 'player@example.com');
  await page.clock.install();
  // The page's own first check must be done before the session ends elsewhere.
  const firstCheck = page.waitForResponse((r) => r.url().includes('/web-api/user/checksession'));
  await page.goto('/en/office/account');
  expect(await (await firstCheck).json()).toEqual({ user_id: 1001 });
  await expect(page.getByRole('region', { name: 'Your accounts' })).toBeVisible();
  // The session ends elsewhere (another tab logs out).
  await request.post('/web-api/user/disconnect', { data: {}, headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  await page.clock.fastForward(59_000);
  await expect(page).toHaveURL(/\/en\/office\/account$/);
  await page.clock.fastForward(2_000);
  // Where a call's 401 would send it too (lib/auth/sessionEnded.ts): one place, whichever finds out first.
  await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Faccount$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ua');
});

test('a sign-in elsewhere moves the open login page on to its returnUrl', async ({ page, request, context }) => {
  const firstCheck = page.waitForResponse((r) => r.url().includes('/web-api/user/checksession'));
  await page.clock.install();
  await page.goto('/en/office/history');
  await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Fhistory$/);
  await firstCheck;
  await signIn(request, context, 'player@example.com');
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/en\/office\/history$/);
  await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
});

test('idle logoff: a minute without activity logs off, and the next login shows the notice once', async ({ page, request, context }) => {
  await patchSiteConfigForPages(page, request, { idleLogoffMinutes: 1 });
  // The config probe's page goes before the player signs in: left open, it hydrated signed in and
  // recorded an activity time of its own, on the real clock, for the tabs to share (it failed so in
  // CI). The minute must count from this test's page, on a paused clock, whatever the machine's load.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
  await signIn(request, context, 'player@example.com');
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await gotoReady(page, '/en/office/account');
  // The page's activity is stamped at the install time or at the pause, a second apart (as its load
  // falls): 59 s after the install is under a minute from either, 62 s over a minute from either.
  await page.clock.runFor(58_000);
  await expect(page).toHaveURL(/\/en\/office\/account$/);
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // From here the clock runs: the notice's words load when it is due, and React reveals what waited
  // for them on a timer of its own (a paused clock would hold it back; a minute is far off).
  await page.clock.resume();
  await signIn(request, context, 'player@example.com');
  await page.goto('/en');
  await expect(page.getByText('You were logged out after 1 min without activity. Log in again to continue.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByText('You were logged out after 1 min without activity.', { exact: false })).toHaveCount(0);
});

test('a player whose terms changed is sent to confirm them, then back where he was', async ({ page, request, context }) => {
  await signIn(request, context, 'terms@example.com');
  // The button works once confirm-terms (a page load of its own) is hydrated: its first session
  // check says so. A click before that did nothing on a loaded CI machine.
  const hydrated = page.waitForResponse(
    (response) => response.url().includes('/web-api/user/checksession') && response.frame().url().includes('/confirm-terms'),
  );
  await page.goto('/en/live');
  await expect(page).toHaveURL(/\/en\/confirm-terms\?returnUrl=%2Fen%2Flive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The terms have changed' })).toBeVisible();
  await hydrated;
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL(/\/en\/live$/);
  await page.reload();
  await expect(page).toHaveURL(/\/en\/live$/);
});

test('a player without changed terms on confirm-terms goes home', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await page.goto('/en/confirm-terms');
  await expect(page).toHaveURL(/\/en$/);
});

test('with confirm-terms switched off, changed terms send nobody anywhere', async ({ page, request, context }) => {
  await patchSiteConfigForPages(page, request, { confirmTermsEnabled: false });
  await signIn(request, context, 'terms@example.com');
  const firstCheck = page.waitForResponse((r) => r.url().includes('/web-api/user/checksession'));
  await page.goto('/en/live');
  await firstCheck;
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/en\/live$/);
});

test('the header shows the balance, hides it, and switches the betting account for good', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await gotoReady(page, '/en');
  const balance = page.getByLabel('Balance', { exact: true });
  await expect(balance).toContainText('10,000');
  // The account is named in the page's language.
  await expect(balance).toContainText('Main account');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).not.toContainText('10,000');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await page.getByRole('combobox', { name: 'Betting account' }).selectOption('5002');
  await expect(balance).toContainText('500');
  await expect(page.getByText('Your betting account has been changed.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Balance', { exact: true })).toContainText('500');
});
