import { mainAccountOf } from '../accounts/accounts';
import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import { findUserById } from '../accounts/users';
import { isBanned } from '../../../lib/rules/ban';
import type { Db } from '../db/handle';
import { activeRestriction } from '../limits/enforce';
import { REFERRAL_MIN_DEPOSIT_MINOR, REFERRAL_REWARD_MINOR, referralRef, type ReferralReason } from './rules';
import { findReferral } from './store';

export interface CreditedDeposit {
  userId: number;
  paymentId: string;
  iso: string;
  amountMinor: number;
  /** Whether it is the player's first successful deposit. */
  first: boolean;
}

/** Whether the referrer has paid with the instrument that paid this deposit (payments/payers.ts). */
function paidWithReferrersPayer(db: Db, paymentId: string, referrerId: number): boolean {
  const row = db.prepare('SELECT payer_fingerprint FROM payments WHERE id = ?').get(paymentId) as { payer_fingerprint: string | null } | undefined;
  if (!row?.payer_fingerprint) return false;
  return db.prepare('SELECT 1 FROM payments WHERE user_id = ? AND payer_fingerprint = ? LIMIT 1').get(referrerId, row.payer_fingerprint) !== undefined;
}

/**
 * A deposit was credited (payments/settle.ts), inside its transaction: a referred friend's first
 * deposit pays the referrer his reward (docs/referrals-api.md "Reward"). Only a friend still
 * `registered` moves on, by a guarded update, so a replayed callback (or a later deposit) pays
 * nothing more: one `referral_reward` row per friend at most.
 */
export function onDepositCredited(db: Db, now: number, deposit: CreditedDeposit): void {
  if (!deposit.first) return;
  const referral = findReferral(db, deposit.userId);
  if (!referral || referral.status !== 'registered') return;
  const referrer = findUserById(db, referral.referrer_user_id);
  const main = mainAccountOf(db, referral.referrer_user_id);
  if (!referrer || !main) return;

  const settle = (status: 'deposited' | 'refused' | 'rewarded', reason: ReferralReason | null, reward?: { minor: number; iso: string }) =>
    db
      .prepare(
        `UPDATE referrals SET status = ?, reason = ?, deposited_at = ?, payment_id = ?, reward_minor = ?, reward_iso = ?, rewarded_at = ?
         WHERE friend_user_id = ? AND status = 'registered'`,
      )
      .run(status, reason, now, deposit.paymentId, reward?.minor ?? null, reward?.iso ?? null, reward ? now : null, deposit.userId).changes === 1;

  const minimum = REFERRAL_MIN_DEPOSIT_MINOR[deposit.iso];
  const reward = REFERRAL_REWARD_MINOR[main.iso];
  if (minimum === undefined || reward === undefined) return void settle('deposited', 'currency');
  if (deposit.amountMinor < minimum) return void settle('deposited', 'below_minimum');
  if (paidWithReferrersPayer(db, deposit.paymentId, referrer.id)) return void settle('refused', 'same_payer');
  if (isBanned(referrer.ban_level)) return void settle('refused', 'referrer_banned');
  if (activeRestriction(db, referrer.id, Math.floor(now / 1000)) !== undefined) return void settle('refused', 'referrer_restricted');
  if (settle('rewarded', null, { minor: reward, iso: main.iso })) {
    moveMoney(db, { accountId: main.id, kind: LEDGER_KIND.referral_reward, amountMinor: reward, ref: referralRef(deposit.userId) }, now);
  }
}
