/**
 * The backend's file store (files/store.ts, docs/documents-api.md "File store"): one row per stored
 * upload; the bytes sit on disk under the store's root, named by a random id, never by the player's
 * file name. Documents and support attachments point here. Idempotent statements (setup/schema.ts).
 */
export const FILES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS files (
  id           TEXT PRIMARY KEY,  -- random (32 hex digits); also the file's name on disk
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,  -- the owner: the only one it is served to
  content_type TEXT NOT NULL,     -- decided from the content: image/jpeg, image/png, image/webp, application/pdf
  size         INTEGER NOT NULL,  -- bytes as stored (images after re-encoding)
  path         TEXT NOT NULL,     -- relative to the store's root
  created_at   INTEGER NOT NULL   -- epoch ms (backend clock)
);
CREATE INDEX IF NOT EXISTS files_user ON files(user_id);
`;

/** Children before parents (setup/schema.ts DATA_TABLES): after documents and support, which point here. */
export const FILES_TABLES = ['files'] as const;
