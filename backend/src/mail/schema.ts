/**
 * The reference mail outbox and SMS gateway (docs/mail-and-sms.md): what the site "sends" by e-mail
 * and SMS is kept here, for the control API to read back. Idempotent statements (setup/schema.ts).
 */
export const MAIL_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS mail_outbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER REFERENCES users(id) ON DELETE CASCADE,  -- null: an address with no account
  to_address TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,  -- plain text; links are absolute addresses of the site
  created_at INTEGER NOT NULL  -- epoch ms (backend clock)
);
CREATE INDEX IF NOT EXISTS mail_outbox_user ON mail_outbox(user_id, id);

CREATE TABLE IF NOT EXISTS sms_outbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  phone      TEXT NOT NULL,  -- "+79990001122"
  code       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_outbox_phone ON sms_outbox(phone, id);
`;

export const MAIL_TABLES = ['mail_outbox', 'sms_outbox'] as const;
