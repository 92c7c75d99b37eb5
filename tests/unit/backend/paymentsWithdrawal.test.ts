// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { findPspPayment } from '../../../backend/src/psp/store';
import { codeOf, metaOf, paymentBackend } from './paymentsHelpers';

/** A withdrawal holds the money at once; cancel and decline give it back, success keeps it out. */
const rowsOf = (backend: Awaited<ReturnType<typeof paymentBackend>>, accountId = 5001) =>
  ledgerOf(backend.db, accountId).map((row) => [row.kind, row.amount_minor]);

describe('POST /web-api/payments/withdrawals', () => {
  it('holds the amount at once (a withdrawal_hold row), pending at the provider', async () => {
    const backend = await paymentBackend();
    const res = await backend.withdraw({ methodId: 'sbp', amount: 2500.25, details: '+7 999 123 45 67' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      kind: 'withdrawal',
      status: 'pending',
      amount: 2500.25,
      fee: 0,
      currency: 'RUB',
      accountId: 5001,
      method: { id: 'sbp', name: 'Fast bank transfer (SBP)' },
      details: '****4567',
      canCancel: true,
      reason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      balance: 7499.75,
    });
    expect(await backend.money()).toBe(7499.75);
    expect(rowsOf(backend)).toEqual([
      ['adjustment', 1000000],
      ['withdrawal_hold', -250025],
    ]);
    expect(findPspPayment(backend.db, res.json.paymentId)).toMatchObject({ kind: 'withdrawal', status: 'pending', details: '+79991234567' });
    expect(await backend.payment(res.json.paymentId)).toMatchObject({ kind: 'withdrawal', status: 'pending', details: '****4567', canCancel: true });
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });

  it('cancel while pending releases the hold (withdrawal_release) and tells the provider; a second cancel is 409', async () => {
    const backend = await paymentBackend();
    const { paymentId } = (await backend.withdraw({ amount: 3000 })).json;
    expect(await backend.money()).toBe(7000);
    const cancelled = await backend.cancel(paymentId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ paymentId, status: 'cancel', canCancel: false });
    expect(await backend.money()).toBe(10000);
    expect(findPspPayment(backend.db, paymentId)!.status).toBe('cancel');
    await backend.payments.settled();
    expect(rowsOf(backend)).toEqual([
      ['adjustment', 1000000],
      ['withdrawal_hold', -300000],
      ['withdrawal_release', 300000],
    ]);
    const again = await backend.cancel(paymentId);
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('payment_not_pending');
    // The provider cannot pay out what was called off.
    expect((await backend.complete(paymentId, 'success')).status).toBe(409);
    expect(await backend.money()).toBe(10000);
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });

  it('declined (fail) or cancelled by the provider: the hold comes back once; success: the money stays out', async () => {
    const backend = await paymentBackend();
    const declined = (await backend.withdraw({ amount: 1000 })).json.paymentId;
    const dropped = (await backend.withdraw({ amount: 2000 })).json.paymentId;
    const paid = (await backend.withdraw({ amount: 3000 })).json.paymentId;
    expect(await backend.money()).toBe(4000);
    await backend.complete(declined, 'fail');
    await backend.complete(dropped, 'cancel');
    await backend.complete(paid, 'pending');
    expect(await backend.money()).toBe(7000);
    await backend.complete(paid, 'success');
    await backend.complete(paid, 'success');
    await backend.complete(declined, 'fail');
    expect(await backend.money()).toBe(7000);
    expect((await backend.payment(paid)).status).toBe('success');
    expect(rowsOf(backend).filter(([kind]) => kind !== 'adjustment')).toEqual([
      ['withdrawal_hold', -100000],
      ['withdrawal_hold', -200000],
      ['withdrawal_hold', -300000],
      ['withdrawal_release', 100000],
      ['withdrawal_release', 200000],
    ]);
    // Paid out: the player can no longer call it off.
    expect(codeOf(await backend.cancel(paid))).toBe('payment_not_pending');
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });

  it('a cancel that comes after the provider paid it out is refused and the money stays out', async () => {
    const backend = await paymentBackend();
    const id = (await backend.withdraw({ amount: 1000 })).json.paymentId;
    // The provider pays out but its callback has not arrived yet.
    const { settlePspPayment } = await import('../../../backend/src/psp/provider');
    settlePspPayment(backend.db, backend.clock.now(), id, 'success');
    const res = await backend.cancel(id);
    expect(res.status).toBe(409);
    expect(metaOf(res)).toEqual({ status: 'success' });
    expect(await backend.money()).toBe(9000);
    await backend.complete(id, 'success');
    expect((await backend.payment(id)).status).toBe('success');
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });

  it('takes at most the withdrawable balance: the bonus balance is not withdrawable', async () => {
    const backend = await paymentBackend();
    // 10000 main + 500 bonus: 10000.01 is more than the main account holds.
    const over = await backend.withdraw({ methodId: 'coinbridge', amount: 10000.01, details: 'T'.repeat(34) });
    expect(over.status).toBe(422);
    expect(codeOf(over)).toBe('insufficient_funds');
    expect(metaOf(over)).toEqual({ withdrawable: 10000, iso: 'RUB' });
    const fromBonus = await backend.withdraw({ amount: 100, accountId: 5002 });
    expect(fromBonus.status).toBe(422);
    expect(codeOf(fromBonus)).toBe('account_not_allowed');
    expect(await backend.money(5002)).toBe(500);
    expect((await backend.withdraw({ methodId: 'coinbridge', amount: 10000, details: 'T'.repeat(34) })).status).toBe(201);
    expect(await backend.money()).toBe(0);
    expect(codeOf(await backend.withdraw({ amount: 100 }))).toBe('insufficient_funds');
    // Nothing was created at the provider for the refusals.
    expect((await backend.control('GET', '/payments/player@example.com')).json).toHaveLength(1);
  });

  it('a held amount is not there for a bet', async () => {
    const backend = await paymentBackend();
    await backend.withdraw({ amount: 9950 });
    const [outcome] = (await backend.control('GET', '/line/outcomes?section=line&limit=1')).json;
    const bet = await backend.call('POST', '/web-api/coupon/place?lng=en', {
      headers: { ...backend.headers, 'Idempotency-Key': 'bet-1' },
      body: { typeId: 0, accountId: 5001, amount: 100, changeCoefAction: 0, exactCoef: false, isDropOnScoreChange: false, bets: [{ id: outcome.outcomeId, coef: outcome.price }] },
    });
    expect(codeOf(bet)).toBe('insufficient_funds');
  });

  it('above the identification threshold needs an identified player (403 identification_required)', async () => {
    const backend = await paymentBackend({ login: 'twostep@example.com' });
    await backend.control('PATCH', '/users/twostep@example.com', { balances: { RUB: 50000 } });
    const methods = (await backend.get('/payments/methods?kind=withdrawal')).json;
    expect(methods.identification).toEqual({ identified: false, threshold: 15000 });
    const above = await backend.withdraw({ amount: 15000.01 });
    expect(above.status).toBe(403);
    expect(codeOf(above)).toBe('identification_required');
    expect(metaOf(above)).toEqual({ threshold: 15000, iso: 'RUB', page: 'office/identification' });
    expect((await backend.withdraw({ amount: 15000 })).status).toBe(201);
    // The identified player is not asked.
    const identified = await paymentBackend();
    await identified.control('PATCH', '/users/player@example.com', { balances: { RUB: 50000 } });
    expect((await identified.withdraw({ amount: 40000 })).status).toBe(201);
  });

  it('a method that pays out only after a deposit with it is refused before one (method_unavailable)', async () => {
    const backend = await paymentBackend();
    const card = await backend.withdraw({ methodId: 'card', amount: 1000, details: '4111111111111111' });
    expect(card.status).toBe(422);
    expect(codeOf(card)).toBe('method_unavailable');
    expect(metaOf(card)).toEqual({ methodId: 'card', reason: 'deposit_required' });
    await backend.paidDeposit({ methodId: 'card', amount: 500 });
    const after = await backend.withdraw({ methodId: 'card', amount: 1000, details: '4111 1111 1111 1111' });
    expect(after.status).toBe(201);
    expect(after.json.fee).toBe(15);
    expect(codeOf(await backend.withdraw({ methodId: 'kvant', amount: 100, details: 'wallet123' }))).toBe('method_unavailable');
  });

  it('checks the limits and the payout details of the method', async () => {
    const backend = await paymentBackend();
    const below = await backend.withdraw({ methodId: 'coinbridge', amount: 1999, details: 'T'.repeat(34) });
    expect(codeOf(below)).toBe('amount_below_min');
    expect(metaOf(below)).toEqual({ min: 2000, max: 1000000, iso: 'RUB' });
    const badPhone = await backend.withdraw({ methodId: 'sbp', details: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.errors[0]).toMatchObject({ code: 'details_invalid', source: { pointer: '/details' }, meta: { kind: 'phone' } });
    expect((await backend.withdraw({ details: '' })).status).toBe(400);
  });

  it('is open to a banned player of the allowed ban level (deduce), refused to any other ban', async () => {
    const banned = await paymentBackend({ login: 'banned@example.com' });
    const held = await banned.withdraw({ amount: 200 });
    expect(held.status).toBe(201);
    expect(await banned.money(5011)).toBe(50);
    expect((await banned.cancel(held.json.paymentId)).status).toBe(200);
    expect(await banned.money(5011)).toBe(250);
    expect((await banned.get('/payments/history')).status).toBe(200);
    await banned.control('PATCH', '/users/banned@example.com', { banLevel: 46 });
    const refused = await banned.withdraw({ amount: 100 });
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('banned');
    expect(await banned.ledgerCheck()).toEqual({ ok: true });
  });

  it('keeps the first answer to a key (no second hold) and refuses the key with another body', async () => {
    const backend = await paymentBackend();
    const first = await backend.withdraw({ amount: 1000 }, { key: 'w-1' });
    const again = await backend.withdraw({ amount: 1000 }, { key: 'w-1' });
    expect(again.status).toBe(201);
    expect(again.json.paymentId).toBe(first.json.paymentId);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await backend.money()).toBe(9000);
    expect(codeOf(await backend.withdraw({ amount: 2000 }, { key: 'w-1' }))).toBe('idempotency_key_reused');
    expect(codeOf(await backend.withdraw({}, { key: null }))).toBe('idempotency_key_required');
    expect(rowsOf(backend).filter(([kind]) => kind === 'withdrawal_hold')).toHaveLength(1);
  });

  it('cancel: another player\'s withdrawal and a deposit are 404; a guest 401', async () => {
    const backend = await paymentBackend();
    const { paymentId } = (await backend.withdraw({ amount: 100 })).json;
    const { ua } = await backend.signIn('twostep@example.com');
    expect((await backend.cancel(paymentId, { cookie: `ua=${ua}` })).status).toBe(404);
    const deposit = (await backend.deposit({})).json.paymentId;
    expect(codeOf(await backend.cancel(deposit))).toBe('payment_not_found');
    expect((await backend.cancel(paymentId, {})).status).toBe(401);
    expect(await backend.money()).toBe(9900);
  });
});

