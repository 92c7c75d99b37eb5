// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callbackOf } from '../../../backend/src/psp/notifier';
import { callbackAttempts, findPspPayment } from '../../../backend/src/psp/store';
import { setCookies } from './authHelpers';
import { V3 } from './limitsHelpers';
import { CARDS, cardForm, codeOf, paymentBackend, type PaymentBackend } from './paymentsHelpers';

/**
 * A self-excluded player's card opens no account and funds no other (docs/payments-api.md "Payer
 * fingerprint", payments/payers.ts): the provider tells a fingerprint of the card with each payment,
 * the operator refuses a deposit paid with an instrument of a player whose restriction runs, and the
 * provider gives the money back.
 */
const REG = '/web-api/user/registration';
const PAY = { amount: 250, currency: 'EUR', country_id: 12, return_url: '/en/onpay/{status}' };
const CARD_DIGITS = CARDS.success.replace(/\s/g, '');

/** The card typed on the provider's page (3-D Secure answered), and the callback delivered. */
async function payOnPage(backend: PaymentBackend, url: string, card: string) {
  const posted = await backend.page(url, cardForm(card));
  if (card === CARDS.threeDs) await backend.page(url, 'action=verify&code=123456');
  await backend.payments.settled();
  return posted;
}

/** The seeded player pays 1000 with the test card, then excludes himself for 7 days. */
async function excludedAfterPaying(options: Parameters<typeof paymentBackend>[0] = {}, made?: (backend: PaymentBackend) => void) {
  const backend = await paymentBackend(options);
  made?.(backend);
  const created = await backend.deposit({ amount: 1000 });
  await payOnPage(backend, created.json.redirectUrl, CARDS.success);
  expect((await backend.payment(created.json.paymentId)).status).toBe('success');
  const excluded = await backend.call('POST', `${V3}/limits`, {
    body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] },
    headers: { ...backend.headers, 'x-language': 'en' },
  });
  expect(excluded.status).toBe(200);
  return { backend, firstPaymentId: created.json.paymentId as string };
}

/** Another seeded player (fresh@example.com: RUB, balance 0) and his deposits. */
async function otherPlayer(backend: PaymentBackend) {
  const headers = { cookie: `ua=${(await backend.signIn('fresh@example.com')).ua}` };
  const deposit = async (card: string) => {
    const created = await backend.deposit({ amount: 500 }, { headers });
    expect(created.status).toBe(201);
    await payOnPage(backend, created.json.redirectUrl, card);
    const view = (await backend.get(`/payments/${created.json.paymentId}?lng=en`, headers)).json;
    return { paymentId: created.json.paymentId as string, view };
  };
  const money = async () => (await backend.get('/user/balance', headers)).json.all_accounts[0].money as number;
  return { deposit, money };
}

const pspRow = (backend: PaymentBackend, paymentId: string) => findPspPayment(backend.db, paymentId)!;

describe('pay and play with a self-excluded player\'s card', () => {
  it.each([
    ['ru', 'Этим способом оплаты пользуется игрок с действующим самоисключением'],
    ['en', 'This card or wallet belongs to a player under a self-exclusion'],
  ])('in %s: is refused and refunded, and the closed account can never be claimed', async (lng, title) => {
    const { backend } = await excludedAfterPaying();
    const started = await backend.call('POST', `${REG}/pay_and_play?lng=${lng}`, { body: PAY });
    expect(started.status).toBe(201);
    const { paymentId, redirectUrl } = started.json as { paymentId: string; redirectUrl: string };
    await payOnPage(backend, redirectUrl, CARDS.success);

    const claimHeaders = { cookie: `pay_and_play=${setCookies(started).pay_and_play?.value}` };
    const claim = () => backend.call('POST', `${REG}/pay_and_play/claim`, { body: { payment_id: paymentId }, headers: claimHeaders });
    const refused = await claim();
    expect([refused.status, codeOf(refused)]).toEqual([403, 'payer_excluded']);
    expect(refused.json).toMatchObject({ status: 403, title: expect.stringContaining(title), errors: [{ meta: { status: 'fail', refunded: true } }] });
    expect(setCookies(refused).ua).toBeUndefined();
    // Asked again: still refused, nobody ever gets in.
    expect(codeOf(await claim())).toBe('payer_excluded');

    // The provider took the money and gave it back; the operator credited nothing.
    expect(pspRow(backend, paymentId)).toMatchObject({ status: 'success', refunded_at: expect.any(Number) });
    const payment = backend.db.prepare('SELECT user_id, status, reason, refunded_at FROM payments WHERE id = ?').get(paymentId) as Record<string, unknown>;
    expect(payment).toMatchObject({ status: 'fail', reason: 'payer_excluded', refunded_at: expect.any(Number) });
    const rows = backend.db.prepare('SELECT COUNT(*) AS n FROM ledger_entries l JOIN accounts a ON a.id = l.account_id WHERE a.user_id = ?').get(payment.user_id) as { n: number };
    expect(rows.n).toBe(0);
    expect((await backend.control('GET', '/ledger/check')).json).toMatchObject({ ok: true });
  });
});

