import { describe, expect, it } from 'vitest';
import type { Db } from '../../../backend/src/db/handle';
import { ApiError } from '../../../backend/src/errors';
import { assertBetAllowed, assertDepositAllowed } from '../../../backend/src/limits/enforce';
import { pricedOutcomes } from './couponHelpers';
import { DAY, LIMITS_NOW, limitsBackend, NOW_S } from './limitsHelpers';

/** A deposit row as the cashier writes it (payments/deposits.ts), `minutesAgo` before LIMITS_NOW. */
function insertDeposit(db: Db, amountMinor: number, status: string, minutesAgo = 0, iso = 'RUB') {
  const at = LIMITS_NOW - minutesAgo * 60_000;
  const id = `pay_test_${Math.random().toString(36).slice(2)}`;
  db.prepare(
    `INSERT INTO payments (id, user_id, account_id, kind, method_id, method_name_ru, method_name_en, iso, amount_minor, fee_minor,
       status, bonus_choice, details, redirect_url, idempotency_key, body_hash, created_at, updated_at)
     VALUES (?, 1001, 5001, 'deposit', 'card', 'Карта', 'Card', ?, ?, 0, ?, 0, NULL, NULL, ?, 'hash', ?, ?)`,
  ).run(id, iso, amountMinor, status, id, at, at);
}

/** What a refusal thrown by an enforcement function says. */
function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, title: error.detail, meta: error.entries[0]?.meta };
  }
  return null;
}

describe('wagering and loss limits refuse a coupon over them', () => {
  it('a 24 h wagering limit refuses the stake that passes it, says what is left, and moves no money', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 1, limitValue: 1000 }]);
    const [a, c] = await pricedOutcomes(b, [1.5, 2]);
    expect((await b.place({ amount: 900, bets: [b.bet(a!)] })).status).toBe(200);
    const over = await b.place({ amount: 200, bets: [b.bet(c!)] });
    expect(over.status).toBe(403);
    expect(over.json).toMatchObject({ status: 403, title: 'The amount exceeds your limit "Wagering limit for 24 hours": 100 RUB left' });
    expect(over.json.errors[0]).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 1, left: 100, iso: 'RUB' } });
    expect(await b.money()).toBe(9100);
    expect(b.ledgerHolds()).toBe(true);
    expect((await b.limitOf(1))).toMatchObject({ limitBalance: 100, limitUsed: 900, resetsAt: NOW_S + DAY });
    expect((await b.place({ amount: 100, bets: [b.bet(c!)] })).status).toBe(200);
    // The window runs: a day later the stakes of yesterday no longer count.
    await b.at(DAY + 1);
    expect((await b.place({ amount: 1000, bets: [b.bet(c!)] })).status).toBe(200);
  });

  it('a decrease holds at once: the next stake is refused', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 1, limitValue: 5000 }]);
    const [a] = await pricedOutcomes(b, [1.5]);
    expect((await b.place({ amount: 1500, bets: [b.bet(a!)] })).status).toBe(200);
    await b.save([{ limitType: 1, limitValue: 1000 }]);
    const refused = await b.place({ amount: 10, bets: [b.bet(a!)] });
    expect(refused.json.errors[0]).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 1, left: 0 } });
  });

  it('an increase does not hold before it is confirmed: the old limit refuses, the new one allows after approval', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 2, limitValue: 1000 }]);
    await b.saveThrough([{ limitType: 2, limitValue: 5000 }]);
    const [a] = await pricedOutcomes(b, [1.5]);
    expect((await b.place({ amount: 2000, bets: [b.bet(a!)] })).json.errors[0]).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 2, left: 1000 } });
    await b.at(DAY);
    // Due but not confirmed: still the old one.
    expect((await b.place({ amount: 2000, bets: [b.bet(a!)] })).status).toBe(403);
    expect((await b.action(1)).status).toBe(204);
    expect((await b.place({ amount: 2000, bets: [b.bet(a!)] })).status).toBe(200);
  });

  it('the lowest of the 24 h and 7 d limits wins, and the 7 d one still holds the next day', async () => {
    const b = await limitsBackend();
    await b.save([
      { limitType: 1, limitValue: 5000 },
      { limitType: 2, limitValue: 2000 },
    ]);
    const [a] = await pricedOutcomes(b, [1.5]);
    expect((await b.place({ amount: 1500, bets: [b.bet(a!)] })).status).toBe(200);
    const over = await b.place({ amount: 1000, bets: [b.bet(a!)] });
    expect(over.json.errors[0]).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 2, left: 500 } });
    expect(over.json.title).toBe('The amount exceeds your limit "Wagering limit for 7 days": 500 RUB left');
    await b.at(DAY + 1);
    const still = await b.place({ amount: 1000, bets: [b.bet(a!)] });
    expect(still.json.errors[0]).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 2, left: 500 } });
    expect((await b.place({ amount: 500, bets: [b.bet(a!)] })).status).toBe(200);
  });

  it('a loss limit refuses a stake that could take the net loss past it; winnings count against the loss', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 10, limitValue: 1000 }]);
    const [a, c] = await pricedOutcomes(b, [2, 1.5]);
    expect((await b.place({ amount: 600, bets: [b.bet(a!)] })).status).toBe(200);
    const over = await b.place({ amount: 500, bets: [b.bet(c!)] });
    expect(over.status).toBe(403);
    expect(over.json.errors[0]).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 10, left: 400 } });
    expect((await b.limitOf(10))).toMatchObject({ limitBalance: 400, limitUsed: 600 });
    // The first coupon wins 1200: the period is 600 up, so the whole limit is free again, never more.
    expect((await b.result(a!.gameId, [a!.outcomeId])).status).toBe(200);
    expect(await b.money()).toBe(10600);
    expect((await b.limitOf(10))).toMatchObject({ limitBalance: 1000, limitUsed: 0 });
    expect((await b.place({ amount: 1500, bets: [b.bet(c!)] })).json.errors[0]).toMatchObject({ meta: { limitType: 10, left: 1000 } });
    expect((await b.place({ amount: 1000, bets: [b.bet(c!)] })).status).toBe(200);
    // Net: 1600 staked, 1200 won.
    expect((await b.limitOf(10))).toMatchObject({ limitBalance: 600, limitUsed: 400 });
    expect((await b.place({ amount: 700, bets: [b.bet(c!)] })).json.errors[0]).toMatchObject({ meta: { limitType: 10, left: 600 } });
  });

  it('multiple singles: the single past the limit is refused, the earlier ones stay', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 1, limitValue: 1000 }]);
    const [a, c] = await pricedOutcomes(b, [1.5, 2]);
    const res = await b.place({ typeId: 9, amount: 600, bets: [b.bet(a!), b.bet(c!)] });
    expect(res.json.coupons[0].ok).toBe(true);
    expect(res.json.coupons[1]).toMatchObject({ ok: false, error: { code: 'limit_exceeded', meta: { limitType: 1, left: 400 } } });
    expect(res.json.balance).toBe(9400);
  });
});

