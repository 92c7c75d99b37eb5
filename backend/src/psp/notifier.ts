import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { SIGNATURE_HEADER, signBody, type PspCallback } from './contract';
import type { PspPaymentRow } from './rows';
import { findPspPayment, pspPaymentFields, recordCallbackAttempt } from './store';

/**
 * The provider's callbacks (docs/payments-api.md "Callback"): after every status change it POSTs
 * the payment as it is now, signed, to the operator's callback URL, over HTTP. An answer 2xx ends
 * the delivery; no answer, a 408, 425, 429 or 5xx is tried again after each of `retryDelaysMs`;
 * any other 4xx is the operator's final word and is not repeated. Every attempt is logged in
 * psp_callbacks. The hosted page hands a delivery to the background (the browser's redirect never
 * waits for it); the control API awaits it.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface NotifierOptions {
  db: Db;
  clock: Clock;
  secret: string;
  callbackUrl: string;
  fetch: Transport;
  retryDelaysMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export interface Delivery {
  delivered: boolean;
  attempts: number;
  /** The operator's last answer; null when none came. */
  httpStatus: number | null;
  error?: string;
}

export interface Notifier {
  /** Sends the payment's callback now, retrying as above; resolves with how it went. */
  deliver(paymentId: string): Promise<Delivery>;
  /** The same, in the background: never throws, never blocks the caller. */
  deliverLater(paymentId: string): void;
  /** Resolves once no background delivery is running (tests and shutdown). */
  settled(): Promise<void>;
}

/** How long one attempt may take before it counts as no answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const RETRYABLE = new Set([408, 425, 429]);
const retryable = (status: number | null) => status === null || RETRYABLE.has(status) || status >= 500;

export function callbackOf(row: PspPaymentRow): PspCallback {
  return { eventId: `${row.id}:${row.event_seq}`, ...pspPaymentFields(row) };
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) return resolve();
    // A waiting retry does not keep the process alive on shutdown.
    setTimeout(resolve, ms).unref();
  });

export function createNotifier(options: NotifierOptions): Notifier {
  const { db, clock, secret, callbackUrl } = options;
  const sleep = options.sleep ?? wait;
  const running = new Set<Promise<unknown>>();

  async function attempt(row: PspPaymentRow, number: number): Promise<{ status: number | null; error?: string }> {
    const callback = callbackOf(row);
    const body = JSON.stringify(callback);
    let result: { status: number | null; error?: string };
    try {
      const res = await options.fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body, clock.now()) },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      result = { status: res.status };
    } catch (error) {
      result = { status: null, error: error instanceof Error ? error.message : String(error) };
    }
    recordCallbackAttempt(db, {
      payment_id: row.id,
      event_id: callback.eventId,
      status: row.status,
      attempt: number,
      http_status: result.status,
      error: result.error ?? null,
      sent_at: clock.now(),
    });
    return result;
  }

  async function deliver(paymentId: string): Promise<Delivery> {
    let last: { status: number | null; error?: string } = { status: null, error: 'not sent' };
    const tries = options.retryDelaysMs.length + 1;
    for (let number = 1; number <= tries; number += 1) {
      // Each attempt tells the payment as it is then.
      const row = findPspPayment(db, paymentId);
      if (!row) return { delivered: false, attempts: number - 1, httpStatus: last.status, error: `No payment ${paymentId}` };
      last = await attempt(row, number);
      if (last.status !== null && last.status >= 200 && last.status < 300) {
        return { delivered: true, attempts: number, httpStatus: last.status };
      }
      if (!retryable(last.status) || number === tries) {
        return { delivered: false, attempts: number, httpStatus: last.status, ...(last.error ? { error: last.error } : {}) };
      }
      await sleep(options.retryDelaysMs[number - 1] ?? 0);
    }
    return { delivered: false, attempts: tries, httpStatus: last.status };
  }

  return {
    deliver,
    deliverLater(paymentId) {
      const job = deliver(paymentId)
        .then((delivery) => {
          if (!delivery.delivered) console.warn(`[psp] callback for ${paymentId} not delivered`, delivery);
        })
        .catch((error: unknown) => console.error(`[psp] callback for ${paymentId} failed`, error))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
