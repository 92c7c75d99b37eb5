/**
 * The weekly casino cashback (docs/cashback-api.md): one row a player's computed week, programme and
 * currency, with what it was computed from and where it stands. Idempotent statements (setup/schema.ts).
 */
export const CASHBACK_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS cashback_weeks (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  programme    TEXT NOT NULL,        -- vip, premium
  week_start   INTEGER NOT NULL,     -- epoch ms of the week's Monday 00:00 UTC
  iso          TEXT NOT NULL,
  level        INTEGER NOT NULL,     -- the points level at the week's end (rewards/terms.ts)
  staked_minor INTEGER NOT NULL,     -- real-money stakes of the week's settled rounds
  won_minor    INTEGER NOT NULL,     -- and their wins
  loss_minor   INTEGER NOT NULL,     -- staked − won (negative: a net win)
  rate_pct     INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,     -- 0: nothing to claim (a net win)
  status       TEXT NOT NULL,        -- computed, claimed, expired, none (nothing to claim)
  computed_at  INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,     -- the week's end + CLAIM_DAYS
  claimed_at   INTEGER,
  UNIQUE (user_id, programme, week_start, iso)
);
CREATE INDEX IF NOT EXISTS cashback_weeks_user ON cashback_weeks(user_id, programme, week_start);
CREATE INDEX IF NOT EXISTS cashback_weeks_due ON cashback_weeks(status, expires_at);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const CASHBACK_TABLES = ['cashback_weeks'] as const;
