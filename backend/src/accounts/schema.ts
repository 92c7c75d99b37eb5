/**
 * The players, their money accounts and currencies, the money ledger, the currency accounts still
 * opening and the cookie-agreement log. Statements are idempotent (setup/schema.ts runs them on every
 * open; accounts/migrate.ts upgrades a database made before the ledger).
 */
export const ACCOUNTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS currencies (
  id     INTEGER PRIMARY KEY,
  iso    TEXT NOT NULL UNIQUE,
  symbol TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id                    INTEGER PRIMARY KEY,
  login                 TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash         TEXT NOT NULL,
  email                 TEXT,
  phone_code            TEXT,
  phone_number          TEXT,
  user_name             TEXT NOT NULL,
  country_code          TEXT NOT NULL,
  country_id            INTEGER NOT NULL,
  activation_type       INTEGER NOT NULL,
  ref_id                INTEGER NOT NULL,
  msg_count             INTEGER NOT NULL,
  hide_balance          INTEGER NOT NULL,
  changed_pass_day_count INTEGER NOT NULL,
  user_data             TEXT NOT NULL,  -- JSON UserData
  protection_level      INTEGER NOT NULL,
  protection_methods    TEXT NOT NULL,  -- JSON ProtectionMethods
  is_need_identification INTEGER NOT NULL,
  ban_level             INTEGER NOT NULL,
  ban_version           INTEGER NOT NULL,
  terms_changed         INTEGER NOT NULL,
  user_status_id        INTEGER NOT NULL,
  verification_status   INTEGER NOT NULL,
  verification_types    TEXT NOT NULL,  -- JSON number[]
  requested_additional_document INTEGER NOT NULL,
  has_deposit           INTEGER NOT NULL,
  is_identification_bonus INTEGER NOT NULL,
  show_verification_modal_on_deposit_page INTEGER NOT NULL,
  remaining_days_to_activate INTEGER NOT NULL,
  is_active_secure_question INTEGER NOT NULL,
  disallow_line_sport   TEXT NOT NULL,  -- JSON number[], kept sorted
  disallow_live_sport   TEXT NOT NULL,  -- JSON number[], kept sorted
  first_deposit_bonus_available INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS accounts (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  type        INTEGER NOT NULL,  -- 0 main, 4 bonus, 9 currency
  -- The balance in minor units (kopecks, cents: every currency here has 2 decimals), always the sum
  -- of the account's ledger entries: only accounts/ledger.ts moveMoney changes it.
  money_minor INTEGER NOT NULL DEFAULT 0,
  points      REAL NOT NULL DEFAULT 0,
  is_active   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS accounts_user ON accounts(user_id);

-- Every money movement, one row each (ARCHITECTURE.md "Money and limits"). An account that goes
-- (the office removes only empty ones, whose rows sum to 0) takes its rows with it.
CREATE TABLE IF NOT EXISTS ledger_entries (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,     -- adjustment, deposit, stake, win, refund, withdrawal_hold, withdrawal_release, bonus (accounts/ledger.ts)
  amount_minor INTEGER NOT NULL,  -- signed: a stake is negative
  ref          TEXT NOT NULL,     -- what justifies it: "seed", "control", "registration", "coupon:12", "payment:pay_…"
  created_at   INTEGER NOT NULL   -- epoch ms (backend clock)
);
CREATE INDEX IF NOT EXISTS ledger_entries_account ON ledger_entries(account_id);

-- Currency accounts asked for and not open yet: the office API opens them a moment later, as a
-- real one does (shell-and-routing.md §4 "Adding a currency repeats every 1000 ms until the account appears").
CREATE TABLE IF NOT EXISTS currency_requests (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency_id  INTEGER NOT NULL REFERENCES currencies(id),
  requested_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  opens_at     INTEGER NOT NULL,  -- epoch ms (backend clock)
  UNIQUE (user_id, currency_id)
);

-- When a signed-in player agreed to cookies (shell-and-routing.md §7: the cookie-agreement log).
CREATE TABLE IF NOT EXISTS cookie_agreements (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agreed_at  TEXT NOT NULL,     -- ISO time the player agreed, as the site sent it
  logged_at  INTEGER NOT NULL   -- epoch ms (backend clock)
);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const ACCOUNTS_TABLES = [
  'cookie_agreements',
  'currency_requests',
  'ledger_entries',
  'accounts',
  'users',
  'currencies',
] as const;
