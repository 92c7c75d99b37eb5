import { toMajor } from '../accounts/money';
import { LEDGER_KIND, type LedgerProblem } from '../accounts/ledger';
import type { Db } from '../db/handle';
import { bonusRef } from './grant';
import { bonusesOf, bonusLedgerRows, type BonusLedgerRow } from './store';

const KNOWN_KINDS = new Set<string>([LEDGER_KIND.bonus, LEDGER_KIND.bonus_release, LEDGER_KIND.bonus_forfeit]);

/**
 * The ledger check's part for this domain (docs/bonuses-api.md "Ledger check"): every bonus has one
 * `bonus` row of its amount on its bonus account, and the rows its status calls for: an active one
 * none more; a wagered one no forfeit and either no release (nothing was left) or a release pair
 * (minus on the bonus account, the same plus on another account of the player's in its currency);
 * a forfeited or declined one no release and at most one negative forfeit row on the bonus account.
 * A `bonus:<id>` row of no bonus of the player's is a problem too.
 */
export function bonusesLedgerProblems(db: Db, userId: number): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  const bonuses = bonusesOf(db, userId);
  for (const bonus of bonuses) {
    const ref = bonusRef(bonus.id);
    const rows = bonusLedgerRows(db, ref);
    const of = (kind: string) => rows.filter((row) => row.kind === kind);
    const say = (problem: string) => problems.push({ ref, problem });
    const grant = of(LEDGER_KIND.bonus);
    if (grant.length !== 1 || grant[0]!.amount_minor !== bonus.amount_minor || grant[0]!.account_id !== bonus.account_id) {
      say(`bonus: ${describe(grant)}, expected 1 of ${toMajor(bonus.amount_minor)} on account ${bonus.account_id}`);
    }
    for (const row of rows) if (!KNOWN_KINDS.has(row.kind)) say(`unexpected ${row.kind} row of ${toMajor(row.amount_minor)}`);
    const release = of(LEDGER_KIND.bonus_release);
    const forfeit = of(LEDGER_KIND.bonus_forfeit);
    if (bonus.status === 'active' && (release.length > 0 || forfeit.length > 0)) say(`active, yet closed by ${describe([...release, ...forfeit])}`);
    if (bonus.status === 'wagered') {
      if (forfeit.length > 0) say(`wagered, yet forfeited by ${describe(forfeit)}`);
      if (release.length !== 0 && !releasePairHolds(db, bonus.account_id, bonus.iso, release)) say(`wagered, release rows do not pair: ${describe(release)}`);
    }
    if (bonus.status === 'forfeited' || bonus.status === 'declined') {
      if (release.length > 0) say(`${bonus.status}, yet released by ${describe(release)}`);
      if (forfeit.length > 1 || forfeit.some((row) => row.amount_minor >= 0 || row.account_id !== bonus.account_id)) {
        say(`${bonus.status}: ${describe(forfeit)}, expected at most 1 negative on account ${bonus.account_id}`);
      }
    }
  }
  const known = new Set(bonuses.map((bonus) => bonusRef(bonus.id)));
  const stray = db
    .prepare(
      `SELECT DISTINCT l.ref FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
       WHERE a.user_id = ? AND l.ref LIKE 'bonus:%' AND l.kind IN ('bonus', 'bonus_release', 'bonus_forfeit')`,
    )
    .all(userId) as { ref: string }[];
  for (const { ref } of stray) if (!known.has(ref)) problems.push({ ref, problem: 'rows of no bonus of this player' });
  return problems;
}

function releasePairHolds(db: Db, bonusAccountId: number, iso: string, rows: BonusLedgerRow[]): boolean {
  if (rows.length !== 2) return false;
  const out = rows.find((row) => row.account_id === bonusAccountId && row.amount_minor < 0);
  const into = rows.find((row) => row.account_id !== bonusAccountId && row.amount_minor > 0);
  if (!out || !into || out.amount_minor + into.amount_minor !== 0) return false;
  const target = db
    .prepare('SELECT a.type, c.iso FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.id = ?')
    .get(into.account_id) as { type: number; iso: string } | undefined;
  return target !== undefined && target.iso === iso && target.type !== 4;
}

const describe = (rows: readonly BonusLedgerRow[]) =>
  rows.length === 0 ? 'no rows' : `${rows.length} row(s) ${rows.map((row) => `${toMajor(row.amount_minor)} on ${row.account_id}`).join(', ')}`;
