import type { LedgerProblem } from '../accounts/ledger';
import { toMajor } from '../accounts/money';
import type { Db } from '../db/handle';
import { prizeRef } from './finish';

/**
 * The ledger check's part for tournaments: every kept result of the player with a prize has one
 * `tournament_prize` row of that amount (ref `tournament:<id>:<place>`), and no such row stands
 * without its result.
 */
export function tournamentsLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  const results = db.prepare('SELECT tournament_id, place, prize_minor FROM tournament_results WHERE user_id = ? AND prize_minor > 0').all(userId) as {
    tournament_id: number;
    place: number;
    prize_minor: number;
  }[];
  const sums = db
    .prepare(
      `SELECT l.ref AS ref, COUNT(*) AS count, SUM(l.amount_minor) AS sum FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
       WHERE a.user_id = ? AND l.kind = 'tournament_prize' GROUP BY l.ref`,
    )
    .all(userId) as { ref: string; count: number; sum: number }[];
  const byRef = new Map(sums.map((row) => [row.ref, row]));
  const problems: LedgerProblem[] = [];
  for (const result of results) {
    const ref = prizeRef(result.tournament_id, result.place);
    const got = byRef.get(ref) ?? { count: 0, sum: 0 };
    byRef.delete(ref);
    if (got.count !== 1 || got.sum !== result.prize_minor) {
      problems.push({ ref, problem: `tournament_prize: ${got.count} row(s) of ${toMajor(got.sum)}, expected 1 of ${toMajor(result.prize_minor)}` });
    }
  }
  for (const stray of byRef.values()) problems.push({ ref: stray.ref, problem: `tournament_prize: ${stray.count} row(s) of ${toMajor(stray.sum)} for no kept result` });
  return problems;
}
