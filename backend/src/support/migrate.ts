import type { Db } from '../db/handle';
import { insertMessage, insertRequest } from './store';

interface OldRequest {
  id: number;
  user_id: number;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: string | null;
  message: string;
  created_at: number;
}
interface OldAnswer {
  request_id: number;
  text_ru: string;
  text_en: string;
  created_at: number;
}

const hasTable = (db: Db, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/**
 * A database file from before support moves its payment requests (payment_requests and their
 * answers) into the support tables as requests of topic "payments", keeping their ids where free,
 * then empties the old tables (docs/decisions/support-requests.md). Their answers count as read:
 * the player saw them on the payment requests page. Nothing to do on a current file.
 */
export function migrateSupport(db: Db): void {
  if (!hasTable(db, 'payment_requests') || !hasTable(db, 'payment_request_answers')) return;
  const old = db.prepare('SELECT * FROM payment_requests ORDER BY id').all() as OldRequest[];
  if (old.length === 0) return;
  const answers = db.prepare('SELECT * FROM payment_request_answers ORDER BY id').all() as OldAnswer[];
  const taken = db.prepare('SELECT 1 FROM support_requests WHERE id = ?');
  db.transaction(() => {
    for (const row of old) {
      const own = answers.filter((a) => a.request_id === row.id);
      const id = insertRequest(
        db,
        {
          userId: row.user_id,
          topic: 'payments',
          subject: null,
          paymentTopicId: row.topic_id,
          paymentSubTopicId: row.sub_topic_id,
          paymentId: row.payment_id,
          status: 'open',
          now: row.created_at,
        },
        taken.get(row.id) === undefined ? row.id : undefined,
      );
      insertMessage(db, { requestId: id, author: 'player', text: row.message, at: row.created_at });
      for (const a of own) insertMessage(db, { requestId: id, author: 'operator', text: a.text_ru, textEn: a.text_en, at: a.created_at, readAt: a.created_at });
    }
    db.exec('DELETE FROM payment_request_answers; DELETE FROM payment_requests;');
  })();
}
