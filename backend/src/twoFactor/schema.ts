/** Two-step sign-in with an authenticator app (TOTP, RFC 6238) and its recovery codes. Idempotent statements (setup/schema.ts). */
export const TWO_FACTOR_SCHEMA_SQL = `
-- A player's authenticator app: the secret in force (NULL while off) and the one a setup waits to
-- have confirmed by its first code. Both sealed with the backend's secret (twoFactor/sealed.ts),
-- never stored as the app reads them. last_step: the newest time step whose code was accepted, so
-- a code (its step, or an older one) is taken once (docs/two-factor-api.md "Codes").
CREATE TABLE IF NOT EXISTS two_factor (
  user_id        INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret         TEXT,               -- sealed base32, NULL while off
  pending_secret TEXT,               -- sealed base32 of a setup not confirmed yet
  pending_at     INTEGER,            -- epoch ms
  enabled_at     INTEGER,            -- epoch ms
  last_step      INTEGER NOT NULL DEFAULT -1
);

-- The ten one-time recovery codes of a player who turned the app on: HMACs only; used ones keep used_at.
CREATE TABLE IF NOT EXISTS two_factor_recovery_codes (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash  TEXT NOT NULL,
  created_at INTEGER NOT NULL,       -- epoch ms
  used_at    INTEGER                 -- epoch ms; NULL: still good
);
CREATE INDEX IF NOT EXISTS two_factor_recovery_codes_user ON two_factor_recovery_codes(user_id, used_at);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const TWO_FACTOR_TABLES = ['two_factor_recovery_codes', 'two_factor'] as const;
