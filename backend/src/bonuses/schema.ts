/**
 * Bonuses (docs/bonuses.md): one row a bonus credited to the player's bonus account, with the terms
 * it was granted under (what wagers it, how much, at what odds, until when) and where it stands.
 * Every bonus, whatever earned it (the first deposit, a promo code, a promotion, the shop, cashback
 * or the referral programme), is granted through bonuses/grant.ts. Idempotent statements (setup/schema.ts).
 */
export const BONUSES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS bonuses (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id           INTEGER NOT NULL,      -- the bonus account (type 4) credited
  iso                  TEXT NOT NULL,
  product              TEXT NOT NULL,         -- sport, casino: what wagers it (bonuses/grant.ts BonusProduct)
  source               TEXT NOT NULL,         -- first_deposit, promo_code, promotion, shop, cashback, referral
  source_ref           TEXT NOT NULL,         -- what earned it, e.g. payment:<id>, promo:<code>
  amount_minor         INTEGER NOT NULL,
  wager_multiplier     INTEGER NOT NULL,      -- 0: nothing to wager, it is released at once
  wager_required_minor INTEGER NOT NULL,      -- amount × multiplier
  min_odds_x100        INTEGER,               -- sport: a coupon under these odds does not count
  status               TEXT NOT NULL,         -- active, wagered, forfeited, declined
  granted_at           INTEGER NOT NULL,      -- epoch ms, backend clock
  deadline_at          INTEGER NOT NULL,
  closed_at            INTEGER,
  UNIQUE (user_id, source, source_ref)        -- one bonus per thing that earned it
);
CREATE INDEX IF NOT EXISTS bonuses_user ON bonuses(user_id, status);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const BONUSES_TABLES = ['bonuses'] as const;
