import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Odd } from '@/components/sport/Odd';
import { coefViewChanged } from '@/store/slices/app';
import { COEF_FORMAT } from '@/lib/config/user';
import { COUPON_BUS_EVENT } from '@/lib/coupon/bus';
import { betToggled } from '@/store/slices/coupon';
import { couponBetFromLine } from '@/lib/coupon/fromLine';
import { renderWithProviders } from '@/tests/support/render';
import { liveGame } from '@/tests/support/fixtures';
import { priceStore } from '@/lib/odds/priceStore';

const game = liveGame();
const home = game.markets[0]!;

describe('Odd: a price as a button', () => {
  it('is named by event, market and price, in the player’s odds format, following a change at once', async () => {
    const { store } = await renderWithProviders(<Odd game={game} market={home} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, 1: 1.85' })).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.american));
    });
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, 1: -118' })).toBeInTheDocument();
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.fractional));
    });
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, 1: 17/20' })).toBeInTheDocument();
  });

  it('reads its price from the live price store by outcome id, the server price as the seed', async () => {
    const market = { ...home, id: 9101, coef: 3.45, name: 'X' };
    await renderWithProviders(<Odd game={game} market={market} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, X: 3.45' })).toBeInTheDocument();
    act(() => {
      priceStore.set([
        [9101, 3.15],
        [9102, 7],
      ]);
    });
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, X: 3.15' })).toBeInTheDocument();
  });

  it('a click sends the outcome to the coupon’s bus at the price shown; pressed while in the coupon', async () => {
    const { store } = await renderWithProviders(<Odd game={game} market={home} />, { language: 'en' });
    const sent = vi.fn();
    window.addEventListener(COUPON_BUS_EVENT, sent);
    await userEvent.click(screen.getByRole('button', { name: /Arsenal — Chelsea, 1/ }));
    window.removeEventListener(COUPON_BUS_EVENT, sent);
    expect((sent.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ type: 'toggleBet', bet: couponBetFromLine(game, home) });
    act(() => {
      store.dispatch(betToggled(couponBetFromLine(game, home)));
    });
    expect(screen.getByRole('button', { name: /Arsenal — Chelsea, 1/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a suspended market shows a lock and cannot be added', async () => {
    await renderWithProviders(<Odd game={game} market={{ ...home, isBlocked: true }} />, { language: 'ru' });
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, 1: приём ставок приостановлен' })).toBeDisabled();
  });
});

describe('Odd under the live feed (issue 12 point 5)', () => {
  it('flashes the way its price moved, for a moment', async () => {
    vi.useFakeTimers();
    try {
      const market = { ...home, id: 9201, coef: 2 };
      await renderWithProviders(<Odd game={game} market={market} />, { language: 'en' });
      const button = () => screen.getByRole('button', { name: /Arsenal — Chelsea, 1:/ });
      expect(button()).not.toHaveClass('odd--up');
      act(() => priceStore.set([[9201, 2.2]]));
      expect(button()).toHaveClass('odd--up');
      act(() => priceStore.set([[9201, 1.9]]));
      expect(button()).toHaveClass('odd--down');
      act(() => vi.advanceTimersByTime(1600));
      expect(button()).not.toHaveClass('odd--down');
      expect(button()).toHaveAccessibleName('Arsenal — Chelsea, 1: 1.90');
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks when the feed suspends its market or finishes its game', async () => {
    const { blockedStore, gameStore } = await import('@/lib/odds/priceStore');
    const market = { ...home, id: 9202, coef: 2 };
    const own = liveGame({ id: 4242 });
    await renderWithProviders(<Odd game={own} market={market} />, { language: 'en' });
    act(() => blockedStore.set([[9202, true]]));
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, 1: betting suspended' })).toBeDisabled();
    act(() => blockedStore.set([[9202, false]]));
    expect(screen.getByRole('button', { name: 'Arsenal — Chelsea, 1: 2.00' })).toBeEnabled();
    act(() => gameStore.set([[4242, { isLive: false, isFinished: true, score: '1:0', gameTime: null, period: 2, periodScores: ['1:0', '0:0'] }]]));
    expect(screen.getByRole('button', { name: /Arsenal — Chelsea, 1:/ })).toBeDisabled();
  });
});
