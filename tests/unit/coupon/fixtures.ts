import type { CouponBet } from '@/lib/coupon/types';
import type { CouponBetInput } from '@/lib/coupon/bus';

/** A line bet on game `gameId` at `coef` (outcome id defaults to gameId × 10). */
export function betInput(gameId: number, coef: number, extra: { id?: number; kind?: number; isLive?: boolean } = {}): CouponBetInput {
  return {
    market: {
      id: extra.id ?? gameId * 10,
      coef,
      sportId: 1,
      typeId: 1,
      kind: extra.kind ?? 1,
      isLive: extra.isLive ?? false,
      gameId,
      champId: 100,
      names: { market: 'П1' },
    },
    game: {
      names: { team1: `Home ${gameId}`, team2: `Away ${gameId}`, champ: 'League' },
      scores: null,
      status: 0,
      startTime: '2026-11-24T18:00:00.000Z',
      gameTime: null,
    },
  };
}

export function bet(gameId: number, coef: number, extra: Parameters<typeof betInput>[2] & Partial<Pick<CouponBet, 'isBanker' | 'isSuspended' | 'isDepend' | 'isBannedExpress'>> = {}): CouponBet {
  const input = betInput(gameId, coef, extra);
  return {
    ...input,
    blockId: 0,
    statusId: -2,
    isSuspended: extra.isSuspended ?? false,
    isDepend: extra.isDepend ?? false,
    isBannedExpress: extra.isBannedExpress ?? false,
    isDisabledBanker: false,
    isBanker: extra.isBanker ?? false,
    prevCoef: null,
  };
}
