import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { Lang } from '../lang';
import type { ChampRow, GameRow, MarketRow, SportRow } from './rows';

/**
 * Sports line: sports, championships and games with their markets, in the API's shape. Start times
 * are absolute (games.starts_at); the simulator (simulator/driver.ts) moves the rest.
 */

export type Section = 'line' | 'live';

export interface GameFilter {
  section?: Section;
  sportId?: number;
  champId?: number;
  top?: boolean;
  limit: number;
}

type GameJoinRow = GameRow & {
  sport_id: number;
  sport_slug: string;
  sport_name_ru: string;
  sport_name_en: string;
  has_clock: 0 | 1;
  champ_name_ru: string;
  champ_name_en: string;
};

const GAME_SELECT = `
  SELECT g.*, s.id AS sport_id, s.slug AS sport_slug, s.name_ru AS sport_name_ru, s.name_en AS sport_name_en,
         s.has_clock, ch.name_ru AS champ_name_ru, ch.name_en AS champ_name_en
  FROM games g JOIN champs ch ON ch.id = g.champ_id JOIN sports s ON s.id = ch.sport_id`;

/**
 * A game's start, epoch ms of the backend clock: stored once at seed time or when the fixture is
 * added. A row without one (written by an older backend after the upgrade) counts from the clock as
 * the offsets did: line games on the next quarter hour plus the offset, live ones from the minute.
 */
export function startsAt(game: Pick<GameRow, 'starts_at' | 'is_live' | 'start_offset_sec'>, clock: Clock): number {
  if (game.starts_at !== null && game.starts_at !== undefined) return game.starts_at;
  const now = clock.now();
  const base = game.is_live ? Math.floor(now / 60_000) * 60_000 : Math.ceil(now / 900_000) * 900_000;
  return base + game.start_offset_sec * 1000;
}

function marketsFor(db: Db, gameIds: number[], mainOnly = false): Map<number, MarketRow[]> {
  const byGame = new Map<number, MarketRow[]>();
  if (gameIds.length === 0) return byGame;
  const rows = db
    .prepare(
      `SELECT * FROM markets WHERE game_id IN (${gameIds.map(() => '?').join(',')}) ${mainOnly ? "AND grp = 'main'" : ''} ORDER BY game_id, sort`,
    )
    .all(...gameIds) as MarketRow[];
  for (const row of rows) {
    const list = byGame.get(row.game_id) ?? [];
    list.push(row);
    byGame.set(row.game_id, list);
  }
  return byGame;
}

function countsFor(db: Db, gameIds: number[]): Map<number, number> {
  if (gameIds.length === 0) return new Map();
  const rows = db
    .prepare(`SELECT game_id, COUNT(*) AS n FROM markets WHERE game_id IN (${gameIds.map(() => '?').join(',')}) GROUP BY game_id`)
    .all(...gameIds) as { game_id: number; n: number }[];
  return new Map(rows.map((r) => [r.game_id, r.n]));
}

function toGame(row: GameJoinRow, markets: MarketRow[], lang: Lang, clock: Clock, marketsCount = markets.length) {
  const live = row.is_live === 1;
  const finished = row.finished === 1;
  return {
    id: row.id,
    sportId: row.sport_id,
    sportSlug: row.sport_slug,
    sportName: row[`sport_name_${lang}`],
    champId: row.champ_id,
    champName: row[`champ_name_${lang}`],
    team1: row[`team1_${lang}`],
    team2: row[`team2_${lang}`],
    startsAt: new Date(startsAt(row, clock)).toISOString(),
    isLive: live,
    score: live || finished ? row.score : null,
    gameTime: live && !finished && row.has_clock ? `${Math.floor(row.clock_sec / 60)}'` : null,
    period: live || finished ? row.period : null,
    isTop: row.is_top === 1,
    isFinished: finished,
    marketsCount,
    // No bet is taken on a suspended market, nor on any market of a finished game.
    markets: markets.map((m) => ({
      id: m.id,
      typeId: m.type_id,
      name: m[`name_${lang}`],
      coef: m.coef,
      isBlocked: m.suspended === 1 || row.finished === 1,
      group: m.grp,
    })),
  };
}

