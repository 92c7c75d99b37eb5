import type { Clock } from '../clock';
import {
  CreatePaymentSchema,
  MethodsSchema,
  PaymentSchema,
  PspErrorSchema,
  SIGNATURE_HEADER,
  signBody,
  type CreatePayment,
  type MethodsCatalogue,
  type PspPayment,
} from '../psp/contract';
import type { Transport } from '../psp/notifier';

/**
 * The operator's side of the provider contract: its calls to the provider, over HTTP only
 * (docs/payments-api.md "Provider contract"). A provider that cannot be reached, answers 5xx or
 * answers something that does not parse is `PspUnavailable` (the routes answer 502
 * `psp_unavailable`); its refusals come back as `{ ok: false, status, code, detail }`.
 */
export class PspUnavailable extends Error {}

export interface PspRefusal {
  ok: false;
  status: number;
  code: string;
  detail: string;
  meta?: Record<string, unknown>;
}
export type PspAnswer = { ok: true; payment: PspPayment } | PspRefusal;

export interface PspClient {
  methods(): Promise<MethodsCatalogue>;
  create(request: CreatePayment): Promise<PspAnswer>;
  cancel(paymentId: string): Promise<PspAnswer>;
  refund(paymentId: string): Promise<PspAnswer>;
}

/** How long the method catalogue is kept before it is asked for again. */
export const METHODS_CACHE_MS = 60_000;
const CALL_TIMEOUT_MS = 10_000;

export function createPspClient(options: { apiUrl: string; secret: string; fetch: Transport; clock: Clock }): PspClient {
  const { apiUrl, secret, clock } = options;
  let cached: { at: number; catalogue: MethodsCatalogue } | undefined;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (text !== undefined) {
      headers['content-type'] = 'application/json';
      headers[SIGNATURE_HEADER] = signBody(secret, text, clock.now());
    }
    let res: Response;
    try {
      res = await options.fetch(new URL(path, apiUrl).toString(), { method, headers, body: text, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new PspUnavailable(`The payment provider did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (res.status >= 500) throw new PspUnavailable(`The payment provider answered ${res.status}`);
    try {
      return { status: res.status, json: await res.json() };
    } catch {
      throw new PspUnavailable(`The payment provider answered ${res.status} without JSON`);
    }
  }

  async function paymentCall(path: string, body: unknown): Promise<PspAnswer> {
    const { status, json } = await call('POST', path, body);
    if (status >= 200 && status < 300) {
      const payment = PaymentSchema.safeParse(json);
      if (!payment.success) throw new PspUnavailable('The payment provider answered a payment that does not parse');
      return { ok: true, payment: payment.data };
    }
    const refusal = PspErrorSchema.safeParse(json);
    if (!refusal.success) throw new PspUnavailable(`The payment provider answered ${status} without an error body`);
    const [first] = refusal.data.errors;
    return { ok: false, status, code: first?.code ?? 'psp_error', detail: first?.detail ?? '', ...(first?.meta ? { meta: first.meta } : {}) };
  }

  return {
    async methods() {
      if (cached && clock.now() - cached.at < METHODS_CACHE_MS && clock.now() >= cached.at) return cached.catalogue;
      const { status, json } = await call('GET', '/psp/api/methods');
      const parsed = MethodsSchema.safeParse(json);
      if (status !== 200 || !parsed.success) throw new PspUnavailable('The payment provider answered a method list that does not parse');
      cached = { at: clock.now(), catalogue: parsed.data };
      return parsed.data;
    },
    create: (request) => paymentCall('/psp/api/payments', CreatePaymentSchema.parse(request)),
    cancel: (paymentId) => paymentCall(`/psp/api/payments/${encodeURIComponent(paymentId)}/cancel`, { paymentId }),
    refund: (paymentId) => paymentCall(`/psp/api/payments/${encodeURIComponent(paymentId)}/refund`, { paymentId }),
  };
}
