/**
 * The casino lobby: providers and games. Statements are idempotent (db/schema.ts runs them on
 * every open).
 */
export const CASINO_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS casino_providers (
  id   INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS casino_games (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  route       TEXT NOT NULL UNIQUE,
  provider_id INTEGER NOT NULL REFERENCES casino_providers(id),
  categories  TEXT NOT NULL,  -- JSON string[]
  accent      TEXT NOT NULL,
  is_new      INTEGER NOT NULL,
  is_hot      INTEGER NOT NULL,
  sort        INTEGER NOT NULL
);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const CASINO_TABLES = [
  'casino_games',
  'casino_providers',
] as const;
