import type { Db } from '../db/handle';

/** When a signed-in player agreed to cookies (shell-and-routing.md §7: the cookie-agreement log). */
export function logCookieAgreement(db: Db, userId: number, agreedAt: string, now: number): void {
  db.prepare('INSERT INTO cookie_agreements (user_id, agreed_at, logged_at) VALUES (?, ?, ?)').run(userId, agreedAt, now);
}

/** What was logged of a player's cookie agreements (the ISO times the site sent), newest last. */
export function cookieAgreementsOf(db: Db, userId: number): string[] {
  const rows = db.prepare('SELECT agreed_at FROM cookie_agreements WHERE user_id = ? ORDER BY id').all(userId) as { agreed_at: string }[];
  return rows.map((row) => row.agreed_at);
}
