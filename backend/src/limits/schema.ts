/**
 * Responsible-gaming limits (docs/limits-api.md): every limit a player set, its state and its
 * history; the questions (test) tokens of a save waiting for its answers; the saves counted for the
 * captcha; the time each session was signed in (the session limit); and the deposits checked
 * against the deposit limits while the provider is asked (their reservations). Statements are idempotent
 * (setup/schema.ts runs them on every open), so a database made before limits gets the tables on open.
 */
export const LIMITS_SCHEMA_SQL = `
-- One row per limit a player asked for. At most one ACTIVE and one PENDING row per (user, type);
-- INACTIVE rows are the history (replaced, rejected, cancelled, expired…). Times in epoch seconds.
CREATE TABLE IF NOT EXISTS limits (
  id                     INTEGER PRIMARY KEY,
  user_id                INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  limit_type             INTEGER NOT NULL,  -- limits/types.ts LIMIT_TYPE
  limit_value            INTEGER,           -- money: minor units; else days, hours or minutes; NULL: a removal asked for
  iso                    TEXT,              -- money limits: the currency they count in
  state                  TEXT NOT NULL,     -- ACTIVE, PENDING, INACTIVE
  started_at             INTEGER NOT NULL,  -- in force since (ACTIVE) or asked for (PENDING), epoch s
  ends_at                INTEGER,           -- self-exclusion/time-out end, approval due (PENDING), next reality check
  need_approve           INTEGER NOT NULL DEFAULT 0,
  self_exclude_reason_id INTEGER,
  closed_at              INTEGER,           -- when it became INACTIVE
  closed_reason          TEXT,              -- replaced, superseded, approved, rejected, cancelled, removed, expired, extended, turned_off
  created_at             INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS limits_user ON limits(user_id, state, limit_type);

-- A save that asked the questions: the changes it holds until the answers come (POST testanswers).
CREATE TABLE IF NOT EXISTS limit_tests (
  token      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  changes    TEXT NOT NULL,      -- JSON LimitChange[]
  created_at INTEGER NOT NULL,   -- epoch s
  expires_at INTEGER NOT NULL,
  spent      INTEGER NOT NULL DEFAULT 0
);

-- Every save asked for (POST limits): after a few in a short time the next one needs a captcha.
CREATE TABLE IF NOT EXISTS limit_saves (
  id      INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at      INTEGER NOT NULL       -- epoch s
);
CREATE INDEX IF NOT EXISTS limit_saves_user ON limit_saves(user_id, at);

-- How long each session was signed in: from its start to its last ping (the session limit, type 31).
CREATE TABLE IF NOT EXISTS limit_session_time (
  session_id   TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  started_at   INTEGER NOT NULL, -- the session's start, epoch s
  last_seen_at INTEGER NOT NULL  -- its last ping, epoch s
);
CREATE INDEX IF NOT EXISTS limit_session_time_user ON limit_session_time(user_id);

-- A deposit's share of the deposit limits from its check until its payment row is written (the
-- provider is asked in between): counted by the deposit usage (usage.ts), so deposits sent at once
-- cannot all pass the same check (reservations.ts). One per (player, Idempotency-Key).
CREATE TABLE IF NOT EXISTS deposit_reservations (
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  iso             TEXT NOT NULL,
  amount_minor    INTEGER NOT NULL,
  created_at      INTEGER NOT NULL,  -- epoch ms (backend clock)
  PRIMARY KEY (user_id, idempotency_key)
);
`;

/** This domain's tables: they point at users only, so they go before the accounts domain's. */
export const LIMITS_TABLES = ['deposit_reservations', 'limit_session_time', 'limit_saves', 'limit_tests', 'limits'] as const;
