/**
 * The casino lobby: studios (providers), the catalogue of games, and each player's favourites and
 * recently played games. Statements are idempotent (setup/schema.ts runs them on every open); a file
 * made before the catalogue had its columns is rebuilt by casino/migrate.ts.
 */
export const CASINO_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS casino_providers (
  id      INTEGER PRIMARY KEY,
  slug    TEXT NOT NULL UNIQUE,
  name_ru TEXT NOT NULL,
  name_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS casino_games (
  id          INTEGER PRIMARY KEY,
  name_ru     TEXT NOT NULL,
  name_en     TEXT NOT NULL,
  route       TEXT NOT NULL UNIQUE,
  old_route   TEXT NOT NULL UNIQUE,
  provider_id INTEGER NOT NULL REFERENCES casino_providers(id),
  categories  TEXT NOT NULL,     -- JSON string[]: category route ids, the game's own first
  tags        TEXT NOT NULL,     -- JSON string[]: new | popular | jackpot | exclusive
  tag_id      INTEGER NOT NULL,  -- the tag a tile shows (0 none, 1 new, 2 popular, 3 jackpot, 4 exclusive)
  rtp_bp      INTEGER NOT NULL,  -- theoretical RTP in hundredths of a percent (9612 = 96.12 %)
  volatility  TEXT NOT NULL,
  demo        INTEGER NOT NULL,
  art         TEXT NOT NULL,     -- JSON { palette, motif, seed }
  popularity  INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS casino_favorites (
  user_id  INTEGER NOT NULL REFERENCES users(id),
  game_id  INTEGER NOT NULL REFERENCES casino_games(id),
  added_at INTEGER NOT NULL,  -- epoch ms, backend clock
  PRIMARY KEY (user_id, game_id)
);

CREATE TABLE IF NOT EXISTS casino_recent (
  user_id   INTEGER NOT NULL REFERENCES users(id),
  game_id   INTEGER NOT NULL REFERENCES casino_games(id),
  played_at INTEGER NOT NULL,  -- epoch ms, backend clock
  PRIMARY KEY (user_id, game_id)
);
`;

/**
 * The players' casino tables: they point at users, so setup/schema.ts deletes them before the
 * accounts domain's.
 */
export const CASINO_PLAYER_TABLES = ['casino_recent', 'casino_favorites'] as const;

/** The catalogue's tables, children before parents: deleting in this order never trips a foreign key. */
export const CASINO_TABLES = [
  'casino_games',
  'casino_providers',
] as const;
