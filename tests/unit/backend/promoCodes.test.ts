// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { couponBackend } from './couponHelpers';
import { makeBackend } from './helpers';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const V3 = '/limit-service-api/api/external/web/v3';

async function player(login = 'player@example.com', now = NOW) {
  const backend = makeBackend({ now });
  const headers = { cookie: `ua=${(await backend.signIn(login)).ua}` };
  const redeem = (code: string, h = headers) => backend.call('POST', '/web-api/promo-codes/redeem?lng=en', { body: { code }, headers: h });
  const check = (code: string) => backend.call('POST', '/web-api/promo-codes/check?lng=en', { body: { code }, headers });
  const bonuses = () =>
    backend.db.prepare("SELECT source, source_ref, product, amount_minor, wager_required_minor, min_odds_x100, status FROM bonuses WHERE source_ref <> 'seed:welcome' ORDER BY id").all();
  // The seed's welcome bonus (seed:welcome) stands aside: these are the codes' grants.
  const bonusLedger = () =>
    backend.db
      .prepare("SELECT account_id, amount_minor, ref FROM ledger_entries WHERE kind = 'bonus' AND ref NOT IN (SELECT 'bonus:' || id FROM bonuses WHERE source_ref = 'seed:welcome') ORDER BY id")
      .all();
  return { backend, headers, redeem, check, bonuses, bonusLedger };
}

const codeOf = (res: { json: { errors: { code: string }[] } }) => res.json.errors[0]?.code;
const metaOf = (res: { json: { errors: { meta?: Record<string, unknown> }[] } }) => res.json.errors[0]?.meta;

/** A deposit that cleared, as payments/settle.ts leaves it (the `deposit` condition reads it). */
function deposited(db: ReturnType<typeof makeBackend>['db'], userId: number) {
  db.prepare(
    `INSERT INTO payments (id, user_id, account_id, kind, method_id, method_name_ru, method_name_en, iso, amount_minor, fee_minor, status,
       bonus_choice, idempotency_key, body_hash, created_at, updated_at)
     VALUES ('pay_test', ?, 5001, 'deposit', 'card', 'Карта', 'Card', 'RUB', 100000, 0, 'success', 0, 'k', 'h', ?, ?)`,
  ).run(userId, NOW, NOW);
}

