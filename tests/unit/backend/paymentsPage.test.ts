// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callbackAttempts } from '../../../backend/src/psp/store';
import { CARDS, cardForm, paymentBackend, type PaymentBackend } from './paymentsHelpers';

/** The provider's hosted page, its test cards, 3-D Secure, and the way back to the site. */
async function pageFor(backend: PaymentBackend, body: Record<string, unknown> = {}, lng = 'en') {
  const created = await backend.deposit({ amount: 1000, returnUrl: '/en/onpay/success', ...body }, { lng });
  expect(created.status).toBe(201);
  return { paymentId: created.json.paymentId as string, url: created.json.redirectUrl as string };
}

const redirectOf = (res: Response) => {
  const location = res.headers.get('location');
  return location ? new URL(location, 'http://127.0.0.1:4000') : null;
};

describe('GET /psp/pay/{paymentId}', () => {
  it('renders the card form in the asked language, with the amount, fee, test cards and labelled fields', async () => {
    const backend = await paymentBackend();
    const { url } = await pageFor(backend, { methodId: 'card', amount: 1500 });
    const res = await backend.page(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The form posts to the page itself, whose answer redirects to the site.
    expect(csp).toContain("form-action 'self' http://localhost");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Bank card');
    expect(html).toMatch(/1,500\.00/);
    for (const field of ['cardNumber', 'expiry', 'cvc', 'holder']) {
      expect(html).toContain(`<label for="${field}">`);
      expect(html).toContain(`id="${field}" name="${field}"`);
    }
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
    expect(html).not.toContain('<script');
    const ru = await (await backend.page(url.replace('lng=en', 'lng=ru'))).text();
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('Номер карты');
    expect(ru).toContain('Оплатить');
  });

  it('shows other methods a confirm/cancel page', async () => {
    const backend = await paymentBackend();
    const { url } = await pageFor(backend, { methodId: 'orbita', amount: 1000 });
    const html = await (await backend.page(url)).text();
    expect(html).toContain('Orbita Money');
    // 1 % fee on top: 1,010.00 to pay.
    expect(html).toMatch(/10\.00/);
    expect(html).toMatch(/1,010\.00/);
    expect(html).toContain('value="confirm"');
    expect(html).toContain('value="cancel"');
    // The payer's wallet in that method: its fingerprint goes with the payment (docs/payments-api.md "Payer fingerprint").
    expect(html).toContain('<label for="payer">Wallet number</label>');
    expect(html).not.toContain('cardNumber');
  });

  it('is a 404 page for an unknown payment or a withdrawal', async () => {
    const backend = await paymentBackend();
    const unknown = await backend.page('/psp/pay/pay_000000000000000000000000?lng=en');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');
    const { paymentId } = (await backend.withdraw({ amount: 100 })).json;
    expect((await backend.page(`/psp/pay/${paymentId}`)).status).toBe(404);
  });
});

describe('POST /psp/pay/{paymentId}: the test cards', () => {
  const cases = [
    ['success', CARDS.success, 'success', 11000],
    ['decline', CARDS.decline, 'fail', 10000],
    ['pending', CARDS.pending, 'pending', 10000],
  ] as const;

  it.each(cases)('%s card: redirects to the return URL with the outcome, the callback follows', async (_name, card, status, money) => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend);
    const res = await backend.page(url, cardForm(card));
    expect(res.status).toBe(303);
    const target = redirectOf(res)!;
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost/en/onpay/success');
    expect(Object.fromEntries(target.searchParams)).toEqual({ paymentId, status });
    await backend.payments.settled();
    expect(callbackAttempts(backend.db, paymentId).map((a) => [a.status, a.http_status])).toEqual([[status, 200]]);
    expect((await backend.payment(paymentId)).status).toBe(status);
    expect(await backend.money()).toBe(money);
    // The page now only shows the outcome and the way back.
    const after = await (await backend.page(url)).text();
    expect(after).not.toContain('cardNumber');
    expect(after).toContain(`paymentId=${paymentId}`);
    // Posting again changes nothing.
    expect(redirectOf(await backend.page(url, cardForm(CARDS.success)))!.pathname).toBe(`/psp/pay/${paymentId}`);
    await backend.payments.settled();
    expect(await backend.money()).toBe(money);
  });

  it('a pending card payment can still be finished by the provider later', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend);
    await backend.page(url, cardForm(CARDS.pending));
    await backend.payments.settled();
    await backend.complete(paymentId, 'success');
    expect(await backend.money()).toBe(11000);
  });

  it('3-D Secure: the card asks for a code next; 123456 succeeds', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend);
    const first = await backend.page(url, cardForm(CARDS.threeDs));
    expect(first.status).toBe(303);
    expect(redirectOf(first)!.pathname).toBe(`/psp/pay/${paymentId}`);
    const step = await (await backend.page(url)).text();
    expect(step).toContain('3-D Secure');
    expect(step).toContain('<label for="code">');
    expect(step).toContain('autocomplete="one-time-code"');
    // Not 6 digits: the field says so, nothing decided.
    const bad = await backend.page(url, 'action=verify&code=12');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('aria-invalid="true"');
    const ok = await backend.page(url, 'action=verify&code=123456');
    expect(Object.fromEntries(redirectOf(ok)!.searchParams)).toEqual({ paymentId, status: 'success' });
    await backend.payments.settled();
    expect(await backend.money()).toBe(11000);
  });

  it('3-D Secure: any other code fails the payment', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend);
    await backend.page(url, cardForm(CARDS.threeDs));
    const res = await backend.page(url, 'action=verify&code=654321');
    expect(Object.fromEntries(redirectOf(res)!.searchParams)).toEqual({ paymentId, status: 'fail' });
    await backend.payments.settled();
    expect((await backend.payment(paymentId)).status).toBe('fail');
    expect(await backend.money()).toBe(10000);
  });

  it('shows each field\'s error next to it (422), keeps what was typed but the CVC, and decides nothing', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend, {}, 'ru');
    const res = await backend.page(url, new URLSearchParams({ action: 'pay', cardNumber: '4111 1111 1111 1112', expiry: '13/30', cvc: '12', holder: '' }).toString());
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    for (const field of ['cardNumber', 'expiry', 'cvc', 'holder']) {
      expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${field}-error`));
      expect(html).toContain(`<p class="error" id="${field}-error">`);
    }
    expect(html).toContain('value="4111 1111 1111 1112"');
    expect(html).toContain('Номер карты — 16 цифр');
    // A valid number that is not a test card, and an expired card.
    const other = await (await backend.page(url, cardForm('5555 5555 5555 4444', { expiry: '01/20' }))).text();
    expect(other).toContain('только тестовые карты');
    expect(other).toContain('Срок действия карты истёк');
    expect((await backend.payment(paymentId)).status).toBe('pending');
  });

  it('the cancel button cancels (even with an empty form) and goes back with status=cancel', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend, { returnUrl: '/ru/onpay/cancel?from=recharge' });
    const res = await backend.page(url, 'action=cancel');
    const target = redirectOf(res)!;
    expect(target.pathname).toBe('/ru/onpay/cancel');
    expect(Object.fromEntries(target.searchParams)).toEqual({ from: 'recharge', paymentId, status: 'cancel' });
    await backend.payments.settled();
    expect((await backend.payment(paymentId)).status).toBe('cancel');
  });

  it('confirm on another method succeeds with the payer\'s account in it, and asks for it again when missing or malformed', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend, { methodId: 'sbp', amount: 2000 });
    const missing = await backend.page(url, 'action=confirm');
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('<label for="payer">Phone number</label>');
    const malformed = await backend.page(url, 'action=confirm&payer=12345');
    expect(malformed.status).toBe(422);
    expect(await malformed.text()).toContain('Check the number: it is not in the form given under the field.');
    expect((await backend.payment(paymentId)).status).toBe('pending');
    const res = await backend.page(url, `action=confirm&payer=${encodeURIComponent('+7 999 123-45-67')}`);
    expect(redirectOf(res)!.searchParams.get('status')).toBe('success');
    await backend.payments.settled();
    expect((await backend.payment(paymentId)).status).toBe('success');
    expect(await backend.money()).toBe(12000);
  });

  it('takes the form only from the page itself: another origin 403, not a form 415, over 16 KiB 413', async () => {
    const backend = await paymentBackend();
    const { paymentId, url } = await pageFor(backend);
    const cross = await backend.page(url, cardForm(CARDS.success), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const site = await backend.page(url, cardForm(CARDS.success), { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' });
    expect(site.status).toBe(403);
    const json = await backend.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4000' }, body: '{}' });
    expect(json.status).toBe(415);
    expect((await backend.page(url, `${cardForm(CARDS.success)}&pad=${'x'.repeat(20_000)}`)).status).toBe(413);
    expect((await backend.payment(paymentId)).status).toBe('pending');
  });
});

describe('the provider\'s merchant API', () => {
  it('refuses an unsigned or wrongly signed create or cancel (401)', async () => {
    const backend = await paymentBackend();
    const body = JSON.stringify({ orderId: 'x', kind: 'deposit', methodId: 'card', amountMinor: 10000, currency: 'RUB', customerId: '1', returnUrl: 'http://localhost/en' });
    const unsigned = await backend.app.request('/psp/api/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    expect((await unsigned.json()).errors[0].code).toBe('invalid_signature');
    const { signBody } = await import('../../../backend/src/psp/contract');
    const wrong = await backend.app.request('/psp/api/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Psp-Signature': signBody('nope', body, backend.clock.now()) },
      body,
    });
    expect(wrong.status).toBe(401);
    const methods = await backend.app.request('/psp/api/methods');
    expect(methods.status).toBe(200);
    expect((await methods.json()).methods).toHaveLength(7);
  });

  it('is idempotent on the order id: the same order gives the same payment, other terms 409', async () => {
    const backend = await paymentBackend();
    const { signBody } = await import('../../../backend/src/psp/contract');
    const send = (payload: Record<string, unknown>) => {
      const body = JSON.stringify(payload);
      return backend.app.request('/psp/api/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Psp-Signature': signBody('test-psp-secret', body, backend.clock.now()) },
        body,
      });
    };
    const order = { orderId: 'order-1', kind: 'deposit', methodId: 'card', amountMinor: 10000, currency: 'RUB', customerId: '1', returnUrl: 'http://localhost/en' };
    const first = await send(order);
    expect(first.status).toBe(201);
    const again = await send({ ...order });
    expect(again.status).toBe(200);
    expect((await again.json()).paymentId).toBe((await first.json()).paymentId);
    const other = await send({ ...order, amountMinor: 20000 });
    expect(other.status).toBe(409);
    expect((await other.json()).errors[0].code).toBe('order_conflict');
  });
});

describe('a {status} segment in the return URL', () => {
  it('is replaced by the outcome, so each outcome lands on its own page', async () => {
    const backend = await paymentBackend();
    const { url } = await pageFor(backend, { returnUrl: '/ru/onpay/{status}' }, 'ru');
    const res = await backend.page(url, cardForm(CARDS.decline));
    const target = redirectOf(res)!;
    expect(target.pathname).toBe('/ru/onpay/fail');
    expect(target.searchParams.get('status')).toBe('fail');
  });
});
