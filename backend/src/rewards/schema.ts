/** Points and the rewards shop (docs/rewards-api.md): what points bought. Idempotent statements (setup/schema.ts). */
export const REWARDS_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const REWARDS_TABLES = [] as const;
