import type { Db } from '../db/handle';
import type { Localized } from '../lang';
import type { SupportRequestRow } from './rows';
import { insertMessage, insertRequest, messagesOf, requestsOfUser } from './store';

export interface NewPaymentRequest {
  topicId: number;
  subTopicId?: number;
  paymentId?: string;
  message: string;
}

/**
 * A payment request (office/payment/create-request) is a support request of topic "payments"
 * keeping its payment topic, sub-topic and payment; its automatic first answer is an operator
 * message the player has already seen (it shows with the request at once), and the request stays
 * open for a real answer (docs/decisions/support-requests.md).
 */
export function openPaymentRequest(db: Db, userId: number, body: NewPaymentRequest, now: number, autoAnswer: (id: number) => Localized): number {
  return db.transaction(() => {
    const id = insertRequest(db, {
      userId,
      topic: 'payments',
      subject: null,
      paymentTopicId: body.topicId,
      paymentSubTopicId: body.subTopicId ?? null,
      paymentId: body.paymentId ?? null,
      status: 'open',
      now,
    });
    insertMessage(db, { requestId: id, author: 'player', text: body.message, at: now });
    const answer = autoAnswer(id);
    insertMessage(db, { requestId: id, author: 'operator', text: answer.ru, textEn: answer.en, at: now, readAt: now });
    return id;
  })();
}

/** The player's payment requests, newest first, with their messages oldest first (payments/requests.ts shapes them). */
export function paymentRequestsOf(db: Db, userId: number) {
  const rows = requestsOfUser(db, userId, "topic = 'payments' AND payment_topic_id IS NOT NULL").sort(
    (a: SupportRequestRow, b: SupportRequestRow) => b.created_at - a.created_at || b.id - a.id,
  );
  const messages = messagesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ row, messages: messages.filter((m) => m.request_id === row.id) }));
}
