// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { couponBackend, pricedOutcomes, type CouponBackend } from './couponHelpers';

/** A bet on a live game waits liveAcceptDelayMs (backend clock), then is checked again. */
async function placedLive(backend: CouponBackend, body: Record<string, unknown> = {}) {
  const [live] = await backend.outcomes('live', 1);
  const res = await backend.place({ amount: 100, bets: [backend.bet(live!)], ...body });
  expect(res.status).toBe(200);
  return { live: live!, coupon: res.json };
}

const read = async (backend: CouponBackend, couponId: number) => (await backend.get(`/coupon/${couponId}?lng=en`)).json;

describe('live acceptance', () => {
  it('a live bet is accepting until acceptAt, then pending on the next read', async () => {
    const backend = await couponBackend();
    const { coupon } = await placedLive(backend);
    expect(coupon.status).toBe('accepting');
    expect(Date.parse(coupon.acceptAt) - Date.parse(coupon.createdAt)).toBe(2000);
    expect(coupon.lines[0].isLive).toBe(true);
    expect(coupon.balance).toBe(9900);
    expect((await read(backend, coupon.couponId)).status).toBe('accepting');
    await backend.moveClock(3);
    const after = await read(backend, coupon.couponId);
    expect(after.status).toBe('pending');
    expect(after.rejectReason).toBeUndefined();
    expect(await backend.money()).toBe(9900);
  });

  it('a price that dropped meanwhile under action 0 rejects it and refunds the stake in the ledger', async () => {
    const backend = await couponBackend();
    const { live, coupon } = await placedLive(backend, { changeCoefAction: 0 });
    await backend.setPrice(live, Math.round((live.price - 0.05) * 100) / 100);
    await backend.moveClock(3);
    const after = await read(backend, coupon.couponId);
    expect(after).toMatchObject({ status: 'rejected', rejectReason: 'coef_changed', win: null });
    expect(await backend.money()).toBe(10000);
    expect(ledgerOf(backend.db, 5001).map((row) => [row.kind, row.amount_minor, row.ref])).toEqual([
      ['adjustment', 1000000, 'seed'],
      ['stake', -10000, `coupon:${coupon.couponId}`],
      ['refund', 10000, `coupon:${coupon.couponId}`],
    ]);
    expect(backend.ledgerHolds()).toBe(true);
    // Read again: refunded once.
    await read(backend, coupon.couponId);
    expect(await backend.money()).toBe(10000);
  });

  it('under action 1 a price raised meanwhile is taken at the new price', async () => {
    const backend = await couponBackend();
    const { live, coupon } = await placedLive(backend, { changeCoefAction: 1 });
    await backend.setPrice(live, Math.round((live.price + 1) * 100) / 100);
    await backend.moveClock(3);
    const after = await read(backend, coupon.couponId);
    expect(after.status).toBe('pending');
    const raised = Math.round((live.price + 1) * 100) / 100;
    expect(after.lines[0].coef).toBe(raised);
    // 100 staked: the possible win is the price × 100, exactly.
    expect(after.possibleWin).toBe(Math.round(raised * 100));
  });

  it('a market suspended meanwhile rejects it (market_suspended)', async () => {
    const backend = await couponBackend();
    const { live, coupon } = await placedLive(backend, { changeCoefAction: 2 });
    await backend.control('PATCH', `/line/outcomes/${live.outcomeId}`, { suspended: true });
    await backend.moveClock(3);
    expect(await read(backend, coupon.couponId)).toMatchObject({ status: 'rejected', rejectReason: 'market_suspended' });
  });

  it('the history, the control API and the balance resolve it too', async () => {
    const backend = await couponBackend();
    const { live, coupon } = await placedLive(backend);
    await backend.setPrice(live, Math.round((live.price + 0.5) * 100) / 100);
    await backend.moveClock(3);
    expect(await backend.money()).toBe(10000);
    expect((await backend.control('GET', '/bets/player@example.com')).json[0].status).toBe('rejected');
    expect((await backend.get('/coupon/history')).json.items[0]).toMatchObject({ couponId: coupon.couponId, status: 'rejected' });
  });

  it('the control API resolves it when asked first', async () => {
    const backend = await couponBackend();
    await placedLive(backend);
    await backend.moveClock(3);
    expect((await backend.control('GET', '/bets/player@example.com')).json[0].status).toBe('pending');
  });

  it('an express with one live bet waits too', async () => {
    const backend = await couponBackend();
    const [line] = await pricedOutcomes(backend, [2]);
    const [live] = await backend.outcomes('live', 1);
    const res = await backend.place({ typeId: 1, bets: [backend.bet(line!), backend.bet(live!)] });
    expect(res.json.status).toBe('accepting');
  });

  it('with liveAcceptDelayMs 0 the answer is already pending', async () => {
    const backend = await couponBackend();
    await backend.control('PATCH', '/site-config', { coupon: { liveAcceptDelayMs: 0 } });
    const { coupon } = await placedLive(backend);
    expect(coupon.status).toBe('pending');
    expect(coupon.acceptAt).toBe(coupon.createdAt);
  });

  it('a result before acceptAt leaves it to be rejected (game_finished) and refunded', async () => {
    const backend = await couponBackend();
    const { live, coupon } = await placedLive(backend);
    expect((await backend.result(live.gameId, [live.outcomeId])).json.settledCoupons).toBe(0);
    await backend.moveClock(3);
    expect(await read(backend, coupon.couponId)).toMatchObject({ status: 'rejected', rejectReason: 'game_finished' });
    expect(await backend.money()).toBe(10000);
  });

  it('a result after acceptAt accepts it first, then settles it', async () => {
    const backend = await couponBackend();
    const { live, coupon } = await placedLive(backend);
    await backend.moveClock(3);
    expect((await backend.result(live.gameId, [live.outcomeId])).json.settledCoupons).toBe(1);
    const after = await read(backend, coupon.couponId);
    expect(after.status).toBe('won');
    expect(after.win).toBe(Math.round(live.price * 100));
    expect(backend.ledgerHolds()).toBe(true);
  });
});
