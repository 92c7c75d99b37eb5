import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';
import { initialCouponState } from '@/lib/coupon/initialState';
import { serializeCoupon } from '@/lib/coupon/persist';
import { selectCoupon } from '@/store/rootReducer';
import { bet, betInput } from '@/tests/unit/coupon/fixtures';
import { clientSiteConfig } from '@/tests/support/fixtures';
import { server } from '@/tests/support/server';
import { http, HttpResponse } from 'msw';

const siteConfig = clientSiteConfig({ oneClickEnabled: true });

/**
 * A page as it opens: the frame's gate and the right column's, over a fresh module graph (the gate
 * keeps whether the coupon's code came for the page's life, and the coupon's reducer goes into
 * the store's root reducer when it does).
 */
async function openPage({ fresh = true, userId = null as number | null } = {}) {
  if (fresh) vi.resetModules();
  const { renderWithProviders } = await import('@/tests/support/render');
  const { makeStore } = await import('@/store/makeStore');
  const { CouponHostGate, CouponPanelGate } = await import('@/components/coupon/CouponGate');
  const { emitCouponEvent } = await import('@/lib/coupon/busEvent');
  const store = makeStore({ language: 'en', siteConfig, userId });
  await renderWithProviders(
    <>
      <CouponHostGate />
      <CouponPanelGate />
    </>,
    { language: 'en', store },
  );
  return { store, emitCouponEvent };
}

afterEach(() => window.localStorage.clear());

describe('the coupon before its code is on the page', () => {
  it('is the empty coupon; a bet sent before its code came is in the coupon once it has', async () => {
    const { store, emitCouponEvent } = await openPage();
    expect(screen.getByText('Your coupon is empty')).toBeInTheDocument();
    // Nothing of the coupon's rules yet: its actions change nothing.
    act(() => {
      store.dispatch({ type: 'coupon/betToggled', payload: { bet: betInput(9, 3), now: 0 } });
    });
    expect(selectCoupon(store.getState()).bets).toEqual([]);
    act(() => emitCouponEvent({ type: 'toggleBet', bet: betInput(1, 2) }));
    await waitFor(() => expect(selectCoupon(store.getState()).bets.map((b) => b.market.id)).toEqual([10]));
    // And it is kept for the next page, as every change of the coupon is.
    await waitFor(() => expect(window.localStorage.getItem(COUPON_STORAGE_KEY)).toContain('"id":10'));
    // On the page too: the slip (its code and words load with the first bet) lists it.
    expect(within(await screen.findByRole('list', { name: 'Bets in the coupon' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('restores a coupon kept from an earlier visit at once', async () => {
    window.localStorage.setItem(COUPON_STORAGE_KEY, serializeCoupon({ ...initialCouponState, bets: [bet(1, 2), bet(2, 3)] }));
    const { store } = await openPage();
    await waitFor(() => expect(selectCoupon(store.getState()).bets).toHaveLength(2));
    // On the page too: the slip (its code and words load with the first bet) lists both.
    expect(within(await screen.findByRole('list', { name: 'Bets in the coupon' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('"Load a coupon" opens the real form with its field focused', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Load a coupon' }));
    const field = await screen.findByRole('textbox', { name: 'Load a coupon' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('one-click ticked on the empty coupon is on once the code came, with the focus kept on it', async () => {
    const { store } = await openPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'One-click bet' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'One-click bet' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'One-click bet' })).toHaveFocus();
    expect(selectCoupon(store.getState()).settings.isActiveOneClick).toBe(true);
    expect(screen.getByRole('textbox', { name: 'One-click stake' })).toBeInTheDocument();
  });

  it("a signed-in player's bet tapped while the coupon's code is on its way is in the coupon once it came", async () => {
    // A player's page loads the coupon at once (his open coupons are followed); its code is held
    // back here until the tap was made, as a slow network holds it.
    let followed = false;
    server.use(
      http.get('*/web-api/coupon/history', () => {
        followed = true;
        return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 1 });
      }),
    );
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.resetModules();
    vi.doMock('@/components/coupon/feature', async () => {
      await arrived;
      return vi.importActual('@/components/coupon/feature');
    });
    const { store, emitCouponEvent } = await openPage({ fresh: false, userId: 1001 });
    act(() => emitCouponEvent({ type: 'toggleBet', bet: betInput(1, 2) }));
    arrive();
    await waitFor(() => expect(selectCoupon(store.getState()).bets.map((b) => b.market.id)).toEqual([10]));
    // And the coupon that came follows the player's open coupons (none here).
    await waitFor(() => expect(followed).toBe(true));
    vi.doUnmock('@/components/coupon/feature');
  });

  it('a failed load says so and drops the bet sent meanwhile; the next bet loads it again', async () => {
    vi.resetModules();
    vi.doMock('@/components/coupon/feature', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { store, emitCouponEvent } = await openPage({ fresh: false });
    act(() => emitCouponEvent({ type: 'toggleBet', bet: betInput(1, 2) }));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((item) => item.message)).toEqual(['The coupon could not be loaded. Please try again.']),
    );
    vi.doUnmock('@/components/coupon/feature');
    act(() => emitCouponEvent({ type: 'toggleBet', bet: betInput(2, 3) }));
    await waitFor(() => expect(selectCoupon(store.getState()).bets.map((b) => b.market.id)).toEqual([20]));
  });
});
