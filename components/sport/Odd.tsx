'use client';

import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Game, Market } from '@/lib/api/games';
import { formatCoef } from '@/lib/coefficients/format';
import { emitCouponEvent } from '@/lib/coupon/busEvent';
import { couponBetFromLine } from '@/lib/coupon/fromLine';
import { marketLabel } from '@/lib/line/marketNames';
import { usePrice, usePriceFlash, useSuspended } from '@/lib/odds/usePrice';
import { useAppSelector } from '@/store/hooks';
import { selectCoupon } from '@/store/rootReducer';
import { useLive } from './GameState';

/**
 * One outcome as a button (limits-coupon-auth.md §4, the coupon's bus): its name starts with what it shows, the market and
 * the price, so a voice user can say what he sees (WCAG 2.5.3), then says the event, and the
 * market's full name when a short one is shown ("1 1.85, Спартак — Зенит"; "Ф1 (-1.5) 1.85,
 * Спартак — Зенит, Фора 1 (-1.5)"); it is pressed while the outcome is in the coupon, and a click
 * adds or removes it through the coupon's event bus (the sport screens never import the coupon).
 * Price, suspension and the game's end come from the live stores by id (docs/decisions/where-data-lives.md),
 * the server's snapshot their seed: a moved price flashes up or down, a suspended market or a
 * finished game shows a lock and cannot be added. A price change re-renders the button alone
 * (OddButton): on a live page hundreds move at once.
 */
export function Odd({ game, market, as: Tag = 'span' }: { game: Game; market: Market; as?: 'span' | 'li' }) {
  const lng = useLocale();
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const nameType = useAppSelector((state) => state.app.marketsNameType);
  const inCoupon = useAppSelector((state) => selectCoupon(state).bets.some((bet) => bet.market.id === market.id));
  const suspended = useSuspended(market.id, market.isBlocked);
  const live = useLive(game);
  const finished = live.isFinished;
  // What this page knows of an outcome in the coupon (suspended, finished) reaches the slip.
  useEffect(() => {
    if (inCoupon) emitCouponEvent({ type: 'updateBet', update: { id: market.id, isBlocked: suspended, isFinished: finished } });
  }, [inCoupon, market.id, suspended, finished]);
  return (
    <Tag className="odd-cell">
      <OddButton
        market={market}
        event={`${game.team1} — ${game.team2}`}
        label={marketLabel(market, nameType, lng)}
        formatId={formatId}
        pressed={inCoupon}
        locked={suspended || finished}
        onPick={(price) => emitCouponEvent({ type: 'toggleBet', bet: couponBetFromLine({ ...game, ...live }, { ...market, isBlocked: suspended }, price) })}
      />
    </Tag>
  );
}

interface OddButtonProps {
  market: Market;
  event: string;
  label: string;
  formatId: number;
  pressed: boolean;
  locked: boolean;
  onPick: (price: number) => void;
}

/** The button itself: the part that follows the outcome's price. */
function OddButton({ market, event, label, formatId, pressed, locked, onPick }: OddButtonProps) {
  const t = useTranslations('line');
  const price = usePrice(market.id, market.coef);
  const button = useRef<HTMLButtonElement>(null);
  usePriceFlash(button, price);
  const shown = formatCoef(price, formatId);
  return (
    <button
      ref={button}
      type="button"
      className="odd"
      aria-pressed={pressed}
      disabled={locked}
      aria-label={t(locked ? 'oddLocked' : 'oddButton', { label, coef: shown, event, named: label === market.name ? 'no' : 'yes', market: market.name })}
      onClick={() => onPick(price)}
    >
      {/* The space is not drawn between flex items; it keeps "1 2.93" from reading "12.93" where the
          text is taken as a whole (the label-in-name check, WCAG 2.5.3). */}
      <span className="odd__name">{label}</span>{' '}
      {locked ? <span className="odd__lock" aria-hidden="true" /> : <span className="odd__coef">{shown}</span>}
    </button>
  );
}
