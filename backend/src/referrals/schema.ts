/**
 * The referral programme (docs/referrals-api.md): a player's code, the devices his browser showed
 * us, and the friends who registered through his link with their state and reward. Idempotent
 * statements (setup/schema.ts).
 */
export const REFERRALS_SCHEMA_SQL = `
-- One code a player, made the first time his programme is read (referrals/codes.ts).
CREATE TABLE IF NOT EXISTS referral_codes (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code       TEXT NOT NULL UNIQUE,     -- 10 characters of [a-z2-9] without look-alikes
  created_at INTEGER NOT NULL          -- epoch ms (backend clock)
);

-- The device sessions (auth/signInRules.ts DEVICE_COOKIE, hashed) a player's browser carried when
-- he registered or opened his programme: a friend registering from one of them is "the same device".
CREATE TABLE IF NOT EXISTS referral_devices (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,           -- sha256 (base64url) of the device_session cookie
  seen_at     INTEGER NOT NULL,        -- epoch ms (backend clock), the latest time
  PRIMARY KEY (user_id, device_hash)
);
CREATE INDEX IF NOT EXISTS referral_devices_hash ON referral_devices(device_hash);

-- One row a friend: a player registers through at most one link (the primary key), so he is
-- rewarded at most once (referrals/deposits.ts moves money only on the registered → rewarded step).
CREATE TABLE IF NOT EXISTS referrals (
  friend_user_id   INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  referrer_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code             TEXT NOT NULL,      -- the code the friend came with
  status           TEXT NOT NULL,      -- registered | deposited | rewarded | refused (referrals/rules.ts)
  reason           TEXT,               -- why refused, or why a deposit earned nothing (rules.ts REFERRAL_REASONS)
  device_hash      TEXT,               -- the friend's device session at registration, when he had one
  created_at       INTEGER NOT NULL,   -- epoch ms (backend clock): registered
  deposited_at     INTEGER,            -- the first deposit cleared
  payment_id       TEXT,               -- that deposit
  reward_minor     INTEGER,            -- paid, minor units of reward_iso; NULL until paid
  reward_iso       TEXT,
  rewarded_at      INTEGER
);
CREATE INDEX IF NOT EXISTS referrals_referrer ON referrals(referrer_user_id, created_at);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const REFERRALS_TABLES = ['referrals', 'referral_devices', 'referral_codes'] as const;
