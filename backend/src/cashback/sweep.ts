import type { AppDeps } from '../deps';
import { computeEndedWeek } from './compute';

/** How often the running backend computes the week that ended and expires old ones (docs/cashback-api.md). */
export const CASHBACK_SWEEP_EVERY_MS = 60_000;

/**
 * The running backend's timer (main.ts wires it): computes the week that ended for every player, on
 * the backend clock, and expires weeks past their claim window. Returns its stop. Reads compute the
 * player's own weeks too, so a week is never missing for want of a tick.
 */
export function startCashbackSweeper(deps: Pick<AppDeps, 'db' | 'clock'>): () => void {
  const timer = setInterval(() => {
    try {
      computeEndedWeek(deps.db, deps.clock.now());
    } catch (error) {
      console.error('[cashback] weekly computation failed', error);
    }
  }, CASHBACK_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
