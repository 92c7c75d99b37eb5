// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cashbackLedgerProblems } from '../../../backend/src/cashback/ledgerCheck';
import { casinoBackend, CASINO_NOW } from './casinoHelpers';
import { codeOf, DAY, HOUR, MAIN, MONDAY, NEXT_MONDAY, PLAYER_ID, rewardsBackend } from './cashbackHelpers';

// Claiming a week (docs/cashback-api.md "Claim"): once, into the main balance with its one `cashback`
// ledger row; not after the claim window; not under self-exclusion or a ban.

const RUB = 100;
const V3 = '/limit-service-api/api/external/web/v3';

async function computedWeek() {
  const b = await rewardsBackend();
  b.round({ stake: 3_000 * RUB, win: 1_000 * RUB, at: MONDAY + HOUR });
  await b.at(NEXT_MONDAY + HOUR);
  const screen = await b.get('/web-api/cashback?programme=vip');
  expect(screen.json.toClaim).toHaveLength(1);
  return { b, week: screen.json.toClaim[0] as { id: number; amount: number; expiresAt: string } };
}

describe('cashback: claiming a week', () => {
  it('pays the main balance once: a second claim answers the same state and moves nothing', async () => {
    const { b, week } = await computedWeek();
    expect(week).toMatchObject({ amount: 100, expiresAt: '2026-12-07T00:00:00.000Z' });
    const before = b.money();
    const first = await b.post(`/web-api/cashback/${week.id}/claim`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: week.id, status: 'claimed', amount: 100, claimedAt: '2026-11-30T01:00:00.000Z' });
    expect(b.money()).toBe(before + 100 * RUB);
    const again = await b.post(`/web-api/cashback/${week.id}/claim`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(b.money()).toBe(before + 100 * RUB);
    const rows = b.db.prepare("SELECT account_id, amount_minor, ref FROM ledger_entries WHERE kind = 'cashback'").all();
    expect(rows).toEqual([{ account_id: MAIN, amount_minor: 100 * RUB, ref: `cashback:${week.id}` }]);
    expect(cashbackLedgerProblems(b.db, PLAYER_ID)).toEqual([]);
    const screen = await b.get('/web-api/cashback?programme=vip');
    expect(screen.json.toClaim).toEqual([]);
    expect(screen.json.history[0]).toMatchObject({ id: week.id, status: 'claimed' });
    expect((await b.call('GET', '/__control/cashback/player@example.com')).json[0]).toMatchObject({ week: '2026-11-23', status: 'claimed', amount: 100 });
  });

  it('the ledger check finds a claimed week without its row, or a row no claim justifies', async () => {
    const { b, week } = await computedWeek();
    await b.post(`/web-api/cashback/${week.id}/claim`);
    b.db.prepare("UPDATE cashback_weeks SET status = 'computed' WHERE id = ?").run(week.id);
    expect(cashbackLedgerProblems(b.db, PLAYER_ID)).toEqual([{ ref: `cashback:${week.id}`, problem: 'cashback (computed): 1 row(s) of 100, expected 0 of 0' }]);
  });

  it('expires 7 days after the week: shown in the history, refused when claimed', async () => {
    const { b, week } = await computedWeek();
    await b.at(NEXT_MONDAY + 7 * DAY);
    const screen = await b.get('/web-api/cashback?programme=vip');
    expect(screen.json.toClaim).toEqual([]);
    expect(screen.json.history[0]).toMatchObject({ id: week.id, status: 'expired' });
    const claim = await b.post(`/web-api/cashback/${week.id}/claim`);
    expect(claim.status).toBe(409);
    expect(codeOf(claim)).toBe('cashback_expired');
    expect(b.db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE kind = 'cashback'").get()).toEqual({ n: 0 });
  });

  it('refuses a self-excluded player, a banned one, another player’s week and a stranger', async () => {
    const { b, week } = await computedWeek();
    const other = await b.post(`/web-api/cashback/${week.id}/claim`, {}, { cookie: `ua=${(await b.signIn('terms@example.com')).ua}` });
    expect(other.status).toBe(404);
    expect((await b.post(`/web-api/cashback/${week.id}/claim`, {}, {})).status).toBe(401);
    const banned = await b.post(`/web-api/cashback/${week.id}/claim`, {}, { cookie: `ua=${(await b.signIn('banned@example.com')).ua}` });
    expect(banned.status).toBe(403);
    expect(codeOf(banned)).toBe('banned');
    const saved = await b.call('POST', `${V3}/limits`, { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }, headers: b.headers });
    expect(saved.status).toBe(200);
    const excluded = await b.post(`/web-api/cashback/${week.id}/claim`);
    expect(excluded.status).toBe(403);
    expect(codeOf(excluded)).toBe('self_excluded');
    expect(b.db.prepare("SELECT status FROM cashback_weeks WHERE id = ?").get(week.id)).toEqual({ status: 'computed' });
  });

  it('from real rounds played through the casino: the loss, the claim, and the whole ledger check holds', async () => {
    const b = await casinoBackend();
    // Fixed seeds (the client's and each round's server seed): the same outcomes every run.
    const session = await b.session('slot', 'real', { clientSeed: 'e2e-client-seed' });
    for (let i = 0; i < 6; i += 1) {
      await b.forceSeed(b.gameOf('slot'), `e2e-slot-round-${i + 1}`);
      expect((await b.round(session.sessionId, { stake: 50 })).status).toBe(201);
    }
    const played = await b.rounds();
    const loss = Math.round(played.reduce((sum, r) => sum + r.stake - (r.win ?? 0), 0) * 100) / 100;
    expect(loss).toBeGreaterThan(0);
    const soFar = await b.call('GET', '/web-api/cashback?programme=vip', { headers: b.headers });
    expect(soFar.json.currentWeek.items).toEqual([{ currency: 'RUB', staked: 300, won: Math.round((300 - loss) * 100) / 100, loss, amount: Math.floor(loss * 5) / 100 }]);

    // The week of Monday 2026-03-09 ends; the player signs in again after the clock moved.
    await b.moveClock((Date.UTC(2026, 2, 16, 0, 0, 1) - CASINO_NOW) / 1000);
    const run = await b.control('POST', '/cashback/run');
    expect(run.json.items).toEqual([expect.objectContaining({ week: '2026-03-09', loss, amount: Math.floor(loss * 5) / 100, status: 'computed' })]);
    const headers = { cookie: `ua=${(await b.signIn('player@example.com')).ua}` };
    const before = await b.call('GET', '/web-api/user/balance', { headers });
    const claim = await b.call('POST', `/web-api/cashback/${run.json.items[0].id}/claim`, { headers });
    expect(claim.json.status).toBe('claimed');
    const after = await b.call('GET', '/web-api/user/balance', { headers });
    const main = (res: typeof before) => (res.json.all_accounts as { id: number; money: number }[]).find((a) => a.id === 5001)!.money;
    expect(Math.round((main(after) - main(before)) * 100) / 100).toBe(Math.floor(loss * 5) / 100);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });
});
