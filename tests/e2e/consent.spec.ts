import { expect, test } from '@playwright/test';
import { CONFIG_SETTLES, control, patchSiteConfig, resetBackend, signIn, switchAgeGateOff } from './support';

// A first visit: no consent cookie yet.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('accept all writes the choice, remembers the time locally for a guest, and the banner stays gone', async ({ page, context }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookies');
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'cookies_agree_type');
  expect(cookie).toMatchObject({ value: 'ALL', sameSite: 'Lax', httpOnly: false });
  expect(await page.evaluate(() => localStorage.getItem('cookiesAgreeTime'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  await page.reload();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
});

test('customise: necessary only gives "disabled"; back returns to the main view', async ({ page, context }) => {
  await page.goto('/ru');
  const banner = page.getByRole('region', { name: 'Мы используем cookie' });
  await banner.getByRole('button', { name: 'Настроить' }).click();
  await expect(banner.getByRole('checkbox', { name: /Необходимые/ })).toBeDisabled();
  await banner.getByRole('button', { name: 'Назад' }).click();
  await banner.getByRole('button', { name: 'Настроить' }).click();
  await banner.getByRole('checkbox', { name: /Функциональные/ }).uncheck();
  await banner.getByRole('button', { name: 'Принять выбранные' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookies_agree_type')?.value).toBe('disabled');
});

test('customise: one kind chosen gives that kind', async ({ page, context }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await banner.getByRole('button', { name: 'Customise' }).click();
  await banner.getByRole('checkbox', { name: /Functionality/ }).uncheck();
  await banner.getByRole('checkbox', { name: /Marketing/ }).check();
  await banner.getByRole('button', { name: 'Accept selected' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookies_agree_type')?.value).toBe('marketing');
});

test('a signed-in player agreeing is logged on the backend', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await page.goto('/en');
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(async () => (await (await request.get(control('/cookie-agreements/player@example.com'))).json()).agreements.length)
    .toBe(1);
});

test('a guest agreement is logged once the guest signs in, then forgotten locally', async ({ page, request, context }) => {
  await page.goto('/en');
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept all' }).click();
  const agreedAt = await page.evaluate(() => localStorage.getItem('cookiesAgreeTime'));
  await signIn(request, context, 'player@example.com');
  await page.reload();
  await expect
    .poll(async () => (await (await request.get(control('/cookie-agreements/player@example.com'))).json()).agreements)
    .toEqual([agreedAt]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cookiesAgreeTime'))).toBeNull();
});

test.describe('functional cookies follow the consent', () => {
  for (const [choice, written] of [
    ['Accept all', true],
    ['Accept selected', false],
  ] as const) {
    test(`${choice}: the compact right column is ${written ? '' : 'not '}remembered`, async ({ page, context }) => {
      await page.goto('/en');
      const banner = page.getByRole('region', { name: 'We use cookies' });
      if (choice === 'Accept selected') {
        await banner.getByRole('button', { name: 'Customise' }).click();
        await banner.getByRole('checkbox', { name: /Functionality/ }).uncheck();
      }
      await banner.getByRole('button', { name: choice }).click();
      const slip = page.getByRole('complementary', { name: 'Coupon' });
      await slip.getByRole('button', { name: 'Collapse' }).click();
      await expect(slip.getByText('Your coupon is empty')).toBeHidden();
      expect((await context.cookies()).some((c) => c.name === 'hide_right')).toBe(written);
      await page.reload();
      await expect(slip.getByText('Your coupon is empty')).toBeVisible({ visible: !written });
    });
  }
});

test.describe('age confirmation', () => {
  test.use({ storageState: { cookies: [{ name: 'cookies_agree_type', value: 'ALL', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } });

  test('is asked when switched on, cannot be dismissed, uses the age, and is remembered', async ({ page, request }) => {
    await patchSiteConfig(request, { ageConfirmation: { enabled: true, age: 21 } });
    const gate = page.getByRole('dialog', { name: 'Are you 21 or older?' });
    // The config is in force once the server's page carries the gate's words (they travel only while
    // it is on); the gate itself opens after hydration, however long that takes on a loaded machine.
    await expect.poll(async () => (await (await request.get('/en')).text()).includes('Are you 21 or older?'), CONFIG_SETTLES).toBe(true);
    await page.goto('/en');
    await expect(gate).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'No' }).click();
    await expect(gate.getByRole('alert')).toHaveText('This site is only for people aged 21 and over.');
    await gate.getByRole('button', { name: 'Yes, I am 21 or older' }).click();
    await expect(gate).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(gate).toHaveCount(0);
  });

  test.afterEach(async ({ page, request, context }) => {
    // Switch it off again and wait until fresh pages stop asking, so no later test meets the gate.
    await switchAgeGateOff(request);
    await context.clearCookies();
    await expect
      .poll(async () => {
        await page.goto('/en');
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.waitForLoadState('networkidle');
        return page.getByRole('dialog').count();
      }, CONFIG_SETTLES)
      .toBe(0);
  });
});
