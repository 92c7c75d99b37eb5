/**
 * Sessions and everything sign-in and registration keep (docs/auth-api.md). Statements are
 * idempotent (setup/schema.ts runs them on every open).
 */
export const AUTH_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS sessions (
  id         TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  expires_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  revoked    INTEGER NOT NULL DEFAULT 0,
  -- What the security page lists (security/device.ts; added to old files by security/migrate.ts).
  device       TEXT NOT NULL DEFAULT '',  -- "Chrome 131 · Windows", from the User-Agent at sign-in
  address      TEXT NOT NULL DEFAULT '',  -- the client address at sign-in (auth/client.ts)
  last_seen_at INTEGER NOT NULL DEFAULT 0 -- epoch ms (backend clock); updated at most once a minute
);

-- Codes "sent" by SMS / e-mail / two-step auth; read back by tests via /__control/inbox.
CREATE TABLE IF NOT EXISTS inbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  code       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Codes "sent" by SMS to a number that is no account's yet (registration by phone); read back by
-- tests via /__control/phone-inbox.
CREATE TABLE IF NOT EXISTS phone_inbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  phone      TEXT NOT NULL,  -- "+79990001122"
  kind       TEXT NOT NULL,
  code       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Failed sign-ins (wrong password or code): the captcha threshold and the lockout (auth/attempts.ts).
CREATE TABLE IF NOT EXISTS auth_failures (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  client  TEXT NOT NULL,  -- the client's IP (auth/client.ts)
  account TEXT NOT NULL,  -- "user:<id>", or what was typed when no account matched
  at      INTEGER NOT NULL  -- epoch ms (backend clock)
);
CREATE INDEX IF NOT EXISTS auth_failures_client ON auth_failures(client, at);
CREATE INDEX IF NOT EXISTS auth_failures_account ON auth_failures(account, at);

-- Short-lived single-use tickets of the auth flows (auth/tickets.ts): two-step, SMS and reset
-- codes, captchas and captcha passes, social sign-in states and tokens, login tokens.
CREATE TABLE IF NOT EXISTS auth_tickets (
  token      TEXT PRIMARY KEY,
  purpose    TEXT NOT NULL,
  user_id    INTEGER REFERENCES users(id) ON DELETE CASCADE,
  address    TEXT,      -- the phone or login a code was asked for (resend throttle)
  secret     TEXT,      -- HMAC of the code, or the captcha answer
  data       TEXT NOT NULL DEFAULT '{}',  -- JSON, per purpose
  attempts   INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  expires_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  used       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS auth_tickets_address ON auth_tickets(purpose, address, created_at);

-- Players who signed in through a social provider (auth/social.ts).
CREATE TABLE IF NOT EXISTS social_links (
  provider TEXT NOT NULL,
  subject  TEXT NOT NULL,
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

-- How a player registered (limits-coupon-auth.md §3: the registration types).
CREATE TABLE IF NOT EXISTS registrations (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  type         TEXT NOT NULL,     -- fast_reg | phone_reg | full_reg | soc_reg | pay_and_play | social
  bonus_choice INTEGER NOT NULL,  -- 0 decline, 1 sport, 2 casino
  created_at   INTEGER NOT NULL   -- epoch ms (backend clock)
);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const AUTH_TABLES = [
  'inbox',
  'phone_inbox',
  'auth_failures',
  'auth_tickets',
  'social_links',
  'registrations',
  'sessions',
] as const;
