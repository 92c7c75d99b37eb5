import { expect, test } from '@playwright/test';

// The language prefix (shell-and-routing.md §2): a path without one goes to the current language — the lng
// cookie, then Accept-Language, then ru — keeping the rest of the path and the query.
test.describe('language redirect over HTTP', () => {
  const noRedirect = { maxRedirects: 0 } as const;

  test('the root goes to /ru with no cookie and no Accept-Language', async ({ request }) => {
    const response = await request.get('/', { ...noRedirect, headers: { 'Accept-Language': '' } });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe('/ru');
  });

  test('Accept-Language picks the language', async ({ request }) => {
    const response = await request.get('/', { ...noRedirect, headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(response.headers()['location']).toBe('/en');
  });

  test('the lng cookie wins over Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      ...noRedirect,
      headers: { 'Accept-Language': 'en-US', Cookie: 'lng=tr' },
    });
    expect(response.headers()['location']).toBe('/tr');
  });

  test('a cookie naming no language is ignored', async ({ request }) => {
    const response = await request.get('/', { ...noRedirect, headers: { 'Accept-Language': 'uk', Cookie: 'lng=xx' } });
    expect(response.headers()['location']).toBe('/uk');
  });

  test('the rest of the path and the query are kept', async ({ request }) => {
    const response = await request.get('/slots?category=new&utm_source=x', {
      ...noRedirect,
      headers: { 'Accept-Language': '' },
    });
    expect(response.headers()['location']).toBe('/ru/slots?category=new&utm_source=x');
  });

  test('an unknown two-letter language is a 404 page, not a redirect', async ({ request }) => {
    const response = await request.get('/xx/slots', { ...noRedirect, headers: { 'Accept-Language': 'en' } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });
});

test.describe('language in the browser', () => {
  test('a Russian browser lands on /ru with <html lang="ru">', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-GB' });

    test('lands on /en', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('the switcher keeps the page, and the choice is remembered for unprefixed URLs', async ({ page, context }) => {
    await page.goto('/ru/slots/new?utm_source=mail');
    await page.getByRole('banner').getByLabel('Язык: Русский').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/slots\/new\?utm_source=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveAttribute('aria-current', 'page');
    const lng = (await context.cookies()).find((c) => c.name === 'lng');
    expect(lng?.value).toBe('en');
    expect(lng?.sameSite).toBe('Lax');
    await page.goto('/live');
    await expect(page).toHaveURL(/\/en\/live$/);
  });
});