describe('GET /__control/ledger/{login}/check', () => {
  it('is ok after deposits, holds and releases; reports a balance that left its ledger', async () => {
    const backend = await paymentBackend();
    await backend.paidDeposit({ amount: 1000 });
    const w = (await backend.withdraw({ amount: 500 })).json.paymentId;
    await backend.cancel(w);
    await backend.withdraw({ amount: 700 });
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
    expect((await backend.control('GET', '/ledger/nobody@example.com/check')).status).toBe(404);
    // Someone changes a balance behind the ledger's back.
    backend.db.prepare('UPDATE accounts SET money_minor = money_minor + 1 WHERE id = 5001').run();
    expect(await backend.ledgerCheck()).toEqual({
      ok: false,
      accounts: [{ accountId: 5001, iso: 'RUB', type: 0, balance: 10300.01, ledgerSum: 10300, difference: 0.01 }],
      payments: [],
    });
    // And a payment's rows that do not fit its status.
    backend.db.prepare("UPDATE payments SET status = 'success' WHERE id = ?").run(w);
    const check = await backend.ledgerCheck();
    expect(check.payments).toEqual([
      { paymentId: w, kind: 'withdrawal', status: 'success', problem: 'withdrawal_release: 1 row(s) of 500, expected 0 of 0' },
    ]);
  });

  it('holds for every seeded player after payments, bets and their settlement together', async () => {
    const backend = await paymentBackend();
    await backend.paidDeposit({ amount: 2000 });
    const held = (await backend.withdraw({ amount: 1000 })).json.paymentId;
    const [outcome] = (await backend.control('GET', '/line/outcomes?section=line&limit=1')).json;
    const bet = await backend.call('POST', '/web-api/coupon/place?lng=en', {
      headers: { ...backend.headers, 'Idempotency-Key': 'bet-ledger' },
      body: { typeId: 0, accountId: 5001, amount: 500, changeCoefAction: 0, exactCoef: false, isDropOnScoreChange: false, bets: [{ id: outcome.outcomeId, coef: outcome.price }] },
    });
    expect(bet.status).toBe(200);
    await backend.control('POST', `/line/games/${outcome.gameId}/result`, { winners: [outcome.outcomeId] });
    await backend.complete(held, 'fail');
    await backend.withdraw({ amount: 300 });
    expect(await backend.money()).toBe(10000 + 2000 - 500 + Math.round(500 * outcome.price * 100) / 100 - 300);
    for (const login of ['player@example.com', 'banned@example.com', 'terms@example.com', 'fresh@example.com', 'twostep@example.com', '+79990001122']) {
      expect(await backend.ledgerCheck(login), login).toEqual({ ok: true });
    }
    expect((await backend.control('GET', '/ledger/check')).json).toMatchObject({ ok: true, players: 6, problems: [] });
  });

  it('GET /__control/ledger/check names every player whose balance left the ledger', async () => {
    const backend = await paymentBackend();
    backend.db.prepare('UPDATE accounts SET money_minor = money_minor - 1 WHERE id = 5001').run();
    const whole = (await backend.control('GET', '/ledger/check')).json;
    expect(whole).toMatchObject({ ok: false, players: 6 });
    expect(whole.problems.map((p: { login: string }) => p.login)).toEqual(['player@example.com']);
  });
});
