import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/handle';
import { commitmentOf, newServerSeed } from '../games/fair';
import { blackjackOutcome, dealtStatus } from './blackjack';
import type { LiveTable } from './catalogue';
import { bettingMs, DECISION_MS } from './config';
import { dealerUpCard, playerCard } from './draw';
import { settleTableRound } from './settle';
import { insertTableRound, latestRound, roundStakes, saveHand, updateTableRound, type TableRoundRow } from './store';

/**
 * The round cycle on the backend clock (docs/casino-tables-api.md "Round cycle"): betting for the
 * betting window → closed: roulette and baccarat settle at once; blackjack with hands deals them
 * (two cards each) and decides for DECISION_MS, then settles → settled, shown for RESULT_MS → the
 * next round. The state advances lazily: on every read, bet and action, and on the ticker
 * (ticker.ts) for tables with money on them. Each step happens at its due time, whenever it is
 * processed; a table nobody looked at for longer than a betting window opens its next round at the
 * time it is looked at again (no empty rounds are made up).
 */
export function newRound(table: LiveTable, number: number, openedAt: number): TableRoundRow {
  const seed = newServerSeed();
  return {
    id: `ltr_${randomBytes(12).toString('hex')}`,
    table_id: table.id,
    kind: table.kind,
    number,
    status: 'betting',
    opened_at: openedAt,
    closes_at: openedAt + bettingMs(),
    decides_until: null,
    settled_at: null,
    next_at: null,
    server_seed: seed,
    commitment: commitmentOf(seed),
    player_cards: 0,
    outcome: null,
  };
}

export function openRound(db: Db, table: LiveTable, number: number, openedAt: number): TableRoundRow {
  const round = newRound(table, number, openedAt);
  insertTableRound(db, round);
  return round;
}

function isDue(round: TableRoundRow, now: number): boolean {
  if (round.status === 'betting') return now >= round.closes_at;
  if (round.status === 'deciding') return now >= (round.decides_until ?? 0);
  return now >= (round.next_at ?? 0);
}

/** Blackjack at the close: every seat with a bet gets its hand, two cards from the players' sequence. */
export function dealHands(db: Db, round: TableRoundRow): number {
  const seats = [...new Set(roundStakes(db, round.id).map((stake) => stake.seat_id))];
  let k = round.player_cards;
  seats.forEach((seatId, index) => {
    const cards = [playerCard(round, k), playerCard(round, k + 1)];
    k += 2;
    saveHand(db, { round_id: round.id, seat_id: seatId, cards: JSON.stringify(cards), status: dealtStatus(cards), dealt: index });
  });
  updateTableRound(db, round.id, { player_cards: k });
  return seats.length;
}

/** Closes the betting as of `at`: blackjack with open hands goes on deciding, every other round settles. */
export function closeBetting(db: Db, now: number, table: LiveTable, round: TableRoundRow, at: number): void {
  if (round.kind === 'blackjack' && dealHands(db, round) > 0) {
    const stillPlaying = db.prepare("SELECT 1 FROM live_table_hands WHERE round_id = ? AND status = 'playing'").get(round.id);
    if (stillPlaying) {
      const shown = blackjackOutcome([dealerUpCard(round)]);
      updateTableRound(db, round.id, { status: 'deciding', closes_at: at, decides_until: at + DECISION_MS, outcome: JSON.stringify(shown) });
      return;
    }
  }
  updateTableRound(db, round.id, { closes_at: at });
  settleTableRound(db, now, table, latestRound(db, table.id) as TableRoundRow, at);
}

function step(db: Db, now: number, table: LiveTable, round: TableRoundRow): void {
  if (round.status === 'betting') closeBetting(db, now, table, round, round.closes_at);
  else if (round.status === 'deciding') settleTableRound(db, now, table, round, round.decides_until ?? now);
  else {
    const nextAt = round.next_at ?? now;
    openRound(db, table, round.number + 1, now - nextAt >= bettingMs() ? now : nextAt);
  }
}

/** The table's current round, advanced to `now`; inside a transaction of its own or the caller's. */
export function advanceTable(db: Db, now: number, table: LiveTable): TableRoundRow {
  const seen = latestRound(db, table.id);
  if (seen && !isDue(seen, now)) return seen;
  return db
    .transaction(() => {
      let round = latestRound(db, table.id) ?? openRound(db, table, 1, now);
      // Betting → (deciding →) settled → next: at most four steps reach the present.
      for (let i = 0; i < 4 && isDue(round, now); i += 1) {
        step(db, now, table, round);
        round = latestRound(db, table.id) as TableRoundRow;
      }
      return round;
    })
    .immediate();
}