describe('promo codes: redeeming in the office', () => {
  it('grants the code’s bonus with its terms and one ledger row on the bonus account, case-insensitively and trimmed', async () => {
    const { backend, redeem, bonuses, bonusLedger } = await player();
    const res = await redeem('  welcome500 ');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.offer).toMatchObject({ code: 'WELCOME500', kind: 'bonus', product: 'sport', amount: 500, iso: 'RUB', wagerMultiplier: 5, minOdds: 1.5, days: 30 });
    expect(bonuses()).toEqual([
      { source: 'promo_code', source_ref: 'promo:WELCOME500', product: 'sport', amount_minor: 50_000, wager_required_minor: 250_000, min_odds_x100: 150, status: 'active' },
    ]);
    expect(bonusLedger()).toEqual([{ account_id: 5002, amount_minor: 50_000, ref: `bonus:${res.json.bonusId}` }]);
    expect((await backend.call('GET', '/__control/ledger/player@example.com/check')).json).toMatchObject({ ok: true });
  });

  it('answers a second identical redeem with “already used” and grants nothing more', async () => {
    const { redeem, bonuses, bonusLedger } = await player();
    expect((await redeem('WELCOME500')).status).toBe(200);
    const again = await redeem('WELCOME500');
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('promo_code_already_used');
    expect(bonuses()).toHaveLength(1);
    expect(bonusLedger()).toHaveLength(1);
  });

  it('lists the player’s redeemed codes with where each bonus stands; the control call shows the same', async () => {
    const { backend, headers, redeem } = await player();
    const first = await redeem('WELCOME500');
    const history = await backend.call('GET', '/web-api/promo-codes/history?lng=ru', { headers });
    expect(history.json.items).toEqual([
      expect.objectContaining({ code: 'WELCOME500', title: 'Приветственный бонус 500 ₽', channel: 'office', amount: 500, iso: 'RUB',
        bonus: { bonusId: first.json.bonusId, status: 'active', deadline: '2026-12-29T12:00:00.000Z' } }),
    ]);
    const control = await backend.call('GET', '/__control/promo-codes/player@example.com');
    expect(control.json.items.map((item: { code: string }) => item.code)).toEqual(['WELCOME500']);
  });

  it('checks a code without redeeming it, and gives the refusal redeeming would give', async () => {
    const { check, bonuses } = await player();
    const ok = await check('spins1000');
    expect(ok.status).toBe(200);
    expect(ok.json.offer).toMatchObject({ code: 'SPINS1000', product: 'casino', amount: 1000, wagerMultiplier: 10, days: 7 });
    expect(bonuses()).toEqual([]);
    expect(codeOf(await check('AUTUMN2025'))).toBe('promo_code_expired');
  });

  it('refuses an unknown code, an expired one and one not started yet, on the backend clock', async () => {
    const { backend, redeem, bonuses } = await player();
    const unknown = await redeem('NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('promo_code_unknown');
    expect(codeOf(await redeem('AUTUMN2025'))).toBe('promo_code_expired');
    const early = await redeem('NEWYEAR2027');
    expect(early.status).toBe(409);
    expect(codeOf(early)).toBe('promo_code_not_started');
    expect(metaOf(early)).toEqual({ validFrom: '2026-12-25T00:00:00.000Z' });
    // Past its end on the backend clock, a code valid today is expired.
    backend.clock.setOffsetSeconds((Date.parse('2027-01-15T00:00:00Z') - NOW) / 1000);
    const later = { cookie: `ua=${(await backend.signIn('player@example.com')).ua}` };
    expect(codeOf(await redeem('NEWYEAR2027', later))).toBe('promo_code_expired');
    expect(bonuses()).toEqual([]);
  });

  it('refuses a code whose total uses are spent, while a player who used it is told he did', async () => {
    const { backend, redeem, bonuses } = await player();
    backend.db.prepare("UPDATE promo_codes SET max_uses_total = 1 WHERE code = 'SPINS1000'").run();
    expect((await redeem('SPINS1000')).status).toBe(200);
    expect(codeOf(await redeem('SPINS1000'))).toBe('promo_code_already_used');
    const other = { cookie: `ua=${(await backend.signIn('terms@example.com')).ua}` };
    const spent = await redeem('SPINS1000', other);
    expect(spent.status).toBe(409);
    expect(codeOf(spent)).toBe('promo_code_used_up');
    expect(bonuses()).toHaveLength(1);
  });

  it('holds its conditions: a deposit first, the coupon-only code, with the reason in meta', async () => {
    const { backend, redeem, bonuses } = await player();
    const noDeposit = await redeem('FREEBET300');
    expect(noDeposit.status).toBe(422);
    expect(codeOf(noDeposit)).toBe('promo_code_condition');
    expect(metaOf(noDeposit)).toEqual({ condition: 'deposit' });
    expect(metaOf(await redeem('EXPRESS200'))).toEqual({ condition: 'coupon_only' });
    expect(bonuses()).toEqual([]);
    deposited(backend.db, 1001);
    const free = await redeem('FREEBET300');
    expect(free.status).toBe(200);
    expect(bonuses()).toEqual([expect.objectContaining({ product: 'sport', amount_minor: 30_000, wager_required_minor: 30_000, min_odds_x100: 150 })]);
  });

  it('refuses a code not offered in the player’s currency', async () => {
    const { backend, redeem, bonuses } = await player();
    backend.db.prepare(`UPDATE promo_codes SET amounts = '{"USD":800}' WHERE code = 'WELCOME500'`).run();
    const res = await redeem('WELCOME500');
    expect(res.status).toBe(422);
    expect(metaOf(res)).toEqual({ condition: 'currency', iso: 'RUB' });
    expect(bonuses()).toEqual([]);
  });

    it('refuses a banned player, a self-excluded one and a guest, granting nothing', async () => {
    const { backend, headers, redeem, bonuses } = await player();
    expect((await backend.call('POST', '/web-api/promo-codes/redeem', { body: { code: 'WELCOME500' } })).status).toBe(401);
    const banned = await redeem('WELCOME500', { cookie: `ua=${(await backend.signIn('banned@example.com')).ua}` });
    expect(banned.status).toBe(403);
    expect(codeOf(banned)).toBe('banned');
    const saved = await backend.call('POST', `${V3}/limits`, { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }, headers });
    expect(saved.status).toBe(200);
    const excluded = await redeem('WELCOME500');
    expect(excluded.status).toBe(403);
    expect(codeOf(excluded)).toBe('self_excluded');
    expect(bonuses()).toEqual([]);
  });

  it('refuses an empty code next to the field', async () => {
    const { redeem } = await player();
    const empty = await redeem('   ');
    expect(empty.status).toBe(400);
    expect(empty.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/code' } });
  });
});

