import { REFERRAL_REASONS, type ReferralReason } from '../../../lib/rules/offerReasons';

/**
 * The referral programme's terms (docs/referrals-api.md "Terms"). Amounts in minor units. A
 * friend's first deposit of at least REFERRAL_MIN_DEPOSIT_MINOR of its currency that clears pays the
 * player REFERRAL_REWARD_MINOR of his main account's currency, once per friend. A currency not listed
 * takes no part: such a deposit, or a player whose main account is in one, earns nothing (reason
 * `currency`).
 */
export const REFERRAL_MIN_DEPOSIT_MINOR: Readonly<Record<string, number>> = {
  RUB: 50_000,
  USD: 500,
  EUR: 500,
  KZT: 250_000,
};

export const REFERRAL_REWARD_MINOR: Readonly<Record<string, number>> = {
  RUB: 50_000,
  USD: 500,
  EUR: 500,
  KZT: 250_000,
};

/**
 * Where a friend is: `registered` (the state "verified" is this one with the friend's e-mail,
 * phone or documents confirmed: referrals/view.ts), `deposited` (his first deposit cleared and earned
 * nothing: `reason` says why), `rewarded`, or `refused` (`reason`). Only `registered` moves on.
 */
export const REFERRAL_STATUSES = ['registered', 'deposited', 'rewarded', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * Why a friend is refused or earned nothing:
 * - `self_referral`: the registration came from a browser signed in as the player, or (full
 *   registration) with his own name, surname and birth date;
 * - `same_device`: it came from a device session the player's own browser carried;
 * - `same_payer`: the first deposit was paid with an instrument (the provider's payer fingerprint)
 *   the player has paid with;
 * - `referrer_banned`, `referrer_restricted`: the player was banned, or under a self-exclusion,
 *   time-out or block, when the deposit cleared (no promotional money then, and none later);
 * - `below_minimum`: the first deposit was under the minimum (`deposited`);
 * - `currency`: a currency the programme has no terms for (`deposited`).
 */
export { REFERRAL_REASONS, type ReferralReason };

/** The ledger ref of a friend's reward (accounts/ledger.ts `referral_reward`). */
export const referralRef = (friendUserId: number) => `referral:${friendUserId}`;
