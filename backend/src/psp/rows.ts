import type { PaymentKind } from './methods';
import type { PaymentStatus } from './contract';

/** The hosted page's step: the card form (or confirm page), the 3-D Secure code, or nothing left to do. */
export type PageStep = 'form' | '3ds' | 'done';

export interface PspPaymentRow {
  id: string;
  order_id: string;
  request_hash: string;
  kind: PaymentKind;
  method_id: string;
  amount_minor: number;
  fee_minor: number;
  currency: string;
  customer_id: string;
  status: PaymentStatus;
  step: PageStep;
  return_url: string | null;
  details: string | null;
  card_last4: string | null;
  payer_fingerprint: string | null;
  refunded_at: number | null;
  lng: 'ru' | 'en';
  event_seq: number;
  created_at: number;
  updated_at: number;
}

export interface PspCallbackRow {
  id: number;
  payment_id: string;
  event_id: string;
  status: PaymentStatus;
  attempt: number;
  http_status: number | null;
  error: string | null;
  sent_at: number;
}