describe('promo codes: in the coupon', () => {
  it('redeems the coupon-only code with the coupon, in its transaction', async () => {
    const b = await couponBackend({ now: NOW });
    const [outcome] = await b.outcomes();
    const placed = await b.place({ bets: [b.bet(outcome!)], amount: 500, promoCode: 'express200' });
    expect(placed.status).toBe(200);
    const rows = b.db.prepare('SELECT code, channel, coupon_id, amount_minor FROM promo_redemptions').all();
    expect(rows).toEqual([{ code: 'EXPRESS200', channel: 'coupon', coupon_id: placed.json.couponId, amount_minor: 20_000 }]);
    expect(await b.money(5001)).toBe(9500);
    expect(await b.money(5002)).toBe(700);
    expect(b.ledgerHolds()).toBe(true);
  });

  it('refuses the coupon for a bad code: nothing is debited, no coupon, no bonus', async () => {
    const b = await couponBackend({ now: NOW });
    const [outcome] = await b.outcomes();
    const coupons = () => (b.db.prepare('SELECT COUNT(*) AS n FROM coupons').get() as { n: number }).n;
    const before = coupons();
    const small = await b.place({ bets: [b.bet(outcome!)], amount: 100, promoCode: 'EXPRESS200' });
    expect(small.status).toBe(422);
    expect(small.json.errors[0]).toMatchObject({ code: 'promo_code_condition', meta: { condition: 'min_stake', min: 500, iso: 'RUB' } });
    const unknown = await b.place({ bets: [b.bet(outcome!)], amount: 500, promoCode: 'NOPE' });
    expect(codeOf(unknown)).toBe('promo_code_unknown');
    const office = await b.place({ bets: [b.bet(outcome!)], amount: 500, promoCode: 'SPINS1000' });
    expect((office.json.errors[0] as { meta: unknown }).meta).toEqual({ condition: 'office_only' });
    expect(await b.money(5001)).toBe(10000);
    expect(coupons()).toBe(before);
    expect(b.db.prepare("SELECT COUNT(*) AS n FROM bonuses WHERE source_ref <> 'seed:welcome'").get()).toEqual({ n: 0 });
    expect(b.ledgerHolds()).toBe(true);
  });

  it('refuses a promo code on multiple singles rather than dropping it', async () => {
    const b = await couponBackend({ now: NOW });
    const [first, second] = await b.outcomes();
    const res = await b.place({ typeId: 9, bets: [b.bet(first!), b.bet(second!)], amount: 500, promoCode: 'EXPRESS200' });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toMatchObject({ code: 'promo_code_condition', meta: { condition: 'coupon_type' } });
    expect(await b.money(5001)).toBe(10000);
  });

    it('a code used once is refused the second time with the coupon, and that coupon takes no stake', async () => {
    const b = await couponBackend({ now: NOW });
    const [first, second] = await b.outcomes();
    expect((await b.place({ bets: [b.bet(first!)], amount: 500, promoCode: 'EXPRESS200' })).status).toBe(200);
    const again = await b.place({ bets: [b.bet(second!)], amount: 500, promoCode: 'EXPRESS200' });
    expect(codeOf(again)).toBe('promo_code_already_used');
    expect(await b.money(5001)).toBe(9500);
  });
});
