import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, gotoReady, resetBackend, signIn } from './support';

// Seeded users (backend/src/seed/users.ts), password Player123! for all: player@example.com has
// payments, fresh@example.com none, terms@example.com has terms to accept.
const PASSWORD = 'Player123!';
const NOT_FOUND_RU = 'Страницы по этому адресу нет.';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The seed's esports championships (backend/src/seed/sports.ts): 701 Counter-Strike 2, 702 Dota 2. */
async function esportsGameOf(request: APIRequestContext, champId: number): Promise<{ id: number; team1: string; team2: string; isLive: boolean }> {
  const games = (await (await request.get(`${E2E.backendUrl}/web-api/line/games?champId=${champId}&lng=ru`)).json()) as Array<{ id: number; team1: string; team2: string; isLive: boolean }>;
  expect(games.length, `games of championship ${champId}`).toBeGreaterThan(0);
  return games[0]!;
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_RU)).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
}

test.describe('esports pages show what their address names', () => {
  test('the kind lists its disciplines, each leading to its own page', async ({ page }) => {
    await page.goto('/ru/esports/real');
    const disciplines = page.getByRole('navigation', { name: 'Дисциплины' });
    await expect(disciplines.getByRole('link', { name: 'Counter-Strike 2' })).toBeVisible();
    await disciplines.getByRole('link', { name: 'Dota 2' }).click();
    await expect(page).toHaveURL(/\/ru\/esports\/real\/dota-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dota 2' })).toBeVisible();
  });

  test('a discipline shows its own championships and games only', async ({ page }) => {
    await page.goto('/ru/esports/real/dota-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Dota 2' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dota 2. Премьер-серия' })).toBeVisible();
    await expect(page.getByText('Team Liquid').first()).toBeVisible();
    await expect(page.getByText('FaZe Clan')).toHaveCount(0);
  });

  test('championship 701 shows Counter-Strike games, not Dota', async ({ page }) => {
    await page.goto('/ru/esports/real/counter-strike-2/701');
    await expect(page.getByRole('heading', { level: 1, name: 'Counter-Strike 2. Про-лига' })).toBeVisible();
    await expect(page.getByText('Natus Vincere').first()).toBeVisible();
    await expect(page.getByText('Team Liquid')).toHaveCount(0);
    await expect(page).toHaveTitle(/Counter-Strike 2\. Про-лига/);
  });

  test('a match page is the event page of that match', async ({ page, request }) => {
    const game = await esportsGameOf(request, 701);
    await page.goto(`/ru/esports/real/counter-strike-2/701/${game.isLive ? 'live' : 'line'}/${game.id}`);
    const teams = page.getByRole('heading', { level: 1 });
    await expect(teams).toContainText(game.team1);
    await expect(teams).toContainText(game.team2);
  });

  test('an address that names nothing is a 404 with a Russian line', async ({ page, request }) => {
    const dota = await esportsGameOf(request, 702);
    await expectNotFound(page, '/ru/esports/real/chess');
    await expectNotFound(page, '/ru/esports/real/dota-2/701');
    await expectNotFound(page, '/ru/esports/real/counter-strike-2/799');
    await expectNotFound(page, `/ru/esports/real/counter-strike-2/701/line/${dota.id}`);
  });
});

test.describe('a page of one thing is headed by it', () => {
  test('a provider’s page is headed by the provider, under the providers', async ({ page, request }) => {
    const providers = (await (await request.get(`${E2E.backendUrl}/web-api/casino/providers`)).json()) as Array<{ slug: string; name: string }>;
    const provider = providers[0]!;
    await page.goto(`/ru/providers/${provider.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(provider.name);
    await expect(page.getByRole('navigation', { name: 'Навигация', exact: true }).getByRole('link', { name: 'Провайдеры' })).toBeVisible();
    expect((await page.goto('/ru/providers/no-such-provider'))?.status()).toBe(404);
  });

  test('a promotion’s page is headed by its title', async ({ page, request }) => {
    const promotions = (await (await request.get(`${E2E.backendUrl}/web-api/promotions?lng=ru`)).json()) as Array<{ slug: string; title: string }>;
    const promotion = promotions[0]!;
    await page.goto(`/ru/promotions/${promotion.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(promotion.title);
    await expect(page).toHaveTitle(new RegExp(promotion.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
});

test.describe('a session the backend forgot while a page was open', () => {
  /**
   * The login page's first session check, sent once the page is hydrated (gotoReady): the page is
   * reached by a redirect the test does not make, and a field filled before hydration is emptied
   * by the form (seen in CI). Ask for it before the step that leads there.
   */
  const loginHydrated = (page: Page) => page.waitForRequest((sent) => sent.url().includes('/web-api/user/checksession') && sent.frame().url().includes('/user/login'));

  async function signInOnLoginPage(page: Page, hydrated: Promise<unknown>) {
    await hydrated;
    await page.getByLabel('E-mail, логин или ID').fill('player@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
  }

  test('the server render sends the visitor to the login page with his page, and back after sign-in', async ({ page, request, context }) => {
    await signIn(request, context, 'player@example.com');
    expect((await request.delete(control('/sessions/player@example.com'))).status()).toBe(200);
    const hydrated = loginHydrated(page);
    await page.goto('/ru/office/history');
    await expect(page).toHaveURL(/\/ru\/user\/login\?returnUrl=%2Fru%2Foffice%2Fhistory$/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('ua');
    await signInOnLoginPage(page, hydrated);
    await expect(page).toHaveURL(/\/ru\/office\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'История ставок' })).toBeVisible();
  });

  test('a client call that gets a 401 it cannot refresh goes to the login page once, and back after sign-in', async ({ page, request, context }) => {
    await signIn(request, context, 'player@example.com');
    await gotoReady(page, '/ru/office/historypay');
    await expect(page.getByRole('heading', { name: 'История платежей', level: 2 })).toBeVisible();
    expect((await request.delete(control('/sessions/player@example.com'))).status()).toBe(200);
    const sessionEnded: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().includes('/session-ended')) sessionEnded.push(r.url());
    });
    // The filter asks the backend again: 401, and the token refresh is refused too.
    const hydrated = loginHydrated(page);
    await page.getByLabel('Тип').selectOption('withdrawal');
    await expect(page).toHaveURL(/\/ru\/user\/login\?returnUrl=%2Fru%2Foffice%2Fhistorypay$/);
    expect(sessionEnded).toHaveLength(1);
    await signInOnLoginPage(page, hydrated);
    await expect(page).toHaveURL(/\/ru\/office\/historypay$/);
    await expect(page.getByRole('heading', { name: 'История платежей', level: 2 })).toBeVisible();
  });

  test('the handler signs nobody out: a live session goes straight back to its page', async ({ page, request, context }) => {
    await signIn(request, context, 'player@example.com');
    await page.goto('/session-ended?returnUrl=%2Fru%2Foffice%2Fhistory');
    await expect(page).toHaveURL(/\/ru\/office\/history$/);
    expect((await context.cookies()).map((c) => c.name)).toContain('ua');
  });
});

test.describe('small words', () => {
  test('the Russian 404 is Russian', async ({ page }) => {
    await expectNotFound(page, '/ru/no-such-page');
  });

  test('a withdrawal’s page offers another withdrawal, not a deposit', async ({ page }) => {
    await page.goto('/ru/onpay/withdraw/success');
    await expect(page.getByRole('link', { name: 'Вывести ещё' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Пополнить ещё' })).toHaveCount(0);
  });

  test('confirm-terms writes its date with one full stop', async ({ page, request, context }) => {
    await signIn(request, context, 'terms@example.com');
    await gotoReady(page, '/ru/confirm-terms');
    const published = page.getByText(/^Новая редакция опубликована /);
    await expect(published).toBeVisible();
    await expect(published).not.toHaveText(/\.\.$/);
    await expect(published).toHaveText(/\d{4} г\.$/);
  });

  test('an empty payment history offers the way to a deposit', async ({ page, request, context }) => {
    await signIn(request, context, 'fresh@example.com');
    await gotoReady(page, '/ru/office/historypay');
    await expect(page.getByText('Платежей пока нет.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Пополнить счёт' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/recharge$/);
  });

  test('an unknown coupon’s print page is headed and leads back', async ({ page }) => {
    await page.goto('/ru/print-coupon/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Купон не найден' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Мои ставки' })).toBeVisible();
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/ru$/);
  });
});
