/**
 * Promotions, information pages and rules, in ru / en. Statements are idempotent (setup/schema.ts
 * runs them on every open).
 */
export const CONTENT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS promotions (
  id         INTEGER PRIMARY KEY,
  slug       TEXT NOT NULL UNIQUE,
  kind       TEXT NOT NULL,  -- sport | casino
  accent     TEXT NOT NULL,
  ends_in_days INTEGER,      -- null = no end date; otherwise days from "now"
  title_ru   TEXT NOT NULL,
  title_en   TEXT NOT NULL,
  summary_ru TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  body_ru    TEXT NOT NULL,  -- JSON string[]
  body_en    TEXT NOT NULL,  -- JSON string[]
  sort       INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS info_pages (
  slug     TEXT PRIMARY KEY,
  title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL,
  body_ru  TEXT NOT NULL,  -- JSON string[]
  body_en  TEXT NOT NULL   -- JSON string[]
);

CREATE TABLE IF NOT EXISTS rule_groups (
  id       INTEGER PRIMARY KEY,
  slug     TEXT NOT NULL UNIQUE,
  title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS rule_chapters (
  group_id INTEGER NOT NULL REFERENCES rule_groups(id) ON DELETE CASCADE,
  id       INTEGER NOT NULL,  -- chapter number within the group
  title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL,
  body_ru  TEXT NOT NULL,  -- JSON string[]
  body_en  TEXT NOT NULL,  -- JSON string[]
  PRIMARY KEY (group_id, id)
);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const CONTENT_TABLES = [
  'promotions',
  'info_pages',
  'rule_chapters',
  'rule_groups',
] as const;
