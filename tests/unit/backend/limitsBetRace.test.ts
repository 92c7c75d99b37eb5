// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { casinoBackend, PLAY } from './casinoHelpers';
import { BASE_BODY, codeOf, couponBackend } from './couponHelpers';
import { closeServers, served, type HttpAnswer } from './httpServer';
import { LIMITS_NOW, V3 } from './limitsHelpers';

/**
 * Stakes sent at once against the wagering and loss limits (limits/enforce.ts assertBetAllowed,
 * checked in the same transaction as the stake): real requests in flight together over HTTP.
 * Their transactions take the write lock first (.immediate()); limitsLock.test.ts holds that
 * across database connections.
 */
afterEach(closeServers);

type Call = (method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => Promise<HttpAnswer>;

const saveLimit = async (call: Call, headers: Record<string, string>, limitType: number, limitValue: number) => {
  const saved = await call('POST', `${V3}/limits`, { body: { limits: [{ limitType, limitValue }] }, headers: { ...headers, 'x-language': 'en' } });
  if (saved.status !== 200 || saved.json.status !== 200) throw new Error(`limit not saved: ${JSON.stringify(saved.json)}`);
};

/** Sends `count` stakes at once; the answers' statuses and refusal codes. */
async function atOnce(count: number, send: (i: number) => Promise<HttpAnswer>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return {
    accepted: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
    refused: answers.filter((answer) => answer.status >= 300).map((answer) => [answer.status, codeOf(answer)]),
  };
}

describe('coupon stakes sent at once', () => {
  it.each([
    ['wagering limit (type 1)', 1],
    ['loss limit (type 10)', 10],
  ])('20 singles of 300 against a 24 h %s of 1000: exactly the 3 that fit are placed', async (_name, limitType) => {
    const backend = await couponBackend({ now: LIMITS_NOW });
    await saveLimit(backend.call, backend.headers, limitType, 1000);
    const [outcome] = await backend.outcomes('line', 1);
    const { http } = await served(backend.app);
    const result = await atOnce(20, (i) =>
      http('POST', '/web-api/coupon/place?lng=en', {
        body: { ...BASE_BODY, amount: 300, bets: [backend.bet(outcome!)] },
        headers: { ...backend.headers, 'Idempotency-Key': `race-${i}` },
      }),
    );
    expect(result).toEqual({ accepted: 3, refused: Array(17).fill([403, 'limit_exceeded']) });
    const stakes = (await backend.control('GET', '/bets/player@example.com')).json as { stake: number }[];
    expect(stakes.reduce((sum, coupon) => sum + coupon.stake, 0)).toBe(900);
    expect(await backend.money()).toBe(9100);
    expect(backend.ledgerHolds()).toBe(true);
  });
});

describe('casino stakes sent at once', () => {
  it('20 slot rounds of 300 against a 24 h wagering limit of 1000: exactly the 3 that fit are played', async () => {
    const backend = await casinoBackend();
    await saveLimit(backend.call, backend.headers, 1, 1000);
    const { sessionId } = await backend.session('slot', 'real');
    const { http } = await served(backend.app);
    const result = await atOnce(20, (i) =>
      http('POST', `${PLAY}/sessions/${sessionId}/rounds?lng=en`, {
        body: { stake: 300 },
        headers: { ...backend.headers, 'Idempotency-Key': `race-${i}` },
      }),
    );
    expect(result).toEqual({ accepted: 3, refused: Array(17).fill([403, 'limit_exceeded']) });
    const rounds = await backend.rounds();
    expect(rounds.map((round) => round.stake)).toEqual([300, 300, 300]);
    const held = (await backend.control('GET', '/limits/player@example.com')).json;
    expect(held.usage.find((usage: { limitType: number }) => usage.limitType === 1)).toMatchObject({ used: 900, left: 100 });
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });
});
