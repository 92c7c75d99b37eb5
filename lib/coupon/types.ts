import type { CouponTypeId } from '@/lib/rules/coupon';

/** A bet's market (limits-coupon-auth.md §3 "Bet"): the outcome picked, its price and where it belongs. */
export interface CouponMarket {
  /** The outcome's id (the line's market row). */
  id: number;
  coef: number;
  sportId: number;
  /** The market's type (1 win 1, 2 draw, …). */
  typeId: number;
  /** The market's kind: kind 7 never counts towards a bonus bet (§5). */
  kind: number;
  isLive: boolean;
  gameId: number;
  champId: number;
  names: { market: string };
}

/** What the coupon shows of the bet's game (§3 "game data"). */
export interface CouponGameData {
  names: { team1: string; team2: string; champ: string };
  scores: string | null;
  /** 2 and 3 in play, 4 finished (§4). */
  status: number;
  startTime: string;
  gameTime: string | null;
  isFinished?: boolean;
  isLiveInLive?: boolean;
}

/** One line of the coupon (§3 "Bet (coupon line)"). */
export interface CouponBet {
  market: CouponMarket;
  /** The chain leg it plays in (its place in a chain's order; the spec's and the wire's `blockId`); 0 where a type has no legs. */
  blockId: number;
  statusId: number;
  game: CouponGameData;
  /** The outcome takes no bets now (the spec's and the wire's `isBlocked`, limits-coupon-auth.md §3 "Bet"). */
  isSuspended: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  /** In every combination of a system (a banker). */
  isBanker: boolean;
  /** The price before its last move, while the player has not yet seen it (odds changes, docs/decisions/price-changes.md). */
  prevCoef: number | null;
}

/** A system option (§3 "System option"): k from n, its combinations and the least total stake. */
export interface SystemOption {
  value: number;
  /** Bankers: they sit in every combination. */
  offset: number;
  combo: number;
  minBetAmount: number | null;
}

export type { CouponTypeId };
