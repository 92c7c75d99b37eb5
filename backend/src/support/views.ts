import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { findTopic } from '../payments/topics';
import type { SupportAttachmentRow, SupportMessageRow, SupportRequestRow } from './rows';
import { attachmentsOf, messagesOf, requestsOfUser } from './store';
import { topicName } from './topics';
import { unreadByRequest, unreadTotal } from './unread';

const iso = (ms: number) => new Date(ms).toISOString();

/** Where the owner reads an attachment (GET /web-api/support/attachments/{fileId}). */
export const attachmentUrl = (fileId: string) => `/web-api/support/attachments/${encodeURIComponent(fileId)}`;

/** A payment request has no subject of its own: its payment topic (and sub-topic) names it. */
function subjectOf(row: SupportRequestRow, lang: Lang): string {
  if (row.subject !== null) return row.subject;
  const topic = row.payment_topic_id === null ? undefined : findTopic(row.payment_topic_id);
  const sub = topic?.subTopics.find((s) => s.id === row.payment_sub_topic_id);
  return [topic?.name[lang], sub?.name[lang]].filter(Boolean).join(': ') || topicName(row.topic, lang);
}

export const messageText = (row: SupportMessageRow, lang: Lang) => (lang === 'en' && row.text_en !== null ? row.text_en : row.text);

function messageView(row: SupportMessageRow, attachments: readonly SupportAttachmentRow[], lang: Lang) {
  return {
    id: row.id,
    from: row.author,
    text: messageText(row, lang),
    at: iso(row.created_at),
    /** An operator's message the player has not seen yet (always false for his own). */
    unread: row.author === 'operator' && row.read_at === null,
    attachments: attachments
      .filter((a) => a.message_id === row.id)
      .map((a) => ({ fileId: a.file_id, contentType: a.content_type, size: a.size, url: attachmentUrl(a.file_id) })),
  };
}

function summaryView(row: SupportRequestRow, messages: readonly SupportMessageRow[], unread: number, lang: Lang) {
  const last = messages.at(-1);
  return {
    id: row.id,
    topic: { id: row.topic, name: topicName(row.topic, lang) },
    subject: subjectOf(row, lang),
    status: row.status,
    paymentId: row.payment_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastFrom: last?.author ?? 'player',
    messageCount: messages.length,
    unread,
  };
}

/** GET /web-api/support/requests: the player's requests, last written to first, and his unread total. */
export function supportListView(db: Db, userId: number, lang: Lang) {
  const rows = requestsOfUser(db, userId);
  const messages = messagesOf(db, rows.map((row) => row.id));
  const unread = unreadByRequest(db, userId);
  return {
    items: rows.map((row) => summaryView(row, messages.filter((m) => m.request_id === row.id), unread.get(row.id) ?? 0, lang)),
    unread: unreadTotal(db, userId),
  };
}

/** One request with its whole thread, oldest message first. */
export function threadView(db: Db, row: SupportRequestRow, lang: Lang) {
  const messages = messagesOf(db, [row.id]);
  const attachments = attachmentsOf(db, messages.map((m) => m.id));
  const unread = messages.filter((m) => m.author === 'operator' && m.read_at === null).length;
  return { ...summaryView(row, messages, unread, lang), messages: messages.map((m) => messageView(m, attachments, lang)) };
}

/** GET /__control/support/{login}: exactly `[{ requestId, topic, status, messages: [{ from, text, at }] }]`. */
export function controlView(db: Db, userId: number) {
  const rows = requestsOfUser(db, userId);
  const messages = messagesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    requestId: row.id,
    topic: row.topic,
    status: row.status,
    messages: messages.filter((m) => m.request_id === row.id).map((m) => ({ from: m.author, text: m.text, at: iso(m.created_at) })),
  }));
}
