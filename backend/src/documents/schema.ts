/**
 * Verification documents (docs/documents-api.md): one row per upload of a kind, its file in the
 * file store (files/schema.ts), its state as the operator decides it. Idempotent statements
 * (setup/schema.ts).
 */
export const DOCUMENTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS documents (
  id         TEXT PRIMARY KEY,  -- "doc_" + 16 hex digits
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('identity', 'selfie', 'address')),
  file_id    TEXT NOT NULL REFERENCES files(id),
  status     TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'rejected')),
  reason     TEXT,              -- why it was rejected, as the player reads it
  created_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  decided_at INTEGER
);
CREATE INDEX IF NOT EXISTS documents_user ON documents(user_id, kind, created_at);
`;

/** Children before parents (setup/schema.ts DATA_TABLES): before the files they point at. */
export const DOCUMENTS_TABLES = ['documents'] as const;