describe('deposit limits: assertDepositAllowed', () => {
  it('refuses a deposit over the running limit, counting deposits paid or waiting in the window', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 20, limitValue: 5000 }]);
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 500_000, NOW_S, 'en'))).toBeNull();
    insertDeposit(b.db, 300_000, 'success', 60);
    insertDeposit(b.db, 50_000, 'pending', 10);
    insertDeposit(b.db, 900_000, 'fail', 5);
    insertDeposit(b.db, 900_000, 'success', 25 * 60);
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 150_001, NOW_S, 'en'))).toEqual({
      status: 403,
      code: 'limit_exceeded',
      title: 'The amount exceeds your limit "Deposit limit for 24 hours": 1500 RUB left',
      meta: { limitType: 20, left: 1500, iso: 'RUB' },
    });
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 150_000, NOW_S, 'en'))).toBeNull();
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 200_000, NOW_S, 'ru'))?.title).toBe(
      'Сумма превышает лимит «Лимит депозита на 24 часа»: осталось 1500 RUB',
    );
    expect(await b.limitOf(20)).toMatchObject({ limitBalance: 1500, limitUsed: 3500 });
  });

  it('the lowest of 24 h, 7 d and 30 d wins; another currency is refused while a limit runs', async () => {
    const b = await limitsBackend();
    await b.save([
      { limitType: 20, limitValue: 5000 },
      { limitType: 21, limitValue: 10000 },
    ]);
    insertDeposit(b.db, 900_000, 'success', 2 * 24 * 60);
    const refused = refusal(() => assertDepositAllowed(b.db, 1001, 200_000, NOW_S, 'en'));
    expect(refused).toMatchObject({ code: 'limit_exceeded', meta: { limitType: 21, left: 1000 } });
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 100_000, NOW_S, 'en', 'RUB'))).toBeNull();
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 100, NOW_S, 'en', 'USD'))).toMatchObject({ status: 403, code: 'limit_currency' });
    // Without limits nothing is refused.
    const free = await limitsBackend({ login: 'fresh@example.com' });
    expect(refusal(() => assertDepositAllowed(free.db, 1004, 100_000_000, NOW_S, 'en', 'USD'))).toBeNull();
  });
});

