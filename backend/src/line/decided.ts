import type { Db } from '../db/handle';
import { decidedResult, parseSpec } from './catalogue/specs';
import type { SimState } from './simulator/state';
import type { SportModel } from './simulator/sports';

/**
 * Decided outcomes are not sold (docs/line-feed.md "Decided outcomes"): once a live game's state
 * decides an outcome (catalogue/specs.ts decidedResult: its result cannot change whatever happens in
 * the rest of the game), the outcome is suspended and stays so until the game is settled. Its price
 * is left as it was (the simulator no longer reprices it).
 */

/** The ids of a game's outcomes that its state already decides (none before the start). */
export function decidedOutcomeIds(db: Db, gameId: number, state: SimState, model: SportModel): Set<number> {
  const decided = new Set<number>();
  if (state.status !== 'live') return decided;
  const rows = db.prepare('SELECT id, spec FROM markets WHERE game_id = ? AND spec IS NOT NULL').all(gameId) as { id: number; spec: string }[];
  for (const row of rows) if (decidedResult(parseSpec(row.spec), state, model) !== undefined) decided.add(row.id);
  return decided;
}

/** Suspends the decided outcomes of a game that are still open; returns their ids, in the catalogue's order. */
export function suspendDecided(db: Db, gameId: number, state: SimState, model: SportModel): number[] {
  const decided = decidedOutcomeIds(db, gameId, state, model);
  if (decided.size === 0) return [];
  const open = db.prepare('SELECT id FROM markets WHERE game_id = ? AND suspended = 0 ORDER BY sort').all(gameId) as { id: number }[];
  const ids = open.map((row) => row.id).filter((id) => decided.has(id));
  const update = db.prepare('UPDATE markets SET suspended = 1 WHERE id = ?');
  for (const id of ids) update.run(id);
  return ids;
}
