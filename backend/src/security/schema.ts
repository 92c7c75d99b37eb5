/** Security of the account (office/security): password change, sessions, phone binding, the security question, the protection level. Idempotent statements (setup/schema.ts). */
export const SECURITY_SCHEMA_SQL = ``;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const SECURITY_TABLES = [] as const;
