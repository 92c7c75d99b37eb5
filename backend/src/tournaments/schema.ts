/** The tables of casino tournaments (docs/tournaments-api.md). */
export const TOURNAMENTS_SCHEMA_SQL = '';

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const TOURNAMENTS_TABLES: string[] = [];
