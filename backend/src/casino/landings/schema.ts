/**
 * The casino's landings (docs/casino-landings-api.md): one row a `games-landing/{route}` page, its
 * texts in both languages, its hero art, the rule that picks its games from the catalogue and the
 * promotion it offers. Kept in a table rather than in code so an operator (or a test) edits a
 * landing without a release (docs/decisions/casino-landings.md).
 */
export const CASINO_LANDINGS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS casino_landings (
  route          TEXT PRIMARY KEY,   -- the page's slug: games-landing/{route}
  sort           INTEGER NOT NULL,   -- order among the landings (the "more selections" links)
  title_ru       TEXT NOT NULL,
  title_en       TEXT NOT NULL,
  intro_ru       TEXT NOT NULL,
  intro_en       TEXT NOT NULL,
  hero           TEXT NOT NULL,      -- JSON { motif, palette: [background, accent, highlight] }
  rule           TEXT NOT NULL,      -- JSON { category?, tag?, provider?, gameIds? } (landings/rule.ts)
  games_limit    INTEGER NOT NULL,   -- how many of the selected games the page shows
  promotion_slug TEXT                -- the promotion offered (promotions.slug), or none
);
`;

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const CASINO_LANDINGS_TABLES: string[] = ['casino_landings'];
