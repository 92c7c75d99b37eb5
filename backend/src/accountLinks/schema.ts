/**
 * The links the mail outbox sends: password reset, account verification, activation, newsletter
 * (docs/account-links-api.md, docs/decisions/account-links.md). Idempotent statements (setup/schema.ts).
 */
export const ACCOUNT_LINKS_SCHEMA_SQL = `
-- One row per link sent. The token in the letter is the secret: only its HMAC is kept, so a copy of
-- the database opens no account. A link is spent once (used_at), except an unsubscribe link.
CREATE TABLE IF NOT EXISTS account_link_tokens (
  token_hash  TEXT PRIMARY KEY,
  purpose     TEXT NOT NULL,     -- password_reset, verify, activate, activate_fast, unsubscribe
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address     TEXT NOT NULL,     -- the e-mail it was sent to
  created_at  INTEGER NOT NULL,  -- epoch ms (backend clock)
  expires_at  INTEGER,           -- epoch ms; NULL: never (unsubscribe)
  used_at     INTEGER            -- epoch ms; NULL while unspent
);
CREATE INDEX IF NOT EXISTS account_link_tokens_user ON account_link_tokens(user_id, purpose);

-- An e-mail waiting for its player to open the letter: what the letter does (verify, activate,
-- activate_fast) and, once opened, when. A player without a row has nothing to confirm.
CREATE TABLE IF NOT EXISTS email_confirmations (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email        TEXT NOT NULL,
  kind         TEXT NOT NULL,
  requested_at INTEGER NOT NULL,  -- epoch ms (backend clock)
  confirmed_at INTEGER            -- epoch ms; NULL while pending
);

-- Players who stopped the newsletter (a player with an e-mail and no row gets it).
CREATE TABLE IF NOT EXISTS newsletter_optouts (
  user_id   INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  opted_out_at INTEGER NOT NULL   -- epoch ms (backend clock)
);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const ACCOUNT_LINKS_TABLES = ['newsletter_optouts', 'email_confirmations', 'account_link_tokens'] as const;
