import type { Db } from '../db/handle';
import type { PaymentStatus } from '../psp/contract';
import type { PaymentKind } from '../psp/methods';
import type { PaymentEventRow, PaymentRow } from './rows';

/** The operator's payment SQL. */
export function findPayment(db: Db, id: string): PaymentRow | undefined {
  return db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow | undefined;
}

/** One of the player's own payments (another player's is as unknown). */
export function findOwnPayment(db: Db, userId: number, id: string): PaymentRow | undefined {
  return db.prepare('SELECT * FROM payments WHERE id = ? AND user_id = ?').get(id, userId) as PaymentRow | undefined;
}

export function findPaymentByKey(db: Db, userId: number, kind: PaymentKind, key: string): PaymentRow | undefined {
  return db.prepare('SELECT * FROM payments WHERE user_id = ? AND kind = ? AND idempotency_key = ?').get(userId, kind, key) as
    | PaymentRow
    | undefined;
}

/** Inserts the payment unless its id or (player, kind, key) is already there; true when inserted. */
export function insertPayment(db: Db, row: PaymentRow): boolean {
  const result = db
    .prepare(
      `INSERT INTO payments (id, user_id, account_id, kind, method_id, method_name_ru, method_name_en, iso, amount_minor, fee_minor,
         status, bonus_choice, details, redirect_url, payer_fingerprint, reason, refunded_at, idempotency_key, body_hash, created_at, updated_at)
       VALUES (@id, @user_id, @account_id, @kind, @method_id, @method_name_ru, @method_name_en, @iso, @amount_minor, @fee_minor,
         @status, @bonus_choice, @details, @redirect_url, @payer_fingerprint, @reason, @refunded_at, @idempotency_key, @body_hash, @created_at, @updated_at)
       ON CONFLICT DO NOTHING`,
    )
    .run(row);
  return result.changes === 1;
}

/** pending → another status, only from pending: true when this call made the change. */
export function leavePending(db: Db, id: string, status: PaymentStatus, now: number): boolean {
  return db.prepare("UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'").run(status, now, id).changes === 1;
}

export function insertPaymentEvent(db: Db, event: Omit<PaymentEventRow, 'id'>): void {
  db.prepare(
    'INSERT INTO payment_events (payment_id, source, status, outcome, event_id, created_at) VALUES (@payment_id, @source, @status, @outcome, @event_id, @created_at)',
  ).run(event);
}

export function paymentEvents(db: Db, paymentId: string): PaymentEventRow[] {
  return db.prepare('SELECT * FROM payment_events WHERE payment_id = ? ORDER BY id').all(paymentId) as PaymentEventRow[];
}

/** The methods the player has made a successful deposit with. */
export function depositedMethodIds(db: Db, userId: number): Set<string> {
  const rows = db.prepare("SELECT DISTINCT method_id FROM payments WHERE user_id = ? AND kind = 'deposit' AND status = 'success'").all(userId) as {
    method_id: string;
  }[];
  return new Set(rows.map((row) => row.method_id));
}

/** Every payment of the player, oldest first. */
export function paymentsOf(db: Db, userId: number): PaymentRow[] {
  return db.prepare('SELECT * FROM payments WHERE user_id = ? ORDER BY created_at, rowid').all(userId) as PaymentRow[];
}

export interface PaymentFilter {
  kind?: PaymentKind;
  status?: PaymentStatus;
  /** Epoch ms: from ≤ created_at < to. */
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** One page of the player's payments, newest first, and how many match in all. */
export function paymentPage(db: Db, userId: number, filter: PaymentFilter): { rows: PaymentRow[]; total: number } {
  const where = ['user_id = @userId'];
  const params: Record<string, string | number> = { userId };
  const add = (clause: string, name: string, value: string | number | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    params[name] = value;
  };
  add('kind = @kind', 'kind', filter.kind);
  add('status = @status', 'status', filter.status);
  add('created_at >= @from', 'from', filter.from);
  add('created_at < @to', 'to', filter.to);
  const sql = where.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM payments WHERE ${sql}`).get(params) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM payments WHERE ${sql} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }) as PaymentRow[];
  return { rows, total };
}

/** The ledger rows a payment justifies, summed per kind. */
export function paymentLedger(db: Db, paymentId: string): Map<string, { count: number; sum: number }> {
  const rows = db
    .prepare('SELECT kind, COUNT(*) AS count, SUM(amount_minor) AS sum FROM ledger_entries WHERE ref = ? GROUP BY kind')
    .all(`payment:${paymentId}`) as { kind: string; count: number; sum: number }[];
  return new Map(rows.map((row) => [row.kind, { count: row.count, sum: row.sum }]));
}

export const paymentRef = (paymentId: string) => `payment:${paymentId}`;
