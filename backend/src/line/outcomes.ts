import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { startsAt, type Section } from './line';
import type { GameRow, MarketRow } from './rows';

/**
 * Outcomes (market rows) as the coupon needs them: their game's state for the placing checks, their
 * names for the coupon view and a loaded coupon, and the control API's changes of the line (price,
 * suspension, a game's result).
 */
export type OutcomeRow = Omit<MarketRow, 'sort'> &
  Omit<GameRow, 'id' | 'is_top'> & {
    champ_name_ru: string;
    champ_name_en: string;
    sport_id: number;
    sport_name_ru: string;
    sport_name_en: string;
  };

const OUTCOME_SELECT = `
  SELECT m.id, m.game_id, m.type_id, m.name_ru, m.name_en, m.coef, m.suspended, m.result, m.grp, m.spec,
         g.champ_id, g.team1_ru, g.team1_en, g.team2_ru, g.team2_en, g.start_offset_sec, g.starts_at, g.period, g.clock_sec, g.sim, g.is_live, g.score, g.finished, g.finished_at,
         ch.name_ru AS champ_name_ru, ch.name_en AS champ_name_en,
         s.id AS sport_id, s.name_ru AS sport_name_ru, s.name_en AS sport_name_en
  FROM markets m JOIN games g ON g.id = m.game_id JOIN champs ch ON ch.id = g.champ_id JOIN sports s ON s.id = ch.sport_id`;

