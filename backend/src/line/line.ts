import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import type { ChampRow, GameRow, MarketRow, SportRow } from './rows';
import { periodScoresOf, type SimState } from './simulator/state';
import { gameTeamSlug } from './teamSlug';

/**
 * Sports line: sports, championships and games with their markets, in the API's shape, the
 * results (finished games, listResults) and a team's games (findTeam). Start times
 * are absolute (games.starts_at); the simulator (simulator/driver.ts) moves the rest.
 */

export type Section = 'line' | 'live';

export interface GameFilter {
  section?: Section;
  sportId?: number;
  champId?: number;
  top?: boolean;
  /** A team's games: its English name (team1_en or team2_en; with sportId, as teams are per sport). */
  team?: string;
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
  champ_country_ru: string;
  champ_country_en: string;
};

const GAME_SELECT = `
  SELECT g.*, s.id AS sport_id, s.slug AS sport_slug, s.name_ru AS sport_name_ru, s.name_en AS sport_name_en,
         s.has_clock, ch.name_ru AS champ_name_ru, ch.name_en AS champ_name_en,
         ch.country_ru AS champ_country_ru, ch.country_en AS champ_country_en
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
  const sport = { id: row.sport_id, slug: row.sport_slug };
  return {
    id: row.id,
    sportId: row.sport_id,
    sportSlug: row.sport_slug,
    sportName: row[`sport_name_${lang}`],
    champId: row.champ_id,
    champName: row[`champ_name_${lang}`],
    champCountry: row[`champ_country_${lang}`],
    team1: row[`team1_${lang}`],
    team2: row[`team2_${lang}`],
    // The teams' pages (GET /web-api/line/teams/{slug}).
    team1Slug: gameTeamSlug(row.team1_en, sport),
    team2Slug: gameTeamSlug(row.team2_en, sport),
    startsAt: new Date(startsAt(row, clock)).toISOString(),
    isLive: live,
    score: live || finished ? row.score : null,
    gameTime: live && !finished && row.has_clock ? `${Math.floor(row.clock_sec / 60)}'` : null,
    period: live || finished ? row.period : null,
    // The detailed score: each period's (set's) score, from the simulator's state.
    periodScores: live || finished ? periodScoresOfRow(row.sim) : [],
    isTop: row.is_top === 1,
    isFinished: finished,
    // When the game finished (backend clock); a game finished before the column counts from its start.
    finishedAt: finished ? new Date(row.finished_at ?? startsAt(row, clock)).toISOString() : null,
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

