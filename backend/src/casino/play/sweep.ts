import type { Clock } from '../../clock';
import type { Db } from '../../db/handle';
import type { RoundRow } from '../games/rows';
import { crashEndsAt, rollBackRound, settleRound } from './rounds';

/**
 * No round hangs the money (docs/casino-wallet.md "Interrupted rounds"). A round that has its bet
 * but no win or rollback ROUND_TIMEOUT_MS after it opened, on the backend clock — the tab closed, the
 * network failed, the game server stopped between the two calls — is ended by the operator:
 * settled from the outcome decided with its bet (our games: a crash bet at its automatic cash-out,
 * which the curve reaches within 115.2 s), or rolled back (stake returned) when the wallet does not
 * know its outcome (a round an outside game server opened). Crash rounds whose curve has ended are
 * settled earlier still, on the next call that reads them. The sweep runs on every play call, on
 * `POST /__control/casino/sweep` and `GET /__control/casino/rounds/{login}`, and every
 * SWEEP_EVERY_MS in the running backend (main.ts).
 */
export const ROUND_TIMEOUT_MS = 120_000;
export const SWEEP_EVERY_MS = 10_000;

export function sweepRounds(db: Db, now: number): { settled: number; rolledBack: number } {
  const stale = db.prepare("SELECT * FROM casino_rounds WHERE status = 'open' AND created_at <= ? ORDER BY created_at").all(now - ROUND_TIMEOUT_MS) as RoundRow[];
  // Crash rounds end on their own curve: one whose end passed is due even before the timeout.
  const dueCrash = (db.prepare("SELECT * FROM casino_rounds WHERE status = 'open' AND engine = 'crash' AND created_at > ?").all(now - ROUND_TIMEOUT_MS) as RoundRow[]).filter(
    (round) => now >= crashEndsAt(round),
  );
  let settled = 0;
  let rolledBack = 0;
  for (const round of stale) {
    if (round.engine !== null && round.outcome !== null) {
      settleRound(db, now, round, 'timeout');
      settled += 1;
    } else {
      rollBackRound(db, now, round, 'timeout');
      rolledBack += 1;
    }
  }
  for (const round of dueCrash) {
    settleRound(db, now, round, 'auto');
    settled += 1;
  }
  return { settled, rolledBack };
}

/** The running backend's timer (main.ts); returns its stop. */
export function startRoundSweeper(db: Db, clock: Clock): () => void {
  const timer = setInterval(() => {
    try {
      sweepRounds(db, clock.now());
    } catch (error) {
      console.error('[casino] round sweep failed', error);
    }
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
