import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { PAYMENT_STATUSES } from '@/lib/routes/values';
import { getJson, query, requestJson, type GetOptions } from './http';

/**
 * The cashier's endpoints (docs/payments-api.md): methods, a deposit through the provider's page,
 * a withdrawal with its hold and cancel, one payment's state, the history. Amounts in major units.
 */
export const PaymentKindSchema = z.enum(['deposit', 'withdrawal']);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const MethodSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  fee: z.object({ percent: z.number(), fixed: z.number() }),
  quickAmounts: z.array(z.number()),
  requiresDeposit: z.boolean(),
  /** Withdrawals: what the payout destination must look like. */
  details: z.nullable(z.object({ kind: z.string(), pattern: z.string() })),
});
export type PaymentMethod = z.infer<typeof MethodSchema>;

export const MethodsSchema = z.object({
  kind: PaymentKindSchema,
  accountId: z.int(),
  currency: z.string(),
  methods: z.array(MethodSchema),
  isAvailableFirstDepositBonus: z.optional(z.boolean()),
  withdrawable: z.optional(z.number()),
  identification: z.optional(z.object({ identified: z.boolean(), threshold: z.nullable(z.number()) })),
});
export type PaymentMethods = z.infer<typeof MethodsSchema>;

export const PaymentSchema = z.object({
  paymentId: z.string(),
  kind: PaymentKindSchema,
  status: PaymentStatusSchema,
  amount: z.number(),
  fee: z.number(),
  currency: z.string(),
  accountId: z.int(),
  method: z.object({ id: z.string(), name: z.string() }),
  details: z.nullable(z.string()),
  canCancel: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const HistorySchema = z.object({ items: z.array(PaymentSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type PaymentHistory = z.infer<typeof HistorySchema>;

export const StartedSchema = z.object({ paymentId: z.string(), redirectUrl: z.string() });

export const methodsKey = (kind: PaymentKind, lng: string, accountId?: number) => `/web-api/payments/methods${query({ kind, accountId, lng })}`;
export function fetchMethods(kind: PaymentKind, lng: string, accountId?: number, options: GetOptions = {}): Promise<PaymentMethods> {
  return getJson(methodsKey(kind, lng, accountId), MethodsSchema, options);
}

export const paymentKey = (paymentId: string, lng: string) => `/web-api/payments/${encodeURIComponent(paymentId)}${query({ lng })}`;
export function fetchPayment(paymentId: string, lng: string): Promise<Payment> {
  return getJson(paymentKey(paymentId, lng), PaymentSchema);
}

export interface HistoryQuery {
  lng: string;
  kind?: PaymentKind;
  status?: PaymentStatus;
  page: number;
  pageSize: number;
}
export const historyKey = (q: HistoryQuery) =>
  `/web-api/payments/history${query({ kind: q.kind, status: q.status, page: q.page, pageSize: q.pageSize, lng: q.lng })}`;
export function fetchHistory(q: HistoryQuery): Promise<PaymentHistory> {
  return getJson(historyKey(q), HistorySchema);
}

export interface DepositBody {
  methodId: string;
  amount: number;
  accountId?: number;
  bonusChoice: 0 | 1 | 2;
  returnUrl: string;
}
/** Starts a deposit: the provider's page (in the player's language) to send the browser to. One key per attempt. */
export function startDeposit(body: DepositBody, lng: string, idempotencyKey: string) {
  return requestJson(`/web-api/payments/deposits${query({ lng })}`, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: StartedSchema });
}

export interface WithdrawalBody {
  methodId: string;
  amount: number;
  details: string;
  accountId?: number;
}
/** Requests a withdrawal: the money is held until it is paid out, cancelled or declined. */
export function requestWithdrawal(body: WithdrawalBody, idempotencyKey: string) {
  return requestJson('/web-api/payments/withdrawals', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: PaymentSchema });
}

export function cancelWithdrawal(paymentId: string) {
  return requestJson(`/web-api/payments/withdrawals/${encodeURIComponent(paymentId)}/cancel`, { method: 'POST', schema: PaymentSchema });
}
