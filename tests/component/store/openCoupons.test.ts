import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { makeStore } from '@/store/makeStore';
import { withCoupon } from '@/tests/support/coupon';
import { openCouponsWatched } from '@/store/listeners/coupon';
import { OPEN_COUPONS_POLL_MS } from '@/lib/config/coupon';

/** The history endpoint answering the open coupons' count in turn. */
function openCounts(counts: number[]) {
  let call = 0;
  server.use(
    http.get('*/web-api/coupon/history', ({ request }) => {
      expect(new URL(request.url).searchParams.get('state')).toBe('open');
      const total = counts[Math.min(call, counts.length - 1)] ?? 0;
      call += 1;
      return HttpResponse.json({ items: [], total, page: 1, pageSize: 1 });
    }),
  );
  return () => call;
}

/** Counts the balance loads (what accountsRequested starts). */
function balanceLoads() {
  let loads = 0;
  server.use(
    http.get('*/web-api/user/balance', () => {
      loads += 1;
      const account = { id: 1, iso: 'RUB', symbol: '₽', currency_id: 1, type: 0, money: 1, points: 0, label: 'Main', is_active: true };
      return HttpResponse.json({ balance: 1, bonus: 0, is_available_first_deposit_bonus: false, all_accounts: [account] });
    }),
  );
  return () => loads;
}

afterEach(() => vi.useRealTimers());

describe('open coupons: the balance after a settlement', () => {
  it('loads the balance again when the open count drops, and stops at none', async () => {
    vi.useFakeTimers();
    const calls = openCounts([2, 2, 1, 0]);
    const loads = balanceLoads();
    const store = withCoupon(makeStore({ language: 'en', userId: 1001 }));
    store.dispatch(openCouponsWatched());
    await vi.waitFor(() => expect(calls()).toBe(1));
    await vi.advanceTimersByTimeAsync(OPEN_COUPONS_POLL_MS);
    expect(calls()).toBe(2);
    expect(loads()).toBe(0);
    await vi.advanceTimersByTimeAsync(OPEN_COUPONS_POLL_MS);
    expect(calls()).toBe(3);
    await vi.waitFor(() => expect(loads()).toBe(1));
    await vi.advanceTimersByTimeAsync(OPEN_COUPONS_POLL_MS);
    expect(calls()).toBe(4);
    await vi.waitFor(() => expect(loads()).toBe(2));
    // None open: no more asking.
    await vi.advanceTimersByTimeAsync(OPEN_COUPONS_POLL_MS * 3);
    expect(calls()).toBe(4);
  });

  it('asks nothing for a guest', async () => {
    const calls = openCounts([1]);
    const store = withCoupon(makeStore({ language: 'en', userId: null }));
    store.dispatch(openCouponsWatched());
    await Promise.resolve();
    expect(calls()).toBe(0);
  });
});
