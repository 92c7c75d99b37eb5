// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, couponBackend, metaOf, pricedOutcomes } from './couponHelpers';

/** A placed coupon, the bet history, and a coupon saved under a code. */
describe('GET /web-api/coupon/{couponId}', () => {
  it("answers the owner's coupon in the asked language, and 404 coupon_not_found to anyone else", async () => {
    const backend = await couponBackend();
    const [a] = await pricedOutcomes(backend, [1.85]);
    const placed = (await backend.place({ bets: [backend.bet(a!)] })).json;
    const en = await backend.get(`/coupon/${placed.couponId}?lng=en`);
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('no-store');
    const { balance, ...view } = placed;
    expect(balance).toBe(9900);
    expect(en.json).toEqual(view);
    const ru = await backend.get(`/coupon/${placed.couponId}`);
    expect(ru.json.lines[0].sportName).not.toBe(en.json.lines[0].sportName);

    const { ua } = await backend.signIn('twostep@example.com');
    const other = await backend.call('GET', `/web-api/coupon/${placed.couponId}`, { headers: { cookie: `ua=${ua}` } });
    expect(other.status).toBe(404);
    expect(codeOf(other)).toBe('coupon_not_found');
    expect(codeOf(await backend.get('/coupon/999999'))).toBe('coupon_not_found');
    expect((await backend.call('GET', `/web-api/coupon/${placed.couponId}`)).status).toBe(401);
  });
});

describe('GET /web-api/coupon/history', () => {
  async function withCoupons() {
    const backend = await couponBackend();
    const outcomes = await pricedOutcomes(backend, [1.5, 2, 2.5, 3, 3.5]);
    const ids: number[] = [];
    for (const [index, outcome] of outcomes.entries()) {
      // One a minute, by the backend clock: createdAt orders them.
      await backend.moveClock(index * 60);
      ids.push((await backend.place({ amount: 10 + index, bets: [backend.bet(outcome)] })).json.couponId);
    }
    await backend.moveClock(5 * 60);
    await backend.result(outcomes[0]!.gameId, [outcomes[0]!.outcomeId]);
    await backend.result(outcomes[1]!.gameId, [], [outcomes[1]!.outcomeId]);
    const loser = (await backend.get(`/line/games/${outcomes[2]!.gameId}`)).json.markets.find((m: { id: number }) => m.id !== outcomes[2]!.outcomeId);
    await backend.result(outcomes[2]!.gameId, [loser.id]);
    return { backend, ids };
  }
  const history = async (backend: Awaited<ReturnType<typeof couponBackend>>, query = '') => (await backend.get(`/coupon/history${query}`)).json;

  it('lists the coupons newest first, 20 a page by default', async () => {
    const { backend, ids } = await withCoupons();
    const page = await history(backend);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.items.map((c: { couponId: number }) => c.couponId)).toEqual([...ids].reverse());
    expect(page.items[4]).toMatchObject({ status: 'won', amount: 10, win: 15 });
  });

  it('pages', async () => {
    const { backend, ids } = await withCoupons();
    const second = await history(backend, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((c: { couponId: number }) => c.couponId)).toEqual([ids[2], ids[1]]);
    expect((await history(backend, '?page=4&pageSize=2')).items).toEqual([]);
  });

  it.each([
    ['open', [5, 4]],
    ['settled', [3, 2, 1]],
    ['won', [1]],
    ['lost', [3]],
    ['all', [5, 4, 3, 2, 1]],
  ])('state=%s', async (state, positions) => {
    const { backend, ids } = await withCoupons();
    const page = await history(backend, `?state=${state}`);
    expect(page.items.map((c: { couponId: number }) => c.couponId)).toEqual(positions.map((p) => ids[p - 1]));
    expect(page.total).toBe(positions.length);
  });

  it('from and to bound createdAt', async () => {
    const { backend, ids } = await withCoupons();
    const all = (await history(backend)).items as { couponId: number; createdAt: string }[];
    const created = (id: number) => all.find((c) => c.couponId === id)!.createdAt;
    const page = await history(backend, `?from=${created(ids[1]!)}&to=${created(ids[3]!)}`);
    expect(page.items.map((c: { couponId: number }) => c.couponId)).toEqual([ids[3], ids[2], ids[1]]);
  });

  it('holds only the player’s own coupons; bad queries are 400 validation', async () => {
    const { backend } = await withCoupons();
    const { ua } = await backend.signIn('twostep@example.com');
    const other = await backend.call('GET', '/web-api/coupon/history', { headers: { cookie: `ua=${ua}` } });
    expect(other.json).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    for (const query of ['?state=mine', '?pageSize=101', '?page=0', '?from=yesterday']) {
      const res = await backend.get(`/coupon/history${query}`);
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe('validation');
    }
    expect((await backend.call('GET', '/web-api/coupon/history')).status).toBe(401);
  });
});

describe('save and load a coupon by code', () => {
  it('saves outcomes under a short code anyone can load, at the prices of the moment', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    const saved = await backend.call('POST', '/web-api/coupon/save', { body: { bets: [{ id: b!.outcomeId }, { id: a!.outcomeId }] } });
    expect(saved.status).toBe(200);
    expect(saved.json.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await backend.setPrice(b!, 2.25);
    await backend.control('PATCH', `/line/outcomes/${a!.outcomeId}`, { suspended: true });
    const loaded = await backend.call('GET', `/web-api/coupon/load/${saved.json.code.toLowerCase()}?lng=en`);
    expect(loaded.status).toBe(200);
    const game = (await backend.call('GET', `/web-api/line/games/${b!.gameId}?lng=en`)).json;
    expect(loaded.json.bets).toEqual([
      {
        id: b!.outcomeId,
        gameId: b!.gameId,
        coef: 2.25,
        isBlocked: false,
        marketName: game.markets.find((m: { id: number }) => m.id === b!.outcomeId).name,
        typeId: game.markets.find((m: { id: number }) => m.id === b!.outcomeId).typeId,
        team1: game.team1,
        team2: game.team2,
        champName: game.champName,
        sportId: game.sportId,
        champId: game.champId,
        isLive: false,
        startsAt: game.startsAt,
        score: null,
      },
      expect.objectContaining({ id: a!.outcomeId, isBlocked: true }),
    ]);
  });

  it('leaves out an outcome whose game is over; unknown codes are 404 coupon_code_unknown', async () => {
    const backend = await couponBackend();
    const [a, b] = await pricedOutcomes(backend, [1.5, 2]);
    const { code } = (await backend.call('POST', '/web-api/coupon/save', { body: { bets: [{ id: a!.outcomeId }, { id: b!.outcomeId }] } })).json;
    await backend.result(a!.gameId, [a!.outcomeId]);
    expect((await backend.call('GET', `/web-api/coupon/load/${code}`)).json.bets.map((bet: { id: number }) => bet.id)).toEqual([b!.outcomeId]);
    const unknown = await backend.call('GET', '/web-api/coupon/load/ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('coupon_code_unknown');
  });

  it('refuses unknown outcomes (409 outcome_unknown) and bad bodies (400 validation)', async () => {
    const backend = await couponBackend();
    const unknown = await backend.call('POST', '/web-api/coupon/save', { body: { bets: [{ id: 1 }] } });
    expect(unknown.status).toBe(409);
    expect(metaOf(unknown)).toEqual({ betIds: [1] });
    for (const body of [{ bets: [] }, { bets: [{ id: 9000001, coef: 2 }] }, { bets: [{ id: 9000001 }, { id: 9000001 }] }]) {
      expect(codeOf(await backend.call('POST', '/web-api/coupon/save', { body }))).toBe('validation');
    }
  });
});
