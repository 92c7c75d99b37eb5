/**
 * Placed coupons and their lines, the placing requests' idempotency keys and saved coupon codes
 * (docs/coupon-api.md). Statements are idempotent (setup/schema.ts runs them on every open).
 */
export const COUPON_SCHEMA_SQL = `
-- account_id has no foreign key: the office removes an empty currency account once its coupons are
-- settled (routes/office.ts), and the coupon keeps its history with the currency it was placed in.
CREATE TABLE IF NOT EXISTS coupons (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id           INTEGER NOT NULL,
  iso                  TEXT NOT NULL,
  type_id              INTEGER NOT NULL,  -- 0 single, 1 express, 2 system, 3 chain (type 9 places singles)
  status               TEXT NOT NULL,     -- accepting, rejected, pending, won, lost, void
  reject_reason        TEXT,              -- the refusal code of a rejected coupon
  amount_minor         INTEGER NOT NULL,  -- the stake debited
  system_value         INTEGER,
  combinations         INTEGER,
  change_coef_action   INTEGER NOT NULL,  -- kept for the live re-check
  exact_coef           INTEGER NOT NULL,
  drop_on_score_change INTEGER NOT NULL,
  win_minor            INTEGER,           -- once settled
  created_at           INTEGER NOT NULL,  -- epoch ms (backend clock)
  accept_at            INTEGER,           -- a live coupon is re-checked from then on
  settled_at           INTEGER,
  bonus_x100           INTEGER            -- an express's bonus bet factor in hundredths (103 = ×1.03), NULL: none
);
CREATE INDEX IF NOT EXISTS coupons_user ON coupons(user_id, created_at);
CREATE INDEX IF NOT EXISTS coupons_status ON coupons(status);

CREATE TABLE IF NOT EXISTS coupon_lines (
  id                 INTEGER PRIMARY KEY,
  coupon_id          INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  outcome_id         INTEGER NOT NULL REFERENCES markets(id),
  game_id            INTEGER NOT NULL REFERENCES games(id),
  price_x100         INTEGER NOT NULL,  -- the price taken, in hundredths (1.85 → 185)
  score              TEXT,              -- the score the player saw (isDropOnScoreChange)
  is_banker          INTEGER NOT NULL,
  block_id           INTEGER,           -- chain: the play order
  block_amount_minor INTEGER,           -- chain: the most this block stakes
  status             TEXT NOT NULL,     -- pending, won, lost, void
  sort               INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS coupon_lines_coupon ON coupon_lines(coupon_id);
CREATE INDEX IF NOT EXISTS coupon_lines_game ON coupon_lines(game_id);

-- The first answer to each Idempotency-Key of a player: a repeat gets it again, moving no money.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key        TEXT NOT NULL,
  body_hash  TEXT NOT NULL,   -- SHA-256 of the validated body: the same key with another body is refused
  status     INTEGER NOT NULL,
  answer     TEXT NOT NULL,   -- JSON
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- "Load coupon" (loadCouponInputValue): a short code for a list of outcomes, no session needed.
CREATE TABLE IF NOT EXISTS saved_coupons (
  code       TEXT PRIMARY KEY,
  bets       TEXT NOT NULL,   -- JSON number[]: outcome ids
  created_at INTEGER NOT NULL
);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const COUPON_TABLES = ['coupon_lines', 'coupons', 'idempotency_keys', 'saved_coupons'] as const;
