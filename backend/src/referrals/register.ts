import type { Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import { findUserById } from '../accounts/users';
import { findRequestSession } from '../auth/sessions';
import type { AppDeps } from '../deps';
import type { Db } from '../db/handle';
import { ownerOfCode } from './codes';
import { bfIdFromRequest } from './cookie';
import { deviceHashOf, isDeviceOf, rememberDevice } from './devices';
import type { ReferralReason } from './rules';

export interface ReferralArrival {
  friend: UserRow;
  /** The code the registration came with (the `referral_values` cookie's bf_id), or null. */
  code: string | null;
  /** The registering browser's device session, hashed (referrals/devices.ts), or null. */
  deviceHash: string | null;
  /** The player the registering browser was still signed in as, if any. */
  signedInUserId: number | null;
}

interface Person {
  name?: string | null;
  surname?: string | null;
  date_birthday?: string | null;
}

function personOf(user: UserRow): Person {
  try {
    return JSON.parse(user.user_data) as Person;
  } catch {
    return {};
  }
}

/** Full registration gives a name, surname and birth date: the player's own ones are the player. */
function samePerson(a: UserRow, b: UserRow): boolean {
  const [x, y] = [personOf(a), personOf(b)];
  const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
  return norm(x.name) !== '' && norm(x.surname) !== '' && norm(x.date_birthday) !== ''
    && norm(x.name) === norm(y.name) && norm(x.surname) === norm(y.surname) && norm(x.date_birthday) === norm(y.date_birthday);
}

/**
 * Records the new player as the code owner's friend (docs/referrals-api.md "Friends"): `registered`,
 * or `refused` at once when it is the owner himself or his device. A missing or unknown code records
 * nothing. Answers what was recorded (null: nothing).
 */
export function recordReferral(db: Db, now: number, arrival: ReferralArrival): { status: 'registered' | 'refused'; reason: ReferralReason | null } | null {
  const { friend, code, deviceHash, signedInUserId } = arrival;
  if (code === null) return null;
  const referrerId = ownerOfCode(db, code);
  if (referrerId === undefined || referrerId === friend.id) return null;
  const referrer = findUserById(db, referrerId);
  if (!referrer) return null;
  const reason: ReferralReason | null =
    signedInUserId === referrerId || samePerson(referrer, friend)
      ? 'self_referral'
      : isDeviceOf(db, referrerId, deviceHash)
        ? 'same_device'
        : null;
  const status = reason === null ? 'registered' : 'refused';
  const inserted = db
    .prepare(
      `INSERT INTO referrals (friend_user_id, referrer_user_id, code, status, reason, device_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (friend_user_id) DO NOTHING`,
    )
    .run(friend.id, referrerId, code, status, reason, deviceHash, now);
  return inserted.changes === 1 ? { status, reason } : null;
}

/**
 * At a registration (routes/registration.ts), right after the player is created: his browser's
 * device session becomes one of his (so a later "friend" from it is refused), and the friend is
 * recorded when the browser came through a player's link.
 */
export function referralAtRegistration(c: Context, deps: AppDeps, friend: UserRow): void {
  const now = deps.clock.now();
  const deviceHash = deviceHashOf(c);
  const signedIn = findRequestSession(c, deps.db, deps.clock, deps.secret);
  deps.db.transaction(() => {
    recordReferral(deps.db, now, { friend, code: bfIdFromRequest(c), deviceHash, signedInUserId: signedIn?.user_id ?? null });
    rememberDevice(deps.db, friend.id, deviceHash, now);
  })();
}
