import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameText } from '../auth/signed';

/**
 * The wire contract between the operator and the payment provider (docs/payments-api.md "Provider
 * contract"): both sides import it as they would a provider's SDK, and talk only over HTTP.
 *
 * Every server-to-server body (the operator's calls to the provider and the provider's callbacks)
 * is signed with the shared secret (PSP_SECRET): header `X-Psp-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA256(secret, `${t}.${raw body}`). The receiver recomputes it over the exact bytes
 * it got, compares in constant time and refuses a `t` more than SIGNATURE_TOLERANCE_SECONDS away
 * from its own clock.
 */
export const SIGNATURE_HEADER = 'X-Psp-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const PAYMENT_STATUSES = ['pending', 'success', 'fail', 'cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_STATUSES: readonly PaymentStatus[] = ['success', 'fail', 'cancel'];
export const isFinal = (status: PaymentStatus) => FINAL_STATUSES.includes(status);

/** The provider's payment ids: `pay_` and 24 hex digits. */
export const PAYMENT_ID_PATTERN = 'pay_[0-9a-f]{24}';
export const PaymentIdSchema = z.string().regex(new RegExp(`^${PAYMENT_ID_PATTERN}$`), 'must be a payment id such as pay_0123456789abcdef01234567');

const hex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The signature header's value for a body sent now (epoch ms). */
export function signBody(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hex(secret, `${t}.${body}`)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'expired' | 'mismatch';

/** Checks a received body against its signature header, in constant time for the digest. */
export function verifyBody(secret: string, body: string, header: string | undefined, nowMs: number): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  // The digest first: a forged header learns nothing from how old its timestamp is.
  if (!sameText(v1, hex(secret, `${t}.${body}`))) return 'mismatch';
  if (Math.abs(Math.floor(nowMs / 1000) - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  return 'ok';
}

const kind = z.enum(['deposit', 'withdrawal']);
const currency = z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code such as RUB');
const amountMinor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /psp/api/payments: the operator asks for a payment (a deposit page or a payout). */
export const CreatePaymentSchema = z.strictObject({
  /** The operator's own reference, unique per payment: creation is idempotent on it. */
  orderId: z.string().min(1).max(100),
  kind,
  methodId: z.string().min(1).max(40),
  amountMinor,
  currency,
  /** The player's country (lower-case ISO code): some methods serve only some countries. */
  country: z.string().regex(/^[a-z]{2}$/).optional(),
  /** The operator's player id, for the provider's records. */
  customerId: z.string().min(1).max(64),
  /** Deposits: where the hosted page sends the browser back (absolute http(s) URL). */
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048).optional(),
  /** Withdrawals: the payout destination (card number, wallet id, phone, IBAN or address). */
  details: z.string().min(1).max(100).optional(),
  /** The hosted page's language. */
  lng: z.enum(['ru', 'en']).optional(),
});
export type CreatePayment = z.infer<typeof CreatePaymentSchema>;

/** The provider's view of a payment: the answer to create and cancel, and the callback's body. */
export const PaymentSchema = z.object({
  paymentId: PaymentIdSchema,
  orderId: z.string(),
  kind,
  status: z.enum(PAYMENT_STATUSES),
  methodId: z.string(),
  amountMinor,
  feeMinor: z.number().int().min(0),
  currency,
  /** Deposits: the hosted payment page; withdrawals: null. */
  redirectUrl: z.string().nullable(),
  /**
   * The payer's instrument, the same for the same card, wallet, phone, IBAN or address on every
   * payment and never the number itself (fingerprint.ts); null until the payer is known (a deposit
   * before its page). Optional on the wire: a provider without it sends none.
   */
  payerFingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits').nullish(),
  /** A successful deposit given back to the payer (POST …/refund): when; else null. */
  refundedAt: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PspPayment = z.infer<typeof PaymentSchema>;

/** POST <callback URL>: the payment as it is now, with the id of this status change. */
export const CallbackSchema = PaymentSchema.omit({ redirectUrl: true }).extend({
  /** `<paymentId>:<n>`: the n-th status change; every retry of one change carries the same id. */
  eventId: z.string().min(1).max(100),
});
export type PspCallback = z.infer<typeof CallbackSchema>;

/** POST /psp/api/payments/{paymentId}/cancel: the operator calls off a payment still pending. */
export const CancelPaymentSchema = z.strictObject({ paymentId: PaymentIdSchema });

/** POST /psp/api/payments/{paymentId}/refund: the operator gives a successful deposit back to its payer (the same body). */
export const RefundPaymentSchema = CancelPaymentSchema;

/** A method's amount range for one currency and direction (min–max, minor units), and its fee. */
const amountRangeView = z.object({
  min: amountMinor,
  max: amountMinor,
  feeBasisPoints: z.number().int().min(0),
  feeFixedMinor: z.number().int().min(0),
});

/** GET /psp/api/methods: the catalogue. */
export const MethodsSchema = z.object({
  methods: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['card', 'ewallet', 'bank_transfer', 'crypto']),
      name: z.object({ ru: z.string(), en: z.string() }),
      withdrawalNeedsDeposit: z.boolean(),
      details: z.object({ kind: z.enum(['card', 'wallet', 'phone', 'account', 'address']), pattern: z.string() }),
      countries: z.array(z.string()).nullable(),
      currencies: z.record(z.string(), z.object({ deposit: amountRangeView.optional(), withdrawal: amountRangeView.optional() })),
    }),
  ),
});
export type MethodsCatalogue = z.infer<typeof MethodsSchema>;
export type CatalogueMethod = MethodsCatalogue['methods'][number];
export type CatalogueAmountRange = z.infer<typeof amountRangeView>;

/** The provider's refusals: `{ errors: [{ code, detail, meta? }] }` like the operator's own. */
export const PspErrorSchema = z.object({
  errors: z.array(z.object({ code: z.string(), detail: z.string(), meta: z.record(z.string(), z.unknown()).optional() })).min(1),
});
