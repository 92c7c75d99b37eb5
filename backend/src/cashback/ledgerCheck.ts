import { toMajor } from '../accounts/money';
import { ledgerByRef, LEDGER_KIND, type LedgerProblem } from '../accounts/ledger';
import type { Db } from '../db/handle';
import { cashbackRef } from './claim';
import type { CashbackRow } from './rows';

/** The ledger check's part for this domain: every claimed week has one `cashback` row of its amount, an unclaimed one none. */
export function cashbackLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  const weeks = db.prepare('SELECT * FROM cashback_weeks WHERE user_id = ? ORDER BY id').all(userId) as CashbackRow[];
  const byRef = ledgerByRef(db, userId, LEDGER_KIND.cashback);
  const problems: LedgerProblem[] = [];
  for (const week of weeks) {
    const ref = cashbackRef(week.id);
    const got = byRef.get(ref) ?? { count: 0, sum: 0 };
    byRef.delete(ref);
    const count = week.status === 'claimed' ? 1 : 0;
    const sum = week.status === 'claimed' ? week.amount_minor : 0;
    if (got.count !== count || got.sum !== sum) {
      problems.push({ ref, problem: `cashback (${week.status}): ${got.count} row(s) of ${toMajor(got.sum)}, expected ${count} of ${toMajor(sum)}` });
    }
  }
  // A cashback row no week of this player justifies.
  for (const [ref, stray] of byRef) problems.push({ ref, problem: `cashback: ${stray.count} row(s) of ${toMajor(stray.sum)} for no claimed week` });
  return problems;
}
