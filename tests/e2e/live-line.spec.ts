import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend } from './support';
import { lockedName, picks, priceName } from './coupon-support';
import { E2E } from './ports.mjs';

// The live line in the browser: the feed reaches an open page, games start and end on
// the backend's clock, rows lead to event pages, the event page's tabs and search, the results.

interface ApiGame {
  id: number;
  sportId: number;
  team1: string;
  team2: string;
  sportSlug: string;
  champId: number;
  startsAt: string;
  score: string | null;
  markets: { id: number; name: string; group: string }[];
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const games = async (request: APIRequestContext, section: 'line' | 'live', extra = '') =>
  (await (await request.get(`/web-api/line/games?section=${section}&lng=ru${extra}`)).json()) as ApiGame[];
const setPrice = async (request: APIRequestContext, outcomeId: number, data: object) =>
  expect((await request.patch(control(`/line/outcomes/${outcomeId}`), { data })).status()).toBe(200);
/** A mark on the window: gone if the page reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('a price change reaches an open event page within 3 s without a reload, and flashes its direction', async ({ page, request }) => {
  const [pick] = await picks(request, [2]);
  await gotoReady(page, pick!.path);
  await markWindow(page);
  await setPrice(request, pick!.outcomeId, { price: 2.5 });
  const up = page.getByRole('button', { name: priceName(pick!, '2.50'), exact: true });
  await expect(up).toHaveClass(/odd--up/, { timeout: 3000 });
  await setPrice(request, pick!.outcomeId, { price: 2.2 });
  await expect(page.getByRole('button', { name: priceName(pick!, '2.20'), exact: true })).toHaveClass(/odd--down/, { timeout: 3000 });
  expect(await sameDocument(page)).toBe(true);
});

test('a suspended outcome locks on an open page and opens again', async ({ page, request }) => {
  const [pick] = await picks(request, [2]);
  await gotoReady(page, pick!.path);
  await setPrice(request, pick!.outcomeId, { suspended: true });
  const locked = page.getByRole('button', { name: lockedName(pick!), exact: true });
  await expect(locked).toBeDisabled({ timeout: 3000 });
  await setPrice(request, pick!.outcomeId, { suspended: false });
  await expect(page.getByRole('button', { name: pick!.name, exact: true })).toBeEnabled({ timeout: 3000 });
});

test('a line game goes live on an open page when the clock reaches its start, and its clock runs', async ({ page, request }) => {
  // Football: a sport with a running clock.
  const [game] = await games(request, 'line', '&sportId=1&limit=1');
  await gotoReady(page, `/ru/line/${game!.sportSlug}`);
  const row = page.getByRole('listitem').filter({ hasText: game!.team1 }).filter({ hasText: game!.team2 });
  await expect(row).not.toContainText('LIVE');
  await markWindow(page);
  // The simulator runs again and the clock goes to three minutes after the start.
  expect((await request.post(control('/line/freeze'), { data: { frozen: false } })).status()).toBe(200);
  const now = Date.parse(((await (await request.get(control('/clock'))).json()) as { now: string }).now);
  const offset = ((await (await request.get(control('/clock'))).json()) as { offsetSeconds: number }).offsetSeconds;
  const toStart = Math.ceil((Date.parse(game!.startsAt) - now) / 1000);
  expect((await request.post(control('/clock'), { data: { offsetSeconds: offset + toStart + 180 } })).status()).toBe(200);
  await expect(row).toContainText('LIVE', { timeout: 3000 });
  const minute = row.locator('.game-row__minute');
  const first = await minute.textContent();
  expect((await request.post(control('/clock'), { data: { offsetSeconds: offset + toStart + 180 + 600 } })).status()).toBe(200);
  await expect(minute).not.toHaveText(first ?? '', { timeout: 3000 });
  expect(await sameDocument(page)).toBe(true);
});

test('a finished game shows in the results with its final score, and leads to its event page', async ({ page, request }) => {
  const [game] = await games(request, 'live', '&limit=1');
  const winner = game!.markets[0]!.id;
  expect((await request.post(control(`/line/games/${game!.id}/result`), { data: { winners: [winner] } })).status()).toBe(200);
  await gotoReady(page, '/ru/results');
  const row = page.getByRole('listitem').filter({ hasText: game!.team1 }).filter({ hasText: game!.team2 });
  await expect(row).toContainText(game!.score!);
  await expect(row).toContainText('Завершён');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game!.team1);
  // A finished game takes no bets.
  await expect(page.getByRole('button', { name: /приём ставок приостановлен/ }).first()).toBeDisabled();
});

test('the results filter by sport and show nothing for a day without games', async ({ page, request }) => {
  const live = await games(request, 'live');
  const football = live.find((g) => g.sportSlug === 'football')!;
  const hockey = live.find((g) => g.sportSlug === 'ice-hockey')!;
  for (const game of [football, hockey]) {
    expect((await request.post(control(`/line/games/${game.id}/result`), { data: { winners: [game.markets[0]!.id] } })).status()).toBe(200);
  }
  await gotoReady(page, '/ru/results');
  await expect(page.getByRole('listitem').filter({ hasText: hockey.team1 })).toBeVisible();
  await page.getByLabel('Вид спорта').selectOption(String(football.sportId));
  await expect(page.getByRole('listitem').filter({ hasText: football.team1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: hockey.team1 })).toHaveCount(0);
  await page.getByLabel('Дата').fill('2001-01-01');
  await expect(page.getByRole('status').filter({ hasText: 'Завершённых событий по этим условиям нет.' })).toBeVisible();
});

test('an event row opens its event page, titled by the event', async ({ page, request }) => {
  const [game] = await games(request, 'line', '&limit=1');
  await gotoReady(page, '/ru/line');
  await page.getByRole('link', { name: `${game!.team1} ${game!.team2}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ru/line/${game!.sportSlug}/${game!.champId}/${game!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game!.team2);
  await expect(page).toHaveTitle(new RegExp(game!.team1));
});

test('the event page groups every market in tabs and finds outcomes by name', async ({ page, request }) => {
  const [game] = await games(request, 'line', '&sportId=1&limit=1');
  await gotoReady(page, `/ru/line/football/${game!.champId}/${game!.id}`);
  const outcomes = page.getByRole('tabpanel').getByRole('button');
  expect(await outcomes.count()).toBeGreaterThanOrEqual(40);
  await page.getByRole('tab', { name: 'Тоталы' }).click();
  await expect(page.getByRole('tab', { name: 'Тоталы' })).toHaveAttribute('aria-selected', 'true');
  for (const name of await outcomes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))) expect(name).toMatch(/[Тт]отал/);
  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Форы' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Форы' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Поиск по рынкам' }).fill('угловые');
  expect(await outcomes.count()).toBeGreaterThan(0);
  for (const name of await outcomes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))) expect(name).toContain('Угловые');
  await page.getByRole('searchbox', { name: 'Поиск по рынкам' }).fill('пенальти в овертайме');
  await expect(page.getByRole('status').filter({ hasText: 'По запросу «пенальти в овертайме» исходов нет.' })).toBeVisible();
});

test('an event page follows every market of its game; a list’s stream carries the main markets only', async ({ page, request }) => {
  const [game] = await games(request, 'line', '&sportId=1&limit=1');
  const full = (await (await request.get(`/web-api/line/games/${game!.id}?lng=ru`)).json()) as ApiGame;
  const corner = full.markets.find((m) => m.group !== 'main' && m.name.startsWith('Угловые'));
  expect(corner).toBeDefined();
  const streams: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/web-api/line/feed')) streams.push(r.url());
  });
  await gotoReady(page, `/ru/line/football/${game!.champId}/${game!.id}`);
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  expect(streams.at(-1)).not.toContain('markets=');
  await page.getByRole('searchbox', { name: 'Поиск по рынкам' }).fill(corner!.name);
  await setPrice(request, corner!.id, { price: 7.77 });
  await expect(page.getByRole('button', { name: `${corner!.name} 7.77, ${full.team1} — ${full.team2}`, exact: true })).toBeVisible({ timeout: 3000 });
  await gotoReady(page, '/ru/line');
  await expect.poll(() => streams.at(-1)).toContain('markets=main');
});

test('when the stream is cut the page says so quietly and still gets prices by polling', async ({ page, request }) => {
  await page.route('**/web-api/line/feed**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }));
  const [pick] = await picks(request, [2]);
  await gotoReady(page, pick!.path);
  await expect(page.getByRole('status').filter({ hasText: 'Связь с лентой прервана' })).toBeVisible();
  await setPrice(request, pick!.outcomeId, { price: 2.4 });
  // The snapshot is read every 5 s.
  await expect(page.getByRole('button', { name: priceName(pick!, '2.40'), exact: true })).toBeVisible({ timeout: 8000 });
});

