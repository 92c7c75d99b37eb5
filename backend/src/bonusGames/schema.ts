/** The tables of the bonus games (docs/bonus-games-api.md). */
export const BONUS_GAMES_SCHEMA_SQL = '';

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const BONUS_GAMES_TABLES: string[] = [];
