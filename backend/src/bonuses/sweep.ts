import { ACCOUNT_TYPE, accountInCurrency } from '../accounts/accounts';
import { balanceOf, LEDGER_KIND, moveMoney } from '../accounts/ledger';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { bonusRef, type BonusStatus } from './grant';
import { bonusesOf, closeBonusRow, findBonus, usersWithActiveBonuses, type BonusRow } from './store';
import { BONUS_SWEEP_EVERY_MS } from './terms';
import { wageringOf } from './wagering';

/**
 * What leaves the bonus account when a bonus closes (docs/bonuses.md "Release and forfeit"): the
 * account's balance beyond what the other bonuses still active on it were granted, never below zero.
 * So the winnings of bonus stakes go with the bonus they were wagered for, the money of another
 * open bonus stays, and a bonus already lost on bonus stakes moves nothing.
 */
export function closingShareMinor(db: Db, bonus: BonusRow): number {
  const others = db
    .prepare("SELECT COALESCE(SUM(amount_minor), 0) AS held FROM bonuses WHERE account_id = ? AND status = 'active' AND id <> ?")
    .get(bonus.account_id, bonus.id) as { held: number };
  return Math.max(0, balanceOf(db, bonus.account_id) - others.held);
}

/**
 * Closes an active bonus inside the caller's transaction: `wagered` moves its share from the bonus
 * account to the main (else a currency) account of its currency (`bonus_release`, minus and plus);
 * `forfeited` and `declined` take it off the bonus account (`bonus_forfeit`). Ref `bonus:<id>`.
 */
export function closeBonus(db: Db, now: number, bonus: BonusRow, status: Exclude<BonusStatus, 'active'>): void {
  const share = closingShareMinor(db, bonus);
  if (!closeBonusRow(db, bonus.id, status, now)) return;
  const ref = bonusRef(bonus.id);
  if (share === 0) return;
  if (status === 'wagered') {
    const main = accountInCurrency(db, bonus.user_id, bonus.iso, [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency]);
    moveMoney(db, { accountId: bonus.account_id, kind: LEDGER_KIND.bonus_release, amountMinor: -share, ref }, now);
    moveMoney(db, { accountId: main, kind: LEDGER_KIND.bonus_release, amountMinor: share, ref }, now);
  } else {
    moveMoney(db, { accountId: bonus.account_id, kind: LEDGER_KIND.bonus_forfeit, amountMinor: -share, ref }, now);
  }
}

function sweepUser(db: Db, now: number, userId: number): { released: number; forfeited: number } {
  let released = 0;
  let forfeited = 0;
  const bonuses = bonusesOf(db, userId);
  if (!bonuses.some((bonus) => bonus.status === 'active')) return { released, forfeited };
  for (const { bonus, wageredMinor } of wageringOf(db, bonuses)) {
    if (bonus.status !== 'active') continue;
    if (wageredMinor >= bonus.wager_required_minor) {
      closeBonus(db, now, bonus, 'wagered');
      released += 1;
    } else if (now >= bonus.deadline_at) {
      closeBonus(db, now, bonus, 'forfeited');
      forfeited += 1;
    }
  }
  return { released, forfeited };
}

/**
 * Releases every active bonus that is wagered and forfeits every one past its deadline, on the
 * backend clock: for one player (every bonuses read, the control read) or all of them (the timer).
 * Each player's bonuses in one transaction; running it twice moves nothing more.
 */
export function sweepBonuses(db: Db, now: number, userId?: number): { released: number; forfeited: number } {
  const users = userId === undefined ? usersWithActiveBonuses(db) : [userId];
  const total = { released: 0, forfeited: 0 };
  for (const user of users) {
    const done = db.transaction(() => sweepUser(db, now, user))();
    total.released += done.released;
    total.forfeited += done.forfeited;
  }
  return total;
}

/**
 * The player declines an active bonus (POST /web-api/bonuses/{id}/decline): a sweep first (one already
 * wagered or past its deadline ends that way), then it is forfeited as `declined`. Declining a
 * declined one again answers the same; null for a bonus that is not his.
 */
export function declineBonus(db: Db, now: number, userId: number, bonusId: number): BonusRow | null {
  return db.transaction(() => {
    if (!findBonus(db, userId, bonusId)) return null;
    sweepUser(db, now, userId);
    const bonus = findBonus(db, userId, bonusId)!;
    if (bonus.status === 'active') closeBonus(db, now, bonus, 'declined');
    return findBonus(db, userId, bonusId)!;
  })();
}

/** The running backend's timer (main.ts); returns its stop. */
export function startBonusSweeper(db: Db, clock: Clock): () => void {
  const timer = setInterval(() => {
    try {
      sweepBonuses(db, clock.now());
    } catch (error) {
      console.error('[bonuses] sweep failed', error);
    }
  }, BONUS_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
