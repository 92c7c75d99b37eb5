/** The referral programme (docs/referrals-api.md): a player's friends and their rewards. Idempotent statements (setup/schema.ts). */
export const REFERRALS_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const REFERRALS_TABLES = [] as const;
