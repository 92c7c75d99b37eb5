// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { findPspPayment } from '../../../backend/src/psp/store';
import { HOSTILE_RETURN_URLS } from '../../support/hostileReturnUrls';
import { codeOf, metaOf, paymentBackend, type PaymentBackend } from './paymentsHelpers';

/** The cashier's methods and deposits through the reference provider. */
type Method = { id: string; min: number; max: number; fee: { percent: number; fixed: number }; quickAmounts: number[]; details: unknown };
const methodsOf = async (backend: PaymentBackend, query: string) => (await backend.get(`/payments/methods?${query}`)).json;

describe('GET /web-api/payments/methods', () => {
  it('lists the deposit methods of the player\'s currency and country with limits and fees in major units', async () => {
    const backend = await paymentBackend();
    const res = await backend.get('/payments/methods?kind=deposit&lng=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({ kind: 'deposit', accountId: 5001, currency: 'RUB', isAvailableFirstDepositBonus: false });
    const methods = res.json.methods as Method[];
    expect(methods.map((m) => m.id)).toEqual(['card', 'lunapay', 'orbita', 'kvant', 'sbp', 'coinbridge']);
    expect(methods[0]).toEqual({
      id: 'card',
      type: 'card',
      name: 'Bank card',
      min: 100,
      max: 300000,
      fee: { percent: 0, fixed: 0 },
      quickAmounts: [500, 1000, 2500, 5000],
      requiresDeposit: true,
      details: null,
    });
    expect(methods.find((m) => m.id === 'orbita')!.fee).toEqual({ percent: 1, fixed: 0 });
    // Quick amounts stay within the method's limits.
    expect(methods.find((m) => m.id === 'coinbridge')!.quickAmounts).toEqual([1000, 2500, 5000]);
    const ru = (await backend.get('/payments/methods?kind=deposit&lng=ru')).json.methods[0];
    expect(ru.name).toBe('Банковская карта');
  });

  it('follows the account\'s currency and the player\'s country', async () => {
    const backend = await paymentBackend();
    await backend.control('PATCH', '/users/player@example.com', { balances: { USD: 50 } });
    const usdAccount = (await backend.get('/user/balance')).json.all_accounts.find((a: { iso: string }) => a.iso === 'USD').id;
    const usd = await methodsOf(backend, `kind=deposit&accountId=${usdAccount}&lng=en`);
    expect(usd.currency).toBe('USD');
    expect(usd.methods.map((m: Method) => m.id)).toEqual(['card', 'lunapay', 'kvant', 'bank-transfer', 'coinbridge']);
    // SBP serves Russia only.
    backend.db.prepare("UPDATE users SET country_code = 'de' WHERE id = 1001").run();
    const abroad = await methodsOf(backend, 'kind=deposit&lng=en');
    expect(abroad.methods.map((m: Method) => m.id)).toEqual(['card', 'lunapay', 'kvant', 'coinbridge']);
  });

  it('lists for a withdrawal only methods the player may use: deposited with, where the method needs it', async () => {
    const backend = await paymentBackend();
    const before = await methodsOf(backend, 'kind=withdrawal&lng=en');
    expect(before.methods.map((m: Method) => m.id)).toEqual(['sbp', 'coinbridge']);
    expect(before).toMatchObject({ withdrawable: 10000, identification: { identified: true, threshold: 15000 } });
    expect(before.methods[0].details).toEqual({ kind: 'phone', pattern: '^\\+[0-9]{10,15}$' });
    await backend.paidDeposit({ methodId: 'card' });
    const after = await methodsOf(backend, 'kind=withdrawal&lng=en');
    expect(after.methods.map((m: Method) => m.id)).toEqual(['card', 'sbp', 'coinbridge']);
    expect(after.methods[0]).toMatchObject({ min: 500, max: 150000, fee: { percent: 1.5, fixed: 0 } });
    // Kvant pays nothing out at all.
    await backend.paidDeposit({ methodId: 'kvant', amount: 100 });
    expect((await methodsOf(backend, 'kind=withdrawal')).methods.some((m: Method) => m.id === 'kvant')).toBe(false);
  });

  it('refuses a guest (401) and a bad kind (400); deposit methods refuse a banned player, withdrawal ones let the deduce level in', async () => {
    const backend = await paymentBackend({ login: 'banned@example.com' });
    expect((await backend.get('/payments/methods?kind=deposit', {})).status).toBe(401);
    expect((await backend.get('/payments/methods?kind=bet')).status).toBe(400);
    const deposit = await backend.get('/payments/methods?kind=deposit');
    expect(deposit.status).toBe(403);
    expect(codeOf(deposit)).toBe('banned');
    expect((await backend.get('/payments/methods?kind=withdrawal')).status).toBe(200);
  });
});

describe('POST /web-api/payments/deposits', () => {
  it('creates a pending payment at the provider and answers its id and hosted page', async () => {
    const backend = await paymentBackend();
    const res = await backend.deposit({ methodId: 'card', amount: 1500.5, returnUrl: '/en/onpay/success' }, { lng: 'en' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      paymentId: expect.stringMatching(/^pay_[0-9a-f]{24}$/),
      redirectUrl: `http://127.0.0.1:4000/psp/pay/${res.json.paymentId}?lng=en`,
    });
    expect(await backend.payment(res.json.paymentId)).toEqual({
      paymentId: res.json.paymentId,
      kind: 'deposit',
      status: 'pending',
      amount: 1500.5,
      fee: 0,
      currency: 'RUB',
      accountId: 5001,
      method: { id: 'card', name: 'Bank card' },
      details: null,
      canCancel: false,
      reason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // The provider has it, with the site's page as its return address.
    expect(findPspPayment(backend.db, res.json.paymentId)).toMatchObject({
      kind: 'deposit',
      amount_minor: 150050,
      currency: 'RUB',
      status: 'pending',
      return_url: 'http://localhost/en/onpay/success',
    });
    // Nothing moved.
    expect(await backend.money()).toBe(10000);
    expect(ledgerOf(backend.db, 5001)).toHaveLength(1);
  });

  it('holds the amount to the method\'s limits: amount_below_min, amount_above_max (422, with the limits)', async () => {
    const backend = await paymentBackend();
    const below = await backend.deposit({ methodId: 'card', amount: 99.99 });
    expect(below.status).toBe(422);
    expect(codeOf(below)).toBe('amount_below_min');
    expect(metaOf(below)).toEqual({ min: 100, max: 300000, iso: 'RUB' });
    const above = await backend.deposit({ methodId: 'orbita', amount: 50000.01 });
    expect(codeOf(above)).toBe('amount_above_max');
    expect(metaOf(above)).toEqual({ min: 100, max: 50000, iso: 'RUB' });
    expect((await backend.deposit({ methodId: 'card', amount: 100 })).status).toBe(201);
    expect((await backend.deposit({ methodId: 'card', amount: 300000 })).status).toBe(201);
    expect((await backend.deposit({ methodId: 'card', amount: 10.005 })).status).toBe(400);
    expect((await backend.deposit({ methodId: 'card', amount: -5 })).status).toBe(400);
  });

  it('refuses an unknown method, one not in this currency or country, and the bonus account', async () => {
    const backend = await paymentBackend();
    expect(codeOf(await backend.deposit({ methodId: 'paypal' }))).toBe('method_unavailable');
    expect(codeOf(await backend.deposit({ methodId: 'bank-transfer' }))).toBe('method_unavailable');
    backend.db.prepare("UPDATE users SET country_code = 'de' WHERE id = 1001").run();
    const sbp = await backend.deposit({ methodId: 'sbp' });
    expect(sbp.status).toBe(422);
    expect(codeOf(sbp)).toBe('method_unavailable');
    const bonus = await backend.deposit({ accountId: 5002 });
    expect(bonus.status).toBe(422);
    expect(codeOf(bonus)).toBe('account_not_allowed');
    expect(codeOf(await backend.deposit({ accountId: 5011 }))).toBe('account_not_found');
  });

  it('needs a signed-in, unbanned player who accepted the terms, and an Idempotency-Key', async () => {
    const backend = await paymentBackend();
    expect((await backend.deposit({}, { headers: {} })).status).toBe(401);
    const noKey = await backend.deposit({}, { key: null });
    expect(noKey.status).toBe(400);
    expect(codeOf(noKey)).toBe('idempotency_key_required');
    expect(codeOf(await backend.deposit({}, { key: 'k'.repeat(101) }))).toBe('idempotency_key_required');
    const banned = await paymentBackend({ login: 'banned@example.com' });
    const refused = await banned.deposit({});
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('banned');
    const terms = await paymentBackend({ login: 'terms@example.com' });
    expect((await terms.deposit({})).status).toBe(451);
  });

  it('gives the same payment for the same key and body, refuses the key with another body (409)', async () => {
    const backend = await paymentBackend();
    const first = await backend.deposit({ amount: 700 }, { key: 'same' });
    const again = await backend.deposit({ amount: 700 }, { key: 'same' });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    const other = await backend.deposit({ amount: 800 }, { key: 'same' });
    expect(other.status).toBe(409);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    expect((await backend.control('GET', '/payments/player@example.com')).json).toHaveLength(1);
  });

  it('takes a returnUrl that is a page of the site (path or absolute on its origin) and refuses anything else', async () => {
    const backend = await paymentBackend({ siteUrl: 'https://www.betsite.example' });
    const ok = async (returnUrl: string) => {
      const res = await backend.deposit({ returnUrl });
      expect(res.status, returnUrl).toBe(201);
      return findPspPayment(backend.db, res.json.paymentId)!.return_url;
    };
    expect(await ok('/ru/onpay/success')).toBe('https://www.betsite.example/ru/onpay/success');
    expect(await ok('https://www.betsite.example/en/onpay/pending?x=1')).toBe('https://www.betsite.example/en/onpay/pending?x=1');
    for (const returnUrl of [
      ...HOSTILE_RETURN_URLS.map((hostile) => hostile.value),
      ...HOSTILE_RETURN_URLS.map((hostile) => `https://www.betsite.example${hostile.value.startsWith('/') ? '' : '/'}${hostile.value}`),
      'https://evil.example/en/onpay/success',
      'http://www.betsite.example/en/onpay/success',
      'https://www.betsite.example.evil.example/en/onpay',
      '/onpay/success',
      'onpay/success',
    ]) {
      if (returnUrl.length === 0) continue;
      const res = await backend.deposit({ returnUrl });
      expect(res.status, returnUrl).toBe(400);
      expect(['invalid_return_url', 'validation']).toContain(codeOf(res));
    }
  });

  it('without SITE_URL resolves a path against the address the site forwarded', async () => {
    const backend = await paymentBackend();
    const res = await backend.deposit(
      { returnUrl: '/ru/onpay/success' },
      { headers: { ...backend.headers, 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' } },
    );
    expect(findPspPayment(backend.db, res.json.paymentId)!.return_url).toBe('http://localhost:3000/ru/onpay/success');
  });

  it('credits a currency account when asked, and pays the first-deposit bonus once with the chosen bonus', async () => {
    const backend = await paymentBackend({ login: 'fresh@example.com' });
    expect((await methodsOf(backend, 'kind=deposit')).isAvailableFirstDepositBonus).toBe(true);
    const id = await backend.paidDeposit({ amount: 2000, bonusChoice: 1 });
    const balance = (await backend.get('/user/balance')).json;
    expect(balance).toMatchObject({ balance: 2000, bonus: 2000, is_available_first_deposit_bonus: false });
    const bonusAccount = balance.all_accounts.find((a: { type: number }) => a.type === 4);
    // The bonus is granted through bonuses/grant.ts: its row names the bonus, which names the payment (docs/bonuses.md).
    const bonusId = (backend.db.prepare("SELECT id FROM bonuses WHERE source = 'first_deposit' AND source_ref = ?").get(`payment:${id}`) as { id: number }).id;
    expect(ledgerOf(backend.db, bonusAccount.id).map((row) => [row.kind, row.amount_minor, row.ref])).toEqual([['bonus', 200000, `bonus:${bonusId}`]]);
    expect((await backend.get('/user/config')).json.result.has_deposit).toBe(true);
    // A second deposit gets no bonus.
    await backend.paidDeposit({ amount: 500, bonusChoice: 1 });
    expect((await backend.get('/user/balance')).json).toMatchObject({ balance: 2500, bonus: 2000 });
    // A currency account is credited in its currency.
    await backend.control('PATCH', '/users/fresh@example.com', { balances: { EUR: 0 } });
    const eur = (await backend.get('/user/balance')).json.all_accounts.find((a: { iso: string }) => a.iso === 'EUR');
    await backend.paidDeposit({ accountId: eur.id, amount: 25, methodId: 'lunapay' });
    expect(await backend.money(eur.id)).toBe(25);
    expect(await backend.ledgerCheck('fresh@example.com')).toEqual({ ok: true });
  });

  it('declining the bonus (0) pays none', async () => {
    const backend = await paymentBackend({ login: 'fresh@example.com' });
    await backend.paidDeposit({ amount: 2000, bonusChoice: 0 });
    expect((await backend.get('/user/balance')).json).toMatchObject({ balance: 2000, bonus: 0, is_available_first_deposit_bonus: false });
  });

  it('holds the player\'s deposit limit before the provider hears of it: the payment that would pass it is refused, nothing recorded', async () => {
    const backend = await paymentBackend();
    const V3 = '/limit-service-api/api/external/web/v3';
    const saved = await backend.call('POST', `${V3}/limits`, {
      body: { limits: [{ limitType: 20, limitValue: 2000 }] },
      headers: { ...backend.headers, 'x-language': 'en' },
    });
    expect(saved.json.status).toBe(200);
    expect((await backend.deposit({ amount: 1500 })).status).toBe(201);
    const over = await backend.deposit({ amount: 600 });
    expect([over.status, codeOf(over), metaOf(over)]).toEqual([403, 'limit_exceeded', { limitType: 20, left: 500, iso: 'RUB' }]);
    expect(over.json.title).toMatch(/500/);
    expect((await backend.deposit({ amount: 500 })).status).toBe(201);
    expect((await backend.control('GET', '/payments/player@example.com')).json).toHaveLength(2);
  });

  it('answers 502 psp_unavailable when the provider cannot be reached, and records nothing', async () => {
    const backend = await paymentBackend({ payments: { fetch: async () => { throw new TypeError('connect ECONNREFUSED'); } } });
    const res = await backend.deposit({});
    expect(res.status).toBe(502);
    expect(codeOf(res)).toBe('psp_unavailable');
    expect((await backend.control('GET', '/payments/player@example.com')).json).toEqual([]);
  });
});
