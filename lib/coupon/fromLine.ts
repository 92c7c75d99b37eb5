import type { Game, Market } from '@/lib/api/games';
import type { LoadedBet } from '@/lib/api/couponCode';
import type { CouponBetInput } from './bus';

/** A line's outcome as the coupon takes it (the bus's `toggleBet`), at the price on screen. */
export function couponBetFromLine(game: Game, market: Market, price: number = market.coef): CouponBetInput {
  return {
    market: {
      id: market.id,
      coef: price,
      sportId: game.sportId,
      typeId: market.typeId,
      // The line has no market kinds yet: every outcome is an ordinary one (not kind 7).
      kind: 1,
      isLive: game.isLive,
      gameId: game.id,
      champId: game.champId,
      names: { market: market.name },
    },
    game: {
      names: { team1: game.team1, team2: game.team2, champ: game.champName },
      scores: game.score,
      status: game.isFinished ? 4 : game.isLive ? 2 : 0,
      startTime: game.startsAt,
      gameTime: game.gameTime,
      isFinished: game.isFinished,
    },
    isBlocked: market.isBlocked,
  };
}

/** A bet of a coupon loaded by its code (docs/coupon-api.md), as the coupon takes it. */
export function loadedBetInput(bet: LoadedBet): CouponBetInput {
  return {
    market: {
      id: bet.id,
      coef: bet.coef,
      sportId: bet.sportId,
      typeId: bet.typeId,
      kind: 1,
      isLive: bet.isLive,
      gameId: bet.gameId,
      champId: bet.champId,
      names: { market: bet.marketName },
    },
    game: {
      names: { team1: bet.team1, team2: bet.team2, champ: bet.champName },
      scores: bet.score,
      status: bet.isLive ? 2 : 0,
      startTime: bet.startsAt,
      gameTime: null,
    },
    isBlocked: bet.isBlocked,
  };
}
