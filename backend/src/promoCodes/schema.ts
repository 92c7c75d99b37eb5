/** Promo codes and the offers a player joined (docs/promotions-api.md). Idempotent statements (setup/schema.ts). */
export const PROMO_CODES_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const PROMO_CODES_TABLES = [] as const;
