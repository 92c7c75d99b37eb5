import { bodyHash } from '../../coupon/idempotency';
import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import { afterDouble, afterHit } from './blackjack';
import type { LiveTable } from './catalogue';
import { advanceTable } from './cycle';
import { idempotencyKeyReused } from './bets';
import { playerCard } from './draw';
import { settleTableRound } from './settle';
import { takeStake } from './stakes';
import { findHand, findTableRound, saveHand, seatBets, updateTableRound, type SeatRow } from './store';

/**
 * A blackjack hand's decisions while the round is deciding (docs/casino-tables-api.md "POST
 * …/actions"): hit (one card; over 21 bust, 21 stands), stand, double (the same stake again as a
 * second wallet round, one card, the hand closed; only on the first two cards). Each kept under its
 * Idempotency-Key per seat. When no hand is left playing the dealer plays at once.
 */
export type TableAction = 'hit' | 'stand' | 'double';

export function act(db: Db, now: number, table: LiveTable, seat: SeatRow, requestKey: string, action: TableAction): { replayed: boolean } {
  const requestHash = bodyHash({ action });
  return db
    .transaction(() => {
      const kept = db.prepare('SELECT request_hash FROM live_table_actions WHERE seat_id = ? AND request_key = ?').get(seat.id, requestKey) as
        | { request_hash: string }
        | undefined;
      if (kept) {
        if (kept.request_hash !== requestHash) throw idempotencyKeyReused();
        return { replayed: true };
      }
      const round = advanceTable(db, now, table);
      if (table.kind !== 'blackjack' || round.status !== 'deciding') throw new ApiError(409, 'The hands are not deciding now', { code: 'not_deciding' });
      const hand = findHand(db, round.id, seat.id);
      if (!hand || hand.status !== 'playing') throw new ApiError(409, 'This hand takes no more decisions', { code: 'hand_closed' });
      const cards = JSON.parse(hand.cards) as string[];
      if (action === 'stand') {
        saveHand(db, { ...hand, status: 'stood' });
      } else {
        if (action === 'double') {
          if (cards.length !== 2) throw new ApiError(422, 'A hand doubles on its first two cards only', { code: 'cannot_double' });
          const main = seatBets(db, round.id, seat.id).reduce((sum, bet) => sum + bet.amount_minor, 0);
          takeStake(db, now, { table, round, seat, kind: 'double', requestKey: `double:${requestKey}`, requestHash, bets: [{ position: 'main', amountMinor: main }] });
        }
        const next = [...cards, playerCard(round, round.player_cards)];
        updateTableRound(db, round.id, { player_cards: round.player_cards + 1 });
        saveHand(db, { ...hand, cards: JSON.stringify(next), status: action === 'double' ? afterDouble(next) : afterHit(next) });
      }
      db.prepare('INSERT INTO live_table_actions (seat_id, request_key, request_hash, round_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
        seat.id,
        requestKey,
        requestHash,
        round.id,
        now,
      );
      const playing = db.prepare("SELECT 1 FROM live_table_hands WHERE round_id = ? AND status = 'playing'").get(round.id);
      if (!playing) settleTableRound(db, now, table, findTableRound(db, round.id), now);
      return { replayed: false };
    })
    .immediate();
}