function periodScoresOfRow(sim: string | null): string[] {
  if (!sim) return [];
  try {
    return periodScoresOf(JSON.parse(sim) as SimState);
  } catch {
    return [];
  }
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
         AND (@team IS NULL OR g.team1_en = @team OR g.team2_en = @team)
       -- live first (by sport popularity), then line by start time
       ORDER BY g.is_live DESC, CASE WHEN g.is_live = 1 THEN s.popularity ELSE 0 END, g.starts_at, g.id
       LIMIT @limit`,
    )
    .all({
      live: filter.section === undefined ? null : filter.section === 'live' ? 1 : 0,
      sportId: filter.sportId ?? null,
      champId: filter.champId ?? null,
      top: filter.top ? 1 : 0,
      team: filter.team ?? null,
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

/** Which finished games a results call asks for: `from`/`to` bound finishedAt (epoch ms, from ≤ t < to). */
export interface ResultWindow {
  from?: number;
  to?: number;
}

export interface ResultFilter extends ResultWindow {
  sportId?: number;
  champId?: number;
  /** A team's results: its English name (with sportId). */
  team?: string;
  limit: number;
  offset: number;
}

/** A finished game's time: finished_at, or its start for a game finished before there was the column. */
const FINISHED_AT = 'COALESCE(g.finished_at, g.starts_at)';

/** Finished games in the window (@from, @to: epoch ms or null), of a sport and a champ (@sportId, @champId or null). */
const RESULTS_WHERE = `
  WHERE g.finished = 1
    AND (@from IS NULL OR ${FINISHED_AT} >= @from)
    AND (@to IS NULL OR ${FINISHED_AT} < @to)
    AND (@sportId IS NULL OR ch.sport_id = @sportId)
    AND (@champId IS NULL OR g.champ_id = @champId)
    AND (@team IS NULL OR g.team1_en = @team OR g.team2_en = @team)`;

const resultParams = (filter: ResultWindow & { sportId?: number; champId?: number; team?: string }) => ({
  from: filter.from ?? null,
  to: filter.to ?? null,
  sportId: filter.sportId ?? null,
  champId: filter.champId ?? null,
  team: filter.team ?? null,
});

/**
 * Finished games, newest first (by finishedAt, then id), with how many match in all: each in the
 * shape of the list with its final score and last period, `finishedAt`, and no markets (a result
 * needs no prices; marketsCount still counts the game's).
 */
export function listResults(db: Db, clock: Clock, filter: ResultFilter, lang: Lang) {
  const params = resultParams(filter);
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM games g JOIN champs ch ON ch.id = g.champ_id ${RESULTS_WHERE}`)
    .get(params) as { total: number };
  const rows = db
    .prepare(`${GAME_SELECT} ${RESULTS_WHERE} ORDER BY ${FINISHED_AT} DESC, g.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: filter.limit, offset: filter.offset }) as GameJoinRow[];
  const counts = countsFor(db, rows.map((r) => r.id));
  return { total, games: rows.map((row) => toGame(row, [], lang, clock, counts.get(row.id) ?? 0)) };
}

/** The sports with finished games in the window (the results page's filter), by popularity, with how many. */
export function listResultSports(db: Db, window: ResultWindow, lang: Lang) {
  const rows = db
    .prepare(
      `SELECT s.id, s.slug, s.name_ru, s.name_en, COUNT(*) AS count
       FROM games g JOIN champs ch ON ch.id = g.champ_id JOIN sports s ON s.id = ch.sport_id
       ${RESULTS_WHERE}
       GROUP BY s.id ORDER BY s.popularity, s.id`,
    )
    .all(resultParams(window)) as (Pick<SportRow, 'id' | 'slug' | 'name_ru' | 'name_en'> & { count: number })[];
  return rows.map((s) => ({ id: s.id, slug: s.slug, name: s[`name_${lang}`], count: s.count }));
}

/** The championships (of a sport, or of all) with finished games in the window, by sport popularity, with how many. */
export function listResultChamps(db: Db, filter: ResultWindow & { sportId?: number }, lang: Lang) {
  const rows = db
    .prepare(
      `SELECT ch.*, COUNT(*) AS count
       FROM games g JOIN champs ch ON ch.id = g.champ_id JOIN sports s ON s.id = ch.sport_id
       ${RESULTS_WHERE}
       GROUP BY ch.id ORDER BY s.popularity, ch.id`,
    )
    .all(resultParams(filter)) as (ChampRow & { count: number })[];
  return rows.map((ch) => ({ id: ch.id, name: ch[`name_${lang}`], country: ch[`country_${lang}`], count: ch.count }));
}

/** A team page's results: its newest finished games, at most this many. */
export const TEAM_RESULTS = 20;

/**
 * A team's page (GET /web-api/line/teams/{slug}): the team whose slug (teamSlug.ts gameTeamSlug) is
 * `slug`, with its line and live games (live first, then by start; main markets, as the list) and
 * its newest TEAM_RESULTS finished games (as the results). Undefined for a slug no game's team has.
 */
export function findTeam(db: Db, clock: Clock, slug: string, lang: Lang) {
  const teams = db
    .prepare(
      `SELECT DISTINCT s.id AS sport_id, s.slug AS sport_slug, s.name_ru AS sport_name_ru, s.name_en AS sport_name_en, s.popularity,
              t.name_en, t.name_ru
       FROM (SELECT champ_id, team1_en AS name_en, team1_ru AS name_ru FROM games
             UNION SELECT champ_id, team2_en, team2_ru FROM games) t
       JOIN champs ch ON ch.id = t.champ_id JOIN sports s ON s.id = ch.sport_id
       ORDER BY s.popularity, s.id, t.name_en`,
    )
    .all() as (Pick<GameJoinRow, 'sport_id' | 'sport_slug' | 'sport_name_ru' | 'sport_name_en'> & { name_en: string; name_ru: string })[];
  const team = teams.find((t) => gameTeamSlug(t.name_en, { id: t.sport_id, slug: t.sport_slug }) === slug);
  if (!team) return undefined;
  const filter = { sportId: team.sport_id, team: team.name_en };
  return {
    slug,
    name: team[`name_${lang}`],
    sportSlug: team.sport_slug,
    sportName: team[`sport_name_${lang}`],
    games: listGames(db, clock, { ...filter, limit: 10_000 }, lang),
    results: listResults(db, clock, { ...filter, limit: TEAM_RESULTS, offset: 0 }, lang).games,
  };
}
