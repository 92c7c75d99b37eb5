import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';

// The site outlives its backend (docs/site-proxy.md "When the backend does not answer"). `npm
// start` (scripts/start.mjs) runs here over the tests' build, with a reference backend of its own;
// the spec kills that backend with a placement in flight whose answer it keeps from the page (the
// bet went through, the player never heard), and holds the restart back by stopping the supervisor
// (SIGSTOP) while it looks at the site: pages answer with their error block, the API prefixes with
// a JSON 503 carrying the security headers, and the coupon says it is checking, across a reload.
// Let go, start.mjs starts the backend again, and the coupon, sending the same placement with the
// same key, shows the bet the backend kept (docs/coupon-api.md "Idempotency"), placed once.

const SITE = E2E.supervisedSiteUrl;
const BACKEND = E2E.supervisedBackendUrl;
const PLAYER = 'player@example.com';
const CHECKING = 'Нет ответа от сервера. Проверяем, принята ли ставка…';
/** Up to the site's first answer: Next's start on a loaded machine (the build is the tests'). */
const STARTS = { timeout: 120_000, intervals: [250, 500, 1000] };
/** A restart waits 0.5 s, then the backend opens its database; the coupon checks every ≤ 10 s. */
const COMES_BACK = { timeout: 45_000 };

const control = (path: string) => `${BACKEND}/__control${path}`;

interface Supervisor {
  process: ChildProcess;
  log: () => string;
}

/** `npm start` as a player's machine runs it, on the supervised ports, serving the tests' build. */
function startSite(): Supervisor {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E.supervisedSitePort),
    BACKEND_PORT: String(E2E.supervisedBackendPort),
    BACKEND_DB: E2E.supervisedDatabase,
    NEXT_DIST_DIR: E2E.distDir,
    SITE_URL: SITE,
    LINE_SIMULATION: 'off',
  };
  // Unset: start.mjs runs (and watches) the reference backend itself.
  delete env.BACKEND_URL;
  delete env.SITE_CACHE_URLS;
  // A process group of its own, so whatever happens the spec can end all of it.
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, log: () => output };
}

/** The pids of the reference backends start.mjs started, in order. */
function backendPids(log: string): number[] {
  return [...log.matchAll(/reference backend (?:started|restarted) \(pid (\d+)\)/g)].map((match) => Number(match[1]));
}

async function answers(request: APIRequestContext, url: string): Promise<number> {
  try {
    return (await request.get(url, { maxRedirects: 0, timeout: 5000 })).status();
  } catch {
    return 0;
  }
}

