/**
 * The operator's payments: deposits and withdrawals as the operator knows them (one row per
 * provider payment, keyed by the provider's id), their history of status changes, and the
 * players' support requests about payments with their answers (docs/payments-api.md).
 * Statements are idempotent (setup/schema.ts runs them on every open).
 */
export const PAYMENTS_SCHEMA_SQL = `
-- account_id has no foreign key (as coupons): the office may remove an empty currency account, and
-- the payment keeps its history with the currency it was made in.
CREATE TABLE IF NOT EXISTS payments (
  id              TEXT PRIMARY KEY,      -- the provider's payment id (pay_…): one id on both sides
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id      INTEGER NOT NULL,      -- credited (deposit) or held from (withdrawal)
  kind            TEXT NOT NULL,         -- deposit, withdrawal
  method_id       TEXT NOT NULL,
  method_name_ru  TEXT NOT NULL,         -- the method's name when it was chosen (history shows it)
  method_name_en  TEXT NOT NULL,
  iso             TEXT NOT NULL,
  amount_minor    INTEGER NOT NULL,      -- credited to / taken from the account
  fee_minor       INTEGER NOT NULL,      -- the provider's fee (on top of a deposit, out of a payout)
  status          TEXT NOT NULL,         -- pending, success, fail, cancel
  bonus_choice    INTEGER NOT NULL,      -- deposits: 0 none, 1 sport, 2 casino
  details         TEXT,                  -- withdrawals: the payout destination, masked
  redirect_url    TEXT,                  -- deposits: the provider's hosted page
  payer_fingerprint TEXT,                -- the provider's fingerprint of the payer's instrument (payers.ts)
  reason          TEXT,                  -- why it ended as it did: payer_excluded (payers.ts); else NULL
  refunded_at     INTEGER,               -- the provider confirmed the money went back to the payer (epoch ms)
  idempotency_key TEXT NOT NULL,
  body_hash       TEXT NOT NULL,         -- the same key with another body is refused
  created_at      INTEGER NOT NULL,      -- epoch ms (backend clock)
  updated_at      INTEGER NOT NULL,
  UNIQUE (user_id, kind, idempotency_key)
);
CREATE INDEX IF NOT EXISTS payments_user ON payments(user_id, created_at);
-- payments_payer (payer_fingerprint) is made by migrate.ts, after an older file got the column.

-- What happened to each payment: created, every callback (applied, repeated or refused), the
-- player's cancel, the refund of a refused payer. The money itself is in ledger_entries (ref "payment:<id>").
CREATE TABLE IF NOT EXISTS payment_events (
  id          INTEGER PRIMARY KEY,
  payment_id  TEXT NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  source      TEXT NOT NULL,             -- created, callback, player, refund
  status      TEXT NOT NULL,             -- the status told or set
  outcome     TEXT NOT NULL,             -- applied, unchanged, refused:<code>
  event_id    TEXT,                      -- the callback's eventId
  created_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_events_payment ON payment_events(payment_id);

CREATE TABLE IF NOT EXISTS payment_requests (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic_id      INTEGER NOT NULL,        -- payments/topics.ts
  sub_topic_id  INTEGER,
  payment_id    TEXT REFERENCES payments(id) ON DELETE SET NULL,
  message       TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_requests_user ON payment_requests(user_id, created_at);

CREATE TABLE IF NOT EXISTS payment_request_answers (
  id          INTEGER PRIMARY KEY,
  request_id  INTEGER NOT NULL REFERENCES payment_requests(id) ON DELETE CASCADE,
  text_ru     TEXT NOT NULL,
  text_en     TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_request_answers_request ON payment_request_answers(request_id);
`;

/** This domain's tables, children before parents: deleting in this order never trips a foreign key. */
export const PAYMENTS_TABLES = ['payment_request_answers', 'payment_requests', 'payment_events', 'payments'] as const;
