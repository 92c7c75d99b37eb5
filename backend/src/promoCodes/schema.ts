/**
 * Promo codes and the offers a player joined (docs/promotions-api.md). Idempotent statements (setup/schema.ts).
 *
 * promo_codes: the operator's codes, stored upper-case (a player's entry is trimmed and upper-cased),
 * with the offer each gives (bonus money or a free bet, both granted through bonuses/grant.ts), its
 * validity window on the backend clock, its use counts and its conditions.
 * promo_redemptions: one row per use, numbered per player (use_no), so a code meant once per player
 * cannot be redeemed twice even by two requests at the same time (the unique key).
 * promotion_participations: the promotions a player took part in (content's promotions), one row each.
 */
export const PROMO_CODES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS promo_codes (
  code              TEXT PRIMARY KEY,      -- upper-case, no surrounding spaces
  kind              TEXT NOT NULL,         -- bonus | freebet
  product           TEXT NOT NULL,         -- sport | casino: what wagers the bonus (bonuses/grant.ts)
  amounts           TEXT NOT NULL,         -- JSON { ISO: minor units }: a currency not listed is not offered
  wager_multiplier  INTEGER NOT NULL,
  min_odds_x100     INTEGER,               -- sport: coupons under these odds do not wager it
  days              INTEGER NOT NULL,      -- days to wager it, from the redemption
  valid_from        INTEGER,               -- epoch ms (backend clock); null: always
  valid_until       INTEGER,               -- epoch ms, exclusive; null: no end
  max_uses_total    INTEGER,               -- null: no total limit
  max_uses_per_player INTEGER NOT NULL DEFAULT 1,
  channel           TEXT NOT NULL,         -- any | office | coupon: where it may be entered
  requires_deposit  INTEGER NOT NULL DEFAULT 0, -- 1: only a player with a successful deposit
  min_stake         TEXT,                  -- JSON { ISO: minor units }: the coupon's stake at least this
  title_ru          TEXT NOT NULL,
  title_en          TEXT NOT NULL,
  description_ru    TEXT NOT NULL,
  description_en    TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS promo_redemptions (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code        TEXT NOT NULL REFERENCES promo_codes(code),
  use_no      INTEGER NOT NULL,            -- 1 for the player's first use of the code
  channel     TEXT NOT NULL,               -- office | coupon
  coupon_id   INTEGER,                     -- channel coupon: the coupon placed with it
  bonus_id    INTEGER NOT NULL,            -- the bonus granted (bonuses.id)
  iso         TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,            -- epoch ms, backend clock
  UNIQUE (user_id, code, use_no)
);
CREATE INDEX IF NOT EXISTS promo_redemptions_code ON promo_redemptions(code);

CREATE TABLE IF NOT EXISTS promotion_participations (
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL,           -- promotions.id (content)
  status       TEXT NOT NULL,              -- joined | left | completed
  joined_at    INTEGER NOT NULL,           -- epoch ms, backend clock (the last join)
  left_at      INTEGER,
  bonus_id     INTEGER,                    -- promo_code offers: the bonus the joining granted
  PRIMARY KEY (user_id, promotion_id)
);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const PROMO_CODES_TABLES = ['promotion_participations', 'promo_redemptions', 'promo_codes'] as const;