/** An open line outcome at price 2 and its button's name on its event page. */
async function pick(request: APIRequestContext) {
  const [open] = (await (await request.get(control('/line/outcomes?section=line&limit=1'))).json()) as { outcomeId: number; gameId: number }[];
  expect((await request.patch(control(`/line/outcomes/${open!.outcomeId}`), { data: { price: 2 } })).status()).toBe(200);
  const game = (await (await request.get(`${SITE}/web-api/line/games/${open!.gameId}?lng=ru`)).json()) as {
    team1: string;
    team2: string;
    sportSlug: string;
    champId: number;
    markets: { id: number; name: string }[];
  };
  const market = escape(game.markets.find((m) => m.id === open!.outcomeId)?.name ?? '');
  const event = escape(`${game.team1} — ${game.team2}`);
  // The price button's name: the event, the market and the price, in either order the site has
  // written them ("Спартак — Зенит, П1: 2.00"; "П1 2.00, Спартак — Зенит", a short label followed
  // by the market's full name).
  const name = new RegExp(`^(${event}, ${market}: 2\\.00|${market} 2\\.00, ${event}|.+ 2\\.00, ${event}, ${market})$`);
  return { name, path: `/ru/line/${game.sportSlug}/${game.champId}/${open!.gameId}` };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const slip = (page: Page) => page.getByRole('complementary', { name: 'Купон' });

test('killed, the backend is started again by start.mjs; meanwhile pages keep answering, the API answers 503, and the lost bet is found by its key', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const supervisor = startSite();
  const pid = supervisor.process.pid!;
  try {
    await expect.poll(async () => [await answers(request, control('/health')), await answers(request, `${SITE}/ru`)], STARTS).toEqual([200, 200]);
    expect((await request.post(control('/reset'))).status()).toBe(200);
    const { cookies } = (await (await request.post(control('/session'), { data: { login: PLAYER } })).json()) as { cookies: { name: string; value: string }[] };
    const context = await browser.newContext({ baseURL: SITE });
    await context.addCookies([
      { name: 'cookies_agree_type', value: 'ALL', url: SITE },
      ...cookies.map((cookie) => ({ name: cookie.name, value: cookie.value, url: SITE })),
    ]);
    const page = await context.newPage();
    const { name, path } = await pick(request);
    const firstCheck = page.waitForResponse((response) => response.url().includes('/web-api/user/checksession'));
    await page.goto(path);
    await firstCheck;
    const button = page.getByRole('button', { name });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await slip(page).getByRole('textbox', { name: 'Сумма ставки' }).fill('100');

    // The placement reaches the backend, which places the bet; then, before its answer gets back
    // to the page, the supervisor is held and the backend killed, a page and an API call in flight.
    const [backendPid] = backendPids(supervisor.log());
    const lost: {
      placed?: { status: number; couponId: number; key: string };
      inFlight?: Promise<[{ status: number; ms: number; html: string }, { status: number; body: unknown }]>;
    } = {};
    await page.route(
      '**/web-api/coupon/place*',
      async (route) => {
        const answer = await route.fetch();
        lost.placed = { status: answer.status(), couponId: ((await answer.json()) as { couponId: number }).couponId, key: route.request().headers()['idempotency-key']! };
        process.kill(pid, 'SIGSTOP');
        const started = Date.now();
        lost.inFlight = Promise.all([
          request.get(`${SITE}/ru/line`).then(async (response) => ({ status: response.status(), ms: Date.now() - started, html: await response.text() })),
          request.get(`${SITE}/web-api/line/games?lng=ru`).then(async (response) => ({ status: response.status(), body: await response.json() })),
        ]);
        process.kill(backendPid!, 'SIGKILL');
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await slip(page).getByRole('button', { name: 'Сделать ставку' }).click();
    await expect(slip(page).getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
    expect(lost.placed).toMatchObject({ status: 200 });
    const placed = lost.placed!;

    // In flight when the backend died: the page answered with its frame, the API call with the 503.
    const [inFlightPage, inFlightApi] = await lost.inFlight!;
    expect(inFlightPage.status).toBe(200);
    expect(inFlightPage.ms).toBeLessThan(5000);
    expect(inFlightPage.html).toMatch(/<header class="site-header"/);
    expect(inFlightPage.html).toMatch(/<footer class="site-footer"/);
    expect(inFlightApi).toEqual({ status: 503, body: { errors: [{ code: 'backend_unavailable', detail: expect.any(String) }] } });

    // While it is down: a page answers within 5 s with its frame and the friendly error block…
    const started = Date.now();
    const line = await request.get(`${SITE}/ru/line`);
    const html = await line.text();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(line.status()).toBe(200);
    expect(html).toMatch(/<header class="site-header"/);
    expect(html).toMatch(/<h1 class="page-title">Линия<\/h1><div class="error-state" role="alert" data-render-fault=""><p>Страница временно недоступна/);
    // …an API path a JSON 503 with Retry-After and the security headers of every API answer…
    const api = await request.get(`${SITE}/web-api/user/checksession`);
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ errors: [{ code: 'backend_unavailable', detail: expect.any(String) }] });
    expect(api.headers()).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // …and the coupon, reloaded, still says it is checking.
    await page.reload();
    await expect(slip(page).getByRole('status').filter({ hasText: CHECKING })).toBeVisible({ timeout: 15_000 });
    expect(backendPids(supervisor.log())).toHaveLength(1);

    // Let go: start.mjs starts the backend again and says so; the site never stopped.
    const replayed = page.waitForResponse((response) => response.url().includes('/web-api/coupon/place') && response.status() === 200, COMES_BACK);
    process.kill(pid, 'SIGCONT');
    await expect.poll(() => backendPids(supervisor.log()).length, COMES_BACK).toBe(2);
    expect(supervisor.log()).toMatch(/reference backend stopped \(signal SIGKILL\) after [\d.]+ s; restart 1 in 0\.5 s/);
    await expect.poll(() => answers(request, control('/health')), COMES_BACK).toBe(200);

    // The coupon's check, same key, finds the bet the backend kept: shown placed, placed once.
    const replay = await replayed;
    expect(replay.request().headers()['idempotency-key']).toBe(placed.key);
    expect(replay.headers()['idempotency-replayed']).toBe('true');
    await expect(slip(page).getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible();
    await expect(slip(page).getByText(`Купон № ${placed.couponId}`)).toBeVisible();
    await expect(slip(page).getByRole('status').filter({ hasText: CHECKING })).toHaveCount(0);
    const bets = (await (await request.get(control(`/bets/${PLAYER}`))).json()) as { couponId: number }[];
    expect(bets.map((bet) => bet.couponId)).toEqual([placed.couponId]);
    // The header, rendered while the backend was down, says so and offers its retry; the stake
    // was taken once.
    await page.getByRole('banner').getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByLabel('Баланс', { exact: true })).toContainText('9 900');
    await context.close();

    // Ctrl-C still stops everything: the supervisor, the backend and the site.
    process.kill(pid, 'SIGINT');
    await expect.poll(() => supervisor.process.exitCode, COMES_BACK).toBe(0);
    await expect.poll(async () => [await answers(request, control('/health')), await answers(request, `${SITE}/ru`)], COMES_BACK).toEqual([0, 0]);
  } finally {
    // Whatever failed: nothing of this start is left running (its own process group).
    for (const signal of ['SIGCONT', 'SIGKILL'] as const) {
      try {
        process.kill(-pid, signal);
      } catch {
        // The group is gone already.
      }
    }
  }
});
