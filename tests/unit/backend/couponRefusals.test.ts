// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, couponBackend, metaOf, pricedOutcomes } from './couponHelpers';

/** Every refusal has a stable code and the meta the site shows; none moves money. */
describe('coupon placing: the body', () => {
  it.each([
    ['typeId 5', { typeId: 5 }, '/typeId'],
    ['an amount of 0', { amount: 0 }, '/amount'],
    ['an amount with 3 decimals', { amount: 1.234 }, '/amount'],
    ['changeCoefAction 3', { changeCoefAction: 3 }, '/changeCoefAction'],
    ['an unknown member', { stake: 1 }, '/stake'],
    ['no bets', { bets: [] }, '/bets'],
    ['a single of two bets', { typeId: 0, twoBets: true }, '/bets'],
    ['an express of one bet', { typeId: 1 }, '/bets'],
    ['a system of two bets', { typeId: 2, systemValue: 2, twoBets: true }, '/bets'],
    ['a chain bet without blockId', { typeId: 3, twoBets: true }, '/bets/0/blockId'],
    ['an amountByBetId key that is no id', { amountByBetId: { x: 5 } }, '/amountByBetId/x'],
  ])('%s is 400 validation pointing at the field', async (_, change, pointer) => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    const { twoBets, ...body } = change as Record<string, unknown>;
    const bets = twoBets ? [backend.bet(a!), backend.bet(b!)] : [backend.bet(a!)];
    const res = await backend.place({ bets, ...body });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('validation');
    expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
    expect(await backend.money()).toBe(10000);
  });

  it('the same outcome twice is 400 validation on the second', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.5]);
    const res = await backend.place({ typeId: 9, bets: [backend.bet(a!), backend.bet(a!)] });
    expect(res.json.errors[0].source.pointer).toBe('/bets/1/id');
  });

  it('amounts by bet or block are read only by their own type, keys naming no bet ignored', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.5]);
    const single = await backend.place({ amount: 100, amountByBetId: { [a!.outcomeId]: 5 }, amountByBlockId: { 0: 7 }, bets: [backend.bet(a!)] });
    expect(single.json.amount).toBe(100);
    const singles = await backend.place({ typeId: 9, amount: 20, amountByBetId: { 1: 5 }, bets: [backend.bet(a!)] });
    expect(singles.json.coupons[0].coupon.amount).toBe(20);
  });

  it('chain blockIds must be 0..n−1, and leg 0 stakes the amount', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    const twice = await backend.place({ typeId: 3, bets: [backend.bet(a!, { blockId: 0 }), backend.bet(b!, { blockId: 0 })] });
    expect(twice.json.errors[0].source.pointer).toBe('/bets/1/blockId');
    const bets = [backend.bet(a!, { blockId: 0 }), backend.bet(b!, { blockId: 1 })];
    const leg0 = await backend.place({ typeId: 3, amount: 100, amountByBlockId: { 0: 90 }, bets });
    expect(leg0.json.errors[0].source.pointer).toBe('/amountByBlockId/0');
  });
});

describe('coupon placing: the coupon', () => {
  it.each([1, 2, 3])('two bets of one game in type %i are 400 same_game with their ids', async (typeId) => {
    const backend = await couponBackend();
    const game = (await backend.get('/line/games?section=line&limit=1')).json[0];
    // The first outcome listed is of that game: take one of the next game.
    const [, other] = await pricedOutcomes(backend, [1.6, 1.5]);
    const [m1, m2] = game.markets;
    const bets = [{ id: m1.id, coef: m1.coef }, { id: other!.outcomeId, coef: 1.5 }, { id: m2.id, coef: m2.coef }].map((bet, blockId) => ({
      ...bet,
      ...(typeId === 3 ? { blockId } : {}),
    }));
    const res = await backend.place({ typeId, systemValue: 2, bets, accountId: 999 });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('same_game');
    expect(metaOf(res)).toEqual({ betIds: [m1.id, m2.id] });
  });

  it.each([
    [undefined, 0, { min: 2, max: 3 }],
    [1, 0, { min: 2, max: 3 }],
    [4, 0, { min: 2, max: 3 }],
    [2, 2, { min: 3, max: 3 }],
  ])('systemValue %s with %i bankers of 4 bets is 400 system_value', async (systemValue, bankers, range) => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 2.5, 3]);
    const bets = outcomes.map((o, i) => backend.bet(o, { isBanker: i < bankers }));
    const res = await backend.place({ typeId: 2, systemValue, bets });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('system_value');
    expect(metaOf(res)).toEqual(range);
  });

  it.each([
    ['an unknown account', 424242],
    ["another player's account", 5011],
  ])('%s is 404 account_not_found', async (_, accountId) => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.5]);
    const res = await backend.place({ accountId, bets: [{ id: 1, coef: 2 }, backend.bet(a!)], typeId: 1 });
    expect(res.status).toBe(404);
    expect(codeOf(res)).toBe('account_not_found');
  });
});

