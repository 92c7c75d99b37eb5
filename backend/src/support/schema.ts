/** Support requests: topics, threads, attachments, states. Idempotent statements (setup/schema.ts). */
export const SUPPORT_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const SUPPORT_TABLES = [] as const;
