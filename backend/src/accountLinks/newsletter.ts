import type { AppDeps } from '../deps';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { sendMail } from '../mail/outbox';
import { unsubscribeFooter } from './letters';

/** Stops the newsletter for a player; doing it again changes nothing. */
export function optOut(db: Db, userId: number, now: number): void {
  db.prepare('INSERT INTO newsletter_optouts (user_id, opted_out_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING').run(userId, now);
}

export function isOptedOut(db: Db, userId: number): boolean {
  return db.prepare('SELECT 1 FROM newsletter_optouts WHERE user_id = ?').get(userId) !== undefined;
}

/**
 * Sends a newsletter to every player with an e-mail who has not stopped it, each letter ending
 * with his own unsubscribe link; returns how many went.
 */
export function sendNewsletter(deps: AppDeps, lang: Lang, letter: { subject: string; text: string }): number {
  const players = deps.db
    .prepare(
      `SELECT id, email FROM users
       WHERE email IS NOT NULL AND email <> '' AND id NOT IN (SELECT user_id FROM newsletter_optouts)
       ORDER BY id`,
    )
    .all() as { id: number; email: string }[];
  deps.db.transaction(() => {
    for (const player of players) {
      const body = `${letter.text}\n\n--\n${unsubscribeFooter(deps, lang, player, player.email)}`;
      sendMail(deps.db, deps.clock, { userId: player.id, to: player.email, subject: letter.subject, body });
    }
  })();
  return players.length;
}