/** The outcomes with these ids that exist, by id. */
export function outcomesByIds(db: Db, ids: readonly number[]): Map<number, OutcomeRow> {
  if (ids.length === 0) return new Map();
  const rows = db.prepare(`${OUTCOME_SELECT} WHERE m.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as OutcomeRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a bet may be taken on it now: its game is not finished and it is not suspended. */
export const isOpen = (outcome: Pick<OutcomeRow, 'finished' | 'suspended'>): boolean =>
  outcome.finished === 0 && outcome.suspended === 0;

/** The names and times of an outcome's game in one language (coupon lines, a loaded coupon). */
export function outcomeNames(row: OutcomeRow, lang: Lang, clock: Clock) {
  return {
    team1: row[`team1_${lang}`],
    team2: row[`team2_${lang}`],
    champName: row[`champ_name_${lang}`],
    sportName: row[`sport_name_${lang}`],
    marketName: row[`name_${lang}`],
    startsAt: new Date(startsAt(row, clock)).toISOString(),
    isLive: row.is_live === 1,
  };
}

/** An outcome as a loaded coupon offers it again (GET /web-api/coupon/load/{code}), at today's price. */
export function toLoadedBet(row: OutcomeRow, lang: Lang, clock: Clock) {
  const names = outcomeNames(row, lang, clock);
  return {
    id: row.id,
    gameId: row.game_id,
    coef: row.coef,
    isBlocked: !isOpen(row),
    marketName: names.marketName,
    typeId: row.type_id,
    team1: names.team1,
    team2: names.team2,
    champName: names.champName,
    sportId: row.sport_id,
    champId: row.champ_id,
    isLive: names.isLive,
    startsAt: names.startsAt,
    score: row.is_live === 1 ? row.score : null,
  };
}

/** What the control API shows of an outcome. */
export const toControlOutcome = (row: Pick<OutcomeRow, 'id' | 'game_id' | 'coef' | 'suspended'>) => ({
  outcomeId: row.id,
  gameId: row.game_id,
  price: row.coef,
  suspended: row.suspended === 1,
});

/**
 * Open outcomes for tests to bet on, one game after another before a game's second outcome
 * (round robin over games, in the line's order: live first, then by start), at most `limit`.
 */
export function openOutcomes(db: Db, filter: { section?: Section; limit: number }) {
  const rows = db
    .prepare(
      `${OUTCOME_SELECT}
       WHERE g.finished = 0 AND m.suspended = 0 AND (@live IS NULL OR g.is_live = @live)
       ORDER BY g.is_live DESC, CASE WHEN g.is_live = 1 THEN s.popularity ELSE 0 END, g.starts_at, g.id, m.sort`,
    )
    .all({ live: filter.section === undefined ? null : filter.section === 'live' ? 1 : 0 }) as OutcomeRow[];
  const byGame = new Map<number, OutcomeRow[]>();
  for (const row of rows) byGame.set(row.game_id, [...(byGame.get(row.game_id) ?? []), row]);
  const picked: OutcomeRow[] = [];
  for (let round = 0; picked.length < filter.limit; round += 1) {
    const before = picked.length;
    for (const outcomes of byGame.values()) {
      const outcome = outcomes[round];
      if (outcome && picked.length < filter.limit) picked.push(outcome);
    }
    if (picked.length === before) break;
  }
  return picked.map(toControlOutcome);
}

/** Changes an outcome's price and/or suspension; undefined when there is no such outcome. */
export function updateOutcome(db: Db, id: number, change: { price?: number; suspended?: boolean }) {
  const run = db.transaction(() => {
    if (change.price !== undefined) db.prepare('UPDATE markets SET coef = ? WHERE id = ?').run(change.price, id);
    if (change.suspended !== undefined) db.prepare('UPDATE markets SET suspended = ? WHERE id = ?').run(change.suspended ? 1 : 0, id);
    return outcomesByIds(db, [id]).get(id);
  });
  const row = run();
  return row && toControlOutcome(row);
}

/**
 * Moves up to `limit` open outcomes of the main group (games not finished, outcomes not suspended;
 * live first, then by start) by 2–6 % either way, within 1.01–100, two decimals, in one
 * transaction: the bench's price changes (`POST /__control/line/move-prices`). What moved.
 */
export function movePrices(db: Db, { section, limit, random = Math.random }: { section?: 'line' | 'live'; limit: number; random?: () => number }) {
  const rows = db
    .prepare(
      `SELECT m.id, m.game_id, m.coef FROM markets m JOIN games g ON g.id = m.game_id
       WHERE g.finished = 0 AND m.suspended = 0 AND m.grp = 'main' AND (@live IS NULL OR g.is_live = @live)
       ORDER BY g.is_live DESC, g.starts_at, g.id, m.sort LIMIT @limit`,
    )
    .all({ live: section === undefined ? null : section === 'live' ? 1 : 0, limit }) as { id: number; game_id: number; coef: number }[];
  const update = db.prepare('UPDATE markets SET coef = ? WHERE id = ?');
  const moved: { outcomeId: number; gameId: number; coef: number }[] = [];
  db.transaction(() => {
    for (const row of rows) {
      const factor = 1 + (random() < 0.5 ? -1 : 1) * (0.02 + random() * 0.04);
      const coef = Math.min(100, Math.max(1.01, Math.round(row.coef * factor * 100) / 100));
      if (coef === row.coef) continue;
      update.run(coef, row.id);
      moved.push({ outcomeId: row.id, gameId: row.game_id, coef });
    }
  })();
  return moved;
}

/**
 * Whether an outcome is of the main group (the markets a list shows): the feed's `?markets=main`
 * (docs/line-feed.md). An outcome's group never changes, so each is read once; `reset` forgets them
 * (after a reset of the line an id may be another outcome's).
 */
export function mainOutcomeFilter(db: Db) {
  const read = db.prepare('SELECT grp FROM markets WHERE id = ?');
  const known = new Map<number, boolean>();
  return {
    wanted(outcomeId: number): boolean {
      let main = known.get(outcomeId);
      if (main === undefined) {
        main = (read.get(outcomeId) as { grp: string } | undefined)?.grp === 'main';
        known.set(outcomeId, main);
      }
      return main;
    },
    reset: () => known.clear(),
  };
}

/** A game's outcome ids, or undefined for an unknown game. */
export function gameOutcomeIds(db: Db, gameId: number): { finished: boolean; outcomeIds: number[] } | undefined {
  const game = db.prepare('SELECT finished FROM games WHERE id = ?').get(gameId) as { finished: 0 | 1 } | undefined;
  if (!game) return undefined;
  const ids = db.prepare('SELECT id FROM markets WHERE game_id = ? ORDER BY sort').all(gameId) as { id: number }[];
  return { finished: game.finished === 1, outcomeIds: ids.map((row) => row.id) };
}

/**
 * Finishes a game with its result: `winners` won, `voids` void, its other outcomes lost. Inside the
 * caller's transaction (coupon/settle.ts settles the bets on it in the same one).
 */
export function finishGame(db: Db, gameId: number, result: { winners: readonly number[]; voids: readonly number[] }, now: number) {
  // One statement for all of the game's outcomes (a winner listed as void too counts as won).
  db.prepare(
    `UPDATE markets SET result = CASE
       WHEN id IN (SELECT value FROM json_each(@winners)) THEN 'won'
       WHEN id IN (SELECT value FROM json_each(@voids)) THEN 'void'
       ELSE 'lost' END
     WHERE game_id = @gameId`,
  ).run({ winners: JSON.stringify(result.winners), voids: JSON.stringify(result.voids), gameId });
  db.prepare('UPDATE games SET finished = 1, finished_at = ? WHERE id = ?').run(now, gameId);
}
