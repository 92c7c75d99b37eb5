import type { Db } from '../db/handle';

/**
 * Unread answers: the operator's messages the player has not seen (docs/support-api.md "Unread").
 * users.msg_count (the user config's user_msg_count, shell-and-routing.md §3) is kept equal to the
 * player's total, recounted on every change here.
 */
export function unreadTotal(db: Db, userId: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM support_messages m JOIN support_requests r ON r.id = m.request_id
       WHERE r.user_id = ? AND m.author = 'operator' AND m.read_at IS NULL`,
    )
    .get(userId) as { n: number };
  return row.n;
}

/** Unread answers per request of a player (requests with none are absent). */
export function unreadByRequest(db: Db, userId: number): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT m.request_id AS id, COUNT(*) AS n FROM support_messages m JOIN support_requests r ON r.id = m.request_id
       WHERE r.user_id = ? AND m.author = 'operator' AND m.read_at IS NULL GROUP BY m.request_id`,
    )
    .all(userId) as { id: number; n: number }[];
  return new Map(rows.map((row) => [row.id, row.n]));
}

export function syncMsgCount(db: Db, userId: number): number {
  const total = unreadTotal(db, userId);
  db.prepare('UPDATE users SET msg_count = ? WHERE id = ?').run(total, userId);
  return total;
}

/** Every player's msg_count recounted: the seed's and an older file's numbers come from no thread. */
export function syncAllMsgCounts(db: Db): void {
  db.exec(
    `UPDATE users SET msg_count = (SELECT COUNT(*) FROM support_messages m JOIN support_requests r ON r.id = m.request_id
     WHERE r.user_id = users.id AND m.author = 'operator' AND m.read_at IS NULL)`,
  );
}

/** The player has seen the request's answers: marks them read, returns his new total. */
export function markRead(db: Db, userId: number, requestId: number, now: number): number {
  db.prepare("UPDATE support_messages SET read_at = ? WHERE request_id = ? AND author = 'operator' AND read_at IS NULL").run(now, requestId);
  return syncMsgCount(db, userId);
}
