// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, couponBackend, pricedOutcomes } from './couponHelpers';

/** Placing each coupon type debits the stake once, through the ledger. */
describe('coupon placing: each type', () => {
  it('a single (type 0) is placed pending, debited and answered with the coupon view and balance', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const res = await backend.place({ typeId: 0, amount: 100, bets: [backend.bet(outcome!)] });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({
      typeId: 0,
      status: 'pending',
      amount: 100,
      coef: 1.85,
      possibleWin: 185,
      win: null,
      iso: 'RUB',
      accountId: 5001,
      systemValue: null,
      combinations: null,
      acceptAt: null,
      settledAt: null,
      balance: 9900,
    });
    expect(res.json.rejectReason).toBeUndefined();
    expect(res.json.couponId).toEqual(expect.any(Number));
    expect(res.json.lines).toEqual([
      expect.objectContaining({ outcomeId: outcome!.outcomeId, gameId: outcome!.gameId, coef: 1.85, status: 'pending', isBanker: false, blockId: null, isLive: false }),
    ]);
    const line = res.json.lines[0];
    for (const field of ['team1', 'team2', 'champName', 'sportName', 'marketName']) expect(line[field]).toEqual(expect.any(String));
    expect(Date.parse(line.startsAt)).toBeGreaterThan(Date.now());
    expect(await backend.money()).toBe(9900);
    expect(backend.ledgerHolds()).toBe(true);
  });

  it('an express (type 1) multiplies its prices', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 1.1]);
    const res = await backend.place({ typeId: 1, amount: 12.5, bets: outcomes.map((o) => backend.bet(o)) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ typeId: 1, amount: 12.5, coef: 3.3, possibleWin: 41.25, balance: 9987.5 });
    expect(await backend.money()).toBe(9987.5);
  });

  it('a system (type 2) splits the amount over its combinations, the bankers in each', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [2, 3, 1.5, 4]);
    const bets = outcomes.map((o, i) => backend.bet(o, { isBanker: i === 0 }));
    const res = await backend.place({ typeId: 2, amount: 300, systemValue: 3, bets });
    expect(res.status).toBe(200);
    // 1 banker, 2 of the other 3: C(3, 2) = 3 combinations of 100 each.
    // 2·3·1.5 + 2·3·4 + 2·1.5·4 = 9 + 24 + 12 = 45 → 100 · 45 = 4500
    expect(res.json).toMatchObject({ typeId: 2, systemValue: 3, combinations: 3, amount: 300, possibleWin: 4500, coef: 15, balance: 9700 });
    expect(res.json.lines.map((l: { isBanker: boolean }) => l.isBanker)).toEqual([true, false, false, false]);
  });

  it('a chain (type 3) debits block 0 and keeps each block amount', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [2, 1.5, 3]);
    const bets = outcomes.map((o, i) => backend.bet(o, { blockId: i }));
    const res = await backend.place({ typeId: 3, amount: 100, amountByBlockId: { 0: 100, 1: 150, 2: 100 }, bets });
    expect(res.status).toBe(200);
    expect(res.json.lines.map((l: { blockId: number; blockAmount: number }) => [l.blockId, l.blockAmount])).toEqual([
      [0, 100],
      [1, 150],
      [2, 100],
    ]);
    // Every block won: 200 − 150 carried = 50, 225 − 100 = 125, then 300: 475.
    expect(res.json).toMatchObject({ typeId: 3, amount: 100, possibleWin: 475, coef: 4.75, balance: 9900 });
  });

  it('a chain block with no amount carries the most it may', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [2, 1.5]);
    const res = await backend.place({ typeId: 3, amount: 100, bets: outcomes.map((o, i) => backend.bet(o, { blockId: 1 - i })) });
    expect(res.status).toBe(200);
    // Blocks in play order: 1.5 first (block 0), then 2 with round2(100 × 1.5) = 150.
    expect(res.json.lines.map((l: { blockId: number; blockAmount: number }) => [l.blockId, l.blockAmount])).toEqual([
      [1, 150],
      [0, 100],
    ]);
    expect(res.json.possibleWin).toBe(300);
  });

  it('multiple singles (type 9) place one single per bet, each on its own, and report each', async () => {
    const backend = await couponBackend();
    const [a, b, c] = await pricedOutcomes(backend, [1.5, 2, 3]);
    await backend.control('PATCH', `/line/outcomes/${c!.outcomeId}`, { suspended: true });
    const res = await backend.place({
      typeId: 9,
      amount: 100,
      amountByBetId: { [b!.outcomeId]: 40 },
      bets: [backend.bet(a!), backend.bet(b!), backend.bet(c!)],
    });
    expect(res.status).toBe(200);
    expect(res.json.balance).toBe(10000 - 100 - 40);
    const [first, second, third] = res.json.coupons;
    expect(first).toMatchObject({ betId: a!.outcomeId, ok: true, coupon: { typeId: 0, amount: 100, possibleWin: 150, status: 'pending' } });
    expect(second).toMatchObject({ betId: b!.outcomeId, ok: true, coupon: { typeId: 0, amount: 40, possibleWin: 80 } });
    expect(third).toMatchObject({ betId: c!.outcomeId, ok: false, error: { code: 'market_suspended', meta: { betIds: [c!.outcomeId] } } });
    expect(third.error.detail).toEqual(expect.any(String));
    expect(first.coupon.couponId).not.toBe(second.coupon.couponId);
    expect(await backend.money()).toBe(9860);
  });

  it('multiple singles may hold two bets of one game', async () => {
    const backend = await couponBackend();
    const game = (await backend.get('/line/games?section=line&limit=1')).json[0];
    const [m1, m2] = game.markets;
    const res = await backend.place({ typeId: 9, bets: [{ id: m1.id, coef: m1.coef }, { id: m2.id, coef: m2.coef }] });
    expect(res.json.coupons.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
  });

  it('a multiple-singles single that no longer fits the balance is refused, the earlier ones stay', async () => {
    const backend = await couponBackend();
    await backend.control('PATCH', '/users/player@example.com', { balances: { RUB: 150 } });
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    const res = await backend.place({ typeId: 9, amount: 100, bets: [backend.bet(a!), backend.bet(b!)] });
    expect(res.json.coupons[0].ok).toBe(true);
    expect(res.json.coupons[1]).toMatchObject({ ok: false, error: { code: 'insufficient_funds', meta: { balance: 50 } } });
    expect(res.json.balance).toBe(50);
  });
});

