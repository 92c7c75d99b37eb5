// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { couponBackend, pricedOutcomes, type CouponBackend, type Outcome } from './couponHelpers';

/** A game's result settles its lines; a coupon settles when all its lines have, paying a `win`. */
const read = async (backend: CouponBackend, couponId: number) => (await backend.get(`/coupon/${couponId}?lng=en`)).json;

/** Another outcome of the outcome's game (the loser when the given one wins, and the other way round). */
async function sibling(backend: CouponBackend, outcome: Outcome): Promise<number> {
  const game = (await backend.get(`/line/games/${outcome.gameId}`)).json;
  return game.markets.find((m: { id: number }) => m.id !== outcome.outcomeId).id;
}

describe('settlement: single', () => {
  it('won pays stake × price, settles the line and stamps settledAt', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.85]);
    const { couponId } = (await backend.place({ amount: 100, bets: [backend.bet(a!)] })).json;
    const res = await backend.result(a!.gameId, [a!.outcomeId]);
    expect(res.json).toEqual({ gameId: a!.gameId, settledCoupons: 1 });
    const coupon = await read(backend, couponId);
    expect(coupon).toMatchObject({ status: 'won', win: 185, lines: [{ status: 'won' }] });
    expect(Date.parse(coupon.settledAt)).toBeGreaterThan(0);
    expect(await backend.money()).toBe(10085);
    expect(ledgerOf(backend.db, 5001).at(-1)).toMatchObject({ kind: 'win', amount_minor: 18500, ref: `coupon:${couponId}` });
  });

  it('lost pays nothing (no ledger row) when another outcome of the game wins', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.85]);
    const { couponId } = (await backend.place({ amount: 100, bets: [backend.bet(a!)] })).json;
    await backend.result(a!.gameId, [await sibling(backend, a!)]);
    expect(await read(backend, couponId)).toMatchObject({ status: 'lost', win: 0, lines: [{ status: 'lost' }] });
    expect(ledgerOf(backend.db, 5001).map((row) => row.kind)).toEqual(['adjustment', 'stake']);
    expect(await backend.money()).toBe(9900);
  });

  it('void gives the stake back', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.85]);
    const { couponId } = (await backend.place({ amount: 100, bets: [backend.bet(a!)] })).json;
    await backend.result(a!.gameId, [], [a!.outcomeId]);
    expect(await read(backend, couponId)).toMatchObject({ status: 'void', win: 100, lines: [{ status: 'void' }] });
    expect(await backend.money()).toBe(10000);
  });

  it('floors the win to the kopeck', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.55]);
    const { couponId } = (await backend.place({ amount: 10.01, bets: [backend.bet(a!)] })).json;
    await backend.result(a!.gameId, [a!.outcomeId]);
    expect((await read(backend, couponId)).win).toBe(15.51);
    expect(await backend.money()).toBe(10005.5);
  });
});

