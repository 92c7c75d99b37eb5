import type { Db } from '../db/handle';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

/**
 * A player's new password (password reset): every session of his ends (all devices) and the
 * failed sign-ins counted against his account are forgotten, in one transaction.
 */
export function replacePassword(db: Db, userId: number, password: string): void {
  const hash = hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, changed_pass_day_count = 0 WHERE id = ?').run(hash, userId);
    revokeUserSessions(db, userId);
    db.prepare('DELETE FROM auth_failures WHERE account = ?').run(`user:${userId}`);
  })();
}
