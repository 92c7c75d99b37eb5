// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, couponBackend, pricedOutcomes } from './couponHelpers';

/** The line's state and the control API of outcomes, results and bets (backend/README.md). */
describe('GET /__control/line/outcomes', () => {
  it('lists open outcomes one game after another before a second of any game, 20 by default', async () => {
    const backend = await couponBackend();
    const list = await backend.control('GET', '/line/outcomes');
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(20);
    expect(list.json[0]).toEqual({ outcomeId: expect.any(Number), gameId: expect.any(Number), price: expect.any(Number), suspended: false });
    // 65 games (50 line, 15 live): the first 20 are 20 different games.
    expect(new Set(list.json.map((o: { gameId: number }) => o.gameId)).size).toBe(20);
    const many = (await backend.control('GET', '/line/outcomes?section=live&limit=30')).json as { gameId: number }[];
    expect(new Set(many.slice(0, 15).map((o) => o.gameId)).size).toBe(15);
    expect(many[15]!.gameId).toBe(many[0]!.gameId);
  });

  it('keeps to the section and leaves out suspended outcomes and finished games', async () => {
    const backend = await couponBackend();
    const live = await backend.outcomes('live', 100);
    const liveGames = new Set((await backend.get('/line/games?section=live&limit=100')).json.map((g: { id: number }) => g.id));
    expect(live.every((o) => liveGames.has(o.gameId))).toBe(true);
    const [a, b] = await backend.outcomes('line', 2);
    await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, { suspended: true });
    await backend.result(b!.gameId, [b!.outcomeId]);
    const after = await backend.outcomes('line', 1000);
    expect(after.some((o) => o.outcomeId === a!.outcomeId)).toBe(false);
    expect(after.some((o) => o.gameId === b!.gameId)).toBe(false);
    expect((await backend.control('GET', '/line/outcomes?section=past')).status).toBe(400);
  });
});

describe('PATCH /__control/line/outcomes/{outcomeId}', () => {
  it('changes the price and the suspension, which the line API shows (isBlocked)', async () => {
    const backend = await couponBackend();
    const [a] = await backend.outcomes('line', 1);
    const res = await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, { price: 4.2, suspended: true });
    expect(res.json).toEqual({ outcomeId: a!.outcomeId, gameId: a!.gameId, price: 4.2, suspended: true });
    const game = (await backend.get(`/line/games/${a!.gameId}`)).json;
    expect(game.markets.find((m: { id: number }) => m.id === a!.outcomeId)).toMatchObject({ coef: 4.2, isBlocked: true });
    expect(game.markets.filter((m: { isBlocked: boolean }) => !m.isBlocked).length).toBe(game.markets.length - 1);
    expect((await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, { suspended: false })).json.price).toBe(4.2);
  });

  it.each([{ price: 1 }, { price: 1.234 }, { price: '2' }, { odds: 2 }])('refuses %j with 400', async (body) => {
    const backend = await couponBackend();
    const [a] = await backend.outcomes('line', 1);
    expect((await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, body)).status).toBe(400);
  });

  it('is 404 for an unknown outcome', async () => {
    const backend = await couponBackend();
    expect((await backend.control('PATCH', '/line/outcomes/1', { price: 2 })).status).toBe(404);
  });
});

describe('POST /__control/line/games/{gameId}/result', () => {
  it('finishes the game: out of /line/games and the counts, still at /line/games/{id} with isFinished', async () => {
    const backend = await couponBackend();
    const [a] = await backend.outcomes('line', 1);
    const before = (await backend.get('/line/sports')).json.reduce((n: number, s: { lineCount: number }) => n + s.lineCount, 0);
    expect((await backend.get(`/line/games/${a!.gameId}`)).json.isFinished).toBe(false);
    expect((await backend.result(a!.gameId, [a!.outcomeId])).json).toEqual({ gameId: a!.gameId, settledCoupons: 0 });
    const games = (await backend.get('/line/games?limit=100')).json as { id: number; isFinished: boolean }[];
    expect(games.some((g) => g.id === a!.gameId)).toBe(false);
    expect(games.every((g) => g.isFinished === false)).toBe(true);
    const game = (await backend.get(`/line/games/${a!.gameId}`)).json;
    expect(game.isFinished).toBe(true);
    expect(game.markets.every((m: { isBlocked: boolean }) => m.isBlocked)).toBe(true);
    const after = (await backend.get('/line/sports')).json.reduce((n: number, s: { lineCount: number }) => n + s.lineCount, 0);
    expect(after).toBe(before - 1);
  });

  it('refuses outcomes of another game or in both lists (400), an unknown game (404), a second result (409)', async () => {
    const backend = await couponBackend();
    const [a, b] = await backend.outcomes('line', 2);
    expect((await backend.result(a!.gameId, [b!.outcomeId])).status).toBe(400);
    expect((await backend.result(a!.gameId, [a!.outcomeId], [a!.outcomeId])).status).toBe(400);
    expect((await backend.control('POST', `/line/games/${a!.gameId}/result`, { voids: [] })).status).toBe(400);
    expect((await backend.result(1, [])).status).toBe(404);
    expect((await backend.get(`/line/games/${a!.gameId}`)).json.isFinished).toBe(false);
    await backend.result(a!.gameId, [a!.outcomeId]);
    const again = await backend.result(a!.gameId, []);
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('game_finished');
  });

  it('reset brings the line back', async () => {
    const backend = await couponBackend();
    const [a] = await backend.outcomes('line', 1);
    await backend.result(a!.gameId, [a!.outcomeId]);
    await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, { price: 9 });
    await backend.control('POST', '/reset');
    const game = (await backend.get(`/line/games/${a!.gameId}`)).json;
    expect(game.isFinished).toBe(false);
    expect(game.markets[0]).toMatchObject({ coef: a!.price, isBlocked: false });
  });
});

describe('GET /__control/bets/{login}', () => {
  it("lists the player's coupons newest last, with the prices taken", async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    const first = (await backend.place({ amount: 12.5, bets: [backend.bet(a!)] })).json;
    await backend.setPrice(b!, 2.5);
    const second = (await backend.place({ typeId: 1, changeCoefAction: 2, amount: 20, bets: [backend.bet(a!), backend.bet(b!)] })).json;
    const res = await backend.control('GET', '/bets/player@example.com');
    expect(res.json).toEqual([
      { couponId: first.couponId, typeId: 0, stake: 12.5, status: 'pending', lines: [{ outcomeId: a!.outcomeId, gameId: a!.gameId, price: 1.5 }] },
      {
        couponId: second.couponId,
        typeId: 1,
        stake: 20,
        status: 'pending',
        lines: [
          { outcomeId: a!.outcomeId, gameId: a!.gameId, price: 1.5 },
          { outcomeId: b!.outcomeId, gameId: b!.gameId, price: 2.5 },
        ],
      },
    ]);
    expect((await backend.control('GET', '/bets/fresh@example.com')).json).toEqual([]);
    expect((await backend.control('GET', '/bets/nobody@example.com')).status).toBe(404);
  });
});

describe('the site cache', () => {
  it('is purged after a price change and a result, not after a read', async () => {
    let purges = 0;
    const backend = await couponBackend({ purgeSiteCache: async () => void (purges += 1) });
    const start = purges;
    const [a] = await backend.outcomes('line', 1);
    expect(purges).toBe(start);
    await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, { price: 3 });
    expect(purges).toBe(start + 1);
    await backend.result(a!.gameId, [a!.outcomeId]);
    expect(purges).toBe(start + 2);
    await backend.result(a!.gameId, []);
    expect(purges).toBe(start + 2);
  });
});
