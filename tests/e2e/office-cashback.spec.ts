import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// office/casino/vipcashback (docs/cashback-api.md): a player's real casino loss this week shows as
// "this week so far"; after the week ends on the backend clock and the weekly run, it is "to claim",
// is claimed, and the main balance rises by it; the ledger check holds. office/rewards and points
// (docs/rewards-api.md): points buy a free bet after a confirmation, the bonus lands on the bonus
// account; the public page shows the live terms. In ru at 375 px and en at 1366 px. The rounds are played through the play API with the player's own cookies, on a fixed
// seed whose first round wins nothing (tests/e2e/casino-game.spec.ts FIXED_WINS).

const PLAYER = 'player@example.com';
const SLOT_ID = 3001;
const STAKE = 500;
const CASHBACK = 25; // 5 % (Bronze) of a 500 ₽ loss

const WORDS = {
  ru: {
    heading: 'VIP-кешбэк',
    week: 'Эта неделя',
    loss: 'Чистый проигрыш',
    toClaim: 'К получению',
    empty: 'Сейчас нечего получать.',
    claim: 'Получить 25,00 ₽',
    claimed: 'Кешбэк 25,00 ₽ зачислен на основной счёт.',
    status: 'Получен',
    buy: 'Купить за 500 баллов',
    confirm: 'Купить',
    bought: 'Готово: «Фрибет 200,00 ₽» на бонусном счёте. Условия отыгрыша — в разделе бонусов.',
    balance: 'Баланс',
    points: '500 баллов',
    levels: 'Уровни',
    diamond: /Бриллиант\s*50\s000\s*10\s%\s*15\s%/,
    premiumClosed: 'Он открывается с уровня Платина (20 000 баллов). Вам осталось 19 000 баллов.',
  },
  en: {
    heading: 'VIP cashback',
    week: 'This week so far',
    loss: 'Net loss',
    toClaim: 'To claim',
    empty: 'Nothing to claim right now.',
    claim: 'Claim RUB 25.00',
    claimed: 'Cashback of RUB 25.00 was paid to your main account.',
    status: 'Claimed',
    buy: 'Buy for 500 points',
    confirm: 'Buy',
    bought: 'Done: “Free bet RUB 200.00” is on your bonus account. Its wagering terms are on the bonuses page.',
    balance: 'Balance',
    points: '500 points',
    levels: 'Levels',
    diamond: /Diamond\s*50,000\s*10%\s*15%/,
    premiumClosed: 'It opens at Platinum (20,000 points). You need 19,000 more points.',
  },
} as const;

/** A fetch from the page, with its cookies and origin (the request guard's same-origin check). */
async function fromPage(page: Page, path: string, body: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ path, body, headers }) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { path, body, headers },
  );
}

async function mainMoney(page: Page, accountId = 5001): Promise<number> {
  const balance = (await (await page.request.get('/web-api/user/balance')).json()) as { all_accounts: { id: number; money: number }[] };
  return balance.all_accounts.find((account) => account.id === accountId)!.money;
}

async function clockOffset(request: APIRequestContext): Promise<{ offsetSeconds: number; now: number }> {
  const clock = (await (await request.get(control('/clock'))).json()) as { offsetSeconds: number; now: string };
  return { offsetSeconds: clock.offsetSeconds, now: Date.parse(clock.now) };
}

/** Seconds from `now` to a minute past the next Monday 00:00 UTC: the week has ended. */
function toNextWeek(now: number): number {
  const date = new Date(now);
  const monday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - ((date.getUTCDay() + 6) % 7) * 86_400_000;
  return Math.ceil((monday + 7 * 86_400_000 - now) / 1000) + 60;
}