/** Sports by popularity, with how many line and live games (not finished) each has. */
export function listSports(db: Db, lang: Lang) {
  const rows = db
    .prepare(
      `SELECT s.*,
         (SELECT COUNT(*) FROM games g JOIN champs ch ON ch.id = g.champ_id WHERE ch.sport_id = s.id AND g.is_live = 0 AND g.finished = 0) AS line_count,
         (SELECT COUNT(*) FROM games g JOIN champs ch ON ch.id = g.champ_id WHERE ch.sport_id = s.id AND g.is_live = 1 AND g.finished = 0) AS live_count
       FROM sports s ORDER BY s.popularity, s.id`,
    )
    .all() as (SportRow & { line_count: number; live_count: number })[];
  return rows.map((s) => ({
    id: s.id,
    slug: s.slug,
    name: s[`name_${lang}`],
    icon: s.icon,
    lineCount: s.line_count,
    liveCount: s.live_count,
  }));
}

/** Championships; with a `section` only that section's games are counted and empty champs are left out. */
export function listChamps(db: Db, filter: { sportId?: number; section?: Section }, lang: Lang) {
  const liveFilter = filter.section === undefined ? '' : `AND g.is_live = ${filter.section === 'live' ? 1 : 0}`;
  const rows = db
    .prepare(
      `SELECT ch.*, (SELECT COUNT(*) FROM games g WHERE g.champ_id = ch.id AND g.finished = 0 ${liveFilter}) AS games_count
       FROM champs ch JOIN sports s ON s.id = ch.sport_id
       WHERE (@sportId IS NULL OR ch.sport_id = @sportId)
       ORDER BY s.popularity, ch.id`,
    )
    .all({ sportId: filter.sportId ?? null }) as (ChampRow & { games_count: number })[];
  return rows
    .filter((ch) => filter.section === undefined || ch.games_count > 0)
    .map((ch) => ({
      id: ch.id,
      sportId: ch.sport_id,
      name: ch[`name_${lang}`],
      country: ch[`country_${lang}`],
      gamesCount: ch.games_count,
    }));
}

/** Live games first (by sport popularity), then line games by start time; finished games are left out. Main markets only. */
export function listGames(db: Db, clock: Clock, filter: GameFilter, lang: Lang) {
  const rows = db
    .prepare(
      `${GAME_SELECT}
       WHERE g.finished = 0
         AND (@live IS NULL OR g.is_live = @live)
         AND (@sportId IS NULL OR s.id = @sportId)
         AND (@champId IS NULL OR ch.id = @champId)
         AND (@top = 0 OR g.is_top = 1)
       -- live first (by sport popularity), then line by start time
       ORDER BY g.is_live DESC, CASE WHEN g.is_live = 1 THEN s.popularity ELSE 0 END, g.starts_at, g.id
       LIMIT @limit`,
    )
    .all({
      live: filter.section === undefined ? null : filter.section === 'live' ? 1 : 0,
      sportId: filter.sportId ?? null,
      champId: filter.champId ?? null,
      top: filter.top ? 1 : 0,
      limit: filter.limit,
    }) as GameJoinRow[];
  // The list shows the main markets only; marketsCount counts all of a game's.
  const ids = rows.map((r) => r.id);
  const markets = marketsFor(db, ids, true);
  const counts = countsFor(db, ids);
  return rows.map((row) => toGame(row, markets.get(row.id) ?? [], lang, clock, counts.get(row.id) ?? 0));
}

/** One game with all its markets (each with its group), a finished one included, or undefined when there is none with that id. */
export function findGame(db: Db, clock: Clock, id: number, lang: Lang) {
  const row = db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(id) as GameJoinRow | undefined;
  return row && toGame(row, marketsFor(db, [row.id]).get(row.id) ?? [], lang, clock);
}
