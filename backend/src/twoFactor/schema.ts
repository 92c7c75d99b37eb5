/** Two-step sign-in with an authenticator app (TOTP, RFC 6238) and its recovery codes. Idempotent statements (setup/schema.ts). */
export const TWO_FACTOR_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const TWO_FACTOR_TABLES = [] as const;