for (const { lng, width, height } of [
  { lng: 'ru', width: 375, height: 812 },
  { lng: 'en', width: 1366, height: 900 },
] as const) {
  const words = WORDS[lng];

  test.describe(`${lng} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: lng === 'ru' ? 'ru-RU' : 'en-US' });

    test('a casino loss this week becomes cashback to claim after the week ends, and is claimed', async ({ page, request, context }) => {
      await resetBackend(request);
      const { offsetSeconds } = await clockOffset(request);
      try {
        await signIn(request, context, PLAYER);
        const path = `/${lng}/office/casino/vipcashback`;
        await gotoReady(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
        await expect(page.getByText(words.empty)).toBeVisible();

        // One real round on a seed that wins nothing: a 500 ₽ loss.
        const session = await fromPage(page, `/web-api/casino/play/sessions?lng=${lng}`, { gameId: SLOT_ID, mode: 'real', clientSeed: 'e2e-client-seed' });
        expect(session.status).toBe(201);
        expect((await request.post(control('/casino/seed'), { data: { gameId: SLOT_ID, seed: 'e2e-slot-round-1' } })).status()).toBe(200);
        const round = await fromPage(page, `/web-api/casino/play/sessions/${String(session.json.sessionId)}/rounds?lng=${lng}`, { stake: STAKE }, { 'Idempotency-Key': `cashback-${lng}` });
        expect(round.status).toBe(201);
        expect((round.json.round as { win: number }).win).toBe(0);

        await gotoReady(page, path);
        const week = page.getByRole('region', { name: new RegExp(words.week) });
        await expect(week.getByText(words.loss)).toBeVisible();
        await expect(week).toContainText(lng === 'ru' ? '500,00 ₽' : 'RUB 500.00');
        await expect(week).toContainText(lng === 'ru' ? '25,00 ₽' : 'RUB 25.00');

        // The week ends on the backend clock; the weekly run computes it; the player signs in again.
        const { now } = await clockOffset(request);
        expect((await request.post(control('/clock'), { data: { offsetSeconds: offsetSeconds + toNextWeek(now) } })).status()).toBe(200);
        const run = (await (await request.post(control('/cashback/run'))).json()) as { items: { login: string; loss: number; amount: number; status: string }[] };
        expect(run.items).toEqual([expect.objectContaining({ login: PLAYER, loss: STAKE, amount: CASHBACK, status: 'computed' })]);
        await context.clearCookies();
        await signIn(request, context, PLAYER);
        await gotoReady(page, path);
        const before = await mainMoney(page);

        const toClaim = page.getByRole('region', { name: words.toClaim });
        await toClaim.getByRole('button', { name: words.claim }).click();
        await expect(toClaim.getByRole('status')).toHaveText(words.claimed);
        await expect(toClaim.getByText(words.empty)).toBeVisible();
        expect(await mainMoney(page)).toBe(before + CASHBACK);
        await expect(page.getByRole('region', { name: lng === 'ru' ? 'Прошлые недели' : 'Past weeks' })).toContainText(words.status);
        // Nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: test.info().outputPath(`cashback-${lng}-${width}.png`), fullPage: true });

        const listed = (await (await request.get(control(`/cashback/${PLAYER}`))).json()) as { status: string; amount: number }[];
        expect(listed).toEqual([expect.objectContaining({ status: 'claimed', amount: CASHBACK })]);
        expect(await (await request.get(control(`/ledger/${PLAYER}/check`))).json()).toEqual({ ok: true });
      } finally {
        await request.post(control('/clock'), { data: { offsetSeconds } });
      }
    });

    test('points buy a free bet after a confirmation; the points page shows the live terms', async ({ page, request, context }) => {
      await resetBackend(request);
      await signIn(request, context, PLAYER);
      expect((await request.post(control(`/rewards/${PLAYER}/opening`), { data: { points: 1000 } })).status()).toBe(200);
      await gotoReady(page, `/${lng}/office/rewards`);
      const bonusBefore = await mainMoney(page, 5002);
      const shop = page.getByRole('region', { name: lng === 'ru' ? 'Магазин' : 'Shop' });
      await shop.getByRole('button', { name: words.buy }).first().click();
      await shop.getByRole('button', { name: words.confirm, exact: true }).click();
      await expect(shop.getByRole('status')).toHaveText(words.bought);
      const balance = page.getByRole('region', { name: lng === 'ru' ? 'Ваши баллы' : 'Your points' });
      await expect(balance.getByText(words.balance, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(words.points);
      expect(await mainMoney(page, 5002)).toBe(bonusBefore + 200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`rewards-${lng}-${width}.png`), fullPage: true });
      // The free bet is a bonus with its wagering (GET /__control/bonuses/{login}, docs/bonuses.md).
      const bonuses = (await (await request.get(control(`/bonuses/${PLAYER}`))).json()) as unknown[];
      // Beside the seed's welcome bonus.
      expect(bonuses).toHaveLength(2);
      expect(bonuses).toContainEqual(expect.objectContaining({ amount: 200, wagerRequired: 200, status: 'active' }));
      expect(await (await request.get(control(`/ledger/${PLAYER}/check`))).json()).toEqual({ ok: true });

      // Silver: premium cashback is closed, and the page says which level opens it.
      await gotoReady(page, `/${lng}/office/casino/premiumcashback`);
      await expect(page.getByRole('note')).toContainText(words.premiumClosed);
      await page.screenshot({ path: test.info().outputPath(`premium-${lng}-${width}.png`) });

      await gotoReady(page, `/${lng}/points`);
      const levels = page.getByRole('region', { name: words.levels });
      await expect(levels.getByRole('row').last()).toHaveText(words.diamond);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`points-${lng}-${width}.png`), fullPage: true });
    });
  });
}
