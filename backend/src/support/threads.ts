import type { Db } from '../db/handle';
import { requestNotFound } from './errors';
import type { SupportRequestRow } from './rows';
import { findRequest, insertMessage, insertRequest, setStatus, type AttachedFile } from './store';
import { syncMsgCount } from './unread';

/**
 * The life of a request (docs/support-api.md "States"): a new one is open; an operator's answer
 * makes it answered; the player writing again makes it open; either side may close it. Writing in
 * a closed request reopens it (open after the player, answered after the operator): a closed
 * request is never a dead end (docs/decisions/support-requests.md).
 */
export function ownRequest(db: Db, userId: number, id: number): SupportRequestRow {
  const row = findRequest(db, id);
  if (!row || row.user_id !== userId) throw requestNotFound(id);
  return row;
}

export interface NewThread {
  topic: string;
  subject: string;
  message: string;
  files?: readonly AttachedFile[];
  /** Topic "payments" from the support screen: payments/topics.ts "another payment question". */
  paymentTopicId?: number | null;
}

export function openRequest(db: Db, userId: number, thread: NewThread, now: number): number {
  return db.transaction(() => {
    const id = insertRequest(db, {
      userId,
      topic: thread.topic,
      subject: thread.subject,
      paymentTopicId: thread.paymentTopicId ?? null,
      status: 'open',
      now,
    });
    insertMessage(db, { requestId: id, author: 'player', text: thread.message, at: now, files: thread.files });
    return id;
  })();
}

export function playerWrites(db: Db, userId: number, requestId: number, text: string, files: readonly AttachedFile[], now: number): void {
  ownRequest(db, userId, requestId);
  db.transaction(() => {
    insertMessage(db, { requestId, author: 'player', text, at: now, files });
    setStatus(db, requestId, 'open');
  })();
}

/** The operator's answer (control API): unread until the player opens the thread. */
export function operatorAnswers(db: Db, requestId: number, text: string, now: number): SupportRequestRow {
  const row = findRequest(db, requestId);
  if (!row) throw requestNotFound(requestId);
  db.transaction(() => {
    insertMessage(db, { requestId, author: 'operator', text, at: now });
    setStatus(db, requestId, 'answered');
    syncMsgCount(db, row.user_id);
  })();
  return row;
}

/** Closing is a state change only: no message, so an unread answer stays unread. */
export function closeRequest(db: Db, requestId: number): void {
  setStatus(db, requestId, 'closed');
}
