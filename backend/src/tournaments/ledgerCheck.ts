import { ledgerByRef, LEDGER_KIND, type LedgerProblem } from '../accounts/ledger';
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
  const byRef = ledgerByRef(db, userId, LEDGER_KIND.tournament_prize);
  const problems: LedgerProblem[] = [];
  for (const result of results) {
    const ref = prizeRef(result.tournament_id, result.place);
    const got = byRef.get(ref) ?? { count: 0, sum: 0 };
    byRef.delete(ref);
    if (got.count !== 1 || got.sum !== result.prize_minor) {
      problems.push({ ref, problem: `tournament_prize: ${got.count} row(s) of ${toMajor(got.sum)}, expected 1 of ${toMajor(result.prize_minor)}` });
    }
  }
  for (const [ref, stray] of byRef) problems.push({ ref, problem: `tournament_prize: ${stray.count} row(s) of ${toMajor(stray.sum)} for no kept result` });
  return problems;
}
