/** The tables of the casino's landings (docs/casino-landings-api.md). */
export const CASINO_LANDINGS_SCHEMA_SQL = '';

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const CASINO_LANDINGS_TABLES: string[] = [];