describe('settlement: express, system, chain', () => {
  it('an express with a void settles once every line has, at the product of the others', async () => {
    const backend = await couponBackend();
    const [a, b, c] = await pricedOutcomes(backend, [2, 1.5, 3]);
    const { couponId } = (await backend.place({ typeId: 1, amount: 100, bets: [a!, b!, c!].map((o) => backend.bet(o)) })).json;
    expect((await backend.result(a!.gameId, [a!.outcomeId])).json.settledCoupons).toBe(0);
    expect((await backend.result(b!.gameId, [], [b!.outcomeId])).json.settledCoupons).toBe(0);
    expect(await read(backend, couponId)).toMatchObject({ status: 'pending', lines: [{ status: 'won' }, { status: 'void' }, { status: 'pending' }] });
    expect((await backend.result(c!.gameId, [c!.outcomeId])).json.settledCoupons).toBe(1);
    expect(await read(backend, couponId)).toMatchObject({ status: 'won', win: 600 });
    expect(await backend.money()).toBe(10500);
  });

  it('an express with a lost line is lost', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [2, 1.5]);
    const { couponId } = (await backend.place({ typeId: 1, amount: 100, bets: [backend.bet(a!), backend.bet(b!)] })).json;
    await backend.result(a!.gameId, [a!.outcomeId]);
    await backend.result(b!.gameId, [await sibling(backend, b!)]);
    expect(await read(backend, couponId)).toMatchObject({ status: 'lost', win: 0 });
  });

  it('a 2/3 system with a banker pays the combinations that hold the banker', async () => {
    const backend = await couponBackend();
    const [banker, b, c] = await pricedOutcomes(backend, [2, 1.5, 3]);
    const bets = [backend.bet(banker!, { isBanker: true }), backend.bet(b!), backend.bet(c!)];
    const placed = (await backend.place({ typeId: 2, systemValue: 2, amount: 300, bets })).json;
    expect(placed).toMatchObject({ combinations: 2, possibleWin: 1350 }); // 150 · (2 · 1.5 + 2 · 3)
    await backend.result(banker!.gameId, [banker!.outcomeId]);
    await backend.result(b!.gameId, [b!.outcomeId]);
    await backend.result(c!.gameId, [await sibling(backend, c!)]);
    // 150 · 2 · 1.5 + 150 · 2 · 0 = 450: won, though below the stake.
    expect(await read(backend, placed.couponId)).toMatchObject({ status: 'won', win: 450 });
  });

  it('a system whose banker lost is lost', async () => {
    const backend = await couponBackend();
    const [banker, b, c] = await pricedOutcomes(backend, [2, 1.5, 3]);
    const bets = [backend.bet(banker!, { isBanker: true }), backend.bet(b!), backend.bet(c!)];
    const { couponId } = (await backend.place({ typeId: 2, systemValue: 2, amount: 300, bets })).json;
    await backend.result(banker!.gameId, [await sibling(backend, banker!)]);
    await backend.result(b!.gameId, [b!.outcomeId]);
    await backend.result(c!.gameId, [c!.outcomeId]);
    expect(await read(backend, couponId)).toMatchObject({ status: 'lost', win: 0 });
  });

  it.each([
    ['every block won', ['won', 'won', 'won'], 475, 'won'],
    ['block 1 void', ['won', 'void', 'won'], 400, 'won'],
    ['block 2 lost', ['won', 'won', 'lost'], 175, 'won'],
    ['block 0 lost', ['lost', 'won', 'won'], 0, 'lost'],
  ])('a chain, %s', async (_, results, win, status) => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [2, 1.5, 3]);
    const bets = outcomes.map((o, i) => backend.bet(o, { blockId: i }));
    const { couponId } = (await backend.place({ typeId: 3, amount: 100, amountByBlockId: { 1: 150, 2: 100 }, bets })).json;
    for (const [i, o] of outcomes.entries()) {
      const result = results[i];
      if (result === 'won') await backend.result(o.gameId, [o.outcomeId]);
      else if (result === 'void') await backend.result(o.gameId, [], [o.outcomeId]);
      else await backend.result(o.gameId, [await sibling(backend, o)]);
    }
    expect(await read(backend, couponId)).toMatchObject({ status, win });
    expect(await backend.money()).toBe(10000 - 100 + win);
  });
});

describe('settlement: the ledger', () => {
  it('every balance equals the sum of its ledger rows after placing and settling every type', async () => {
    const backend = await couponBackend();
    await backend.control('PATCH', '/users/player@example.com', { balances: [{ id: 5002, money: 333.33 }] });
    const outcomes = await pricedOutcomes(backend, [1.37, 2.11, 1.93, 3.07]);
    const bets = outcomes.map((o) => backend.bet(o));
    await backend.place({ amount: 10.01, bets: [bets[0]] });
    await backend.place({ typeId: 1, amount: 33.33, bets: bets.slice(0, 3) });
    await backend.place({ typeId: 2, systemValue: 2, amount: 99.99, accountId: 5002, bets });
    await backend.place({ typeId: 3, amount: 17.77, bets: bets.slice(1).map((b, i) => ({ ...b, blockId: i })) });
    await backend.place({ typeId: 9, amount: 11.11, bets });
    expect(backend.ledgerHolds()).toBe(true);
    await backend.result(outcomes[0]!.gameId, [outcomes[0]!.outcomeId]);
    await backend.result(outcomes[1]!.gameId, [], [outcomes[1]!.outcomeId]);
    await backend.result(outcomes[2]!.gameId, [outcomes[2]!.outcomeId]);
    await backend.result(outcomes[3]!.gameId, [await sibling(backend, outcomes[3]!)]);
    const bets_ = (await backend.control('GET', '/bets/player@example.com')).json as { status: string }[];
    expect(bets_.every((bet) => ['won', 'lost', 'void'].includes(bet.status))).toBe(true);
    expect(backend.ledgerHolds()).toBe(true);
    const kinds = new Set((backend.db.prepare('SELECT kind FROM ledger_entries').all() as { kind: string }[]).map((r) => r.kind));
    // The seed's bonus money is a bonus granted on its terms (`bonus`); the rest moved as coupons do.
    expect([...kinds].sort()).toEqual(['adjustment', 'bonus', 'stake', 'win']);
  });
});
