import type { Game, Market } from '@/lib/api/games';
import type { LoadedBet } from '@/lib/api/couponCode';
import type { CouponBetInput } from './bus';

/** What a bet needs to know of its outcome and game, however the page came to know them. */
interface BetFacts {
  id: number;
  coef: number;
  sportId: number;
  typeId: number;
  isLive: boolean;
  gameId: number;
  champId: number;
  marketName: string;
  team1: string;
  team2: string;
  champName: string;
  score: string | null;
  startsAt: string;
  gameTime: string | null;
  isFinished: boolean;
  isSuspended: boolean;
}

function betInput(facts: BetFacts): CouponBetInput {
  return {
    market: {
      id: facts.id,
      coef: facts.coef,
      sportId: facts.sportId,
      typeId: facts.typeId,
      // The line has no market kinds yet: every outcome is an ordinary one (not kind 7).
      kind: 1,
      isLive: facts.isLive,
      gameId: facts.gameId,
      champId: facts.champId,
      names: { market: facts.marketName },
    },
    game: {
      names: { team1: facts.team1, team2: facts.team2, champ: facts.champName },
      scores: facts.score,
      status: facts.isFinished ? 4 : facts.isLive ? 2 : 0,
      startTime: facts.startsAt,
      gameTime: facts.gameTime,
      isFinished: facts.isFinished,
    },
    isBlocked: facts.isSuspended,
  };
}

/** A line's outcome as the coupon takes it (the bus's `toggleBet`), at the price on screen. */
export function couponBetFromLine(game: Game, market: Market, price: number = market.coef): CouponBetInput {
  return betInput({
    ...game,
    id: market.id,
    coef: price,
    typeId: market.typeId,
    gameId: game.id,
    marketName: market.name,
    isSuspended: market.isBlocked,
  });
}

/** A bet of a coupon loaded by its code (docs/coupon-api.md), as the coupon takes it. */
export function loadedBetInput(bet: LoadedBet): CouponBetInput {
  return betInput({ ...bet, isSuspended: bet.isBlocked, gameTime: null, isFinished: false });
}
