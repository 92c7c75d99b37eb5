// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findUserByLogin } from '../../../backend/src/accounts/users';
import { grantBonus } from '../../../backend/src/bonuses/grant';
import { casinoBackend } from './casinoHelpers';

/** A casino bonus is wagered by settled real-money rounds, each at its game's weight (docs/bonuses.md "Casino"). */
describe('bonuses: casino rounds and their weights', () => {
  it('counts a slot round at 100 %, keno at 50 %, not a demo round nor one before the bonus; releases the bonus account when wagered', async () => {
    const b = await casinoBackend();
    const slot = await b.session('slot', 'real');
    await b.round(slot.sessionId, { stake: 40 });
    b.clock.setOffsetSeconds(1);
    const user = findUserByLogin(b.db, 'player@example.com')!;
    const { bonusId } = b.db.transaction(() =>
      grantBonus(b.db, b.clock.now(), { userId: user.id, iso: 'RUB', product: 'casino', source: 'promo_code', sourceRef: 'promo:CASINO', amountMinor: 1000, wagerMultiplier: 20, minOddsX100: null, days: 14 }),
    )();
    b.clock.setOffsetSeconds(2);
    const headers = b.headers;
    const get = async (path: string) => (await b.call('GET', `/web-api/bonuses${path}`, { headers })).json;

    await b.round(slot.sessionId, { stake: 100 });
    b.clock.setOffsetSeconds(3);
    const keno = await b.session('keno', 'real');
    await b.round(keno.sessionId, { stake: 60, params: { picks: [1, 2, 3] } });
    b.clock.setOffsetSeconds(4);
    const demo = await b.session('slot', 'demo');
    await b.round(demo.sessionId, { stake: 10 });

    expect(((await get(''))!.items as { id: number }[]).find((item) => item.id === bonusId)).toMatchObject({ id: bonusId, product: 'casino', required: 200, wagered: 130, remaining: 70, weights: { slot: 100, keno: 50, scratch: 50, crash: 20, table: 10 } });
    const listed = (await get(`/${bonusId}/wagering?lng=en`)).items as { kind: string; stake: number; weight: number | null; counted: number; reason: string | null; game: string }[];
    expect(listed.map((entry) => [entry.kind, entry.stake, entry.weight, entry.counted, entry.reason])).toEqual([
      ['round', 10, 100, 0, 'demo'],
      ['round', 60, 50, 30, null],
      ['round', 100, 100, 100, null],
    ]);
    expect(typeof listed[1]!.game).toBe('string');

    const bonusBefore = (await b.money(5002))!;
    const mainBefore = (await b.money(5001))!;
    await b.round(slot.sessionId, { stake: 70 });
    const bonus = ((await b.control('GET', '/bonuses/player@example.com')).json as { bonusId: number }[]).find((item) => item.bonusId === bonusId);
    expect(bonus).toMatchObject({ bonusId, kind: 'casino', amount: 10, wagerRequired: 200, wagered: 200, status: 'wagered' });
    // Release moves what the bonus account holds beyond the bonus still open on it (the seed's 500 ₽
    // welcome bonus) to the main account.
    expect(await b.money(5002)).toBe(500);
    const slotWin = (await b.rounds()).find((round) => round.stake === 70)!.win ?? 0;
    expect(await b.money(5001)).toBeCloseTo(mainBefore - 70 + slotWin + bonusBefore - 500, 2);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });
});
