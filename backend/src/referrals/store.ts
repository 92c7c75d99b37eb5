import type { Db } from '../db/handle';
import type { ReferralReason, ReferralStatus } from './rules';

/** One row of `referrals` (referrals/schema.ts). */
export interface ReferralRow {
  friend_user_id: number;
  referrer_user_id: number;
  code: string;
  status: ReferralStatus;
  reason: ReferralReason | null;
  device_hash: string | null;
  created_at: number;
  deposited_at: number | null;
  payment_id: string | null;
  reward_minor: number | null;
  reward_iso: string | null;
  rewarded_at: number | null;
}

/** The friend's referral (a player registers through at most one link). */
export function findReferral(db: Db, friendUserId: number): ReferralRow | undefined {
  return db.prepare('SELECT * FROM referrals WHERE friend_user_id = ?').get(friendUserId) as ReferralRow | undefined;
}

export interface FriendRow extends ReferralRow {
  friend_login: string;
  /** The friend confirmed his e-mail or phone, or his documents are verified (referrals/view.ts). */
  friend_verified: 0 | 1;
}

/**
 * The player's friends, newest first, with what "verified" reads from: a confirmed e-mail
 * (email_confirmations), a phone proven by a code (registered by phone, activation_type 3, or bound
 * later: activation_type 2), or documents verified (verification_status 2).
 */
export function friendsOf(db: Db, referrerUserId: number): FriendRow[] {
  return db
    .prepare(
      `SELECT r.*, u.login AS friend_login,
         CASE WHEN u.verification_status = 2 OR u.activation_type IN (2, 3)
                OR EXISTS (SELECT 1 FROM email_confirmations e WHERE e.user_id = u.id AND e.confirmed_at IS NOT NULL)
              THEN 1 ELSE 0 END AS friend_verified
       FROM referrals r JOIN users u ON u.id = r.friend_user_id
       WHERE r.referrer_user_id = ? ORDER BY r.created_at DESC, r.friend_user_id DESC`,
    )
    .all(referrerUserId) as FriendRow[];
}
