/** Verification documents in the backend's file store, and the verification level. Idempotent statements (setup/schema.ts). */
export const DOCUMENTS_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const DOCUMENTS_TABLES = [] as const;
