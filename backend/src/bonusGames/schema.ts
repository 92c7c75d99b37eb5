/**
 * The bonus games (docs/bonus-games-api.md): plays granted to a player (by the control API, a seed,
 * his first-deposit bonus or bought with points), the plays themselves with their committed draw and
 * prize, and the moves made in them (one row per Idempotency-Key). Plays left are computed: plays
 * granted less plays started. Idempotent statements (setup/schema.ts).
 */
export const BONUS_GAMES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS bonus_game_grants (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game         TEXT NOT NULL,          -- fortuna, chest, memory, safe, lottery, dragon
  plays        INTEGER NOT NULL,
  source       TEXT NOT NULL,          -- seed, control, points, first_deposit
  source_ref   TEXT NOT NULL,          -- what granted them, e.g. key:<Idempotency-Key>, bonus:<id>
  price_points INTEGER NOT NULL DEFAULT 0, -- points spent (source points); counted by rewards/points.ts
  created_at   INTEGER NOT NULL,       -- epoch ms, backend clock
  UNIQUE (user_id, source, source_ref)
);
CREATE INDEX IF NOT EXISTS bonus_game_grants_user ON bonus_game_grants(user_id, game);
CREATE TABLE IF NOT EXISTS bonus_game_plays (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game         TEXT NOT NULL,
  status       TEXT NOT NULL,          -- open, finished
  secret       TEXT NOT NULL,          -- JSON: the draw, committed at the start, shown when finished
  salt         TEXT NOT NULL,
  commitment   TEXT NOT NULL,          -- sha256 hex of salt:secret
  state        TEXT NOT NULL,          -- JSON: the player's progress
  prize_kind   TEXT,                   -- none, points, freeBet, casinoBonus (finished plays)
  prize_points INTEGER NOT NULL DEFAULT 0, -- points won; counted by rewards/points.ts
  prize_minor  INTEGER NOT NULL DEFAULT 0, -- bonus money won, in iso
  iso          TEXT,
  bonus_id     INTEGER,                -- bonuses.id of a money prize (source promotion, ref bonus-game:<id>)
  request_key  TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  finished_at  INTEGER,
  UNIQUE (user_id, request_key)
);
CREATE INDEX IF NOT EXISTS bonus_game_plays_user ON bonus_game_plays(user_id, game, id);
CREATE TABLE IF NOT EXISTS bonus_game_moves (
  id           INTEGER PRIMARY KEY,
  play_id      INTEGER NOT NULL REFERENCES bonus_game_plays(id) ON DELETE CASCADE,
  request_key  TEXT NOT NULL,
  move         TEXT NOT NULL,          -- JSON body of the move
  created_at   INTEGER NOT NULL,
  UNIQUE (play_id, request_key)
);
`;

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const BONUS_GAMES_TABLES: string[] = ['bonus_game_moves', 'bonus_game_plays', 'bonus_game_grants'];
