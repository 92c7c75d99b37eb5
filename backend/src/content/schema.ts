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

-- A promotion's machine-readable side (docs/promotions-api.md "Promotions"): its terms as numbers,
-- the games it applies to, its partners, what "take part" does, and the cms/{slug} landing that shows it.
-- A table of its own, so a database file made before it still opens (its promotions then have none
-- until the next reset re-seeds them).
CREATE TABLE IF NOT EXISTS promotion_terms (
  promotion_id INTEGER PRIMARY KEY REFERENCES promotions(id) ON DELETE CASCADE,
  cms_slug     TEXT UNIQUE,   -- cms/{slug}: null = no CMS landing
  terms        TEXT NOT NULL, -- JSON PromotionTermsData (seed/promotions.ts)
  games        TEXT NOT NULL, -- JSON PromotionGames
  partners     TEXT NOT NULL, -- JSON SeedPartner[] (casino promotions: [], their games' studios are shown)
  offer        TEXT NOT NULL  -- JSON PromotionOffer
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
  'promotion_terms',
  'promotions',
  'info_pages',
  'rule_chapters',
  'rule_groups',
] as const;
