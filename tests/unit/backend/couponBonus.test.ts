// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { openDb } from '../../../backend/src/setup/open';
import { codeOf, couponBackend, metaOf, pricedOutcomes, type CouponBackend, type Outcome } from './couponHelpers';

/** The bonus bet on an express (limits-coupon-auth.md §4 "Coupon", §5): the backend prices it as the slip shows it. */
const read = async (backend: CouponBackend, couponId: number) => (await backend.get(`/coupon/${couponId}?lng=en`)).json;
const express = (backend: CouponBackend, outcomes: Outcome[], body: Record<string, unknown> = {}) =>
  backend.place({ typeId: 1, amount: 100, isBonusBet: true, bets: outcomes.map((o) => backend.bet(o)), ...body });

/** A refusal of the bonus bet: 409, meta {}, and no money moved. */
async function expectRefused(backend: CouponBackend, res: Awaited<ReturnType<CouponBackend['place']>>) {
  expect(res.status).toBe(409);
  expect(codeOf(res)).toBe('bonus_bet_unavailable');
  expect(metaOf(res)).toEqual({});
  expect(await backend.money()).toBe(10000);
  expect((await backend.control('GET', '/bets/player@example.com')).json).toEqual([]);
}

describe('the bonus bet: placing', () => {
  it('multiplies the coef and the possible win by 1 + n/100, the stake unchanged', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    const res = await express(backend, outcomes);
    expect(res.status).toBe(200);
    // 3.6 × 1.03 = 3.708 → 3.71; 100 × 3.6 × 1.03 = 370.8.
    expect(res.json).toMatchObject({ typeId: 1, status: 'pending', amount: 100, coef: 3.71, possibleWin: 370.8, bonusFactor: 1.03, balance: 9900 });
    expect(res.json.lines.map((l: { coef: number }) => l.coef)).toEqual([1.5, 2, 1.2]);
    expect(await backend.money()).toBe(9900);
    expect(ledgerOf(backend.db, 5001).at(-1)).toMatchObject({ kind: 'stake', amount_minor: -10000 });
    expect(await read(backend, res.json.couponId)).toMatchObject({ coef: 3.71, possibleWin: 370.8, bonusFactor: 1.03 });
    expect((await backend.get('/coupon/history?lng=en')).json.items[0]).toMatchObject({ bonusFactor: 1.03, possibleWin: 370.8 });
  });

  it('is 1.09 at 9 bets and a flat 1.1 from 10 bets on', async () => {
    const backend = await couponBackend();
    const nine = await express(backend, await pricedOutcomes(backend, Array.from({ length: 9 }, () => 1.2)));
    // 1.2^9 = 5.159780352; × 1.09 = 5.62416… → 5.62, 562.41.
    expect(nine.json).toMatchObject({ bonusFactor: 1.09, coef: 5.62, possibleWin: 562.41 });
    const ten = await express(backend, await pricedOutcomes(backend, Array.from({ length: 10 }, () => 1.2)));
    // 1.2^10 = 6.1917364224; × 1.1 = 6.81091… → 6.81, 681.09.
    expect(ten.json).toMatchObject({ bonusFactor: 1.1, coef: 6.81, possibleWin: 681.09 });
    const twelve = await express(backend, await pricedOutcomes(backend, Array.from({ length: 12 }, () => 1.2)));
    // 1.2^12 = 8.916100448256; × 1.1 = 9.80771… → 9.81, 980.77.
    expect(twelve.json).toMatchObject({ bonusFactor: 1.1, coef: 9.81, possibleWin: 980.77 });
    expect(await backend.money()).toBe(9700);
  });

  it('isBonusBet false or absent: no bonus, bonusFactor null, even when the rule holds', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    for (const isBonusBet of [false, undefined]) {
      const res = await express(backend, outcomes, { isBonusBet });
      expect(res.json).toMatchObject({ coef: 3.6, possibleWin: 360, bonusFactor: null });
    }
  });

  it('every bet at exactly 1.1 is enough', async () => {
    const backend = await couponBackend();
    const res = await express(backend, await pricedOutcomes(backend, [1.1, 1.1, 1.1]));
    // 1.331 × 1.03 = 1.37093 → 1.37
    expect(res.json).toMatchObject({ bonusFactor: 1.03, coef: 1.37, possibleWin: 137.09 });
  });

  it('isBonusBet must be a boolean (the body is strict)', async () => {
    const backend = await couponBackend();
    const res = await express(backend, await pricedOutcomes(backend, [1.5, 2, 1.2]), { isBonusBet: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/isBonusBet' } });
  });
});

