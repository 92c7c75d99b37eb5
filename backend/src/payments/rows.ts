import type { PaymentStatus } from '../psp/contract';
import type { PaymentKind } from '../psp/methods';

/** Row types of this domain's tables as better-sqlite3 returns them. */
export type PaymentReason = 'payer_excluded';

export interface PaymentRow {
  id: string;
  user_id: number;
  account_id: number;
  kind: PaymentKind;
  method_id: string;
  method_name_ru: string;
  method_name_en: string;
  iso: string;
  amount_minor: number;
  fee_minor: number;
  status: PaymentStatus;
  bonus_choice: number;
  details: string | null;
  redirect_url: string | null;
  /** The provider's fingerprint of the payer's instrument (payers.ts); null while unknown. */
  payer_fingerprint: string | null;
  /** Why the payment ended as it did, when a rule decided it: `payer_excluded`. */
  reason: PaymentReason | null;
  /** Epoch ms the provider confirmed the money went back to the payer. */
  refunded_at: number | null;
  idempotency_key: string;
  body_hash: string;
  created_at: number;
  updated_at: number;
}

export interface PaymentEventRow {
  id: number;
  payment_id: string;
  source: 'created' | 'callback' | 'player' | 'refund';
  status: PaymentStatus;
  outcome: string;
  event_id: string | null;
  created_at: number;
}

export interface PaymentRequestRow {
  id: number;
  user_id: number;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: string | null;
  message: string;
  created_at: number;
}

export interface PaymentRequestAnswerRow {
  id: number;
  request_id: number;
  text_ru: string;
  text_en: string;
  created_at: number;
}