describe('coupon placing: the line', () => {
  it('unknown outcomes are 409 outcome_unknown, before finished and suspended ones', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    await backend.control('PATCH', `/line/outcomes/${b!.outcomeId}`, { suspended: true });
    const res = await backend.place({ typeId: 1, bets: [{ id: 1, coef: 2 }, backend.bet(a!), backend.bet(b!), { id: 2, coef: 3 }] });
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe('outcome_unknown');
    expect(metaOf(res)).toEqual({ betIds: [1, 2] });
  });

  it('a finished game is 409 game_finished, before a suspended market', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    await backend.result(a!.gameId, [a!.outcomeId]);
    await backend.control('PATCH', `/line/outcomes/${b!.outcomeId}`, { suspended: true });
    const res = await backend.place({ typeId: 1, bets: [backend.bet(a!), backend.bet(b!)] });
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe('game_finished');
    expect(metaOf(res)).toEqual({ betIds: [a!.outcomeId] });
  });

  it('a suspended market is 409 market_suspended, before a price change', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    await backend.control('PATCH', `/line/outcomes/${b!.outcomeId}`, { suspended: true, price: 2.5 });
    const res = await backend.place({ typeId: 1, bets: [backend.bet(a!), backend.bet(b!)] });
    expect(codeOf(res)).toBe('market_suspended');
    expect(metaOf(res)).toEqual({ betIds: [b!.outcomeId] });
    await backend.control('PATCH', `/line/outcomes/${b!.outcomeId}`, { suspended: false });
    expect(codeOf(await backend.place({ typeId: 1, bets: [backend.bet(a!), backend.bet(b!)] }))).toBe('coef_changed');
  });
});

describe('coupon placing: price changes (changeCoefAction 0 ask, 1 accept increases, 2 accept any)', () => {
  async function moved(from: number, to: number) {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [from, 1.5]);
    await backend.setPrice(a!, to);
    // The player still sees the old price of a; b has not moved.
    const bets = [backend.bet(a!), backend.bet(b!)];
    return { backend, a: a!, bets };
  }

  it.each([
    [0, 2, 2.2, null],
    [0, 2, 1.8, null],
    [1, 2, 2.2, 2.2],
    [1, 2, 1.8, null],
    [2, 2, 2.2, 2.2],
    [2, 2, 1.8, 1.8],
  ])('action %i, price %f → %f: placed at %s', async (changeCoefAction, from, to, placedAt) => {
    const { backend, a, bets } = await moved(from, to);
    const res = await backend.place({ typeId: 1, changeCoefAction, bets });
    if (placedAt === null) {
      expect(res.status).toBe(409);
      expect(codeOf(res)).toBe('coef_changed');
      expect(metaOf(res)).toEqual({ changes: [{ id: a.outcomeId, oldCoef: from, newCoef: to }] });
      expect(await backend.money()).toBe(10000);
    } else {
      expect(res.status).toBe(200);
      expect(res.json.lines[0].coef).toBe(placedAt);
      expect(res.json.coef).toBe(Math.round(placedAt * 1.5 * 100) / 100);
    }
  });

  it('exactCoef refuses any difference, whatever the action', async () => {
    const { backend, bets } = await moved(2, 2.2);
    const res = await backend.place({ typeId: 1, changeCoefAction: 2, exactCoef: true, bets });
    expect(codeOf(res)).toBe('coef_changed');
  });

  it('an unchanged price is placed under every rule', async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [2]);
    expect((await backend.place({ changeCoefAction: 0, exactCoef: true, bets: [backend.bet(a!)] })).status).toBe(200);
  });

  it('a live game whose score moved is 409 score_changed with isDropOnScoreChange, else placed', async () => {
    const backend = await couponBackend();
    const [live] = await backend.outcomes('live', 1);
    const game = (await backend.get(`/line/games/${live!.gameId}`)).json;
    const stale = await backend.place({ isDropOnScoreChange: true, bets: [backend.bet(live!, { score: '9:9' })] });
    expect(stale.status).toBe(409);
    expect(codeOf(stale)).toBe('score_changed');
    expect(metaOf(stale)).toEqual({ betIds: [live!.outcomeId] });
    expect((await backend.place({ isDropOnScoreChange: false, bets: [backend.bet(live!, { score: '9:9' })] })).status).toBe(200);
    expect((await backend.place({ isDropOnScoreChange: true, bets: [backend.bet(live!, { score: game.score })] })).status).toBe(200);
  });
});

