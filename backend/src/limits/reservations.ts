import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertDepositAllowed } from './enforce';
import { DEPOSIT_RESERVATION_TTL_MS } from './usage';

/**
 * A deposit's check against the deposit limits and the hold of its amount, as one step
 * (ARCHITECTURE.md "Money and limits", docs/limits-api.md "Enforcement functions"). The cashier asks the
 * provider between its check and its payment row (payments/deposits.ts), so a check alone would let
 * deposits sent at once each read the same usage and all pass. The reservation row is written in
 * the same transaction as the check and counted by the deposit usage (usage.ts) until the payment
 * row takes its place (released in that row's transaction) or the provider call fails (released).
 */
export interface DepositReservation {
  userId: number;
  /** The deposit's Idempotency-Key: the same key in flight twice is one deposit, counted once. */
  key: string;
  iso: string;
  amountMinor: number;
}

/**
 * Checks the deposit against the player's restrictions and deposit limits (assertDepositAllowed,
 * throwing its refusal) and reserves its amount. BEGIN IMMEDIATE takes the database's write lock
 * before the usage is read, so another request, or another backend process on the same file, waits
 * and then reads this reservation instead of the same old sum.
 */
export function reserveDeposit(db: Db, reservation: DepositReservation, nowMs: number, lang: Lang): void {
  db.transaction(() => {
    const held = db
      .prepare('SELECT 1 FROM deposit_reservations WHERE user_id = ? AND idempotency_key = ? AND created_at > ?')
      .get(reservation.userId, reservation.key, nowMs - DEPOSIT_RESERVATION_TTL_MS);
    // The same deposit asked twice at once: it was checked and is counted already.
    if (held) return;
    assertDepositAllowed(db, reservation.userId, reservation.amountMinor, Math.floor(nowMs / 1000), lang, reservation.iso);
    db.prepare(
      `INSERT INTO deposit_reservations (user_id, idempotency_key, iso, amount_minor, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, idempotency_key) DO UPDATE SET iso = excluded.iso, amount_minor = excluded.amount_minor, created_at = excluded.created_at`,
    ).run(reservation.userId, reservation.key, reservation.iso, reservation.amountMinor, nowMs);
  }).immediate();
}

/**
 * Ends a reservation: its payment row now counts instead, or there will be none. Inside the
 * caller's transaction when it has one. Reservations no process released (it died while the
 * provider was asked) no longer count (usage.ts) and go too.
 */
export function releaseDeposit(db: Db, userId: number, key: string, nowMs: number): void {
  db.prepare('DELETE FROM deposit_reservations WHERE (user_id = ? AND idempotency_key = ?) OR created_at <= ?').run(
    userId,
    key,
    nowMs - DEPOSIT_RESERVATION_TTL_MS,
  );
}
