import type { Clock } from '../../clock';
import type { Db } from '../../db/handle';
import { findLiveTable } from './catalogue';
import { advanceTable } from './cycle';

/**
 * Runs the live tables on the backend clock (docs/casino-tables-api.md "Round cycle"): every
 * TICK_MS the tables whose current round holds money (a betting round with stakes, or a blackjack
 * round deciding) are advanced, so their bets settle on time whether anyone reads the table or not.
 * Any other table costs nothing here — one indexed query a second — and advances lazily when read.
 */
export const TICK_MS = 1_000;

export function tickTables(db: Db, now: number): number {
  const due = db
    .prepare(
      `SELECT DISTINCT r.table_id FROM live_table_rounds r
       WHERE (r.status = 'deciding' AND r.decides_until <= ?)
          OR (r.status = 'betting' AND r.closes_at <= ? AND EXISTS (SELECT 1 FROM live_table_stakes s WHERE s.round_id = r.id))`,
    )
    .all(now, now) as { table_id: number }[];
  for (const { table_id: tableId } of due) {
    const table = findLiveTable(db, tableId);
    if (table) advanceTable(db, now, table);
  }
  return due.length;
}

/** The running backend's timer (main.ts); returns its stop. */
export function startTableTicker(db: Db, clock: Clock): () => void {
  const timer = setInterval(() => {
    try {
      tickTables(db, clock.now());
    } catch (error) {
      console.error('[casino] live table tick failed', error);
    }
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