describe('self-exclusion, time-out and the special block (UKGC RTS 13)', () => {
  it('a self-exclusion refuses bets and deposits, drops bet, casino and deposit, and cannot be cancelled, shortened or removed', async () => {
    const b = await limitsBackend();
    const saved = await b.save([{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }]);
    expect(saved.json.status).toBe(200);
    expect(saved.json.limitsData[0]).toMatchObject({
      limitType: 30,
      limitValue: 7,
      limitState: 'ACTIVE',
      startedAt: NOW_S,
      endsAt: NOW_S + 7 * DAY,
      selfExcludeReason: 'I spend too much time',
    });
    const [a] = await pricedOutcomes(b, [1.5]);
    const bet = await b.place({ amount: 100, bets: [b.bet(a!)] });
    expect(bet.status).toBe(403);
    expect(bet.json).toMatchObject({ status: 403, title: 'You are self-excluded until 2026-03-17 08:00 UTC: bets and deposits are unavailable' });
    expect(bet.json.errors[0]).toMatchObject({ code: 'self_excluded', meta: { limitType: 30, left: null, endsAt: NOW_S + 7 * DAY } });
    expect(await b.money()).toBe(10000);
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 100, NOW_S, 'en'))?.code).toBe('self_excluded');
    expect(refusal(() => assertBetAllowed(b.db, 1001, 100, NOW_S, 'en'))?.code).toBe('self_excluded');
    expect(await b.rights()).toEqual(['withdraw', 'office']);

    const cancelled = await b.cancel(30);
    expect(cancelled.status).toBe(403);
    expect(cancelled.json).toMatchObject({ status: 403, title: 'A self-exclusion, time-out or account block cannot be cancelled while it runs' });
    expect(cancelled.json.errors[0].code).toBe('cannot_cancel');
    expect((await b.save([{ limitType: 30, limitValue: 1 }])).json.errors[0].code).toBe('cannot_shorten');
    expect((await b.save([{ limitType: 30, limitValue: null }])).json.errors[0].code).toBe('cannot_remove');
    expect((await b.limitOf(30))).toMatchObject({ endsAt: NOW_S + 7 * DAY });

    // It ends by itself: bets, deposits and the rights come back, the row is INACTIVE (expired).
    await b.at(7 * DAY);
    expect(await b.rights()).toEqual(['bet', 'casino', 'deposit', 'withdraw', 'office']);
    expect((await b.place({ amount: 100, bets: [b.bet(a!)] })).status).toBe(200);
    expect((await b.limits()).json).toEqual([]);
    expect((await b.held()).limits[0]).toMatchObject({ limitType: 30, limitState: 'INACTIVE', closedReason: 'expired', closedAt: NOW_S + 7 * DAY });
  });

  it('a running self-exclusion may be extended', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 30, limitValue: 1 }]);
    await b.at(3600);
    const longer = await b.save([{ limitType: 30, limitValue: 30 }]);
    expect(longer.json.limitsData).toEqual([expect.objectContaining({ limitType: 30, startedAt: NOW_S + 3600, endsAt: NOW_S + 3600 + 30 * DAY })]);
    await b.at(2 * DAY);
    expect(await b.rights()).toEqual(['withdraw', 'office']);
  });

  it('a time-out refuses bets and deposits for its days and cannot be cancelled', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 33, limitValue: 1 }]);
    const [a] = await pricedOutcomes(b, [1.5]);
    const bet = await b.place({ amount: 100, bets: [b.bet(a!)] });
    expect(bet.json.errors[0]).toMatchObject({ code: 'time_out', meta: { limitType: 33, endsAt: NOW_S + DAY } });
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 100, NOW_S, 'ru'))?.title).toBe(
      'Действует тайм-аут до 2026-03-11 08:00 UTC: ставки и депозиты недоступны',
    );
    expect(await b.rights()).toEqual(['withdraw', 'office']);
    expect((await b.cancel(33)).json.errors[0].code).toBe('cannot_cancel');
    await b.at(DAY - 1);
    expect(await b.rights()).toEqual(['withdraw', 'office']);
    await b.at(DAY);
    expect((await b.place({ amount: 100, bets: [b.bet(a!)] })).status).toBe(200);
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 100, NOW_S + DAY, 'en'))).toBeNull();
  });

  it('BlockUser sets the special block 37: bets, deposits and the extra limits refused, money limits still saved, no way back', async () => {
    const b = await limitsBackend();
    const blocked = await b.call('POST', '/limit-service-api/limit/external/web/api/v1/BlockUser', { headers: b.headers });
    expect(blocked.status).toBe(200);
    expect(blocked.json).toEqual({ success: true });
    expect(await b.limitOf(37)).toMatchObject({ limitValue: 1, limitState: 'ACTIVE', endsAt: null });
    const [a] = await pricedOutcomes(b, [1.5]);
    const bet = await b.place({ amount: 100, bets: [b.bet(a!)] });
    expect(bet.json.errors[0]).toMatchObject({ code: 'blocked', meta: { limitType: 37 } });
    expect(bet.json.title).toBe('Your account is blocked at your request: bets and deposits are unavailable');
    expect(refusal(() => assertDepositAllowed(b.db, 1001, 100, NOW_S + 3650 * DAY, 'en'))?.code).toBe('blocked');
    expect(await b.rights()).toEqual(['withdraw', 'office']);
    const extra = await b.save([{ limitType: 30, limitValue: 7 }]);
    expect(extra.json).toMatchObject({ status: 403, errors: [{ code: 'blocked' }] });
    expect((await b.save([{ limitType: 20, limitValue: 1000 }])).json.status).toBe(200);
    expect((await b.cancel(37)).json.errors[0].code).toBe('cannot_cancel');
    expect((await b.save([{ limitType: 37, limitValue: null }])).json.errors[0].code).toBe('cannot_remove');
    // Blocking twice is still one block.
    await b.call('POST', '/limit-service-api/limit/external/web/api/v1/BlockUser', { headers: b.headers });
    expect((await b.held()).limits.filter((l: { limitType: number }) => l.limitType === 37)).toHaveLength(1);
  });
});
