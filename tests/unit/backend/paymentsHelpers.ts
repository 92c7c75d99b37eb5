import { signBody } from '../../../backend/src/psp/contract';
import type { PspCallback } from '../../../backend/src/psp/contract';
import { makeBackend, TEST_PSP_SECRET } from './helpers';
import { httpCall, listen } from './httpServer';

/** A card form that pays with the given test card. */
export const cardForm = (cardNumber: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ action: 'pay', cardNumber, expiry: '12/39', cvc: '123', holder: 'Ivan Petrov', ...extra }).toString();

export const CARDS = {
  success: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  pending: '4000 0000 0000 0077',
  threeDs: '4000 0000 0000 3220',
} as const;

/** A signed-in player on a fresh backend whose payments run in process, with the calls the payment tests make. */
export async function paymentBackend(options: { login?: string } & Parameters<typeof makeBackend>[0] = {}) {
  const { login = 'player@example.com', ...rest } = options;
  const backend = makeBackend(rest);
  const { ua } = await backend.signIn(login);
  const headers = { cookie: `ua=${ua}` };
  let keys = 0;
  const nextKey = () => `pay-key-${(keys += 1)}`;

  const get = (path: string, h: Record<string, string> = headers) => backend.call('GET', `/web-api${path}`, { headers: h });
  const control = (method: string, path: string, body?: unknown) => backend.call(method, `/__control${path}`, { body });

  /** POST /web-api/payments/deposits (a new key unless one is given; null: none). */
  const deposit = (body: Record<string, unknown>, opts: { key?: string | null; headers?: Record<string, string>; lng?: string } = {}) => {
    const key = opts.key === undefined ? nextKey() : opts.key;
    return backend.call('POST', `/web-api/payments/deposits?lng=${opts.lng ?? 'en'}`, {
      body: { methodId: 'card', amount: 1000, bonusChoice: 0, returnUrl: '/en/onpay/success', ...body },
      headers: { ...(opts.headers ?? headers), ...(key === null ? {} : { 'Idempotency-Key': key }) },
    });
  };

  const withdraw = (body: Record<string, unknown>, opts: { key?: string | null; headers?: Record<string, string> } = {}) => {
    const key = opts.key === undefined ? nextKey() : opts.key;
    return backend.call('POST', '/web-api/payments/withdrawals?lng=en', {
      body: { methodId: 'sbp', amount: 500, details: '+79991234567', ...body },
      headers: { ...(opts.headers ?? headers), ...(key === null ? {} : { 'Idempotency-Key': key }) },
    });
  };

  const cancel = (paymentId: string, h: Record<string, string> = headers) =>
    backend.call('POST', `/web-api/payments/withdrawals/${paymentId}/cancel?lng=en`, { headers: h });

  /** The provider finishes the payment and tells the operator (the control API). */
  const complete = (paymentId: string, status: string) => control('POST', `/payments/${paymentId}/complete`, { status });

  /** GET /web-api/payments/{id}. */
  const payment = async (paymentId: string) => (await get(`/payments/${paymentId}?lng=en`)).json;

  /** A deposit created and paid: its id. */
  const paidDeposit = async (body: Record<string, unknown> = {}) => {
    const created = await deposit(body);
    if (created.status !== 201) throw new Error(`deposit not created: ${JSON.stringify(created.json)}`);
    const done = await complete(created.json.paymentId, 'success');
    if (done.status !== 200) throw new Error(`deposit not completed: ${JSON.stringify(done.json)}`);
    return created.json.paymentId as string;
  };

  /** Money of one of the player's accounts, in major units. */
  const money = async (accountId = 5001) => {
    const accounts = (await get('/user/balance')).json.all_accounts as { id: number; money: number }[];
    return accounts.find((account) => account.id === accountId)?.money;
  };

  const ledgerCheck = async (who = login) => (await control('GET', `/ledger/${who}/check`)).json;

  /** The hosted page (GET, or the form POSTed with the page's own origin). */
  const page = (url: string, form?: string, extraHeaders: Record<string, string> = {}) =>
    backend.app.request(
      url,
      form === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000', ...extraHeaders },
            body: form,
          },
    );

  /** Sends a callback body to the operator as the provider would (signed unless told otherwise). */
  const sendCallback = (body: PspCallback | Record<string, unknown> | string, opts: { signature?: string | null; secret?: string; at?: number } = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const signature = opts.signature === undefined ? signBody(opts.secret ?? TEST_PSP_SECRET, text, opts.at ?? backend.clock.now()) : opts.signature;
    return backend.app.request('/web-api/payments/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'X-Psp-Signature': signature }) },
      body: text,
    });
  };

  return { ...backend, login, headers, nextKey, get, control, deposit, withdraw, cancel, complete, payment, paidDeposit, money, ledgerCheck, page, sendCallback };
}

export type PaymentBackend = Awaited<ReturnType<typeof paymentBackend>>;

/**
 * The same on a real local port (httpServer.ts; closeServers() after each test): the operator calls
 * the provider, and the provider sends its callbacks, over HTTP; `http` calls the backend as the
 * signed-in player's browser does. `callbackUrl`: another address for the callbacks.
 */
export async function paymentBackendOverHttp(options: Parameters<typeof paymentBackend>[0] & { callbackUrl?: string } = {}) {
  const { callbackUrl, ...rest } = options;
  const port = await listen();
  const backend = await paymentBackend({
    ...rest,
    payments: {
      fetch: (url, init) => fetch(url, init),
      config: { pspApiUrl: port.base, pspPublicUrl: port.base, callbackUrl: callbackUrl ?? `${port.base}/web-api/payments/callback` },
    },
  });
  port.attach(backend.app);
  const http = (method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) =>
    httpCall(port.base, method, path, { ...opts, headers: { cookie: backend.headers.cookie, ...opts.headers } });
  return { ...backend, base: port.base, http };
}

/** The error code of an answer (its first entry). */
export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json?.errors?.[0]?.code;
export const metaOf = (res: { json: { errors?: { meta?: Record<string, unknown> }[] } }) => res.json?.errors?.[0]?.meta;
