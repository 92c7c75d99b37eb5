import { BET_STATUS } from '@/lib/config/coupon';
import type { CouponBet } from './types';

/** Finished (limits-coupon-auth.md §4): the finished flag is set or the status is 4. */
export function isBetFinished(bet: CouponBet): boolean {
  return Boolean(bet.game.isFinished) || bet.game.status === BET_STATUS.finished;
}

/** Live (§4): not finished, and game time, live-in-live, status 2 or 3, or a live market. */
export function isBetLive(bet: CouponBet): boolean {
  if (isBetFinished(bet)) return false;
  return (
    Boolean(bet.game.gameTime) ||
    Boolean(bet.game.isLiveInLive) ||
    (BET_STATUS.live as readonly number[]).includes(bet.game.status) ||
    bet.market.isLive
  );
}

/** Locked (§4: "blocked", dependent or banned from express): suspended, dependent or banned from express. */
export function isBetLocked(bet: CouponBet): boolean {
  return bet.isSuspended || bet.isDepend || bet.isBannedExpress;
}

/** Dependent bets: two lines of one game cannot play together in one combined coupon. */
export function withDependence(bets: readonly CouponBet[]): CouponBet[] {
  const perGame = new Map<number, number>();
  for (const bet of bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
  return bets.map((bet) => {
    const isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;
    return isDepend === bet.isDepend ? bet : { ...bet, isDepend };
  });
}
