/**
 * The tables of the live tables (docs/casino-tables-api.md): each table's rounds (one at a time,
 * numbered per table, with the round's server seed), the seats players sit on (real seats play
 * through a casino play session, demo seats keep their own play money), the stakes (one request that
 * moved money = one wallet round), the bets of each stake, the blackjack hands, and the kept
 * Idempotency-Keys of blackjack decisions. Statements are idempotent (setup/schema.ts runs them on every open).
 */
export const LIVE_TABLES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS live_table_rounds (
  id            TEXT PRIMARY KEY,           -- ltr_ + 24 hex
  table_id      INTEGER NOT NULL,           -- the catalogue game id
  kind          TEXT NOT NULL,              -- roulette, blackjack, baccarat
  number        INTEGER NOT NULL,           -- counts per table; the fair nonce
  status        TEXT NOT NULL,              -- betting, deciding, settled
  opened_at     INTEGER NOT NULL,           -- epoch ms, backend clock
  closes_at     INTEGER NOT NULL,
  decides_until INTEGER,                    -- blackjack with hands: the end of the decisions
  settled_at    INTEGER,
  next_at       INTEGER,                    -- when the next round opens
  server_seed   TEXT NOT NULL,              -- secret until settled
  commitment    TEXT NOT NULL,              -- SHA-256 of the seed, shown while betting
  player_cards  INTEGER NOT NULL DEFAULT 0, -- blackjack: cards taken from the players' sequence so far
  outcome       TEXT,                       -- JSON; blackjack while deciding: the dealer's up card
  UNIQUE (table_id, number)
);
CREATE INDEX IF NOT EXISTS live_table_rounds_status ON live_table_rounds(status, table_id);

CREATE TABLE IF NOT EXISTS live_table_seats (
  id                 TEXT PRIMARY KEY,      -- seat_ + 24 hex: the seat's bearer
  table_id           INTEGER NOT NULL,
  mode               TEXT NOT NULL,         -- real, demo
  user_id            INTEGER REFERENCES users(id) ON DELETE CASCADE,  -- real: always; demo: when signed in
  account_id         INTEGER,               -- real: the account staked from
  session_id         TEXT,                  -- real: the casino play session its stakes go through
  iso                TEXT NOT NULL,
  demo_balance_minor INTEGER,               -- demo: the play money
  created_at         INTEGER NOT NULL,
  last_bet_at        INTEGER
);
CREATE INDEX IF NOT EXISTS live_table_seats_player ON live_table_seats(table_id, user_id, mode);
CREATE INDEX IF NOT EXISTS live_table_seats_active ON live_table_seats(table_id, last_bet_at);

CREATE TABLE IF NOT EXISTS live_table_stakes (
  id           TEXT PRIMARY KEY,            -- the wallet round id: rnd_ + 24 hex
  round_id     TEXT NOT NULL REFERENCES live_table_rounds(id) ON DELETE CASCADE,
  seat_id      TEXT NOT NULL REFERENCES live_table_seats(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,               -- bets, double
  stake_minor  INTEGER NOT NULL,
  win_minor    INTEGER,                     -- null until settled
  request_key  TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  UNIQUE (seat_id, request_key)
);
CREATE INDEX IF NOT EXISTS live_table_stakes_round ON live_table_stakes(round_id);

CREATE TABLE IF NOT EXISTS live_table_bets (
  id           TEXT PRIMARY KEY,            -- ltb_ + 24 hex
  stake_id     TEXT NOT NULL REFERENCES live_table_stakes(id) ON DELETE CASCADE,
  round_id     TEXT NOT NULL,
  seat_id      TEXT NOT NULL,
  position     TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  win_minor    INTEGER                      -- what it returned, stake included; null until settled
);
CREATE INDEX IF NOT EXISTS live_table_bets_seat ON live_table_bets(round_id, seat_id);

CREATE TABLE IF NOT EXISTS live_table_hands (
  round_id TEXT NOT NULL REFERENCES live_table_rounds(id) ON DELETE CASCADE,
  seat_id  TEXT NOT NULL REFERENCES live_table_seats(id) ON DELETE CASCADE,
  cards    TEXT NOT NULL,                   -- JSON string[]
  status   TEXT NOT NULL,                   -- playing, stood, bust, blackjack, doubled
  dealt    INTEGER NOT NULL,                -- deal order
  PRIMARY KEY (round_id, seat_id)
);

CREATE TABLE IF NOT EXISTS live_table_actions (
  seat_id      TEXT NOT NULL REFERENCES live_table_seats(id) ON DELETE CASCADE,
  request_key  TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  round_id     TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (seat_id, request_key)
);
`;

/** Their data tables, children before parents (setup/schema.ts DATA_TABLES). */
export const LIVE_TABLES_TABLES: string[] = ['live_table_actions', 'live_table_hands', 'live_table_bets', 'live_table_stakes', 'live_table_seats', 'live_table_rounds'];
