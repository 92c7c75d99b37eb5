import { z } from 'zod';
import type { Db } from '../db/handle';
import { fieldError } from '../errors';
import type { Lang } from '../lang';
import { paymentNotFound } from './errors';
import type { PaymentRequestAnswerRow, PaymentRequestRow } from './rows';
import { findOwnPayment } from './store';
import { cannedAnswer, findTopic } from './topics';

/**
 * The players' support requests about payments (GET/POST /web-api/payments/requests): a topic, an
 * optional sub-topic of it, optionally one of the player's payments, and a message. Each new
 * request gets the canned first answer at once, so the office has something to show.
 */
export const RequestBodySchema = z.strictObject({
  topicId: z.number().int().positive(),
  subTopicId: z.number().int().positive().optional(),
  paymentId: z.string().max(40).optional(),
  message: z.string().trim().min(1, 'must not be empty').max(2000),
});
export type RequestBody = z.infer<typeof RequestBodySchema>;

export function createRequest(db: Db, userId: number, body: RequestBody, now: number): number {
  const topic = findTopic(body.topicId);
  if (!topic) throw fieldError('/topicId', `No topic ${body.topicId}`);
  if (body.subTopicId !== undefined && !topic.subTopics.some((sub) => sub.id === body.subTopicId)) {
    throw fieldError('/subTopicId', `Topic ${topic.id} has no sub-topic ${body.subTopicId}`);
  }
  if (body.paymentId !== undefined && !findOwnPayment(db, userId, body.paymentId)) throw paymentNotFound(body.paymentId);
  return db.transaction(() => {
    const id = Number(
      db
        .prepare('INSERT INTO payment_requests (user_id, topic_id, sub_topic_id, payment_id, message, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(userId, topic.id, body.subTopicId ?? null, body.paymentId ?? null, body.message, now).lastInsertRowid,
    );
    const answer = cannedAnswer(id);
    db.prepare('INSERT INTO payment_request_answers (request_id, text_ru, text_en, created_at) VALUES (?, ?, ?, ?)').run(id, answer.ru, answer.en, now);
    return id;
  })();
}

function requestView(row: PaymentRequestRow, answers: PaymentRequestAnswerRow[], lang: Lang) {
  const topic = findTopic(row.topic_id);
  const sub = topic?.subTopics.find((s) => s.id === row.sub_topic_id);
  return {
    id: row.id,
    topicId: row.topic_id,
    topic: topic ? topic.name[lang] : String(row.topic_id),
    subTopicId: row.sub_topic_id,
    subTopic: sub ? sub.name[lang] : null,
    paymentId: row.payment_id,
    message: row.message,
    status: answers.length > 0 ? ('answered' as const) : ('open' as const),
    createdAt: new Date(row.created_at).toISOString(),
    answers: answers.map((answer) => ({
      id: answer.id,
      author: 'support' as const,
      message: lang === 'en' ? answer.text_en : answer.text_ru,
      createdAt: new Date(answer.created_at).toISOString(),
    })),
  };
}

/** The player's requests, newest first, each with its answers oldest first. */
export function requestsOf(db: Db, userId: number, lang: Lang) {
  const rows = db.prepare('SELECT * FROM payment_requests WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(userId) as PaymentRequestRow[];
  const answers = db
    .prepare(
      'SELECT a.* FROM payment_request_answers a JOIN payment_requests r ON r.id = a.request_id WHERE r.user_id = ? ORDER BY a.id',
    )
    .all(userId) as PaymentRequestAnswerRow[];
  return rows.map((row) => requestView(row, answers.filter((answer) => answer.request_id === row.id), lang));
}

export function requestOf(db: Db, userId: number, id: number, lang: Lang) {
  return requestsOf(db, userId, lang).find((request) => request.id === id);
}
