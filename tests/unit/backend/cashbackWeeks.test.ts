// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cashbackAmount, weekStartOf } from '../../../backend/src/cashback/terms';
import { BONUS_ACCOUNT, DAY, HOUR, MONDAY, NEXT_MONDAY, rewardsBackend } from './cashbackHelpers';

// The week's arithmetic (docs/cashback-api.md "How a week is computed"): what counts as the net
// casino loss, the rate by level, the cap, no cashback on a net win, the week's bounds on the clock.

const RUB = 100;

describe('cashback: the week', () => {
  it('runs Monday 00:00 to Monday 00:00 UTC', () => {
    expect(weekStartOf(NEXT_MONDAY - 1)).toBe(MONDAY);
    expect(weekStartOf(NEXT_MONDAY)).toBe(NEXT_MONDAY);
    expect(weekStartOf(MONDAY)).toBe(MONDAY);
    // Sunday evening in Moscow is still the UTC week it began in.
    expect(weekStartOf(Date.UTC(2026, 10, 29, 22, 30))).toBe(MONDAY);
  });

  it('pays the rate of the loss, rounded down, up to the cap; nothing on a net win', () => {
    expect(cashbackAmount(2_000 * RUB + 99, 5, 'vip', 'RUB')).toBe(10_004);
    expect(cashbackAmount(2_000_000 * RUB, 10, 'vip', 'RUB')).toBe(50_000 * RUB);
    expect(cashbackAmount(2_000_000 * RUB, 15, 'premium', 'RUB')).toBe(150_000 * RUB);
    expect(cashbackAmount(-500 * RUB, 10, 'vip', 'RUB')).toBe(0);
    expect(cashbackAmount(0, 10, 'vip', 'RUB')).toBe(0);
    expect(cashbackAmount(1_000 * RUB, 10, 'vip', 'GBP')).toBe(0);
  });

  it('counts only real-money rounds settled in the week: not demo, rolled back, bonus-account or next week’s', async () => {
    const b = await rewardsBackend();
    b.round({ stake: 3_000 * RUB, win: 1_000 * RUB, at: MONDAY + HOUR });
    b.round({ stake: 500 * RUB, win: 0, at: MONDAY - 1 }); // last week
    b.round({ stake: 400 * RUB, win: 0, at: NEXT_MONDAY }); // next week
    b.round({ stake: 5_000 * RUB, mode: 'demo', at: MONDAY + 2 * HOUR });
    b.round({ stake: 700 * RUB, status: 'rolled_back', at: MONDAY + 3 * HOUR });
    b.round({ stake: 800 * RUB, accountId: BONUS_ACCOUNT, at: MONDAY + 4 * HOUR });

    const now = await b.get('/web-api/cashback?programme=vip');
    expect(now.status).toBe(200);
    expect(now.json.currentWeek).toEqual({
      week: '2026-11-23',
      endsAt: '2026-11-30T00:00:00.000Z',
      items: [{ currency: 'RUB', staked: 3_000, won: 1_000, loss: 2_000, amount: 100 }],
    });
    // Last week (ended Monday) was computed by the read: 5 % of 500.
    expect(now.json.toClaim).toEqual([expect.objectContaining({ week: '2026-11-16', loss: 500, amount: 25, rate: 5, level: 1, status: 'computed' })]);

    await b.at(NEXT_MONDAY + HOUR);
    const run = await b.call('POST', '/__control/cashback/run');
    expect(run.json.week).toBe('2026-11-23');
    expect(run.json.items).toEqual([
      { login: 'player@example.com', week: '2026-11-23', level: 1, loss: 2_000, amount: 100, status: 'computed', programme: 'vip', currency: 'RUB', id: expect.any(Number) },
    ]);
    // Running again computes nothing new.
    expect((await b.call('POST', '/__control/cashback/run')).json.items).toHaveLength(1);
  });

  it('takes the rate from the level at the week’s end; premium only for the two top levels', async () => {
    const b = await rewardsBackend();
    b.round({ stake: 1_000 * RUB, at: MONDAY + HOUR });
    const bronze = await b.get('/web-api/cashback?programme=premium');
    expect(bronze.json).toMatchObject({ open: false, rate: null, level: { id: 1, key: 'bronze' }, opensAt: { id: 4, key: 'platinum', minPoints: 20_000 } });
    expect(bronze.json.currentWeek.items[0].amount).toBe(0);

    // Gold by the week's end (5 000 points): VIP 7 %, premium still closed.
    await b.setOpening(5_000);
    await b.at(NEXT_MONDAY + HOUR);
    await b.call('POST', '/__control/cashback/run');
    const list = (await b.call('GET', '/__control/cashback/player@example.com')).json;
    expect(list).toEqual([expect.objectContaining({ week: '2026-11-23', level: 3, loss: 1_000, amount: 70, status: 'computed', programme: 'vip' })]);

    // Diamond: VIP 10 %, premium 15 %, each capped on its own.
    const d = await rewardsBackend();
    await d.setOpening(50_000);
    d.round({ stake: 600_000 * RUB, at: MONDAY + HOUR });
    d.round({ stake: 1_000 * RUB, win: 900 * RUB, at: MONDAY + 2 * HOUR });
    await d.at(NEXT_MONDAY);
    const weeks = (await d.call('POST', '/__control/cashback/run')).json.items;
    expect(weeks.map((w: { programme: string; level: number; loss: number; amount: number }) => [w.programme, w.level, w.loss, w.amount])).toEqual([
      ['premium', 5, 600_100, 90_015],
      ['vip', 5, 600_100, 50_000],
    ]);
  });

  it('keeps a week of net win with nothing to claim', async () => {
    const b = await rewardsBackend();
    b.round({ stake: 1_000 * RUB, win: 3_000 * RUB, at: MONDAY + HOUR });
    await b.at(NEXT_MONDAY + DAY);
    const screen = await b.get('/web-api/cashback?programme=vip');
    expect(screen.json.toClaim).toEqual([]);
    expect(screen.json.history).toEqual([expect.objectContaining({ week: '2026-11-23', loss: 0, amount: 0, status: 'none' })]);
    const claim = await b.post(`/web-api/cashback/${screen.json.history[0].id}/claim`);
    expect(claim.status).toBe(409);
    expect(claim.json.errors[0].code).toBe('nothing_to_claim');
  });
});
