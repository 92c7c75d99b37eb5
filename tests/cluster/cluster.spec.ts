import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { gotoReady } from '../e2e/support';
import { allInstancesAnswer, cluster, control, instanceBack, killInstance, resetBackend } from './support';

// The site as a cluster (docs/scaling.md): two instances behind nginx share their kept pages
// through Redis, a control change purges them on both, the client address is still the one nginx
// saw (docs/site-proxy.md), an instance that dies costs no visitor a request, and a live page
// whose stream dies with its instance picks it up through the balancer from its last event.

const CONTACTS_TEXT = 'Служба поддержки BetSite работает круглосуточно';
const REGISTRATION_LINK = 'href="/ru/registration"';
const [A, B] = [cluster.instanceUrl(1), cluster.instanceUrl(2)];

test.beforeEach(async ({ request }) => {
  await allInstancesAnswer(request);
  await resetBackend(request);
});

test('a page kept on one instance is served by the other from the shared cache, not rendered again', async ({ request }) => {
  // A change the page shows: any copy kept from before it (an instance's own, the build's) is out
  // of date, so only the copy instance A renders now can carry it.
  expect((await request.patch(control('/site-config'), { data: { registrationEnabled: false } })).status()).toBe(200);
  const rendered = await request.get(`${A}/ru/contacts`);
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect(await rendered.text()).not.toContain(REGISTRATION_LINK);
  const kept = await request.get(`${B}/ru/contacts`);
  expect(kept.status()).toBe(200);
  expect(kept.headers()['x-nextjs-cache']).toBe('HIT');
  const html = await kept.text();
  expect(html).toContain(`<p>${CONTACTS_TEXT}`);
  expect(html).not.toContain(REGISTRATION_LINK);
});

test('a control change purges the kept page on every instance at once', async ({ request }) => {
  await request.get(`${A}/ru`);
  for (const instance of [A, B]) {
    const kept = await request.get(`${instance}/ru`);
    expect(kept.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await kept.text()).toContain(REGISTRATION_LINK);
    // Each instance has just read the site config too (a page with a query is rendered per
    // request), so a copy of it that the purge missed would show below.
    expect((await request.get(`${instance}/ru/contacts?from=cluster`)).status()).toBe(200);
  }
  expect((await request.patch(control('/site-config'), { data: { registrationEnabled: false } })).status()).toBe(200);
  // The first page after the change on either instance, not one after a copy ages out.
  for (const instance of [B, A]) expect(await (await request.get(`${instance}/ru`)).text()).not.toContain(REGISTRATION_LINK);
  expect(await (await request.get('/ru')).text()).not.toContain(REGISTRATION_LINK);
});

test('behind the balancer the client address is still the socket\'s: 12 wrong passwords with a new X-Forwarded-For each meet the captcha', async ({ request }) => {
  const codes: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    // A different unknown login each time: only the per-address count can bring the captcha. nginx
    // adds the client's address after what the client wrote, and the instances believe that one.
    const answer = await request.post('/web-api/user/auth/login', {
      data: { login: `nobody${i}@example.com`, password: 'wrong-password' },
      headers: { 'X-Forwarded-For': `198.51.100.${i}`, 'X-Real-IP': `192.0.2.${i}` },
    });
    codes.push(((await answer.json()) as { errors: { code: string }[] }).errors[0]!.code);
  }
  expect(codes).toEqual([...Array(3).fill('wrong_credentials'), ...Array(9).fill('captcha_required')]);
});