describe('a deposit into another account with that card', () => {
  it('is refused and refunded; another card passes; once the exclusion is over the card passes again', async () => {
    const { backend, firstPaymentId } = await excludedAfterPaying();
    const other = await otherPlayer(backend);

    const refused = await other.deposit(CARDS.success);
    expect(refused.view).toMatchObject({ status: 'fail', reason: 'payer_excluded' });
    expect(pspRow(backend, refused.paymentId)).toMatchObject({ status: 'success', refunded_at: expect.any(Number) });
    expect(await other.money()).toBe(0);

    const passed = await other.deposit(CARDS.threeDs);
    expect(passed.view).toMatchObject({ status: 'success', reason: null });
    expect(pspRow(backend, passed.paymentId).refunded_at).toBeNull();
    expect(await other.money()).toBe(500);

    // The same card, the same fingerprint; another card, another.
    const fingerprint = (id: string) => pspRow(backend, id).payer_fingerprint;
    expect(fingerprint(refused.paymentId)).toBe(fingerprint(firstPaymentId));
    expect(fingerprint(passed.paymentId)).not.toBe(fingerprint(firstPaymentId));

    // The self-exclusion runs 7 days: after it the card is a card like any other.
    await backend.control('POST', '/clock', { offsetSeconds: 8 * 86_400 });
    const later = await otherPlayer(backend);
    expect((await later.deposit(CARDS.success)).view).toMatchObject({ status: 'success', reason: null });
    expect(await later.money()).toBe(1000);
    expect((await backend.control('GET', '/ledger/check')).json).toMatchObject({ ok: true });
  });
});

describe('a wallet or phone, as a card', () => {
  it('a payout to a phone makes it the player\'s; while he is timed out a deposit from that phone is refused, another phone passes', async () => {
    const backend = await paymentBackend();
    expect((await backend.withdraw({ methodId: 'sbp', amount: 500, details: '+7 999 123-45-67' })).status).toBe(201);
    const timedOut = await backend.call('POST', `${V3}/limits`, {
      body: { limits: [{ limitType: 33, limitValue: 7 }] },
      headers: { ...backend.headers, 'x-language': 'en' },
    });
    expect(timedOut.status).toBe(200);
    const headers = { cookie: `ua=${(await backend.signIn('fresh@example.com')).ua}` };
    const bySbp = async (phone: string) => {
      const created = await backend.deposit({ methodId: 'sbp', amount: 300 }, { headers });
      await backend.page(created.json.redirectUrl, `action=confirm&payer=${encodeURIComponent(phone)}`);
      await backend.payments.settled();
      return (await backend.get(`/payments/${created.json.paymentId}?lng=en`, headers)).json;
    };
    expect(await bySbp('+79991234567')).toMatchObject({ status: 'fail', reason: 'payer_excluded' });
    expect(await bySbp('+79990000000')).toMatchObject({ status: 'success', reason: null });
    expect((await backend.control('GET', '/ledger/check')).json).toMatchObject({ ok: true });
  });
});

describe('the payer fingerprint', () => {
  it('is 64 hex digits in the callback and the payment, and never holds the card number', async () => {
    const { backend, firstPaymentId } = await excludedAfterPaying();
    const row = pspRow(backend, firstPaymentId);
    expect(row.payer_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const told = JSON.stringify(callbackOf(row));
    expect(told).toContain(`"payerFingerprint":"${row.payer_fingerprint}"`);
    expect(told).not.toContain(CARD_DIGITS);
    const kept = JSON.stringify(backend.db.prepare('SELECT * FROM payments').all());
    expect(kept).toContain(row.payer_fingerprint!);
    expect(kept).not.toContain(CARD_DIGITS);
    expect(JSON.stringify(backend.db.prepare('SELECT * FROM psp_payments').all())).not.toContain(CARD_DIGITS);
  });
});

describe('a refund the provider does not take at once', () => {
  it('leaves the callback unacknowledged (502), so the provider\'s next delivery asks again; refunded once', async () => {
    const late: { backend?: PaymentBackend } = {};
    let refundsDown = 1;
    const { backend } = await excludedAfterPaying({
      payments: {
        fetch: async (url, init) => {
          if (url.endsWith('/refund') && refundsDown > 0) {
            refundsDown -= 1;
            throw new Error('connection reset');
          }
          return late.backend!.app.request(url, init);
        },
      },
    }, (made) => void (late.backend = made));
    const other = await otherPlayer(backend);
    const refused = await other.deposit(CARDS.success);
    expect(callbackAttempts(backend.db, refused.paymentId).map((attempt) => attempt.http_status)).toEqual([502, 200]);
    expect(refused.view).toMatchObject({ status: 'fail', reason: 'payer_excluded' });
    expect(pspRow(backend, refused.paymentId).refunded_at).toEqual(expect.any(Number));
    const events = backend.db.prepare('SELECT source, outcome FROM payment_events WHERE payment_id = ? ORDER BY id').all(refused.paymentId);
    expect(events).toEqual([
      { source: 'created', outcome: 'applied' },
      { source: 'callback', outcome: 'refused:payer_excluded' },
      { source: 'refund', outcome: 'applied' },
    ]);
  });
});
