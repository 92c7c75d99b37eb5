// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { levelOf } from '../../../backend/src/rewards/terms';
import { BONUS_ACCOUNT, codeOf, HOUR, MONDAY, rewardsBackend } from './cashbackHelpers';

// Points (docs/rewards-api.md "Points"): earned on settled real-money stakes at the written rates,
// whole points per product and currency, void coupons and rolled-back rounds excluded; the level by
// lifetime points. The shop: points short, one purchase per Idempotency-Key, the bonus granted.

const RUB = 100;
const V3 = '/limit-service-api/api/external/web/v3';

describe('points', () => {
  it('earns 1 point per 10 RUB on settled coupons and 1 per 20 RUB on casino rounds, whole points', async () => {
    const b = await rewardsBackend();
    await b.setOpening(0);
    b.coupon({ stake: 105 * RUB, status: 'won', at: MONDAY + HOUR });
    b.coupon({ stake: 9 * RUB, status: 'lost', at: MONDAY + HOUR });
    b.coupon({ stake: 1_000 * RUB, status: 'void', at: MONDAY + HOUR });
    b.coupon({ stake: 1_000 * RUB, status: 'pending', at: MONDAY + HOUR });
    b.coupon({ stake: 1_000 * RUB, status: 'lost', at: MONDAY + HOUR, accountId: BONUS_ACCOUNT });
    b.round({ stake: 15 * RUB, at: MONDAY + HOUR });
    b.round({ stake: 15 * RUB, win: 100 * RUB, at: MONDAY + HOUR });
    b.round({ stake: 1_000 * RUB, status: 'rolled_back', at: MONDAY + HOUR });
    b.round({ stake: 1_000 * RUB, mode: 'demo', at: MONDAY + HOUR });
    b.round({ stake: 1_000 * RUB, at: MONDAY + HOUR, accountId: BONUS_ACCOUNT });
    const res = await b.get('/web-api/rewards');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Sport: 114 RUB → 11 points (not 10 + 0); casino: 30 RUB → 1 point, won or lost.
    expect(res.json.earned).toEqual([
      { product: 'sport', currency: 'RUB', staked: 114, points: 11 },
      { product: 'casino', currency: 'RUB', staked: 30, points: 1 },
    ]);
    expect(res.json).toMatchObject({ balance: 12, lifetime: 12, spent: 0, opening: 0, rates: { sport: 10, casino: 20 } });
  });

  it('puts the player on the level his lifetime points reach, with what the next takes', async () => {
    expect([0, 999, 1_000, 4_999, 5_000, 20_000, 49_999, 50_000, 10 ** 7].map((p) => levelOf(p).key)).toEqual([
      'bronze', 'bronze', 'silver', 'silver', 'gold', 'platinum', 'platinum', 'diamond', 'diamond',
    ]);
    const b = await rewardsBackend();
    const seeded = await b.get('/web-api/rewards');
    // The seeded player's opening 120 points.
    expect(seeded.json).toMatchObject({ lifetime: 120, level: { id: 1, key: 'bronze', vipRate: 5, premiumRate: null }, nextLevel: { key: 'silver', pointsToGo: 880 } });
    b.coupon({ stake: 9_000 * RUB, status: 'lost', at: MONDAY + HOUR });
    const silver = await b.get('/web-api/rewards');
    expect(silver.json).toMatchObject({ lifetime: 1_020, level: { key: 'silver', vipRate: 6 }, nextLevel: { key: 'gold', pointsToGo: 3_980 } });
    await b.setOpening(60_000);
    expect((await b.get('/web-api/rewards')).json).toMatchObject({ level: { key: 'diamond', vipRate: 10, premiumRate: 15 }, nextLevel: null });
  });

  it('publishes its terms to everyone, in a currency', async () => {
    const b = await rewardsBackend();
    const terms = await b.call('GET', '/web-api/rewards/terms?currency=USD');
    expect(terms.status).toBe(200);
    expect(terms.json.rates).toEqual({ sport: 0.1, casino: 0.2 });
    expect(terms.json.levels.map((l: { minPoints: number }) => l.minPoints)).toEqual([0, 1_000, 5_000, 20_000, 50_000]);
    expect(terms.json.cashback).toEqual({ vipCap: 750, premiumCap: 2_000, claimDays: 7 });
    expect(terms.json.items[0]).toEqual({ id: 'free-bet-200', product: 'sport', price: 500, amount: 3, currency: 'USD', wager: 1, minOdds: 1.5, days: 7 });
    expect((await b.call('GET', '/web-api/rewards/terms?currency=XXX')).status).toBe(400);
    expect((await b.call('GET', '/web-api/rewards')).status).toBe(401);
  });
});

