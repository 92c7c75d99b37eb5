import type { Db } from '../db/handle';
import type { SupportAttachmentRow, SupportAuthor, SupportMessageRow, SupportRequestRow, SupportStatus } from './rows';

/** A file of the file store as a message carries it. */
export interface AttachedFile {
  fileId: string;
  contentType: string;
  size: number;
}

export interface NewRequest {
  userId: number;
  topic: string;
  subject: string | null;
  paymentTopicId?: number | null;
  paymentSubTopicId?: number | null;
  paymentId?: string | null;
  status: SupportStatus;
  now: number;
}

/** Reads and writes of the support tables; the rules are in threads.ts, the views in views.ts. */
export function insertRequest(db: Db, request: NewRequest, id?: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO support_requests (id, user_id, topic, subject, status, payment_topic_id, payment_sub_topic_id, payment_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id ?? null,
        request.userId,
        request.topic,
        request.subject,
        request.status,
        request.paymentTopicId ?? null,
        request.paymentSubTopicId ?? null,
        request.paymentId ?? null,
        request.now,
        request.now,
      ).lastInsertRowid,
  );
}

export interface NewMessage {
  requestId: number;
  author: SupportAuthor;
  text: string;
  textEn?: string | null;
  at: number;
  readAt?: number | null;
  files?: readonly AttachedFile[];
}

export function insertMessage(db: Db, message: NewMessage): number {
  const id = Number(
    db
      .prepare('INSERT INTO support_messages (request_id, author, text, text_en, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(message.requestId, message.author, message.text, message.textEn ?? null, message.at, message.readAt ?? null).lastInsertRowid,
  );
  const attach = db.prepare('INSERT INTO support_attachments (message_id, file_id, content_type, size) VALUES (?, ?, ?, ?)');
  for (const file of message.files ?? []) attach.run(id, file.fileId, file.contentType, file.size);
  db.prepare('UPDATE support_requests SET updated_at = MAX(updated_at, ?) WHERE id = ?').run(message.at, message.requestId);
  return id;
}

export function setStatus(db: Db, requestId: number, status: SupportStatus): void {
  db.prepare('UPDATE support_requests SET status = ? WHERE id = ?').run(status, requestId);
}

export function findRequest(db: Db, id: number): SupportRequestRow | undefined {
  return db.prepare('SELECT * FROM support_requests WHERE id = ?').get(id) as SupportRequestRow | undefined;
}

/** A player's requests, the last written to first. */
export function requestsOfUser(db: Db, userId: number, where = '1 = 1'): SupportRequestRow[] {
  return db
    .prepare(`SELECT * FROM support_requests WHERE user_id = ? AND ${where} ORDER BY updated_at DESC, id DESC`)
    .all(userId) as SupportRequestRow[];
}

/** The messages of the given requests, oldest first. */
export function messagesOf(db: Db, requestIds: readonly number[]): SupportMessageRow[] {
  if (requestIds.length === 0) return [];
  return db
    .prepare(`SELECT * FROM support_messages WHERE request_id IN (${requestIds.map(() => '?').join(', ')}) ORDER BY created_at, id`)
    .all(...requestIds) as SupportMessageRow[];
}

export function attachmentsOf(db: Db, messageIds: readonly number[]): SupportAttachmentRow[] {
  if (messageIds.length === 0) return [];
  return db
    .prepare(`SELECT * FROM support_attachments WHERE message_id IN (${messageIds.map(() => '?').join(', ')}) ORDER BY id`)
    .all(...messageIds) as SupportAttachmentRow[];
}

/** Whether the file is attached to one of the player's messages or answers (owner-only reads). */
export function isAttachmentOf(db: Db, userId: number, fileId: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM support_attachments a JOIN support_messages m ON m.id = a.message_id
         JOIN support_requests r ON r.id = m.request_id WHERE a.file_id = ? AND r.user_id = ? LIMIT 1`,
      )
      .get(fileId, userId) !== undefined
  );
}
