/**
 * Players' ideas and the operator's answers (docs/ideas-api.md). One row an idea: its category
 * (ideas/categories.ts), title, text, state and the operator's latest answer. Idempotent
 * statements (setup/schema.ts runs them on every open), so an older database file gains the table.
 */
export const IDEAS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS ideas (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id  TEXT NOT NULL,            -- ideas/categories.ts
  title        TEXT NOT NULL,
  text         TEXT NOT NULL,
  status       TEXT NOT NULL,            -- new, under_review, planned, done, declined (ideas/status.ts)
  answer_text  TEXT,                     -- the operator's answer, in the language he wrote it; NULL: none yet
  answered_at  INTEGER,                  -- when the answer was written (epoch ms, backend clock)
  created_at   INTEGER NOT NULL,         -- epoch ms (backend clock)
  updated_at   INTEGER NOT NULL
);
-- The player's list (newest first) and the daily rule's count both read by user and time.
CREATE INDEX IF NOT EXISTS ideas_user ON ideas(user_id, created_at);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const IDEAS_TABLES = ['ideas'] as const;
