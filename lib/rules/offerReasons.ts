// Why a stake did not count toward a bonus (docs/bonuses.md "What counts") and why a referred friend
// earned nothing (docs/referrals-api.md "Friends"): the codes the backend answers and the office
// pages word, read alike by both (docs/decisions/shared-rules.md). A site that meets a code it does
// not know shows its generic text.

export const NOT_COUNTED_REASONS = [
  'not_settled',
  'before_bonus',
  'after_deadline',
  'after_close',
  'void',
  'rolled_back',
  'demo',
  'odds_below_floor',
  'weight_zero',
  'counted_for_other_bonus',
  'requirement_met',
] as const;
export type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number];

export const REFERRAL_REASONS = [
  'self_referral',
  'same_device',
  'same_payer',
  'referrer_banned',
  'referrer_restricted',
  'below_minimum',
  'currency',
] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];
