/** Players' ideas and the operator's answers. Idempotent statements (setup/schema.ts). */
export const IDEAS_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const IDEAS_TABLES = [] as const;
