/** The weekly casino cashback (docs/cashback-api.md): one row a player's computed week. Idempotent statements (setup/schema.ts). */
export const CASHBACK_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const CASHBACK_TABLES = [] as const;
