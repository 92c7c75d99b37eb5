// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../backend/src/accounts/ledger';
import { firstDepositBonusMinor } from '../../../backend/src/bonuses/terms';
import { bonusBackend } from './bonusesHelpers';

/** The sport first-deposit bonus: granted with the deposit, wagered ×5 at odds ≥ 1.50 by settled coupons (docs/bonuses.md). */
describe('bonuses: the sport first-deposit bonus', () => {
  it('is granted through the grant with the deposit, once, with its terms and the offer spent', async () => {
    const b = await bonusBackend();
    expect((await b.list()).offer).toMatchObject({ available: true, currency: 'RUB', percent: 100, cap: 10000, minDeposit: 100 });
    const paymentId = await b.paidDeposit({ amount: 200, bonusChoice: 1 });
    // The provider tells the same success again: nothing more is granted.
    await b.complete(paymentId, 'success');
    const { offer, items } = await b.list();
    expect(offer.available).toBe(false);
    expect(items).toEqual([
      expect.objectContaining({ product: 'sport', source: 'first_deposit', amount: 200, wagerMultiplier: 5, minOdds: 1.5, required: 1000, wagered: 0, remaining: 1000, status: 'active', moved: null }),
    ]);
    const days = (Date.parse(items[0].deadline) - Date.parse(items[0].grantedAt)) / 86_400_000;
    expect(days).toBe(30);
    const bonusAccount = await b.account(4);
    expect(ledgerOf(b.db, bonusAccount.id).map((row) => [row.kind, row.amount_minor, row.ref])).toEqual([['bonus', 20000, `bonus:${items[0].id}`]]);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('a deposit under the minimum earns none, above the cap the cap; the casino choice gives a casino bonus ×35 in 14 days', async () => {
    expect([firstDepositBonusMinor('RUB', 9_999), firstDepositBonusMinor('RUB', 10_000), firstDepositBonusMinor('RUB', 5_000_000)]).toEqual([0, 10_000, 1_000_000]);
    expect([firstDepositBonusMinor('USD', 99), firstDepositBonusMinor('KZT', 50_000), firstDepositBonusMinor('GBP', 10_000)]).toEqual([0, 50_000, 0]);
    const casino = await bonusBackend();
    await casino.paidDeposit({ amount: 20000, bonusChoice: 2 });
    expect((await casino.controlBonuses())[0]).toMatchObject({ kind: 'casino', amount: 10000, wagerRequired: 350000, wagered: 0, status: 'active' });
  });

  it('counts settled coupons at odds ≥ 1.50 from any account in its currency, says why others did not count, and releases the bonus when wagered', async () => {
    const b = await bonusBackend();
    await b.paidDeposit({ amount: 200, bonusChoice: 1 });
    const main = await b.account(0);
    const bonusAccount = await b.account(4);
    await b.control('PATCH', '/users/fresh@example.com', { balances: { RUB: 5000 } });
    const [low, two, x1, x2, voided, last] = await b.priced([1.4, 2, 1.3, 1.25, 1.6, 1.6]);
    const bonusId = (await b.list()).items[0].id as number;

    const lowId = await b.place([low!], 500, main.id);
    await b.result(low!.gameId, []);
    const twoId = await b.place([two!], 100, bonusAccount.id);
    await b.result(two!.gameId, [two!.outcomeId]);
    const expressId = await b.place([x1!, x2!], 400, main.id);
    await b.result(x1!.gameId, [x1!.outcomeId]);
    await b.result(x2!.gameId, []);
    const voidId = await b.place([voided!], 300, main.id);
    await b.result(voided!.gameId, [], [voided!.outcomeId]);
    const lastId = await b.place([last!], 500, main.id);

    expect((await b.list()).items[0]).toMatchObject({ wagered: 500, remaining: 500, status: 'active' });
    const page = await b.wagering(bonusId);
    expect(page.items.map((entry: { id: string; counted: number; reason: string | null }) => [entry.id, entry.counted, entry.reason])).toEqual([
      [String(lastId), 0, 'not_settled'],
      [String(voidId), 0, 'void'],
      [String(expressId), 400, null],
      [String(twoId), 100, null],
      [String(lowId), 0, 'odds_below_floor'],
    ]);
    expect(page.items[2]).toMatchObject({ kind: 'coupon', stake: 400, odds: 1.63 });

    // The bonus account holds 200 − 100 staked + 200 won: all of it goes to the main account.
    const mainBefore = (await b.account(0)).money;
    await b.result(last!.gameId, []);
    const [released] = (await b.list()).items;
    expect(released).toMatchObject({ status: 'wagered', wagered: 1000, remaining: 0, moved: 300 });
    expect((await b.account(4)).money).toBe(0);
    expect((await b.account(0)).money).toBe(mainBefore + 300);
    expect(ledgerOf(b.db, main.id).filter((row) => row.kind === 'bonus_release').map((row) => [row.amount_minor, row.ref])).toEqual([[30000, `bonus:${bonusId}`]]);
    expect(await b.controlBonuses()).toEqual([
      { bonusId, kind: 'sport', amount: 200, wagerRequired: 1000, wagered: 1000, status: 'wagered', deadline: released.deadline },
    ]);
    // Reading again moves nothing more.
    await b.list();
    expect((await b.account(0)).money).toBe(mainBefore + 300);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('a stake counts once, for the oldest bonus that still needs it; one placed before a bonus does not count for it', async () => {
    const b = await bonusBackend();
    await b.control('PATCH', '/users/fresh@example.com', { balances: { RUB: 5000 } });
    const main = await b.account(0);
    const [early, a, c] = await b.priced([2, 2, 2]);
    const earlyId = await b.place([early!], 100, main.id);
    const first = b.grant({ product: 'sport', amountMinor: 2000, wagerMultiplier: 5 }).bonusId;
    const second = b.grant({ product: 'sport', amountMinor: 2000, wagerMultiplier: 5 }).bonusId;
    b.clock.setOffsetSeconds(60);
    await b.result(early!.gameId, []);
    const aId = await b.place([a!], 100, main.id);
    const cId = await b.place([c!], 60, main.id);
    await b.result(a!.gameId, []);
    await b.result(c!.gameId, []);
    const [newest, oldest] = (await b.list()).items;
    expect([oldest.id, oldest.status, newest.id, newest.wagered]).toEqual([first, 'wagered', second, 60]);
    const reasons = (await b.wagering(second)).items.map((entry: { id: string; reason: string | null }) => [entry.id, entry.reason]);
    expect(reasons).toEqual([
      [String(cId), null],
      [String(aId), 'counted_for_other_bonus'],
      [String(earlyId), 'before_bonus'],
    ]);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });
});

describe('bonuses: deadline, decline and the ledger check', () => {
  it('forfeits an unwagered bonus at its deadline: what is left leaves the bonus account', async () => {
    const b = await bonusBackend();
    await b.paidDeposit({ amount: 300, bonusChoice: 2 });
    const [bonus] = await b.controlBonuses();
    b.clock.setOffsetSeconds(14 * 86_400 - 1);
    expect((await b.controlBonuses())[0].status).toBe('active');
    b.clock.setOffsetSeconds(14 * 86_400);
    expect((await b.controlBonuses())[0]).toMatchObject({ bonusId: bonus.bonusId, status: 'forfeited', wagered: 0 });
    // Two weeks on, the sign-in has ended: a new one.
    b.headers.cookie = `ua=${(await b.signIn('fresh@example.com')).ua}`;
    expect((await b.account(4)).money).toBe(0);
    expect((await b.account(0)).money).toBe(300);
    expect((await b.list()).items[0]).toMatchObject({ status: 'forfeited', moved: 300 });
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('the player declines a bonus; again answers the same; a wagered or unknown one is refused', async () => {
    const b = await bonusBackend();
    await b.paidDeposit({ amount: 200, bonusChoice: 1 });
    const id = (await b.list()).items[0].id as number;
    const declined = await b.decline(id);
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ id, status: 'declined', moved: 200 });
    expect((await b.decline(id)).json).toMatchObject({ id, status: 'declined', moved: 200 });
    expect((await b.account(4)).money).toBe(0);
    const done = b.grant({ product: 'sport', amountMinor: 1000, wagerMultiplier: 0 }).bonusId;
    const refused = await b.decline(done);
    expect([refused.status, refused.json.errors[0].code]).toEqual([409, 'bonus_closed']);
    expect((await b.decline(999_999)).status).toBe(404);
    expect((await b.call('POST', `/web-api/bonuses/${id}/decline`, {})).status).toBe(401);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('the check finds a bonus whose rows do not match its status', async () => {
    const b = await bonusBackend();
    await b.paidDeposit({ amount: 200, bonusChoice: 1 });
    const id = (await b.list()).items[0].id as number;
    b.db.prepare("UPDATE bonuses SET status = 'wagered' WHERE id = ?").run(id);
    b.db.prepare('UPDATE bonuses SET amount_minor = 1 WHERE id = ?').run(id);
    const check = await b.ledgerCheck();
    expect(check.ok).toBe(false);
    expect(check.offers.map((problem: { ref: string }) => problem.ref)).toEqual([`bonus:${id}`]);
  });
});

describe('bonuses: the grant', () => {
  it('granting the same earning again grants nothing and answers the first bonus', async () => {
    const b = await bonusBackend();
    const first = b.grant({ product: 'casino', amountMinor: 5000, sourceRef: 'promo:SAME' });
    const again = b.grant({ product: 'casino', amountMinor: 5000, sourceRef: 'promo:SAME' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ bonusId: first.bonusId, created: false });
    expect((await b.controlBonuses()).map((bonus: { bonusId: number }) => bonus.bonusId)).toEqual([first.bonusId]);
    expect((await b.account(4)).money).toBe(50);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });
});
