/**
 * Casino tournaments (docs/tournaments-api.md): the tournament with its window on the backend clock,
 * the games that count and its scoring; its prize table; the players who joined (only their rounds
 * after the join count); and, once finished, its final leaderboard with what each place was paid.
 * Scores are never stored while a tournament runs: they are read from `casino_rounds` on each ask.
 * Idempotent statements (setup/schema.ts).
 */
export const TOURNAMENTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS tournaments (
  id             INTEGER PRIMARY KEY,
  title_ru       TEXT NOT NULL,
  title_en       TEXT NOT NULL,
  text_ru        TEXT NOT NULL,          -- the tournament's short description
  text_en        TEXT NOT NULL,
  scoring        TEXT NOT NULL,          -- multiplier, winRatio (tournaments/scoring.ts)
  iso            TEXT NOT NULL,          -- the prize currency; only rounds staked in it count
  min_bet_minor  INTEGER NOT NULL,       -- a round staked below it does not count
  min_rounds     INTEGER NOT NULL,       -- winRatio: counted rounds a player needs to be ranked
  categories     TEXT NOT NULL,          -- JSON string[]: categories whose games count ([] and no game ids: every game)
  game_ids       TEXT NOT NULL,          -- JSON number[]: games that count besides the categories'
  art            TEXT NOT NULL,          -- the card's drawing: aurora, flame, crown, wave
  starts_at      INTEGER NOT NULL,       -- epoch ms, backend clock
  ends_at        INTEGER NOT NULL,
  status         TEXT NOT NULL,          -- upcoming, running, finished
  finished_at    INTEGER
);

CREATE TABLE IF NOT EXISTS tournament_prizes (
  tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  place          INTEGER NOT NULL,
  amount_minor   INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, place)
);

CREATE TABLE IF NOT EXISTS tournament_entries (
  tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at      INTEGER NOT NULL,       -- rounds opened from this moment on count
  PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE IF NOT EXISTS tournament_results (
  tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  place          INTEGER NOT NULL,
  user_id        INTEGER REFERENCES users(id) ON DELETE SET NULL,  -- null: a seeded past winner, history only
  login          TEXT NOT NULL,
  score_bp       INTEGER NOT NULL,       -- the score × 10 000
  rounds         INTEGER NOT NULL,
  reached_at     INTEGER NOT NULL,
  prize_minor    INTEGER NOT NULL,       -- paid to the main account of the prize currency (ref tournament:<id>:<place>)
  PRIMARY KEY (tournament_id, place)
);
CREATE INDEX IF NOT EXISTS tournament_results_user ON tournament_results(user_id);
`;

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const TOURNAMENTS_TABLES: string[] = ['tournament_results', 'tournament_entries', 'tournament_prizes', 'tournaments'];
