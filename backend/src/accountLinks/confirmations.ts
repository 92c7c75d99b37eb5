import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { sendLinkLetter } from './letters';

/** What the letter of a waiting e-mail does: confirm it, activate the account, activate and sign in. */
export type ConfirmationKind = 'verify' | 'activate' | 'activate_fast';

export interface ConfirmationRow {
  user_id: number;
  email: string;
  kind: ConfirmationKind;
  requested_at: number;
  confirmed_at: number | null;
}

export function confirmationOf(db: Db, userId: number): ConfirmationRow | undefined {
  return db.prepare('SELECT * FROM email_confirmations WHERE user_id = ?').get(userId) as ConfirmationRow | undefined;
}

/**
 * A new player's e-mail waits for its letter (registration): the row, then the letter with the link
 * of its kind, in the request's language.
 */
export function requestConfirmation(deps: AppDeps, lang: Lang, user: UserRow, kind: ConfirmationKind): void {
  if (!user.email) return;
  deps.db
    .prepare(
      `INSERT INTO email_confirmations (user_id, email, kind, requested_at, confirmed_at) VALUES (?, ?, ?, ?, NULL)
       ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, kind = excluded.kind, requested_at = excluded.requested_at, confirmed_at = NULL`,
    )
    .run(user.id, user.email, kind, deps.clock.now());
  sendLinkLetter(deps, lang, user, kind);
}

/**
 * The e-mail is confirmed (its link was opened); an activation also ends the days left to
 * activate (shell-and-routing.md §3 remaining_days_to_activate). False when the link is for an
 * address the player no longer has.
 */
export function confirmEmail(db: Db, userId: number, address: string, now: number): boolean {
  const row = confirmationOf(db, userId);
  if (!row || row.email.toLowerCase() !== address.toLowerCase()) return false;
  db.transaction(() => {
    db.prepare('UPDATE email_confirmations SET confirmed_at = COALESCE(confirmed_at, ?) WHERE user_id = ?').run(now, userId);
    if (row.kind !== 'verify') db.prepare('UPDATE users SET remaining_days_to_activate = 0 WHERE id = ?').run(userId);
  })();
  return true;
}