describe('the shop', () => {
  it('buys once per Idempotency-Key: the points spent, the bonus granted with its terms', async () => {
    const b = await rewardsBackend();
    await b.setOpening(1_000);
    const buy = (key: string, item = 'free-bet-200') => b.post(`/web-api/rewards/shop/${item}`, { 'Idempotency-Key': key });
    const first = await buy('k1');
    expect(first.status).toBe(201);
    expect(first.json.purchase).toMatchObject({ itemId: 'free-bet-200', product: 'sport', price: 500, amount: 200, currency: 'RUB' });
    expect(first.json.balance).toBe(500);
    const bonus = b.db.prepare('SELECT * FROM bonuses WHERE id = ?').get(first.json.purchase.bonusId);
    expect(bonus).toMatchObject({ user_id: 1001, product: 'sport', source: 'shop', source_ref: `shop:${first.json.purchase.id}`, amount_minor: 200 * RUB, wager_multiplier: 1, min_odds_x100: 150, status: 'active' });
    expect(b.money(BONUS_ACCOUNT)).toBe(700 * RUB);

    const retry = await buy('k1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(retry.json.purchase).toEqual(first.json.purchase);
    expect(retry.json.balance).toBe(500);
    expect((await buy('k1', 'casino-bonus-300')).status).toBe(409);

    const second = await buy('k2');
    expect(second.status).toBe(201);
    expect(second.json.balance).toBe(0);
    expect(b.money(BONUS_ACCOUNT)).toBe(900 * RUB);
    const short = await buy('k3');
    expect(short.status).toBe(422);
    expect(short.json.errors[0]).toMatchObject({ code: 'points_short', meta: { price: 500, balance: 0 } });
    expect((await b.get('/web-api/rewards')).json.purchases.map((p: { id: number }) => p.id)).toEqual([second.json.purchase.id, first.json.purchase.id]);
    expect((await b.call('GET', '/__control/ledger/player@example.com/check')).json).toEqual({ ok: true });
  });

  it('refuses without a key, an unknown item, a self-excluded or banned player', async () => {
    const b = await rewardsBackend();
    await b.setOpening(5_000);
    expect(codeOf(await b.post('/web-api/rewards/shop/free-bet-200'))).toBe('idempotency_key_required');
    expect((await b.post('/web-api/rewards/shop/nothing', { 'Idempotency-Key': 'a' })).status).toBe(404);
    const banned = await b.post('/web-api/rewards/shop/free-bet-200', { 'Idempotency-Key': 'b' }, { cookie: `ua=${(await b.signIn('banned@example.com')).ua}` });
    expect(codeOf(banned)).toBe('banned');
    await b.call('POST', `${V3}/limits`, { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }, headers: b.headers });
    const excluded = await b.post('/web-api/rewards/shop/casino-bonus-300', { 'Idempotency-Key': 'c' });
    expect(excluded.status).toBe(403);
    expect(codeOf(excluded)).toBe('self_excluded');
    expect(b.db.prepare('SELECT COUNT(*) AS n FROM reward_purchases').get()).toEqual({ n: 0 });
  });
});
