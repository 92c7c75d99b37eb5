import { createHash } from 'node:crypto';
import { mainAccountOf } from '../accounts/accounts';
import { toMajor } from '../accounts/money';
import type { Db } from '../db/handle';
import { REFERRAL_COOKIE_DAYS } from './cookie';
import { codeOf } from './codes';
import { rememberDevice } from './devices';
import { REFERRAL_MIN_DEPOSIT_MINOR, REFERRAL_REWARD_MINOR, type ReferralReason } from './rules';
import { friendsOf, type FriendRow } from './store';

/** What the player sees of a friend's state: `verified` is `registered` with the friend confirmed. */
export type FriendState = 'registered' | 'verified' | 'deposited' | 'rewarded' | 'refused';

/**
 * A friend's login as the player sees it: enough to tell friends apart, not enough to sign in as
 * one or write to him. An e-mail keeps 2 letters and its domain ("fr***@example.com"), anything
 * else its first 2 and last 2 characters ("+7***22").
 */
export function maskLogin(login: string): string {
  const at = login.lastIndexOf('@');
  if (at > 0) return `${login.slice(0, Math.min(2, at))}***${login.slice(at)}`;
  if (login.length <= 4) return `${login.slice(0, 1)}***`;
  return `${login.slice(0, 2)}***${login.slice(-2)}`;
}

export function friendState(row: Pick<FriendRow, 'status' | 'friend_verified'>): FriendState {
  return row.status === 'registered' && row.friend_verified === 1 ? 'verified' : row.status;
}

/** A key for the friend's row that does not show his user id. */
const friendKey = (row: FriendRow) => createHash('sha256').update(`${row.referrer_user_id}:${row.friend_user_id}`).digest('hex').slice(0, 16);

/** GET /web-api/referrals (docs/referrals-api.md "The programme"). */
export function programmeView(db: Db, userId: number, now: number, link: (code: string) => string) {
  const code = codeOf(db, userId, now);
  const iso = mainAccountOf(db, userId)?.iso ?? 'RUB';
  const reward = REFERRAL_REWARD_MINOR[iso];
  const friends = friendsOf(db, userId);
  const earnedMinor = friends.reduce((sum, row) => sum + (row.status === 'rewarded' && row.reward_iso === iso ? (row.reward_minor ?? 0) : 0), 0);
  return {
    code,
    link: link(code),
    terms: {
      /** Null: the player's currency takes no part in the programme. */
      reward: reward === undefined ? null : toMajor(reward),
      currency: iso,
      /** The friend's first deposit, at least, per currency he may deposit in. */
      minimums: Object.entries(REFERRAL_MIN_DEPOSIT_MINOR).map(([currency, minor]) => ({ currency, amount: toMajor(minor) })),
      /** How long the link's cookie waits for the friend to register. */
      cookieDays: REFERRAL_COOKIE_DAYS,
    },
    friends: friends.map((row) => ({
      id: friendKey(row),
      login: maskLogin(row.friend_login),
      registeredAt: new Date(row.created_at).toISOString(),
      status: friendState(row),
      reason: row.reason as ReferralReason | null,
      reward: row.reward_minor === null ? null : toMajor(row.reward_minor),
      rewardCurrency: row.reward_iso,
    })),
    totals: {
      friends: friends.length,
      deposited: friends.filter((row) => row.deposited_at !== null).length,
      rewarded: friends.filter((row) => row.status === 'rewarded').length,
      earned: toMajor(earnedMinor),
      currency: iso,
    },
  };
}
export type ProgrammeView = ReturnType<typeof programmeView>;

/** The programme as the player reads it, his browser's device session noted as his (referrals/devices.ts), in one transaction. */
export function readProgramme(db: Db, userId: number, deviceHash: string | null, now: number, link: (code: string) => string): ProgrammeView {
  return db.transaction(() => {
    rememberDevice(db, userId, deviceHash, now);
    return programmeView(db, userId, now, link);
  })();
}

/** GET /__control/referrals/{login}: `[{ friendLogin, status, reward }]`, reward in major units or null. */
export function controlView(db: Db, userId: number) {
  return friendsOf(db, userId).map((row) => ({
    friendLogin: row.friend_login,
    status: friendState(row),
    reward: row.reward_minor === null ? null : toMajor(row.reward_minor),
  }));
}