describe('coupon placing: idempotency', () => {
  it('the same key and body again answers the first answer and debits once (double submit)', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const body = { amount: 100, bets: [backend.bet(outcome!)] };
    const [first, second] = await Promise.all([backend.place(body, { key: 'double' }), backend.place(body, { key: 'double' })]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json.couponId).toBe(first.json.couponId);
    expect(second.json).toEqual(first.json);
    expect([first, second].filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(1);
    expect(await backend.money()).toBe(9900);
    expect((await backend.control('GET', '/bets/player@example.com')).json).toHaveLength(1);
  });

  it('the key order of the body does not matter; another body under the key is 409 idempotency_key_reused', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const first = await backend.place({ amount: 100, bets: [{ coef: 1.85, id: outcome!.outcomeId }] }, { key: 'k' });
    const again = await backend.place({ bets: [{ id: outcome!.outcomeId, coef: 1.85 }], amount: 100 }, { key: 'k' });
    expect(again.json.couponId).toBe(first.json.couponId);
    const other = await backend.place({ amount: 200, bets: [backend.bet(outcome!)] }, { key: 'k' });
    expect(other.status).toBe(409);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    expect(await backend.money()).toBe(9900);
  });

  it('a refusal is kept too: the same key and body gets it again, even once the price is back', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    await backend.setPrice(outcome!, 1.9);
    const body = { bets: [backend.bet(outcome!)] };
    expect(codeOf(await backend.place(body, { key: 'r' }))).toBe('coef_changed');
    await backend.setPrice(outcome!, 1.85);
    const again = await backend.place(body, { key: 'r' });
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('coef_changed');
    expect((await backend.place(body, { key: 'r2' })).status).toBe(200);
  });

  it('keys are per player', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const first = await backend.place({ bets: [backend.bet(outcome!)] }, { key: 'shared' });
    const { ua } = await backend.signIn('twostep@example.com');
    const other = await backend.place({ accountId: 5041, bets: [backend.bet(outcome!)] }, { key: 'shared', headers: { cookie: `ua=${ua}` } });
    expect(other.status).toBe(200);
    expect(other.json.couponId).not.toBe(first.json.couponId);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['longer than 100 characters', 'x'.repeat(101)],
  ])('a %s Idempotency-Key is 400 idempotency_key_required', async (_, key) => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const res = await backend.place({ bets: [backend.bet(outcome!)] }, { key });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('idempotency_key_required');
    expect(await backend.money()).toBe(10000);
  });

  it('a key of 100 characters is fine', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    expect((await backend.place({ bets: [backend.bet(outcome!)] }, { key: 'x'.repeat(100) })).status).toBe(200);
  });
});

describe('coupon placing: who may place', () => {
  it('is 401 signed out', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const res = await backend.place({ bets: [backend.bet(outcome!)] }, { headers: {} });
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('unauthorized');
  });

  it('is 403 banned for a banned player, whose money does not move', async () => {
    const backend = await couponBackend({ login: 'banned@example.com' });
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const res = await backend.place({ accountId: 5011, bets: [backend.bet(outcome!)] });
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('banned');
  });

  it('is 451 while the player has terms to accept', async () => {
    const backend = await couponBackend({ login: 'terms@example.com' });
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const res = await backend.place({ accountId: 5021, bets: [backend.bet(outcome!)] });
    expect(res.status).toBe(451);
    expect(codeOf(res)).toBe('terms_changed');
  });

  it('is 403 cross_origin from another site (the request guard)', async () => {
    const backend = await couponBackend();
    const [outcome] = await pricedOutcomes(backend, [1.85]);
    const res = await backend.place({ bets: [backend.bet(outcome!)] }, { headers: { ...backend.headers, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('cross_origin');
  });
});
