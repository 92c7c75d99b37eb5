/**
 * Support requests (docs/support-api.md): a request is a topic, a subject and a thread of messages
 * between the player and the operator, with attachments kept in the file store. The payment
 * requests (office/payment/requests) are requests of topic "payments" here, with their payment
 * topic, sub-topic and payment (docs/decisions/support-requests.md). Idempotent statements (setup/schema.ts).
 */
export const SUPPORT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS support_requests (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic                TEXT NOT NULL,      -- support/topics.ts: payments, account, bets, …
  subject              TEXT,               -- NULL: a payment request, named by its payment topic
  status               TEXT NOT NULL,      -- open, answered, closed (support/threads.ts)
  payment_topic_id     INTEGER,            -- topic "payments": payments/topics.ts
  payment_sub_topic_id INTEGER,
  payment_id           TEXT REFERENCES payments(id) ON DELETE SET NULL,
  created_at           INTEGER NOT NULL,   -- epoch ms (backend clock)
  updated_at           INTEGER NOT NULL    -- the last message's time
);
CREATE INDEX IF NOT EXISTS support_requests_user ON support_requests(user_id, updated_at);

CREATE TABLE IF NOT EXISTS support_messages (
  id          INTEGER PRIMARY KEY,
  request_id  INTEGER NOT NULL REFERENCES support_requests(id) ON DELETE CASCADE,
  author      TEXT NOT NULL,               -- player, operator
  text        TEXT NOT NULL,               -- as written; an automatic answer: its Russian text
  text_en     TEXT,                        -- an automatic answer's English text; else NULL
  created_at  INTEGER NOT NULL,
  read_at     INTEGER                      -- an operator's message the player has seen; NULL: unread
);
CREATE INDEX IF NOT EXISTS support_messages_request ON support_messages(request_id);

-- file_id names a file of the file store (files/store.ts), its owner's upload.
CREATE TABLE IF NOT EXISTS support_attachments (
  id            INTEGER PRIMARY KEY,
  message_id    INTEGER NOT NULL REFERENCES support_messages(id) ON DELETE CASCADE,
  file_id       TEXT NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  content_type  TEXT NOT NULL,
  size          INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS support_attachments_message ON support_attachments(message_id);
CREATE INDEX IF NOT EXISTS support_attachments_file ON support_attachments(file_id);
`;

/** Children before parents (setup/schema.ts DATA_TABLES). */
export const SUPPORT_TABLES = ['support_attachments', 'support_messages', 'support_requests'] as const;
