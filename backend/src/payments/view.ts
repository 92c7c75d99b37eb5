import { toMajor } from '../accounts/money';
import type { Lang } from '../lang';
import type { PaymentRow } from './rows';
import { paymentPage, paymentsOf, type PaymentFilter } from './store';
import type { Db } from '../db/handle';

/** A payment as the player's API shows it (GET /web-api/payments/{paymentId}, the history's items). */
export function paymentView(row: PaymentRow, lang: Lang) {
  return {
    paymentId: row.id,
    kind: row.kind,
    status: row.status,
    amount: toMajor(row.amount_minor),
    fee: toMajor(row.fee_minor),
    currency: row.iso,
    accountId: row.account_id,
    method: { id: row.method_id, name: lang === 'en' ? row.method_name_en : row.method_name_ru },
    /** Withdrawals: the payout destination, masked; deposits: null. */
    details: row.details,
    /** A withdrawal still pending may be called off (POST …/withdrawals/{id}/cancel). */
    canCancel: row.kind === 'withdrawal' && row.status === 'pending',
    /** Why it ended as it did when a rule decided: `payer_excluded` (refused and refunded: payers.ts); else null. */
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
export type PaymentView = ReturnType<typeof paymentView>;

export function historyView(db: Db, userId: number, filter: PaymentFilter, lang: Lang) {
  const { rows, total } = paymentPage(db, userId, filter);
  return { items: rows.map((row) => paymentView(row, lang)), total, page: filter.page, pageSize: filter.pageSize };
}

/** GET /__control/payments/{login}: newest last, major units. */
export function controlPayments(db: Db, userId: number) {
  return paymentsOf(db, userId).map((row) => ({
    paymentId: row.id,
    kind: row.kind,
    status: row.status,
    amount: toMajor(row.amount_minor),
    method: row.method_id,
  }));
}

/** A payout destination as it is kept and shown: its last 4 characters. */
export function maskDetails(details: string): string {
  return details.length <= 4 ? details : `${'*'.repeat(4)}${details.slice(-4)}`;
}
