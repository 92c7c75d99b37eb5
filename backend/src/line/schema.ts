/**
 * The sports line: sports, championships, games and their markets (outcomes), with their state:
 * a market may be suspended, a game finished with a result per market. Statements are idempotent
 * (setup/schema.ts runs them on every open; line/migrate.ts adds the state columns to an older file).
 */
export const LINE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS sports (
  id         INTEGER PRIMARY KEY,
  slug       TEXT NOT NULL UNIQUE,
  icon       TEXT NOT NULL,
  name_ru    TEXT NOT NULL,
  name_en    TEXT NOT NULL,
  has_clock  INTEGER NOT NULL,  -- live games show a running minute
  popularity INTEGER NOT NULL   -- lower = shown first
);

CREATE TABLE IF NOT EXISTS champs (
  id         INTEGER PRIMARY KEY,
  sport_id   INTEGER NOT NULL REFERENCES sports(id),
  name_ru    TEXT NOT NULL,
  name_en    TEXT NOT NULL,
  country_ru TEXT NOT NULL,
  country_en TEXT NOT NULL
);

-- Start times are absolute (starts_at, epoch ms of the backend clock), computed once at seed time
-- from the seed's offsets (start_offset_sec, kept for reference). The simulator
-- (line/simulator/) moves period, clock_sec, score and sim (its state as JSON).
CREATE TABLE IF NOT EXISTS games (
  id           INTEGER PRIMARY KEY,
  champ_id     INTEGER NOT NULL REFERENCES champs(id),
  team1_ru     TEXT NOT NULL,
  team1_en     TEXT NOT NULL,
  team2_ru     TEXT NOT NULL,
  team2_en     TEXT NOT NULL,
  start_offset_sec INTEGER NOT NULL,
  is_live      INTEGER NOT NULL,
  score        TEXT,
  is_top       INTEGER NOT NULL,
  finished     INTEGER NOT NULL DEFAULT 0,  -- has its result (POST /__control/line/games/{id}/result)
  finished_at  INTEGER,                     -- when it finished, epoch ms (backend clock); null: at starts_at
  starts_at    INTEGER,                     -- epoch ms (backend clock)
  period       INTEGER NOT NULL DEFAULT 0,  -- period or set being played (0 before the start)
  clock_sec    INTEGER NOT NULL DEFAULT 0,  -- game time in seconds (clock sports)
  sim          TEXT                         -- the simulator's state (JSON), null until it has one
);

CREATE TABLE IF NOT EXISTS markets (
  id       INTEGER PRIMARY KEY,
  game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  type_id  INTEGER NOT NULL,
  name_ru  TEXT NOT NULL,
  name_en  TEXT NOT NULL,
  coef     REAL NOT NULL,             -- the current price, 2 decimals
  sort     INTEGER NOT NULL,
  suspended INTEGER NOT NULL DEFAULT 0, -- no bets taken (shown as isBlocked)
  result   TEXT,                      -- once the game is finished: won, lost or void
  grp      TEXT NOT NULL DEFAULT 'main', -- main, totals, handicaps, halves, specials
  spec     TEXT                       -- what it means, how it settles (line/catalogue/specs.ts)
);
CREATE INDEX IF NOT EXISTS markets_game ON markets(game_id);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const LINE_TABLES = [
  'markets',
  'games',
  'champs',
  'sports',
] as const;
