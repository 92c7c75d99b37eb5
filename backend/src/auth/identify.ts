import type { Db } from '../db/handle';
import type { UserRow } from '../accounts/rows';
import { findUserById, findUserByLogin } from '../accounts/users';

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE lower(email) = lower(?)').get(email.trim()) as UserRow | undefined;
}

/** What a login field may hold (limits-coupon-auth.md §7 "login by email or id"): the login name, the e-mail or the user id. */
export function findUserForLogin(db: Db, typed: string): UserRow | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  return (
    findUserByLogin(db, text) ??
    findUserByEmail(db, text) ??
    (/^\d{1,12}$/.test(text) ? findUserById(db, Number(text)) : undefined)
  );
}

/** The key failures against an account are counted under (auth/attempts.ts). */
export function accountKey(user: UserRow | undefined, typed: string): string {
  return user ? `user:${user.id}` : `typed:${typed.trim().toLowerCase().slice(0, 100)}`;
}