describe('the bonus bet: refused with 409 bonus_bet_unavailable', () => {
  it('when the site config disables it', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    await backend.control('PATCH', '/site-config', { bonusBetEnabled: false });
    await expectRefused(backend, await express(backend, outcomes));
    expect((await express(backend, outcomes, { isBonusBet: false })).json.bonusFactor).toBeNull();
  });

  it('when a bet is under 1.1', async () => {
    const backend = await couponBackend();
    await expectRefused(backend, await express(backend, await pricedOutcomes(backend, [1.5, 2, 1.09])));
  });

  it('when it is not an express: a single, a system, a chain; each single of multiple singles', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    const bets = outcomes.map((o) => backend.bet(o));
    await expectRefused(backend, await backend.place({ typeId: 0, isBonusBet: true, bets: bets.slice(0, 1) }));
    await expectRefused(backend, await backend.place({ typeId: 2, systemValue: 2, isBonusBet: true, bets }));
    await expectRefused(backend, await backend.place({ typeId: 3, isBonusBet: true, bets: bets.map((b, i) => ({ ...b, blockId: i })) }));
    const singles = await backend.place({ typeId: 9, isBonusBet: true, bets });
    expect(singles.status).toBe(200);
    expect(singles.json.coupons.map((r: { ok: boolean; error: { code: string } }) => [r.ok, r.error.code])).toEqual([
      [false, 'bonus_bet_unavailable'],
      [false, 'bonus_bet_unavailable'],
      [false, 'bonus_bet_unavailable'],
    ]);
    expect(singles.json.balance).toBe(10000);
  });

  it('with fewer than 3 bets', async () => {
    const backend = await couponBackend();
    await expectRefused(backend, await express(backend, await pricedOutcomes(backend, [1.5, 2])));
  });

  it('after the price checks: a price taken under 1.1 refuses it; a refused price change answers first', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    const seen = outcomes.map((o) => backend.bet(o));
    await backend.setPrice(outcomes[2]!, 1.05);
    // Action 2 takes 1.05: the coupon no longer earns the bonus.
    await expectRefused(backend, await backend.place({ typeId: 1, isBonusBet: true, changeCoefAction: 2, bets: seen }));
    // Action 0 refuses the change itself, before the bonus is looked at.
    expect(codeOf(await backend.place({ typeId: 1, isBonusBet: true, changeCoefAction: 0, bets: seen }))).toBe('coef_changed');
  });

  it('before the score and the stake checks', async () => {
    const backend = await couponBackend();
    const live = await pricedOutcomes(backend, [1.5, 2, 1.05], 'live');
    const stale = live.map((o) => backend.bet(o, { score: '9:9' }));
    await expectRefused(backend, await backend.place({ typeId: 1, isBonusBet: true, isDropOnScoreChange: true, bets: stale }));
    const line = await pricedOutcomes(backend, [1.5, 2, 1.05]);
    await expectRefused(backend, await express(backend, line, { amount: 1 }));
    expect(codeOf(await express(backend, line, { amount: 1, isBonusBet: false }))).toBe('amount_below_min');
  });
});

describe('the bonus bet: idempotency', () => {
  it('the same key with another isBonusBet is 409 idempotency_key_reused; the same body replays', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    const body = { typeId: 1, amount: 100, bets: outcomes.map((o) => backend.bet(o)) };
    const placed = await backend.place({ ...body, isBonusBet: true }, { key: 'bonus' });
    const again = await backend.place({ ...body, isBonusBet: true }, { key: 'bonus' });
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.json).toEqual(placed.json);
    for (const isBonusBet of [false, undefined]) {
      const other = await backend.place({ ...body, isBonusBet }, { key: 'bonus' });
      expect(other.status).toBe(409);
      expect(codeOf(other)).toBe('idempotency_key_reused');
    }
    expect(await backend.money()).toBe(9900);
  });
});

