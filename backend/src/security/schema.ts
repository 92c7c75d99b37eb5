/** Security of the account (office/security): password change, sessions, phone binding, the security question, the protection level. Idempotent statements (setup/schema.ts). */
export const SECURITY_SCHEMA_SQL = `
-- A player's security question (security/question.ts): which one of the list, and the answer's
-- hash (auth/passwords.ts scrypt) of its normalised form (lower case, no spaces).
CREATE TABLE IF NOT EXISTS security_answers (
  user_id     INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL,
  answer_hash TEXT NOT NULL,
  updated_at  INTEGER NOT NULL  -- epoch ms (backend clock)
);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const SECURITY_TABLES = ['security_answers'] as const;
