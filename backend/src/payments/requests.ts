import { z } from 'zod';
import type { Db } from '../db/handle';
import { fieldError } from '../errors';
import type { Lang } from '../lang';
import { paymentNotFound } from './errors';
import { openPaymentRequest, paymentRequestsOf } from '../support/paymentRequests';
import { messageText } from '../support/views';
import { findOwnPayment } from './store';
import { cannedAnswer, findTopic } from './topics';

/**
 * The players' support requests about payments (GET/POST /web-api/payments/requests): a topic, an
 * optional sub-topic of it, optionally one of the player's payments, and a message. Each new
 * request gets the canned first answer at once, so the office has something to show. They are
 * support requests of topic "payments", stored by support/ (docs/decisions/support-requests.md).
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
  return openPaymentRequest(db, userId, body, now, cannedAnswer);
}

type Stored = ReturnType<typeof paymentRequestsOf>[number];

/**
 * The shape this endpoint always had: the first message is the request's, the operator's messages
 * its answers; "answered" once there is one (the automatic answer counts, as before support).
 */
function requestView({ row, messages }: Stored, lang: Lang) {
  const topic = findTopic(row.payment_topic_id ?? 0);
  const sub = topic?.subTopics.find((s) => s.id === row.payment_sub_topic_id);
  const answers = messages.filter((m) => m.author === 'operator');
  return {
    id: row.id,
    topicId: row.payment_topic_id ?? 0,
    topic: topic ? topic.name[lang] : String(row.payment_topic_id),
    subTopicId: row.payment_sub_topic_id,
    subTopic: sub ? sub.name[lang] : null,
    paymentId: row.payment_id,
    message: messages.find((m) => m.author === 'player')?.text ?? '',
    status: answers.length > 0 ? ('answered' as const) : ('open' as const),
    createdAt: new Date(row.created_at).toISOString(),
    answers: answers.map((answer) => ({
      id: answer.id,
      author: 'support' as const,
      message: messageText(answer, lang),
      createdAt: new Date(answer.created_at).toISOString(),
    })),
  };
}

/** The player's requests, newest first, each with its answers oldest first. */
export function requestsOf(db: Db, userId: number, lang: Lang) {
  return paymentRequestsOf(db, userId).map((stored) => requestView(stored, lang));
}

export function requestOf(db: Db, userId: number, id: number, lang: Lang) {
  return requestsOf(db, userId, lang).find((request) => request.id === id);
}
