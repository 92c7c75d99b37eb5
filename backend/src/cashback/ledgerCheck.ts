import { toMajor } from '../accounts/money';
import type { LedgerProblem } from '../accounts/ledger';
import type { Db } from '../db/handle';
import { cashbackRef } from './claim';
import type { CashbackRow } from './rows';

/** The ledger check's part for this domain: every claimed week has one `cashback` row of its amount, an unclaimed one none. */
export function cashbackLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  const weeks = db.prepare('SELECT * FROM cashback_weeks WHERE user_id = ? ORDER BY id').all(userId) as CashbackRow[];
  const sums = db
    .prepare(
      `SELECT l.ref AS ref, COUNT(*) AS count, SUM(l.amount_minor) AS sum FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
       WHERE a.user_id = ? AND l.kind = 'cashback' GROUP BY l.ref`,
    )
    .all(userId) as { ref: string; count: number; sum: number }[];
  const byRef = new Map(sums.map((row) => [row.ref, row]));
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
  for (const stray of byRef.values()) problems.push({ ref: stray.ref, problem: `cashback: ${stray.count} row(s) of ${toMajor(stray.sum)} for no claimed week` });
  return problems;
}
