import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Odd } from '@/components/sport/Odd';
import { coefViewChanged, marketsNameTypeChanged } from '@/store/slices/app';
import { MARKETS_NAME_TYPE } from '@/lib/config/preferences';
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
  it('is named by the market and price it shows, then the event, in the player’s odds format, following a change at once', async () => {
    const { store } = await renderWithProviders(<Odd game={game} market={home} />, { language: 'en' });
    expect(screen.getByRole('button', { name: '1 1.85, Arsenal — Chelsea' })).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.american));
    });
    expect(screen.getByRole('button', { name: '1 -118, Arsenal — Chelsea' })).toBeInTheDocument();
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.fractional));
    });
    expect(screen.getByRole('button', { name: '1 17/20, Arsenal — Chelsea' })).toBeInTheDocument();
  });

  it('has its visible text, in order, at the start of its name (WCAG 2.5.3), also locked', async () => {
    await renderWithProviders(
      <>
        <Odd game={game} market={home} />
        <Odd game={game} market={{ ...game.markets[1]!, isBlocked: true }} />
      </>,
      { language: 'ru' },
    );
    const [open, locked] = screen.getAllByRole('button');
    for (const button of [open!, locked!]) {
      const shown = Array.from(button.querySelectorAll('.odd__name, .odd__coef'), (part) => part.textContent).join(' ');
      expect(button.getAttribute('aria-label')?.slice(0, shown.length)).toBe(shown);
    }
    expect(open).toHaveAccessibleName('1 1.85, Arsenal — Chelsea');
    expect(locked).toHaveAccessibleName('X: приём ставок приостановлен, Arsenal — Chelsea');
  });

  it('adds the market’s full name when the player chose the short names', async () => {
    const { store } = await renderWithProviders(<Odd game={game} market={home} />, { language: 'ru' });
    act(() => {
      store.dispatch(marketsNameTypeChanged(MARKETS_NAME_TYPE.short));
    });
    expect(screen.getByRole('button')).toHaveAccessibleName('П1 1.85, Arsenal — Chelsea, 1');
  });

  it('reads its price from the live price store by outcome id, the server price as the seed', async () => {
    const market = { ...home, id: 9101, coef: 3.45, name: 'X' };
    await renderWithProviders(<Odd game={game} market={market} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'X 3.45, Arsenal — Chelsea' })).toBeInTheDocument();
    act(() => {
      priceStore.set([
        [9101, 3.15],
        [9102, 7],
      ]);
    });
    expect(screen.getByRole('button', { name: 'X 3.15, Arsenal — Chelsea' })).toBeInTheDocument();
  });

  it('a click sends the outcome to the coupon’s bus at the price shown; pressed while in the coupon', async () => {
    const { store } = await renderWithProviders(<Odd game={game} market={home} />, { language: 'en' });
    const sent = vi.fn();
    window.addEventListener(COUPON_BUS_EVENT, sent);
    await userEvent.click(screen.getByRole('button', { name: /^1 .*, Arsenal — Chelsea$/ }));
    window.removeEventListener(COUPON_BUS_EVENT, sent);
    expect((sent.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ type: 'toggleBet', bet: couponBetFromLine(game, home) });
    act(() => {
      store.dispatch(betToggled(couponBetFromLine(game, home)));
    });
    expect(screen.getByRole('button', { name: /^1 .*, Arsenal — Chelsea$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a suspended market shows a lock and cannot be added', async () => {
    await renderWithProviders(<Odd game={game} market={{ ...home, isBlocked: true }} />, { language: 'ru' });
    expect(screen.getByRole('button', { name: '1: приём ставок приостановлен, Arsenal — Chelsea' })).toBeDisabled();
  });
});

describe('Odd under the live feed', () => {
  it('flashes the way its price moved, for a moment', async () => {
    vi.useFakeTimers();
    try {
      const market = { ...home, id: 9201, coef: 2 };
      await renderWithProviders(<Odd game={game} market={market} />, { language: 'en' });
      const button = () => screen.getByRole('button', { name: /^1\b.*, Arsenal — Chelsea$/ });
      expect(button()).not.toHaveClass('odd--up');
      act(() => priceStore.set([[9201, 2.2]]));
      expect(button()).toHaveClass('odd--up');
      act(() => priceStore.set([[9201, 1.9]]));
      expect(button()).toHaveClass('odd--down');
      act(() => vi.advanceTimersByTime(1600));
      expect(button()).not.toHaveClass('odd--down');
      expect(button()).toHaveAccessibleName('1 1.90, Arsenal — Chelsea');
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks when the feed suspends its market or finishes its game', async () => {
    const { suspendedStore, gameStore } = await import('@/lib/odds/priceStore');
    const market = { ...home, id: 9202, coef: 2 };
    const own = liveGame({ id: 4242 });
    await renderWithProviders(<Odd game={own} market={market} />, { language: 'en' });
    act(() => suspendedStore.set([[9202, true]]));
    expect(screen.getByRole('button', { name: '1: betting suspended, Arsenal — Chelsea' })).toBeDisabled();
    act(() => suspendedStore.set([[9202, false]]));
    expect(screen.getByRole('button', { name: '1 2.00, Arsenal — Chelsea' })).toBeEnabled();
    act(() => gameStore.set([[4242, { isLive: false, isFinished: true, score: '1:0', gameTime: null, period: 2, periodScores: ['1:0', '0:0'] }]]));
    expect(screen.getByRole('button', { name: /^1\b.*, Arsenal — Chelsea$/ })).toBeDisabled();
  });
});
