import { bodyHash } from '../../coupon/idempotency';
import type { Db } from '../../db/handle';
import { ApiError, fieldError } from '../../errors';
import { BACCARAT_POSITIONS } from './baccarat';
import type { LiveTable, TableKind } from './catalogue';
import { tableLimits } from './config';
import { advanceTable } from './cycle';
import { coveredNumbers } from './roulette';
import { takeStake } from './stakes';
import { seatBets, stakeByKey, type SeatRow } from './store';

/**
 * Placing bets (docs/casino-tables-api.md "POST …/bets"): one request is one stake (stakes.ts),
 * kept under its Idempotency-Key per seat — the same key and body answers the same again and moves
 * nothing, another body is 409 `idempotency_key_reused`. Only while the round is betting (409
 * `betting_closed`); each position's total this round between the table's limits in the seat's
 * currency (422 `below_min` / `above_max`); blackjack takes one `main` bet per seat and round.
 */
export interface BetInput {
  position: string;
  amountMinor: number;
}

export const isPosition = (kind: TableKind, position: string): boolean => {
  if (kind === 'roulette') return coveredNumbers(position) !== null;
  if (kind === 'baccarat') return (BACCARAT_POSITIONS as readonly string[]).includes(position);
  return position === 'main';
};

export const idempotencyKeyReused = () => new ApiError(409, 'This Idempotency-Key was used with another body', { code: 'idempotency_key_reused' });
export const bettingClosed = () => new ApiError(409, 'The betting window of this round is closed', { code: 'betting_closed' });

function checkBets(db: Db, table: LiveTable, seat: SeatRow, roundId: string, bets: readonly BetInput[]): void {
  bets.forEach((bet, index) => {
    if (!isPosition(table.kind, bet.position)) throw fieldError(`/bets/${index}/position`, `Not a position of ${table.kind}: ${bet.position}`);
  });
  const earlier = seatBets(db, roundId, seat.id);
  if (table.kind === 'blackjack' && (bets.length !== 1 || earlier.length > 0)) {
    throw new ApiError(409, 'A blackjack seat has one main bet a round', { code: 'already_bet' });
  }
  const totals = new Map<string, number>();
  for (const bet of [...earlier, ...bets.map((b) => ({ position: b.position, amount_minor: b.amountMinor }))]) {
    totals.set(bet.position, (totals.get(bet.position) ?? 0) + bet.amount_minor);
  }
  const limits = tableLimits(seat.iso);
  for (const bet of bets) {
    const total = totals.get(bet.position) ?? 0;
    if (total < limits.minMinor) throw new ApiError(422, `A bet on ${bet.position} is at least ${limits.minMinor}`, { code: 'below_min', meta: { minMinor: limits.minMinor, position: bet.position } });
    if (total > limits.maxMinor) throw new ApiError(422, `A round's bets on ${bet.position} are at most ${limits.maxMinor}`, { code: 'above_max', meta: { maxMinor: limits.maxMinor, position: bet.position } });
  }
}

/** Places the bets; returns whether the answer is a kept one. */
export function placeBets(db: Db, now: number, table: LiveTable, seat: SeatRow, requestKey: string, bets: BetInput[]): { replayed: boolean } {
  const requestHash = bodyHash({ bets });
  return db
    .transaction(() => {
      const kept = stakeByKey(db, seat.id, requestKey);
      if (kept) {
        if (kept.request_hash !== requestHash) throw idempotencyKeyReused();
        return { replayed: true };
      }
      const round = advanceTable(db, now, table);
      if (round.status !== 'betting') throw bettingClosed();
      checkBets(db, table, seat, round.id, bets);
      takeStake(db, now, { table, round, seat, kind: 'bets', requestKey, requestHash, bets });
      return { replayed: false };
    })
    .immediate();
}
