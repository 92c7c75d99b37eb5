'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, Market } from '@/lib/api/games';
import { formatCoef } from '@/lib/coefficients/format';
import { emitCouponEvent } from '@/lib/coupon/bus';
import { couponBetFromLine } from '@/lib/coupon/fromLine';
import { usePrice } from '@/lib/odds/usePrice';
import { useAppSelector } from '@/store/hooks';

/**
 * One outcome as a button (issue 11 point 1): its name says the event, the market and the price
 * ("Спартак — Зенит, П1: 1.85"), it is pressed while the outcome is in the coupon, and a click
 * adds or removes it through the coupon's event bus (the sport screens never import the coupon).
 * A suspended market shows a lock and cannot be added. The price comes from the live price store
 * by outcome id, the server's snapshot its seed, in the player's odds format.
 */
export function Odd({ game, market, as: Tag = 'span' }: { game: Game; market: Market; as?: 'span' | 'li' }) {
  const t = useTranslations('line');
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const inCoupon = useAppSelector((state) => state.coupon.bets.some((bet) => bet.market.id === market.id));
  const price = usePrice(market.id, market.coef);
  const shown = formatCoef(price, formatId);
  const event = `${game.team1} — ${game.team2}`;
  const locked = market.isBlocked || game.isFinished;
  // What this screen knows of an outcome in the coupon (suspended, finished) reaches the slip.
  useEffect(() => {
    if (inCoupon) emitCouponEvent({ type: 'updateBet', update: { id: market.id, isBlocked: market.isBlocked, isFinished: game.isFinished } });
  }, [inCoupon, market.id, market.isBlocked, game.isFinished]);
  return (
    <Tag className="odd-cell">
      <button
        type="button"
        className="odd"
        aria-pressed={inCoupon}
        disabled={locked}
        aria-label={locked ? t('oddLocked', { event, market: market.name }) : t('oddButton', { event, market: market.name, coef: shown })}
        onClick={() => emitCouponEvent({ type: 'toggleBet', bet: couponBetFromLine(game, market, price) })}
      >
        <span className="odd__name">{market.name}</span>
        {locked ? <span className="odd__lock" aria-hidden="true" /> : <span className="odd__coef">{shown}</span>}
      </button>
    </Tag>
  );
}
