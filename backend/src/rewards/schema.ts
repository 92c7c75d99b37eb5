/**
 * Points and the rewards shop (docs/rewards-api.md): what points bought. Points earned are not
 * stored: they are computed from the settled coupons and casino rounds themselves (rewards/points.ts),
 * so only what was spent has rows. Idempotent statements (setup/schema.ts).
 */
export const REWARDS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS reward_purchases (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id      TEXT NOT NULL,          -- rewards/terms.ts SHOP_ITEMS
  price_points INTEGER NOT NULL,       -- points spent
  product      TEXT NOT NULL,          -- sport, casino: the bonus it granted
  iso          TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,       -- the bonus granted
  bonus_id     INTEGER NOT NULL,       -- bonuses.id (source shop, source_ref shop:<id>)
  request_key  TEXT NOT NULL,          -- the Idempotency-Key: a retry buys once
  created_at   INTEGER NOT NULL,       -- epoch ms, backend clock
  UNIQUE (user_id, request_key)
);
CREATE INDEX IF NOT EXISTS reward_purchases_user ON reward_purchases(user_id, created_at);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const REWARDS_TABLES = ['reward_purchases'] as const;
