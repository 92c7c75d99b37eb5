import { LEDGER_KIND, type LedgerProblem } from '../accounts/ledger';
import { toMajor } from '../accounts/money';
import type { Db } from '../db/handle';
import { referralRef } from './rules';

/**
 * The ledger check's part for this domain: every rewarded friend has one `referral_reward` row of
 * the reward on the referrer's main account in the reward's currency, and no other friend (nor any
 * other ref) has one.
 */
export function referralsLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  const rows = db
    .prepare(
      `SELECT l.ref, COUNT(*) AS count, SUM(l.amount_minor) AS sum, MIN(a.type) AS type, MIN(c.iso) AS iso, COUNT(DISTINCT l.account_id) AS accounts
       FROM ledger_entries l JOIN accounts a ON a.id = l.account_id JOIN currencies c ON c.id = a.currency_id
       WHERE a.user_id = ? AND l.kind = ? GROUP BY l.ref`,
    )
    .all(userId, LEDGER_KIND.referral_reward) as { ref: string; count: number; sum: number; type: number; iso: string; accounts: number }[];
  const paid = new Map(rows.map((row) => [row.ref, row]));
  const rewarded = db
    .prepare("SELECT friend_user_id, reward_minor, reward_iso FROM referrals WHERE referrer_user_id = ? AND status = 'rewarded'")
    .all(userId) as { friend_user_id: number; reward_minor: number | null; reward_iso: string | null }[];
  const problems: LedgerProblem[] = [];
  for (const friend of rewarded) {
    const ref = referralRef(friend.friend_user_id);
    const row = paid.get(ref);
    paid.delete(ref);
    const expected = friend.reward_minor ?? 0;
    if (!row) {
      problems.push({ ref, problem: `rewarded friend: no referral_reward row, expected one of ${toMajor(expected)} ${friend.reward_iso ?? ''}`.trim() });
    } else if (row.count !== 1 || row.sum !== expected || row.iso !== friend.reward_iso || row.type !== 0 || row.accounts !== 1) {
      problems.push({
        ref,
        problem: `referral_reward: ${row.count} row(s) of ${toMajor(row.sum)} ${row.iso}, expected one of ${toMajor(expected)} ${friend.reward_iso ?? ''} on the main account`,
      });
    }
  }
  for (const row of paid.values()) {
    problems.push({ ref: row.ref, problem: `referral_reward: ${row.count} row(s) of ${toMajor(row.sum)} ${row.iso} for no rewarded friend` });
  }
  return problems;
}