test('an instance killed while 20 visitors load pages through the balancer for 30 s: no request fails, and it is started again', async ({ request }) => {
  test.setTimeout(90_000);
  const pages = ['/ru', '/ru/contacts', '/ru/line', '/en/contacts', '/ru/rules/1', '/ru/slots'];
  // Kept once, so what the visitors load is what guests get (docs/cached-pages.md).
  for (const page of pages) expect((await request.get(page)).status()).toBe(200);
  const failures: string[] = [];
  let served = 0;
  const end = Date.now() + 30_000;
  const visitor = async (first: number) => {
    for (let i = first; Date.now() < end; i += 1) {
      const page = pages[i % pages.length]!;
      try {
        const answer = await fetch(`${cluster.url}${page}`);
        // A cut answer throws here.
        await answer.arrayBuffer();
        if (answer.status >= 500) failures.push(`${page}: ${answer.status}`);
        else served += 1;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        failures.push(`${page}: ${cause ?? (error as Error).message}`);
      }
    }
  };
  const load = Promise.all(Array.from({ length: 20 }, (_, i) => visitor(i)));
  // Killed in the middle of the load, with requests on their way to it.
  await expect.poll(() => served, { timeout: 20_000 }).toBeGreaterThan(100);
  const killed = killInstance(1);
  await load;
  expect(failures).toEqual([]);
  expect(served).toBeGreaterThan(200);
  await instanceBack(request, 1, killed);
});

interface LivePick {
  outcomeId: number;
  event: string;
}

/** Open outcomes of `count` live games, each with its game's name as its price button says it. */
async function livePicks(request: APIRequestContext, count: number): Promise<LivePick[]> {
  const open = (await (await request.get(control(`/line/outcomes?section=live&limit=${count}`))).json()) as { outcomeId: number; gameId: number }[];
  expect(new Set(open.map((o) => o.gameId)).size).toBe(count);
  return Promise.all(
    open.map(async ({ outcomeId, gameId }) => {
      const game = (await (await request.get(`/web-api/line/games/${gameId}?lng=ru`)).json()) as { team1: string; team2: string };
      return { outcomeId, event: `${game.team1} — ${game.team2}` };
    }),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A price button's name: its label and price, then the game, then perhaps the market's full name (components/sport/Odd.tsx). */
const priceButton = (pick: LivePick, price: number) => ({ name: new RegExp(` ${escape(price.toFixed(2))}, ${escape(pick.event)}(, |$)`) });

async function setPrice(request: APIRequestContext, pick: LivePick, price: number) {
  expect((await request.patch(control(`/line/outcomes/${pick.outcomeId}`), { data: { price } })).status()).toBe(200);
}

test('a live page whose stream dies with its instance reconnects through the balancer and shows every change made meanwhile', async ({ page, request }) => {
  test.setTimeout(120_000);
  const picks = await livePicks(request, 3);
  const streams: Request[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/web-api/line/feed')) streams.push(sent);
  });
  await gotoReady(page, '/ru/live');
  await setPrice(request, picks[0]!, 3.03);
  await expect(page.getByRole('button', priceButton(picks[0]!, 3.03))).toBeVisible();
  // From here prices reach the page by its stream alone: the snapshot, which the page reads while
  // its stream is down (and after a `reset` event, when the replay missed something), is refused.
  await page.route('**/web-api/line/snapshot**', (route) => route.abort());

  // The stream is on one instance; the balancer chose which. Kill instance 1, then (if the stream
  // was not on it) instance 2, which then holds it: each time the prices change while the instance
  // is dead, and each change must reach the page.
  let cutOn = 0;
  for (const n of [1, 2]) {
    const opened = streams.length;
    const killed = killInstance(n);
    const prices = picks.map((_, i) => 10 + n + i / 10);
    // Two changes of the first outcome: the page shows the last one, by way of the first.
    await setPrice(request, picks[0]!, 20 + n);
    for (const [i, pick] of picks.entries()) await setPrice(request, pick, prices[i]!);
    for (const [i, pick] of picks.entries()) await expect(page.getByRole('button', priceButton(pick, prices[i]!))).toBeVisible({ timeout: 20_000 });
    // A new stream was opened: this instance held the old one.
    if (streams.length > opened) {
      cutOn = n;
      break;
    }
    await instanceBack(request, n, killed);
  }
  expect(cutOn).toBeGreaterThan(0);
  // Resumed from its last event, with nothing missed: the page is back on its stream, not polling.
  await expect(page.getByRole('status').filter({ hasText: 'Связь с лентой прервана' })).toHaveCount(0);
  // Still live: a change now arrives by the new stream.
  await setPrice(request, picks[1]!, 4.04);
  await expect(page.getByRole('button', priceButton(picks[1]!, 4.04))).toBeVisible();
});
