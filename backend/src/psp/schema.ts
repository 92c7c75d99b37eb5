/**
 * The reference payment provider's own tables (it plays an outside service: the operator's code
 * never reads them, it asks over HTTP). Statements are idempotent (setup/schema.ts runs them on every
 * open).
 */
export const PSP_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS psp_payments (
  id           TEXT PRIMARY KEY,         -- pay_ + 24 hex digits
  order_id     TEXT NOT NULL UNIQUE,     -- the operator's reference: creating again with it gives this payment
  request_hash TEXT NOT NULL,            -- SHA-256 of the create request: the same order with other terms is refused
  kind         TEXT NOT NULL,            -- deposit, withdrawal
  method_id    TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  fee_minor    INTEGER NOT NULL,
  currency     TEXT NOT NULL,
  customer_id  TEXT NOT NULL,
  status       TEXT NOT NULL,            -- pending, success, fail, cancel
  step         TEXT NOT NULL,            -- the hosted page: form, 3ds, done (a payout has no page: done)
  return_url   TEXT,                     -- deposits: where the page sends the browser back
  details      TEXT,                     -- withdrawals: the payout destination
  card_last4   TEXT,
  payer_fingerprint TEXT,                -- fingerprint.ts: the card typed on the page, or a payout's details
  refunded_at  INTEGER,                  -- a successful deposit given back to the payer (epoch ms)
  lng          TEXT NOT NULL,            -- the page's default language
  event_seq    INTEGER NOT NULL,         -- status changes so far: the callback's eventId is <id>:<event_seq>
  created_at   INTEGER NOT NULL,         -- epoch ms (backend clock)
  updated_at   INTEGER NOT NULL
);

-- Every attempt to deliver a callback, for the provider's records (and the tests).
CREATE TABLE IF NOT EXISTS psp_callbacks (
  id          INTEGER PRIMARY KEY,
  payment_id  TEXT NOT NULL REFERENCES psp_payments(id) ON DELETE CASCADE,
  event_id    TEXT NOT NULL,
  status      TEXT NOT NULL,             -- the payment status the callback told
  attempt     INTEGER NOT NULL,          -- 1, 2, … for one delivery
  http_status INTEGER,                   -- the operator's answer; NULL: no answer (network error)
  error       TEXT,
  sent_at     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS psp_callbacks_payment ON psp_callbacks(payment_id);
`;

/** This domain's tables, children before parents. */
export const PSP_TABLES = ['psp_callbacks', 'psp_payments'] as const;
