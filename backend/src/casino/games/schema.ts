/**
 * The games' tables (docs/casino-games.md, docs/casino-wallet.md): play sessions (one per game
 * opened, demo or real), rounds with their fair input and outcome, the wallet's transactions, and
 * the seeds the control API forces. Statements are idempotent (setup/schema.ts runs them on every open).
 */
export const CASINO_GAMES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS casino_play_sessions (
  id                 TEXT PRIMARY KEY,      -- ps_ + 32 hex: the game's bearer of the session
  game_id            INTEGER NOT NULL,
  engine             TEXT NOT NULL,         -- slot, crash, keno, scratch
  mode               TEXT NOT NULL,         -- demo, real
  user_id            INTEGER REFERENCES users(id) ON DELETE CASCADE,  -- real: always; demo: when signed in
  auth_session_id    TEXT,                  -- real: the sign-in session that opened it (play ends with it)
  account_id         INTEGER,               -- real: the account staked from and paid to
  iso                TEXT NOT NULL,         -- the account's currency; demo: FUN
  demo_balance_minor INTEGER,               -- demo: the play money
  client_seed        TEXT NOT NULL,
  server_seed        TEXT NOT NULL,         -- the next round's seed: secret until that round ends
  server_seed_hash   TEXT NOT NULL,         -- its commitment, shown before the round
  nonce              INTEGER NOT NULL,      -- the next round's nonce (rounds played so far)
  lang               TEXT NOT NULL,
  started_at         INTEGER NOT NULL,      -- epoch ms, backend clock
  last_seen_at       INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS casino_play_sessions_user ON casino_play_sessions(user_id);

CREATE TABLE IF NOT EXISTS casino_rounds (
  id               TEXT PRIMARY KEY,        -- rnd_ + 24 hex (ours) or the game server's round id
  session_id       TEXT NOT NULL REFERENCES casino_play_sessions(id) ON DELETE CASCADE,
  game_id          INTEGER NOT NULL,
  engine           TEXT,                    -- null: a round an outside game server opened through the wallet API
  mode             TEXT NOT NULL,
  user_id          INTEGER,
  account_id       INTEGER,
  iso              TEXT NOT NULL,
  stake_minor      INTEGER NOT NULL,
  win_minor        INTEGER,                 -- null until settled
  status           TEXT NOT NULL,           -- open, settled, rolled_back
  params           TEXT NOT NULL,           -- JSON: the bet's parameters (keno picks, crash auto cash-out)
  outcome          TEXT,                    -- JSON: the engine's outcome, decided with the bet
  payout_x100      INTEGER,                 -- what the outcome pays if the round ends the ordinary way
  server_seed      TEXT,
  server_seed_hash TEXT,
  client_seed      TEXT,
  nonce            INTEGER,
  cashout_x100     INTEGER,                 -- crash: the multiplier cashed out at (the player's or the automatic one)
  request_key      TEXT,                    -- the Idempotency-Key of the request that opened it
  request_hash     TEXT,
  created_at       INTEGER NOT NULL,        -- epoch ms, backend clock
  settled_at       INTEGER,
  settled_by       TEXT,                    -- player, auto, timeout, game_server
  UNIQUE (session_id, request_key)
);
CREATE INDEX IF NOT EXISTS casino_rounds_user ON casino_rounds(user_id, created_at);
CREATE INDEX IF NOT EXISTS casino_rounds_open ON casino_rounds(status, created_at);

CREATE TABLE IF NOT EXISTS casino_wallet_tx (
  id           TEXT PRIMARY KEY,            -- the transaction id the game server gave
  kind         TEXT NOT NULL,               -- bet, win, rollback
  round_id     TEXT NOT NULL,
  session_id   TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,            -- what moved (a refusal, or a rollback of a bet never taken: 0)
  bet_tx_id    TEXT,                        -- win, rollback: the bet they answer
  body_hash    TEXT NOT NULL,               -- the same id with another body is refused
  status       INTEGER NOT NULL,            -- the kept answer: HTTP status and body
  answer       TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS casino_wallet_tx_round ON casino_wallet_tx(round_id);

CREATE TABLE IF NOT EXISTS casino_forced_seeds (
  game_id INTEGER PRIMARY KEY,
  seed    TEXT NOT NULL                     -- POST /__control/casino/seed: the game's next round uses it
);
`;

/** The games' tables, children first; they point at users, so setup/schema.ts deletes them before the accounts'. */
export const CASINO_GAMES_TABLES = ['casino_wallet_tx', 'casino_rounds', 'casino_play_sessions', 'casino_forced_seeds'] as const;
