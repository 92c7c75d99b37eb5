/** The links the mail outbox sends: password reset, account verification, activation, newsletter. Idempotent statements (setup/schema.ts). */
export const ACCOUNT_LINKS_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const ACCOUNT_LINKS_TABLES = [] as const;