describe('coupon placing: stake limits and funds', () => {
  it('a chain block above its maximum is 422 block_amount_above_max', async () => {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [2, 1.5, 3]);
    const bets = outcomes.map((o, i) => backend.bet(o, { blockId: i }));
    const res = await backend.place({ typeId: 3, amount: 100, amountByBlockId: { 1: 150, 2: 225.01 }, bets });
    expect(res.status).toBe(422);
    expect(codeOf(res)).toBe('block_amount_above_max');
    expect(metaOf(res)).toEqual({ blockId: 2, max: 225 });
    expect((await backend.place({ typeId: 3, amount: 100, amountByBlockId: { 1: 150, 2: 225 }, bets })).status).toBe(200);
  });

  it.each([
    [9.99, 'amount_below_min'],
    [500000.01, 'amount_above_max'],
  ])('%f RUB is 422 %s with the limits', async (amount, code) => {
    const backend = await couponBackend();
    await backend.control('PATCH', '/users/player@example.com', { balances: { RUB: 1000000 } });
    const [a] = await pricedOutcomes(backend, [2]);
    const res = await backend.place({ amount, bets: [backend.bet(a!)] });
    expect(res.status).toBe(422);
    expect(codeOf(res)).toBe(code);
    expect(metaOf(res)).toEqual({ min: 10, max: 500000, iso: 'RUB' });
    expect((await backend.place({ amount: 10, bets: [backend.bet(a!)] })).status).toBe(200);
    expect((await backend.place({ amount: 500000, bets: [backend.bet(a!)] })).status).toBe(200);
  });

  it('a bonus account has no maximum, but the minimum holds', async () => {
    const backend = await couponBackend();
    await backend.control('PATCH', '/users/player@example.com', { balances: [{ id: 5002, money: 600000 }] });
    const [a] = await pricedOutcomes(backend, [2]);
    const big = await backend.place({ accountId: 5002, amount: 550000, bets: [backend.bet(a!)] });
    expect(big.status).toBe(200);
    expect(big.json.balance).toBe(50000);
    expect(codeOf(await backend.place({ accountId: 5002, amount: 5, bets: [backend.bet(a!)] }))).toBe('amount_below_min');
  });

  it('limits apply only to the types in amountCheckTypes, and come from the site config', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [2, 3]);
    await backend.control('PATCH', '/site-config', { coupon: { amountCheckTypes: [1] } });
    expect((await backend.place({ amount: 1, bets: [backend.bet(a!)] })).status).toBe(200);
    expect(codeOf(await backend.place({ typeId: 1, amount: 1, bets: [backend.bet(a!), backend.bet(b!)] }))).toBe('amount_below_min');
    await backend.control('PATCH', '/site-config', { coupon: { amountLimits: { RUB: { min: 1, max: 50 } } } });
    expect(metaOf(await backend.place({ typeId: 1, amount: 51, bets: [backend.bet(a!), backend.bet(b!)] }))).toEqual({ min: 1, max: 50, iso: 'RUB' });
  });

  it('a stake above the balance is 422 insufficient_funds with the balance', async () => {
    const backend = await couponBackend();
    await backend.control('PATCH', '/users/player@example.com', { balances: { RUB: 99.99 } });
    const [a] = await pricedOutcomes(backend, [2]);
    const res = await backend.place({ amount: 100, bets: [backend.bet(a!)] });
    expect(res.status).toBe(422);
    expect(codeOf(res)).toBe('insufficient_funds');
    expect(metaOf(res)).toEqual({ balance: 99.99 });
    expect((await backend.place({ amount: 99.99, bets: [backend.bet(a!)] })).json.balance).toBe(0);
  });

  it('a site config without coupon rules (stored before them) reads with the defaults', async () => {
    const backend = await couponBackend();
    const stored = (await backend.control('GET', '/site-config')).json;
    delete stored.coupon;
    backend.db.prepare("UPDATE kv SET value = ? WHERE key = 'site_config'").run(JSON.stringify(stored));
    expect((await backend.control('GET', '/site-config')).json.coupon.liveAcceptDelayMs).toBe(2000);
  });
});
