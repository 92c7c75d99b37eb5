/**
 * The whole SQLite schema. Statements are idempotent so opening an existing
 * database file is safe. Localized texts are stored as *_ru / *_en columns;
 * lists are stored as JSON text.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS kv (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

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
  money       REAL NOT NULL,
  points      REAL NOT NULL DEFAULT 0,
  is_active   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS accounts_user ON accounts(user_id);

-- Currency accounts asked for and not open yet: the office API opens them a moment later, as a
-- real one does (shell spec §4 "Adding a currency repeats every 1000 ms until the account appears").
CREATE TABLE IF NOT EXISTS currency_requests (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency_id  INTEGER NOT NULL REFERENCES currencies(id),
  requested_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  opens_at     INTEGER NOT NULL,  -- epoch ms (backend clock)
  UNIQUE (user_id, currency_id)
);

CREATE TABLE IF NOT EXISTS sessions (
  id         TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  expires_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  revoked    INTEGER NOT NULL DEFAULT 0
);

-- When a signed-in player agreed to cookies (shell spec §7: the cookie-agreement log).
CREATE TABLE IF NOT EXISTS cookie_agreements (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agreed_at  TEXT NOT NULL,     -- ISO time the player agreed, as the site sent it
  logged_at  INTEGER NOT NULL   -- epoch ms (backend clock)
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

-- How a player registered (issue 5).
CREATE TABLE IF NOT EXISTS registrations (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  type         TEXT NOT NULL,     -- fast_reg | phone_reg | full_reg | soc_reg | pay_and_play | social
  bonus_choice INTEGER NOT NULL,  -- 0 decline, 1 sport, 2 casino
  created_at   INTEGER NOT NULL   -- epoch ms (backend clock)
);

CREATE TABLE IF NOT EXISTS sports (
  id         INTEGER PRIMARY KEY,
  slug       TEXT NOT NULL UNIQUE,
  icon       TEXT NOT NULL,
  name_ru    TEXT NOT NULL,
  name_en    TEXT NOT NULL,
  has_clock  INTEGER NOT NULL,  -- live games show a running minute
  popularity INTEGER NOT NULL   -- lower = shown first
);

CREATE TABLE IF NOT EXISTS champs (
  id         INTEGER PRIMARY KEY,
  sport_id   INTEGER NOT NULL REFERENCES sports(id),
  name_ru    TEXT NOT NULL,
  name_en    TEXT NOT NULL,
  country_ru TEXT NOT NULL,
  country_en TEXT NOT NULL
);

-- Start times are offsets from "now" so line games stay in the future and
-- live games stay in progress whatever the date (and clock offset).
CREATE TABLE IF NOT EXISTS games (
  id           INTEGER PRIMARY KEY,
  champ_id     INTEGER NOT NULL REFERENCES champs(id),
  team1_ru     TEXT NOT NULL,
  team1_en     TEXT NOT NULL,
  team2_ru     TEXT NOT NULL,
  team2_en     TEXT NOT NULL,
  start_offset_sec INTEGER NOT NULL,
  is_live      INTEGER NOT NULL,
  score        TEXT,
  is_top       INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS markets (
  id       INTEGER PRIMARY KEY,
  game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  type_id  INTEGER NOT NULL,
  name_ru  TEXT NOT NULL,
  name_en  TEXT NOT NULL,
  coef     REAL NOT NULL,
  sort     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS markets_game ON markets(game_id);

CREATE TABLE IF NOT EXISTS casino_providers (
  id   INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS casino_games (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  route       TEXT NOT NULL UNIQUE,
  provider_id INTEGER NOT NULL REFERENCES casino_providers(id),
  categories  TEXT NOT NULL,  -- JSON string[]
  accent      TEXT NOT NULL,
  is_new      INTEGER NOT NULL,
  is_hot      INTEGER NOT NULL,
  sort        INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS promotions (
  id         INTEGER PRIMARY KEY,
  slug       TEXT NOT NULL UNIQUE,
  kind       TEXT NOT NULL,  -- sport | casino
  accent     TEXT NOT NULL,
  ends_in_days INTEGER,      -- null = no end date; otherwise days from "now"
  title_ru   TEXT NOT NULL,
  title_en   TEXT NOT NULL,
  summary_ru TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  body_ru    TEXT NOT NULL,  -- JSON string[]
  body_en    TEXT NOT NULL,  -- JSON string[]
  sort       INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS info_pages (
  slug     TEXT PRIMARY KEY,
  title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL,
  body_ru  TEXT NOT NULL,  -- JSON string[]
  body_en  TEXT NOT NULL   -- JSON string[]
);

CREATE TABLE IF NOT EXISTS rule_groups (
  id       INTEGER PRIMARY KEY,
  slug     TEXT NOT NULL UNIQUE,
  title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS rule_chapters (
  group_id INTEGER NOT NULL REFERENCES rule_groups(id) ON DELETE CASCADE,
  id       INTEGER NOT NULL,  -- chapter number within the group
  title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL,
  body_ru  TEXT NOT NULL,  -- JSON string[]
  body_en  TEXT NOT NULL,  -- JSON string[]
  PRIMARY KEY (group_id, id)
);
`;

/**
 * Tables in an order where children come before parents, so deleting in this
 * order never trips a foreign key. `kv` is handled separately by reset.
 */
export const DATA_TABLES = [
  'cookie_agreements',
  'inbox',
  'phone_inbox',
  'auth_failures',
  'auth_tickets',
  'social_links',
  'registrations',
  'sessions',
  'currency_requests',
  'accounts',
  'users',
  'currencies',
  'markets',
  'games',
  'champs',
  'sports',
  'casino_games',
  'casino_providers',
  'promotions',
  'info_pages',
  'rule_chapters',
  'rule_groups',
] as const;
