import { expect, test, type Page } from '@playwright/test';
import { gotoReady, resetBackend, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

test('add a currency, see it appear, make it active, then remove it', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await gotoReady(page, '/en/office/account');
  await expect(card(page, 'Main account RUB')).toContainText('10,000');

  // The backend opens the account a moment after the request; the page polls until it shows.
  const add = page.getByRole('region', { name: 'Add a currency' });
  await add.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(card(page, 'Currency account USD')).toBeVisible();
  await expect(add.getByRole('status')).toHaveText('Your USD account is being opened and will appear in a moment.');
  await expect(add.getByRole('combobox', { name: 'Currency' }).locator('option[value="USD"]')).toHaveCount(0);

  await card(page, 'Currency account USD').getByRole('button', { name: 'Make active' }).click();
  await expect(card(page, 'Currency account USD')).toContainText('Active');
  await expect(card(page, 'Main account RUB').getByRole('button', { name: 'Make active' })).toBeVisible();
  // The active account cannot go: the main one becomes active again first.
  await expect(card(page, 'Currency account USD').getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await card(page, 'Main account RUB').getByRole('button', { name: 'Make active' }).click();
  await expect(card(page, 'Main account RUB')).toContainText('Active');

  await card(page, 'Currency account USD').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(card(page, 'Currency account USD')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your accounts' }).getByRole('status')).toHaveText('Your USD account has been removed.');

  // The backend agrees after a reload.
  await page.reload();
  await expect(card(page, 'Main account RUB')).toBeVisible();
  await expect(card(page, 'Currency account USD')).toHaveCount(0);
});

test('hide balance survives a reload, in the header and on the accounts page', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await gotoReady(page, '/en/office/account');
  const balance = page.getByLabel('Balance', { exact: true });
  await expect(balance).toContainText('10,000');

  const saved = page.waitForResponse((r) => r.url().includes('/web-api/office/hide-balance') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  expect((await saved).status()).toBe(200);
  await expect(balance).not.toContainText('10,000');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  await expect(balance).not.toContainText('10,000');
  await expect(page.getByRole('switch', { name: 'Hide balance' })).toBeChecked();
  await expect(card(page, 'Main account RUB')).not.toContainText('10,000');

  // Shown again from the accounts page, and that sticks too.
  const shown = page.waitForResponse((r) => r.url().includes('/web-api/office/hide-balance') && r.request().method() === 'POST');
  await page.getByRole('switch', { name: 'Hide balance' }).click();
  await shown;
  await page.reload();
  await expect(balance).toContainText('10,000');
});

test('the account page shows the protection level and what is filled in, the same level as the security page', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await gotoReady(page, '/en/office/account');
  const block = page.getByRole('region', { name: 'Profile and protection' });
  await expect(block).toBeVisible();
  // Computed from what is set (docs/security-api.md "Protection level"): e-mail, changed password, phone.
  await expect(block).toContainText('Protection level45%');
  await expect(block.getByText('Contacts')).toBeVisible();
  await gotoReady(page, '/en/office/security');
  await expect(page.getByRole('region', { name: 'Protection level' }).getByTestId('protection-level')).toHaveText('45%Normal');
});
