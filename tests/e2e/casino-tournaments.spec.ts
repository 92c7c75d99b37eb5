import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { control, gotoReady, resetBackend, signIn } from './support';

// Casino tournaments (docs/tournaments-api.md): the list reached from the casino's menu with its
// sections and past winners; two seeded players join the running slot tournament, play real slot
// rounds through the play API, the page's leaderboard (polled every 10 s) orders them as the backend
// does; the control finish pays the winner the first prize and the page shows the winners. ru at
// 1366 px then 375 px, en at 1366 px then 375 px.

const PLAYER = 'player@example.com';
const SECOND = '+79990001122';
const SLOT_RACE = 1;
const SLOT_GAME = 3001;
const FIRST_PRIZE = 50_000;

interface ControlTournament {
  tournamentId: number;
  status: string;
  leaderboard: { login: string; score: number }[];
}

const mask = (login: string) => `${login.slice(0, 3)}***`;
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A request context signed in as a seeded player, talking to the site as its pages do (same origin). */
async function playerApi(request: APIRequestContext, login: string): Promise<APIRequestContext> {
  const response = await request.post(control('/session'), { data: { login } });
  expect(response.status()).toBe(200);
  const { cookies } = (await response.json()) as { cookies: { name: string; value: string }[] };
  return playwrightRequest.newContext({
    baseURL: E2E.siteUrl,
    extraHTTPHeaders: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), origin: E2E.siteUrl },
  });
}

/** Real slot rounds of 10 ₽ through the play API, as the game page plays them. */
async function playSlot(api: APIRequestContext, rounds: number, tag: string) {
  const session = await api.post('/web-api/casino/play/sessions?lng=en', { data: { gameId: SLOT_GAME, mode: 'real' } });
  expect(session.status()).toBe(201);
  const { sessionId } = (await session.json()) as { sessionId: string };
  for (let i = 0; i < rounds; i += 1) {
    const played = await api.post(`/web-api/casino/play/sessions/${sessionId}/rounds?lng=en`, { data: { stake: 10 }, headers: { 'Idempotency-Key': `${tag}-${i}` } });
    expect(played.status()).toBe(201);
  }
}

async function mainMoney(api: APIRequestContext): Promise<number> {
  const balance = (await (await api.get('/web-api/user/balance')).json()) as { all_accounts: { money: number; type: number; iso: string }[] };
  return balance.all_accounts.find((account) => account.type === 0 && account.iso === 'RUB')!.money;
}

async function slotRace(request: APIRequestContext): Promise<ControlTournament> {
  const all = (await (await request.get(control('/tournaments'))).json()) as ControlTournament[];
  return all.find((item) => item.tournamentId === SLOT_RACE)!;
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('ru: the casino menu leads to the tournaments, by status, with past winners; a guest is asked to sign in', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoReady(page, '/ru/casino-lobby');
  await page.getByRole('navigation', { name: 'Разделы казино' }).getByRole('link', { name: 'Турниры', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/bonus\/casino\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Турниры' })).toBeVisible();
  for (const section of ['Идут сейчас', 'Скоро начнутся', 'Завершённые']) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  const sprint = page.getByRole('article', { name: 'Осенний спринт' });
  await expect(sprint.getByRole('list', { name: 'Победители' }).getByRole('listitem')).toHaveText([/1\s*ale\*\*\*\s*×412,5/, /2\s*mar\*\*\*/, /3\s*sev\*\*\*/]);
  const race = page.getByRole('article', { name: 'Гонка северного сияния' });
  await expect(race.getByText(/До конца: 5 д 23 ч/)).toBeVisible();
  await expect(race.getByText(/99\s000,00\s₽/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSideScroll(page)).toBe(true);
  await race.getByRole('link', { name: 'Подробнее о турнире «Гонка северного сияния»' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Гонка северного сияния' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войдите, чтобы участвовать' })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Приз' }).first().getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('link', { name: 'Aurora Riches' })).toHaveAttribute('href', '/ru/slots/game/3001/aurora-riches');
  expect(await noSideScroll(page)).toBe(true);
});

test('en: two players join and play, the leaderboard orders them; the finish pays the winner and shows the winners', async ({ page, context, request }) => {
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(request, context, PLAYER);
  await gotoReady(page, `/en/bonus/casino/tournaments/${SLOT_RACE}`);
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByText('You are taking part')).toBeVisible();
  await expect(page.getByText('You are not on the leaderboard yet: play a round of at least RUB 10.00 on the tournament’s games.')).toBeVisible();

  const player = await playerApi(request, PLAYER);
  const second = await playerApi(request, SECOND);
  const joined = await second.post(`/web-api/casino/tournaments/${SLOT_RACE}/join?lng=en`, { data: {}, headers: { 'Idempotency-Key': 'e2e-second-join' } });
  expect(joined.status()).toBe(201);
  await playSlot(player, 4, 'e2e-player');
  await playSlot(second, 4, 'e2e-second');

  // The page reads the leaderboard again every 10 s: both rows come without a reload, in the backend's order.
  const order = (await slotRace(request)).leaderboard.map((row) => row.login);
  expect([...order].sort()).toEqual([SECOND, PLAYER].sort());
  const board = page.getByRole('table').filter({ hasText: 'Player' });
  await expect(board.getByRole('row')).toHaveCount(3, { timeout: 15_000 });
  await expect(board.getByRole('row').nth(1)).toContainText(mask(order[0]!));
  await expect(board.getByRole('row').nth(2)).toContainText(mask(order[1]!));
  await expect(board.locator('tr[aria-current="true"]')).toContainText('pla*** (you)');

  const winner = order[0] === PLAYER ? player : second;
  const before = await mainMoney(winner);
  const finished = await request.post(control(`/tournaments/${SLOT_RACE}/finish`));
  expect(finished.status()).toBe(200);
  expect(((await finished.json()) as ControlTournament).status).toBe('finished');
  expect(await mainMoney(winner)).toBeCloseTo(before + FIRST_PRIZE, 2);
  const ledger = (await (await request.get(control('/ledger/check'))).json()) as { ok: boolean };
  expect(ledger.ok).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Winners' })).toBeVisible();
  const winners = page.getByRole('table').filter({ hasText: 'Player' });
  await expect(winners.getByRole('row').nth(1)).toContainText(mask(order[0]!));
  await expect(winners.getByRole('row').nth(1)).toContainText('RUB 50,000.00');
  expect(await noSideScroll(page)).toBe(true);
  await player.dispose();
  await second.dispose();
});
