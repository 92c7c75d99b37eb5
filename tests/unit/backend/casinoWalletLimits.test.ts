import { describe, expect, it } from 'vitest';
import type { LimitType } from '../../../lib/rules/limitTypes';
import { usageOf } from '../../../backend/src/limits/usage';
import { casinoBackend, CASINO_NOW, codeOf, type CasinoBackend } from './casinoHelpers';

const V3 = '/limit-service-api/api/external/web/v3';
const NOW_S = CASINO_NOW / 1000;

const saveLimit = (b: CasinoBackend, limits: Record<string, unknown>[]) =>
  b.call('POST', `${V3}/limits`, { body: { limits }, headers: { ...b.headers, 'x-language': 'en' } });

describe('limits hold real play', () => {
  it('refuses a self-excluded player a session and a stake', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'real');
    expect((await saveLimit(b, [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }])).status).toBe(200);
    const stake = await b.round(s.sessionId, { stake: 1 });
    expect(stake.status).toBe(403);
    expect(codeOf(stake)).toBe('self_excluded');
    const start = await b.start(b.gameOf('slot'), 'real');
    expect(start.status).toBe(403);
    expect(codeOf(start)).toBe('self_excluded');
    // Demo play stays open: no money moves.
    expect((await b.start(b.gameOf('slot'), 'demo')).status).toBe(201);
    expect(await b.money()).toBe(10000);
  });

  it('refuses real play while the special block runs', async () => {
    const b = await casinoBackend();
    const s = await b.session('keno', 'real');
    await b.call('POST', '/limit-service-api/limit/external/web/api/v1/BlockUser', { headers: b.headers });
    const stake = await b.round(s.sessionId, { stake: 1, params: { picks: [7] } });
    expect(codeOf(stake)).toBe('blocked');
  });

  it('refuses a stake over the wagering limit, counting earlier casino stakes', async () => {
    const b = await casinoBackend();
    expect((await saveLimit(b, [{ limitType: 1, limitValue: 1000 }])).status).toBe(200);
    const s = await b.session('slot', 'real');
    expect((await b.round(s.sessionId, { stake: 600 })).status).toBe(201);
    const over = await b.round(s.sessionId, { stake: 600 });
    expect(over.status).toBe(403);
    expect(codeOf(over)).toBe('limit_exceeded');
    expect(over.json.errors[0].meta).toMatchObject({ limitType: 1, left: 400, iso: 'RUB' });
    expect((await b.round(s.sessionId, { stake: 400 })).status).toBe(201);
    expect(await b.rounds()).toHaveLength(2);
    const held = (await b.control('GET', '/limits/player@example.com')).json;
    expect(held.usage.find((u: { limitType: number }) => u.limitType === 1)).toMatchObject({ used: 1000, left: 0 });
  });
});

describe('casino money counts in the limit windows (limits/usage.ts)', () => {
  it('counts casino stakes less rollbacks as wagering, and less wins as loss', async () => {
    const b = await casinoBackend();
    const sessionId = (await b.session('slot', 'real')).sessionId;
    const tx = async (kind: string, body: Record<string, unknown>) => {
      const res = await b.wallet(kind, { sessionId, ...(kind === 'rollback' ? {} : { currency: 'RUB' }), ...body });
      expect(res.status).toBe(200);
    };
    await tx('bet', { transactionId: 'b1', roundId: 'r1', gameId: 3001, amount: 300 });
    await tx('win', { transactionId: 'w1', roundId: 'r1', amount: 120 });
    await tx('bet', { transactionId: 'b2', roundId: 'r2', gameId: 3001, amount: 200 });
    await tx('rollback', { transactionId: 'x2', roundId: 'r2', betTransactionId: 'b2' });
    await tx('bet', { transactionId: 'b3', roundId: 'r3', gameId: 3001, amount: 50 });
    const row = (limitType: LimitType) => ({ user_id: 1001, limit_type: limitType, limit_value: 100_000, iso: 'RUB' });
    // Wagering: 300 + 50 staked (the 200 given back); loss: 350 staked − 120 won.
    expect(usageOf(b.db, row(1), NOW_S).usedMinor).toBe(35_000);
    expect(usageOf(b.db, row(10), NOW_S).usedMinor).toBe(23_000);
    // A day later the 24 h window holds none of it.
    expect(usageOf(b.db, row(1), NOW_S + 86_401).usedMinor).toBe(0);
  });
});
