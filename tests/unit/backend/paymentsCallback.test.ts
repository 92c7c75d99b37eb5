// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { paymentEvents } from '../../../backend/src/payments/store';
import { callbackOf } from '../../../backend/src/psp/notifier';
import { settlePspPayment } from '../../../backend/src/psp/provider';
import { callbackAttempts, findPspPayment } from '../../../backend/src/psp/store';
import { paymentBackend, type PaymentBackend } from './paymentsHelpers';

/** The provider's signed callback credits a deposit once, and nothing else moves money. */
async function pendingDeposit(backend: PaymentBackend, amount = 1000) {
  const created = await backend.deposit({ amount });
  expect(created.status).toBe(201);
  return created.json.paymentId as string;
}

/** The provider's callback body for the payment after it moved to `status` at the provider. */
function providerCallback(backend: PaymentBackend, paymentId: string, status: 'success' | 'fail' | 'pending' | 'cancel') {
  settlePspPayment(backend.db, backend.clock.now(), paymentId, status);
  return callbackOf(findPspPayment(backend.db, paymentId)!);
}

const depositRows = (backend: PaymentBackend) => ledgerOf(backend.db, 5001).filter((row) => row.kind === 'deposit');

describe('POST /web-api/payments/callback', () => {
  it('credits a successful deposit once, however many times the callback comes', async () => {
    const backend = await paymentBackend();
    const id = await pendingDeposit(backend, 1234.56);
    expect(await backend.money()).toBe(10000);
    const body = providerCallback(backend, id, 'success');
    const first = await backend.sendCallback(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, paymentId: id, status: 'success', changed: true });
    expect(await backend.money()).toBe(11234.56);
    // Replays: the same body again, newly signed, and the control API telling success again.
    for (let i = 0; i < 3; i += 1) {
      const again = await backend.sendCallback(body);
      expect(again.status).toBe(200);
      expect((await again.json()).changed).toBe(false);
    }
    expect((await backend.complete(id, 'success')).status).toBe(200);
    expect(await backend.money()).toBe(11234.56);
    expect(depositRows(backend).map((row) => [row.amount_minor, row.ref])).toEqual([[123456, `payment:${id}`]]);
    expect((await backend.payment(id)).status).toBe('success');
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });

  it('refuses a bad, missing, malformed or stale signature with 401: nothing credited', async () => {
    const backend = await paymentBackend();
    const id = await pendingDeposit(backend);
    const body = providerCallback(backend, id, 'success');
    const text = JSON.stringify(body);
    const wrongSecret = await backend.sendCallback(text, { secret: 'not-the-secret' });
    const missing = await backend.sendCallback(text, { signature: null });
    const malformed = await backend.sendCallback(text, { signature: 'sha256=abc' });
    const stale = await backend.sendCallback(text, { at: backend.clock.now() - 10 * 60 * 1000 });
    // A body changed after signing (the amount raised) does not match its signature.
    const signed = (await import('../../../backend/src/psp/contract')).signBody('test-psp-secret', text, backend.clock.now());
    const tampered = await backend.sendCallback({ ...body, amountMinor: 9_999_999 }, { signature: signed });
    for (const res of [wrongSecret, missing, malformed, stale, tampered]) {
      expect(res.status).toBe(401);
      expect((await res.json()).errors[0].code).toBe('invalid_signature');
    }
    expect(await backend.money()).toBe(10000);
    expect((await backend.payment(id)).status).toBe('pending');
    expect(depositRows(backend)).toEqual([]);
  });

  it('refuses an amount, currency or kind that is not the payment\'s with 422, logs it, and credits nothing', async () => {
    const backend = await paymentBackend();
    const id = await pendingDeposit(backend, 1000);
    const body = providerCallback(backend, id, 'success');
    const cases = [
      [{ ...body, amountMinor: 1_000_000 }, 'amount_mismatch'],
      [{ ...body, amountMinor: 99_999 }, 'amount_mismatch'],
      [{ ...body, currency: 'USD' }, 'currency_mismatch'],
      [{ ...body, kind: 'withdrawal' }, 'kind_mismatch'],
    ] as const;
    for (const [tampered, code] of cases) {
      const res = await backend.sendCallback(tampered);
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0].code).toBe(code);
    }
    expect(await backend.money()).toBe(10000);
    expect((await backend.payment(id)).status).toBe('pending');
    expect(paymentEvents(backend.db, id).map((event) => event.outcome)).toEqual([
      'applied',
      'refused:amount_mismatch',
      'refused:amount_mismatch',
      'refused:currency_mismatch',
      'refused:kind_mismatch',
    ]);
    // The true callback still goes through afterwards.
    expect((await backend.sendCallback(body)).status).toBe(200);
    expect(await backend.money()).toBe(11000);
  });

  it('fail and cancel credit nothing; pending stays pending; a final payment keeps its status', async () => {
    const backend = await paymentBackend();
    const failed = await pendingDeposit(backend);
    const cancelled = await pendingDeposit(backend);
    const waiting = await pendingDeposit(backend);
    expect((await backend.complete(failed, 'fail')).json).toMatchObject({ status: 'fail', delivered: true });
    expect((await backend.complete(cancelled, 'cancel')).json).toMatchObject({ status: 'cancel', delivered: true });
    expect((await backend.complete(waiting, 'pending')).json).toMatchObject({ status: 'pending', delivered: true });
    expect(await backend.money()).toBe(10000);
    expect((await backend.payment(failed)).status).toBe('fail');
    expect((await backend.payment(cancelled)).status).toBe('cancel');
    expect((await backend.payment(waiting)).status).toBe('pending');
    // A failed payment told success later (a forged or confused callback): 409, nothing moves.
    const late = await backend.sendCallback({ ...callbackOf(findPspPayment(backend.db, failed)!), status: 'success' });
    expect(late.status).toBe(409);
    expect((await late.json()).errors[0].code).toBe('payment_final');
    // The provider itself refuses to change a final payment.
    const again = await backend.complete(failed, 'success');
    expect(again.status).toBe(409);
    expect(again.json.errors[0].code).toBe('payment_final');
    // The pending one can still succeed.
    await backend.complete(waiting, 'success');
    expect(await backend.money()).toBe(11000);
    expect(depositRows(backend)).toHaveLength(1);
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });

  it('a pending callback arriving after the final one changes nothing', async () => {
    const backend = await paymentBackend();
    const id = await pendingDeposit(backend);
    const pending = callbackOf(findPspPayment(backend.db, id)!);
    await backend.complete(id, 'success');
    const stale = await backend.sendCallback(pending);
    expect(stale.status).toBe(200);
    expect((await stale.json()).status).toBe('success');
    expect(await backend.money()).toBe(11000);
  });

  it('is 404 for an unknown payment and 400 for a body that is not a callback, signed or not', async () => {
    const backend = await paymentBackend();
    const id = await pendingDeposit(backend);
    const body = providerCallback(backend, id, 'success');
    const unknown = await backend.sendCallback({ ...body, paymentId: 'pay_000000000000000000000000' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].code).toBe('payment_not_found');
    const shapeless = await backend.sendCallback({ paymentId: id, status: 'success' });
    expect(shapeless.status).toBe(400);
    expect(await backend.money()).toBe(10000);
  });

  it('takes no Origin rule (server to server) but keeps JSON: a signed call from anywhere passes, a browser form does not', async () => {
    const backend = await paymentBackend();
    const id = await pendingDeposit(backend);
    const body = JSON.stringify(providerCallback(backend, id, 'success'));
    const { signBody } = await import('../../../backend/src/psp/contract');
    const crossSite = await backend.app.request('/web-api/payments/callback', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://psp.example',
        'sec-fetch-site': 'cross-site',
        'X-Psp-Signature': signBody('test-psp-secret', body, backend.clock.now()),
      },
      body,
    });
    expect(crossSite.status).toBe(200);
    // Unsigned from a hostile page: refused by its signature, not let through.
    const forged = await backend.app.request('/web-api/payments/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body,
    });
    expect(forged.status).toBe(401);
    const form = await backend.app.request('/web-api/payments/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'paymentId=x',
    });
    expect(form.status).toBe(415);
    // Every other state-changing payment call keeps the site's Origin rule.
    const deposit = await backend.deposit({}, { headers: { ...backend.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(deposit.status).toBe(403);
    expect(deposit.json.errors[0].code).toBe('cross_origin');
  });
});

