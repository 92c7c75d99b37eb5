// @vitest-environment node
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callbackAttempts } from '../../../backend/src/psp/store';
import { closeServers, passThrough } from './httpServer';
import { CARDS, cardForm, paymentBackendOverHttp } from './paymentsHelpers';

/**
 * The operator and the provider over real HTTP on a local port — the operator's call to
 * the provider, the browser's form post and redirect, and the provider's signed callback.
 */
afterEach(closeServers);

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  passThrough(`http://127.0.0.1:${port}`);
  return port;
}

describe('payments over real HTTP', () => {
  it('deposit → hosted page → card → redirect → signed callback → balance', async () => {
    const backend = await paymentBackendOverHttp();
    const { base } = backend;
    const cookie = backend.headers.cookie;

    const created = await fetch(`${base}/web-api/payments/deposits?lng=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': 'http-1', origin: base },
      body: JSON.stringify({ methodId: 'card', amount: 2500, bonusChoice: 0, returnUrl: '/en/onpay/success' }),
    });
    expect(created.status).toBe(201);
    const { paymentId, redirectUrl } = (await created.json()) as { paymentId: string; redirectUrl: string };
    expect(redirectUrl).toBe(`${base}/psp/pay/${paymentId}?lng=en`);

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Card number');

    const posted = await fetch(redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: cardForm(CARDS.success),
    });
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.get('location')!);
    expect(location.pathname).toBe('/en/onpay/success');
    expect(location.searchParams.get('status')).toBe('success');

    // The callback went over the network, signed, in the background of the redirect.
    await backend.payments.settled();
    expect(callbackAttempts(backend.db, paymentId).map((a) => a.http_status)).toEqual([200]);
    const state = await fetch(`${base}/web-api/payments/${paymentId}`, { headers: { cookie } });
    expect(((await state.json()) as { status: string }).status).toBe('success');
    expect(await backend.money()).toBe(12500);

    // A withdrawal and its completion by the control API, over HTTP too.
    const held = await fetch(`${base}/web-api/payments/withdrawals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': 'http-2', origin: base },
      body: JSON.stringify({ methodId: 'card', amount: 1000, details: '4111111111111111' }),
    });
    expect(held.status).toBe(201);
    const withdrawal = ((await held.json()) as { paymentId: string }).paymentId;
    const done = await fetch(`${base}/__control/payments/${withdrawal}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'success' }),
    });
    expect(await done.json()).toEqual({ paymentId: withdrawal, kind: 'withdrawal', status: 'success', delivered: true, attempts: 1 });
    expect(await backend.money()).toBe(11500);
    const check = await fetch(`${base}/__control/ledger/player@example.com/check`);
    expect(await check.json()).toEqual({ ok: true });
  });

  it('a callback URL nobody answers at is tried again, then reported undelivered; nothing is credited', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}/web-api/payments/callback`;
    const backend = await paymentBackendOverHttp({ callbackUrl: dead });
    const { paymentId } = (await backend.deposit({ amount: 1000 })).json;
    const done = await backend.complete(paymentId, 'success');
    expect(done.status).toBe(502);
    expect(done.json.errors[0].code).toBe('callback_not_delivered');
    expect(callbackAttempts(backend.db, paymentId).map((a) => [a.attempt, a.http_status])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
    expect(await backend.money()).toBe(10000);
  });
});