describe('the bonus bet: settlement', () => {
  it('a won express with a bonus pays stake × Π prices × factor', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    const { couponId } = (await express(backend, outcomes)).json;
    for (const o of outcomes) await backend.result(o.gameId, [o.outcomeId]);
    expect(await read(backend, couponId)).toMatchObject({ status: 'won', win: 370.8, bonusFactor: 1.03, coef: 3.71 });
    expect(ledgerOf(backend.db, 5001).at(-1)).toMatchObject({ kind: 'win', amount_minor: 37080, ref: `coupon:${couponId}` });
    expect(await backend.money()).toBe(10270.8);
    expect(backend.ledgerHolds()).toBe(true);
  });

  it('a void line counts 1, the factor still applies; the win is floored to the kopeck', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.55, 1.1, 1.2]);
    const { couponId } = (await express(backend, outcomes, { amount: 10.01 })).json;
    await backend.result(outcomes[0]!.gameId, [outcomes[0]!.outcomeId]);
    await backend.result(outcomes[1]!.gameId, [], [outcomes[1]!.outcomeId]);
    await backend.result(outcomes[2]!.gameId, [outcomes[2]!.outcomeId]);
    // 10.01 × 1.55 × 1 × 1.2 × 1.03 = 19.177158 → 19.17
    expect(await read(backend, couponId)).toMatchObject({ status: 'won', win: 19.17 });
  });

  it('every line void gives the stake back without the bonus', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.2]);
    const { couponId } = (await express(backend, outcomes)).json;
    for (const o of outcomes) await backend.result(o.gameId, [], [o.outcomeId]);
    expect(await read(backend, couponId)).toMatchObject({ status: 'void', win: 100, bonusFactor: 1.03 });
    expect(await backend.money()).toBe(10000);
  });
});

describe('the bonus bet: live acceptance', () => {
  it('a price taken at acceptance under 1.1 rejects it with bonus_bet_unavailable and refunds the stake', async () => {
    const backend = await couponBackend();
    const live = await pricedOutcomes(backend, [1.5, 2, 1.2], 'live');
    const placed = (await express(backend, live, { changeCoefAction: 2 })).json;
    expect(placed).toMatchObject({ status: 'accepting', bonusFactor: 1.03 });
    await backend.setPrice(live[2]!, 1.05);
    await backend.moveClock(3);
    expect(await read(backend, placed.couponId)).toMatchObject({ status: 'rejected', rejectReason: 'bonus_bet_unavailable', win: null });
    expect(await backend.money()).toBe(10000);
    expect(backend.ledgerHolds()).toBe(true);
  });

  it('a price raised meanwhile keeps the bonus at the new prices', async () => {
    const backend = await couponBackend();
    const live = await pricedOutcomes(backend, [1.5, 2, 1.2], 'live');
    const placed = (await express(backend, live, { changeCoefAction: 1 })).json;
    await backend.setPrice(live[2]!, 1.5);
    await backend.moveClock(3);
    // 1.5 × 2 × 1.5 = 4.5; × 1.03 = 4.635 → 4.64; 463.5.
    expect(await read(backend, placed.couponId)).toMatchObject({ status: 'pending', bonusFactor: 1.03, coef: 4.64, possibleWin: 463.5 });
  });
});

describe('the bonus bet: a database made before it', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gets the bonus_x100 column on open, its coupons without a bonus', () => {
    dir = mkdtempSync(join(tmpdir(), 'coupon-bonus-migration-'));
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE coupons (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, account_id INTEGER NOT NULL, iso TEXT NOT NULL,
        type_id INTEGER NOT NULL, status TEXT NOT NULL, reject_reason TEXT, amount_minor INTEGER NOT NULL, system_value INTEGER,
        combinations INTEGER, change_coef_action INTEGER NOT NULL, exact_coef INTEGER NOT NULL, drop_on_score_change INTEGER NOT NULL,
        win_minor INTEGER, created_at INTEGER NOT NULL, accept_at INTEGER, settled_at INTEGER);
      INSERT INTO coupons (id, user_id, account_id, iso, type_id, status, amount_minor, change_coef_action, exact_coef, drop_on_score_change, created_at)
        VALUES (1, 1, 1, 'RUB', 1, 'pending', 10000, 2, 0, 0, 0);`);
    old.close();

    const db = openDb(file);
    const columns = (db.prepare('PRAGMA table_info(coupons)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain('bonus_x100');
    expect(db.prepare('SELECT bonus_x100 FROM coupons WHERE id = 1').get()).toEqual({ bonus_x100: null });
    db.close();
    openDb(file).close();
  });
});
