import type { UserRow } from '../accounts/rows';
import { findUserById } from '../accounts/users';
import type { Db } from '../db/handle';
import { replacePassword } from '../auth/passwordChange';
import { linkInvalid, linkUsed } from './errors';
import { spendLinkToken, type LinkTokenRow } from './tokens';

/** Spends a link and returns its player: 410 link_used when another request spent it first. */
export function spendLink(db: Db, row: LinkTokenRow, now: number): UserRow {
  if (!spendLinkToken(db, row, now)) throw linkUsed();
  const user = findUserById(db, row.user_id);
  if (!user) throw linkInvalid();
  return user;
}

/**
 * The reset link spent and the password replaced in one transaction (every session of the player
 * ends: auth/passwordChange.ts): a link is never spent without the password changing, nor the reverse.
 */
export function resetPasswordByLink(db: Db, row: LinkTokenRow, password: string, now: number): UserRow {
  return db.transaction(() => {
    const user = spendLink(db, row, now);
    replacePassword(db, user.id, password);
    return user;
  })();
}