test('the line is grouped by sport and championship, collapses, and filters by start time', async ({ page, request }) => {
  const top = await games(request, 'line', '&top=1&limit=100');
  await gotoReady(page, '/ru/line');
  const football = page.locator('details.line-group--sport').first();
  await expect(football.locator('> summary')).toContainText('Футбол');
  const rows = football.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await football.locator('> summary').click();
  await expect(rows.first()).toBeHidden();
  await page.getByRole('button', { name: 'Рекомендуем' }).click();
  await expect(page.getByRole('button', { name: 'Рекомендуем' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.line-board .game-row')).toHaveCount(top.length);
  await page.getByRole('button', { name: 'Все', exact: true }).click();
  expect(await page.locator('.line-board .game-row').count()).toBeGreaterThan(top.length);
});

test('the line follows the player’s settings: Asian view, short market names, game ids', async ({ page, context, request }) => {
  const [game] = await games(request, 'line', '&sportId=1&limit=1');
  await context.addCookies(
    [
      ['app_view_type', '1'],
      ['markets_name_type', '1'],
      ['app_preferences', 'isShowGameId:1'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: E2E.siteUrl })),
  );
  await gotoReady(page, '/ru/line/football');
  const row = page.locator('.game-row').filter({ hasText: game!.team1 }).filter({ hasText: game!.team2 });
  await expect(row).toContainText(`№ ${game!.id}`);
  // Asian: the handicap pair and the total pair, by their short names.
  await expect(row.locator('.odd__name')).toHaveText([/^Ф1/, /^Ф2/, /^ТБ/, /^ТМ/]);
});

test('multi live shows chosen live games side by side, four at most, and keeps the choice', async ({ page, request }) => {
  const live = await games(request, 'live');
  await gotoReady(page, '/ru/multi');
  const panels = page.locator('.multi-panel');
  // Nothing chosen yet: the first two live games.
  await expect(panels).toHaveCount(2);
  for (const game of live.slice(2, 4)) await page.getByRole('button', { name: new RegExp(`${game.team1} — ${game.team2}`) }).click();
  await expect(panels).toHaveCount(4);
  await expect(page.getByRole('button', { name: new RegExp(`${live[4]!.team1} — ${live[4]!.team2}`) })).toBeDisabled();
  await page.getByRole('button', { name: `Убрать из мультилайва: ${live[0]!.team1} — ${live[0]!.team2}` }).click();
  await expect(panels).toHaveCount(3);
  await page.reload();
  await expect(panels).toHaveCount(3);
  await expect(page.getByRole('region', { name: `${live[3]!.team1} — ${live[3]!.team2}` })).toBeVisible();
});
