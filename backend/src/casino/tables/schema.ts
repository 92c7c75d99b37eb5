/** The tables of the live tables (docs/casino-tables-api.md). */
export const LIVE_TABLES_SCHEMA_SQL = '';

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const LIVE_TABLES_TABLES: string[] = [];
