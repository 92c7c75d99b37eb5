import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { advanceTournaments } from './finish';

/** How often the running backend moves tournaments on (reads do it too). */
export const TOURNAMENT_SWEEP_EVERY_MS = 30_000;

/** Starts and finishes tournaments on the backend clock (docs/tournaments-api.md); returns the way to stop. */
export function startTournamentSweeper(db: Db, clock: Clock): () => void {
  const timer = setInterval(() => {
    try {
      advanceTournaments(db, clock.now());
    } catch (error) {
      console.error('[tournaments] sweep failed', error);
    }
  }, TOURNAMENT_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
