import { REFERRAL_REASONS } from '@/lib/rules/offerReasons';

/**
 * The referral programme's friend states and reasons as the backend names them
 * (docs/referrals-api.md "Friends"), and how the screen groups them. Pure.
 */
export const FRIEND_STATES = ['registered', 'verified', 'deposited', 'rewarded', 'refused'] as const;
export type FriendState = (typeof FRIEND_STATES)[number];

/** How a state's badge reads: done (rewarded), on the way (registered, verified), over without a reward. */
export type FriendTone = 'done' | 'waiting' | 'over';

export function friendTone(state: FriendState): FriendTone {
  if (state === 'rewarded') return 'done';
  if (state === 'registered' || state === 'verified') return 'waiting';
  return 'over';
}

/** The steps a friend goes through, for the badge's "step n of 4"; refused has none. */
export const FRIEND_STEPS: readonly FriendState[] = ['registered', 'verified', 'deposited', 'rewarded'];

/**
 * The reasons a state may carry. A reason the site does not know yet (a newer backend) is shown
 * by the generic text, never a failure.
 */
export const FRIEND_REASONS = REFERRAL_REASONS;

export function knownReason(reason: string | null): (typeof FRIEND_REASONS)[number] | 'other' | null {
  if (reason === null) return null;
  return (FRIEND_REASONS as readonly string[]).includes(reason) ? (reason as (typeof FRIEND_REASONS)[number]) : 'other';
}
