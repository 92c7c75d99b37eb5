import { toMajor } from '../../accounts/money';
import type { Db } from '../../db/handle';
import type { RoundRow } from '../games/rows';

/**
 * The casino's part of the ledger check (payments/ledgerCheck.ts, GET /__control/ledger/{login}/check):
 * every real round has exactly the ledger rows its status calls for (ref `casino:<roundId>`) — one
 * `casino_bet` of minus its stake; settled with a win above 0: one `casino_win` of it, else none;
 * rolled back: one `casino_rollback` of its stake, else none — and no casino row names a round the
 * player does not have. Demo rounds move no ledger money and must have no rows.
 */
export interface RoundProblem {
  roundId: string;
  status: string;
  problem: string;
}

interface RefSum {
  ref: string;
  kind: string;
  count: number;
  sum: number;
}

export function casinoLedgerProblems(db: Db, userId: number): RoundProblem[] {
  const rounds = db.prepare('SELECT * FROM casino_rounds WHERE user_id = ? ORDER BY created_at, rowid').all(userId) as RoundRow[];
  const sums = db
    .prepare(
      `SELECT l.ref AS ref, l.kind AS kind, COUNT(*) AS count, SUM(l.amount_minor) AS sum FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
       WHERE a.user_id = ? AND l.kind IN ('casino_bet', 'casino_win', 'casino_rollback') GROUP BY l.ref, l.kind`,
    )
    .all(userId) as RefSum[];
  const byRef = new Map<string, Map<string, RefSum>>();
  for (const row of sums) byRef.set(row.ref, (byRef.get(row.ref) ?? new Map<string, RefSum>()).set(row.kind, row));
  const problems: RoundProblem[] = [];
  const known = new Set<string>();
  for (const round of rounds) {
    const ref = `casino:${round.id}`;
    known.add(ref);
    const rows = byRef.get(ref);
    const expect = (kind: string, count: number, sum: number) => {
      const got = rows?.get(kind) ?? { count: 0, sum: 0 };
      if (got.count !== count || (got.sum ?? 0) !== sum) {
        problems.push({ roundId: round.id, status: round.status, problem: `${kind}: ${got.count} row(s) of ${toMajor(got.sum ?? 0)}, expected ${count} of ${toMajor(sum)}` });
      }
    };
    const real = round.mode === 'real';
    const won = round.status === 'settled' && (round.win_minor ?? 0) > 0;
    expect('casino_bet', real ? 1 : 0, real ? -round.stake_minor : 0);
    expect('casino_win', real && won ? 1 : 0, real && won ? (round.win_minor ?? 0) : 0);
    expect('casino_rollback', real && round.status === 'rolled_back' ? 1 : 0, real && round.status === 'rolled_back' ? round.stake_minor : 0);
  }
  for (const ref of byRef.keys()) {
    if (!known.has(ref)) problems.push({ roundId: ref.slice('casino:'.length), status: 'unknown', problem: 'ledger rows of a round the player does not have' });
  }
  return problems;
}
