import { currencyIso, userAccounts } from '../accounts/accounts';
import { ledgerSum, LEDGER_KIND, type LedgerProblem } from '../accounts/ledger';
import { bonusesLedgerProblems } from '../bonuses/ledgerCheck';
import { cashbackLedgerProblems } from '../cashback/ledgerCheck';
import { referralsLedgerProblems } from '../referrals/ledgerCheck';
import { tournamentsLedgerProblems } from '../tournaments/ledgerCheck';
import { toMajor } from '../accounts/money';
import { casinoLedgerProblems, type RoundProblem } from '../casino/wallet/ledgerCheck';
import type { Db } from '../db/handle';
import { paymentLedger, paymentsOf } from './store';

/**
 * GET /__control/ledger/{login}/check: every account's balance equals the sum of its ledger rows,
 * and every payment has exactly the rows its status calls for (a successful deposit one `deposit`
 * row of its amount, others none; a withdrawal one `withdrawal_hold` of minus its amount, and one
 * `withdrawal_release` back when it failed or was cancelled), and every casino round has the rows its
 * status calls for (casino/wallet/ledgerCheck.ts). `{ ok: true }`, or the differences.
 */
export interface LedgerCheck {
  ok: boolean;
  accounts?: { accountId: number; iso: string; type: number; balance: number; ledgerSum: number; difference: number }[];
  payments?: { paymentId: string; kind: string; status: string; problem: string }[];
  casinoRounds?: RoundProblem[];
  /** Bonuses, cashback and referral rewards whose rows do not match their records. */
  offers?: LedgerProblem[];
}

export function checkLedger(db: Db, userId: number): LedgerCheck {
  const accounts = userAccounts(db, userId).flatMap((account) => {
    const sum = ledgerSum(db, account.id);
    if (sum === account.money_minor) return [];
    return [
      {
        accountId: account.id,
        iso: currencyIso(db, account.currency_id),
        type: account.type,
        balance: toMajor(account.money_minor),
        ledgerSum: toMajor(sum),
        difference: toMajor(account.money_minor - sum),
      },
    ];
  });
  const payments = paymentsOf(db, userId).flatMap((payment) => {
    const rows = paymentLedger(db, payment.id);
    const row = (kind: string) => rows.get(kind) ?? { count: 0, sum: 0 };
    const expect = (kind: string, count: number, sum: number) => {
      const got = row(kind);
      return got.count === count && got.sum === sum ? [] : [`${kind}: ${got.count} row(s) of ${toMajor(got.sum)}, expected ${count} of ${toMajor(sum)}`];
    };
    const problems =
      payment.kind === 'deposit'
        ? expect(LEDGER_KIND.deposit, payment.status === 'success' ? 1 : 0, payment.status === 'success' ? payment.amount_minor : 0)
        : [
            ...expect(LEDGER_KIND.withdrawal_hold, 1, -payment.amount_minor),
            ...expect(
              LEDGER_KIND.withdrawal_release,
              payment.status === 'fail' || payment.status === 'cancel' ? 1 : 0,
              payment.status === 'fail' || payment.status === 'cancel' ? payment.amount_minor : 0,
            ),
          ];
    return problems.map((problem) => ({ paymentId: payment.id, kind: payment.kind, status: payment.status, problem }));
  });
  const casinoRounds = casinoLedgerProblems(db, userId);
  const offers = [
    ...bonusesLedgerProblems(db, userId),
    ...cashbackLedgerProblems(db, userId),
    ...referralsLedgerProblems(db, userId),
    ...tournamentsLedgerProblems(db, userId),
  ];
  if (accounts.length === 0 && payments.length === 0 && casinoRounds.length === 0 && offers.length === 0) return { ok: true };
  return { ok: false, accounts, payments, ...(casinoRounds.length > 0 ? { casinoRounds } : {}), ...(offers.length > 0 ? { offers } : {}) };
}

/** GET /__control/ledger/check: the same check for every player; the players and accounts checked. */
export function checkWholeLedger(db: Db): { ok: boolean; players: number; accounts: number; problems: (LedgerCheck & { login: string })[] } {
  const users = db.prepare('SELECT id, login FROM users ORDER BY id').all() as { id: number; login: string }[];
  const problems = users.flatMap((user) => {
    const check = checkLedger(db, user.id);
    return check.ok ? [] : [{ login: user.login, ...check }];
  });
  const { accounts } = db.prepare('SELECT COUNT(*) AS accounts FROM accounts').get() as { accounts: number };
  return { ok: problems.length === 0, players: users.length, accounts, problems };
}