describe('the provider\'s callback delivery', () => {
  it('retries an unanswered or 5xx callback and stops at the first 2xx; the control call answers once delivered', async () => {
    let failures = 2;
    const backendRef: { current?: PaymentBackend } = {};
    const backend = await paymentBackend({
      payments: {
        fetch: async (url, init) => {
          const app = backendRef.current!.app;
          if (url.endsWith('/web-api/payments/callback') && failures > 0) {
            failures -= 1;
            if (failures === 1) throw new TypeError('fetch failed');
            return new Response('busy', { status: 503 });
          }
          return app.request(url, init);
        },
      },
    });
    backendRef.current = backend;
    const id = await pendingDeposit(backend);
    const done = await backend.complete(id, 'success');
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ paymentId: id, kind: 'deposit', status: 'success', delivered: true, attempts: 3 });
    expect(callbackAttempts(backend.db, id).map((a) => [a.attempt, a.http_status, a.status])).toEqual([
      [1, null, 'success'],
      [2, 503, 'success'],
      [3, 200, 'success'],
    ]);
    expect(await backend.money()).toBe(11000);
  });

  it('gives up after the retries: the control call answers 502 callback_not_delivered and nothing is credited', async () => {
    const backendRef: { current?: PaymentBackend } = {};
    const backend = await paymentBackend({
      payments: {
        fetch: async (url, init) =>
          url.endsWith('/web-api/payments/callback') ? new Response('down', { status: 500 }) : backendRef.current!.app.request(url, init),
      },
    });
    backendRef.current = backend;
    const id = await pendingDeposit(backend);
    const done = await backend.complete(id, 'success');
    expect(done.status).toBe(502);
    expect(done.json.errors[0]).toMatchObject({ code: 'callback_not_delivered', meta: { delivered: false, attempts: 4, httpStatus: 500 } });
    expect((await backend.payment(id)).status).toBe('pending');
    expect(await backend.money()).toBe(10000);
  });

  it('does not repeat a callback the operator refused with a 4xx (its final word)', async () => {
    const backendRef: { current?: PaymentBackend } = {};
    let sent = 0;
    const backend = await paymentBackend({
      payments: {
        fetch: async (url, init) => {
          if (!url.endsWith('/web-api/payments/callback')) return backendRef.current!.app.request(url, init);
          sent += 1;
          return Response.json({ errors: [{ code: 'invalid_signature', detail: 'no' }] }, { status: 401 });
        },
      },
    });
    backendRef.current = backend;
    const id = await pendingDeposit(backend);
    const done = await backend.complete(id, 'success');
    expect(done.status).toBe(502);
    expect(done.json.errors[0].meta).toMatchObject({ attempts: 1, httpStatus: 401 });
    expect(sent).toBe(1);
    expect(await backend.money()).toBe(10000);
  });
});
