import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { CONFIG_SETTLES, gotoReady, patchSiteConfig, resetBackend, signIn, switchAgeGateOff } from './support';

// The browser gets only the shell's namespaces and each screen's own. A message
// a client component cannot find is logged by next-intl (console.error "MISSING_MESSAGE: …", its
// default onError) and shown as its key ("namespace.key", its default getMessageFallback): both are
// looked for on every main screen, its dialogs and panels open.

const namespaces = Object.keys(JSON.parse(readFileSync('messages/ru.json', 'utf8')) as object);
const rawKey = new RegExp(`\\b(?:${namespaces.join('|')})\\.[a-zA-Z]\\w*`, 'g');

/** Console errors about messages, from the moment it is called. */
function messageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_KEY|FORMATTING_ERROR/.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  return errors;
}

/** Keys shown as text on the page, in place of their message. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...text.matchAll(rawKey)].map((match) => `${page.url()}: ${match[0]}`);
}

async function lineEventPath(page: Page): Promise<string> {
  const response = await page.request.get(`${E2E.backendUrl}/web-api/line/games?section=line&lng=ru&limit=1`);
  expect(response.status()).toBe(200);
  const [game] = (await response.json()) as Array<{ id: number; champId: number; sportSlug: string }>;
  return `/ru/line/${game!.sportSlug}/${game!.champId}/${game!.id}`;
}

/** Opens each page hydrated and waits for the client's own requests to settle. */
async function visit(page: Page, paths: string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const path of paths) {
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    shown.push(...(await rawKeys(page)));
  }
  return shown;
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('a first visit', () => {
  // No consent cookie: the cookie banner is on every page.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the main screens, the cookie banner, the login and registration dialogs and the settings panel have all their words', async ({ page }) => {
    const errors = messageErrors(page);
    const pages = ['/ru', '/ru/line', await lineEventPath(page), '/ru/live', '/ru/slots', '/ru/slots/game/3001/aurora-riches', '/ru/contacts', '/ru/login', '/ru/user/login', '/ru/registration', '/ru/no-such-page'];
    const shown = await visit(page, pages);
    await expect(page.getByRole('region', { name: 'Мы используем cookie' })).toBeVisible();

    await gotoReady(page, '/ru/contacts');
    const banner = page.getByRole('region', { name: 'Мы используем cookie' });
    await banner.getByRole('button', { name: 'Настроить' }).click();
    shown.push(...(await rawKeys(page)));
    await banner.getByRole('button', { name: 'Назад' }).click();

    await page.getByRole('banner').getByLabel('Настройки сайта').click();
    await expect(page.getByRole('banner').getByRole('combobox').first()).toBeVisible();
    shown.push(...(await rawKeys(page)));
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Вход' }).click();
    await expect(page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Войти' })).toBeVisible();
    shown.push(...(await rawKeys(page)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Вход' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Регистрация' }).click();
    await expect(page.getByRole('dialog', { name: 'Регистрация' }).getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
    shown.push(...(await rawKeys(page)));

    expect(shown).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the office screens of a signed-in player have all their words', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  const errors = messageErrors(page);
  const shown = await visit(page, ['/ru/office/account', '/ru/office/security', '/ru/office/settings', '/ru/office/history', '/ru/line', '/ru/slots']);
  expect(shown).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('the age gate', () => {
  test.use({ storageState: { cookies: [{ name: 'cookies_agree_type', value: 'ALL', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } });

  test('has all its words', async ({ page, request }) => {
    const errors = messageErrors(page);
    await patchSiteConfig(request, { ageConfirmation: { enabled: true, age: 21 } });
    const gate = page.getByRole('dialog', { name: 'Вам уже есть 21?' });
    // The config is in force once the server's page carries the gate's words (they travel only while
    // it is on); the gate itself opens after hydration, however long that takes on a loaded machine.
    await expect.poll(async () => (await (await request.get('/ru/contacts')).text()).includes('Вам уже есть 21?'), CONFIG_SETTLES).toBe(true);
    await page.goto('/ru/contacts');
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'Нет' }).click();
    await expect(gate.getByRole('alert')).toBeVisible();
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.afterEach(async ({ request }) => {
    await switchAgeGateOff(request);
  });
});
