import { expect, test, type Page } from '@playwright/test';
import { gotoReady, resetBackend, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The header's quick settings, opened. */
async function openQuickSettings(page: Page) {
  const header = page.getByRole('banner');
  await header.getByLabel('Site settings').click();
  await expect(header.getByRole('combobox', { name: 'Odds format' })).toBeVisible();
  return header;
}

/** A start time as the site shows it in a line row at a fixed offset (en, 24-hour clock). */
function rowTimeAt(iso: string, offsetHours: number) {
  const shifted = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  return new Intl.DateTimeFormat('en', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', hourCycle: 'h23' }).format(shifted);
}

// The default storage state has answered the cookie question with ALL.
test('a guest’s odds format, time zone and theme are remembered and already in the server’s HTML', async ({ page, context }) => {
  await gotoReady(page, '/en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const header = await openQuickSettings(page);
  await header.getByRole('combobox', { name: 'Odds format' }).selectOption({ label: 'American (-118)' });
  await header.getByRole('combobox', { name: 'Time zone' }).selectOption({ label: 'UTC+05:30' });
  await header.getByRole('radio', { name: 'Light' }).check();
  // Applied at once, without a reload.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(header.getByRole('status')).toBeEmpty();

  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.coef_view_id?.value).toBe('2');
  expect(cookies.tzo?.value).toBe('5.5');
  expect(cookies.app_theme).toMatchObject({ value: '0', sameSite: 'Lax', httpOnly: false, path: '/' });
  // Default lifetime 86400 s (shell-and-routing.md §9).
  expect(cookies.app_theme!.expires - Date.now() / 1000).toBeGreaterThan(86400 - 120);
  expect(cookies.app_theme!.expires - Date.now() / 1000).toBeLessThanOrEqual(86400 + 5);

  // The HTML the server sends (the page's request context carries the same cookies).
  const html = await (await page.request.get('/en')).text();
  expect(html).toMatch(/<html[^>]*data-theme="light"/);
  expect(html).toMatch(/<html[^>]*data-view-type="european"/);
  const row = /<time class="game-row__time" datetime="([^"]+)">([^<]+)<\/time>/i.exec(html);
  expect(row, 'a top line event with a start time on the home page').not.toBeNull();
  expect(row![2]).toBe(rowTimeAt(row![1]!, 5.5));
  // Prices in the chosen American format, already in the HTML.
  expect(html).toMatch(/<span class="odd__coef">[+-]\d+<\/span>/);
  expect(html).not.toMatch(/<span class="odd__coef">\d+\.\d\d<\/span>/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f3f5f8');
  const again = await openQuickSettings(page);
  await expect(again.getByRole('combobox', { name: 'Odds format' })).toHaveValue('2');
  await expect(again.getByRole('combobox', { name: 'Time zone' })).toHaveValue('5.5');
  await expect(again.getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('the Asian view offers only the Asian formats and the choice survives a reload', async ({ page, request, context }) => {
  await signIn(request, context, 'player@example.com');
  await gotoReady(page, '/en/office/settings');
  const content = page.locator('main');
  await expect(content.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await content.getByRole('radio', { name: 'Asian' }).check();
  const format = content.getByRole('combobox', { name: 'Odds format' });
  await expect(format.getByRole('option')).toHaveText(['Decimal (1.85)', 'Hong Kong (0.85)', 'Malay (0.85)', 'Indonesian (-1.18)']);
  await format.selectOption({ label: 'Malay (0.85)' });
  await content.getByRole('switch', { name: '12-hour clock' }).check();
  await content.getByRole('switch', { name: 'Show event number' }).check();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-view-type', 'asian');
  await expect(content.getByRole('radio', { name: 'Asian' })).toBeChecked();
  await expect(format).toHaveValue('5');
  await expect(content.getByRole('switch', { name: '12-hour clock' })).toBeChecked();
  await expect(content.getByRole('switch', { name: 'Show event number' })).toBeChecked();
});

test.describe('without consent to functional cookies', () => {
  // A first visit: no consent cookie yet; the visitor refuses functional cookies in the banner.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a change applies for the page, is not written, says so, and is gone after a reload', async ({ page, context }) => {
    await gotoReady(page, '/en');
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await banner.getByRole('button', { name: 'Customise' }).click();
    await banner.getByRole('checkbox', { name: /Functionality/ }).uncheck();
    await banner.getByRole('button', { name: 'Accept selected' }).click();
    await expect(banner).toBeHidden();

    const header = await openQuickSettings(page);
    await header.getByRole('radio', { name: 'Light' }).check();
    await header.getByRole('combobox', { name: 'Time zone' }).selectOption({ label: 'UTC−03:00' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const note = header.getByRole('status');
    await expect(note).toContainText('This setting lasts until you reload the page');
    await expect(note.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/en/cookies');

    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain('cookies_agree_type');
    expect(names).not.toContain('app_theme');
    expect(names).not.toContain('tzo');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const again = await openQuickSettings(page);
    await expect(again.getByRole('combobox', { name: 'Time zone' })).toHaveValue('3');
  });
});
