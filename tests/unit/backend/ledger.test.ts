// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, ledgerOf, ledgerSum, LEDGER_KIND, moveMoney } from '../../../backend/src/accounts/ledger';
import { openDb } from '../../../backend/src/setup/open';
import { couponBackend, pricedOutcomes } from './couponHelpers';
import { makeBackend } from './helpers';

/** Money is integer minor units, moved only with a ledger row; the API shows major units. */
describe('the ledger', () => {
  it('every seeded balance is one seed adjustment, in minor units', () => {
    const { db } = makeBackend();
    expect(balanceOf(db, 5001)).toBe(1000000);
    expect(ledgerOf(db, 5001).map((row) => [row.kind, row.amount_minor, row.ref])).toEqual([['adjustment', 1000000, 'seed']]);
    const accounts = db.prepare('SELECT id FROM accounts').all() as { id: number }[];
    expect(accounts.every(({ id }) => ledgerSum(db, id) === balanceOf(db, id))).toBe(true);
  });

  it('a control balance change is an adjustment of the difference; the API shows major units exactly', async () => {
    const backend = await couponBackend();
    const res = await backend.control('PATCH', '/users/player@example.com', { balances: { RUB: 12.5, USD: 0.1 } });
    const byIso = (iso: string) => res.json.accounts.find((a: { iso: string; type: number }) => a.iso === iso && a.type !== 4);
    expect(byIso('RUB').money).toBe(12.5);
    expect(byIso('USD')).toMatchObject({ type: 9, money: 0.1 });
    expect(ledgerOf(backend.db, 5001).at(-1)).toMatchObject({ kind: 'adjustment', amount_minor: 1250 - 1000000, ref: 'control' });
    expect((await backend.get('/user/balance')).json).toMatchObject({ balance: 12.5, bonus: 500 });
    await backend.control('PATCH', '/users/player@example.com', { balances: [{ id: 5002, money: 0.07 }] });
    expect(await backend.money(5002)).toBe(0.07);
    // Setting the same balance again writes nothing.
    const rows = ledgerOf(backend.db, 5001).length;
    await backend.control('PATCH', '/users/player@example.com', { balances: { RUB: 12.5 } });
    expect(ledgerOf(backend.db, 5001)).toHaveLength(rows);
    expect(backend.ledgerHolds()).toBe(true);
  });

  it('a new player starts at 0 with no ledger row: money comes only as a deposit', async () => {
    const { call, db } = makeBackend();
    const fast = await call('POST', '/web-api/user/registration/fast_reg', { body: { currency: 'RUB', country_id: 1, bonus_choice: 0 } });
    const paid = await call('POST', '/web-api/user/registration/pay_and_play', {
      body: { amount: 250.55, currency: 'RUB', country_id: 1, return_url: '/ru/onpay/{status}' },
    });
    await call('POST', `/__control/payments/${paid.json.paymentId}/complete`, { body: { status: 'success' } });
    const accountOf = (paymentId: string | null, userId?: number) =>
      paymentId
        ? (db.prepare('SELECT account_id AS id FROM payments WHERE id = ?').get(paymentId) as { id: number }).id
        : (db.prepare('SELECT id FROM accounts WHERE user_id = ?').get(userId) as { id: number }).id;
    expect(ledgerOf(db, accountOf(null, fast.json.user_id))).toEqual([]);
    expect(balanceOf(db, accountOf(null, fast.json.user_id))).toBe(0);
    expect(ledgerOf(db, accountOf(paid.json.paymentId)).map((row) => [row.kind, row.amount_minor])).toEqual([['deposit', 25055]]);
  });

  it('moveMoney refuses to run outside a transaction or below zero', () => {
    const { db } = makeBackend();
    const entry = { accountId: 5001, kind: LEDGER_KIND.stake, amountMinor: -1, ref: 'test' };
    expect(() => moveMoney(db, entry, 0)).toThrow(/transaction/);
    expect(() => db.transaction(() => moveMoney(db, { ...entry, amountMinor: -1000001 }, 0))()).toThrow(/below zero/);
    expect(() => db.transaction(() => moveMoney(db, { ...entry, amountMinor: 0.5 }, 0))()).toThrow(/minor units/);
    expect(balanceOf(db, 5001)).toBe(1000000);
  });
});

describe('a database made before the ledger and the line state', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is upgraded on open: each balance becomes money_minor through an adjustment; line state columns appear', () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-migration-'));
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE accounts (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, currency_id INTEGER NOT NULL, type INTEGER NOT NULL,
        money REAL NOT NULL, points REAL NOT NULL DEFAULT 0, is_active INTEGER NOT NULL DEFAULT 0);
      INSERT INTO accounts (id, user_id, currency_id, type, money) VALUES (1, 1, 1, 0, 12.34), (2, 1, 1, 4, 0);
      CREATE TABLE games (id INTEGER PRIMARY KEY, champ_id INTEGER NOT NULL, team1_ru TEXT NOT NULL, team1_en TEXT NOT NULL,
        team2_ru TEXT NOT NULL, team2_en TEXT NOT NULL, start_offset_sec INTEGER NOT NULL, is_live INTEGER NOT NULL, score TEXT, is_top INTEGER NOT NULL);
      CREATE TABLE markets (id INTEGER PRIMARY KEY, game_id INTEGER NOT NULL, type_id INTEGER NOT NULL, name_ru TEXT NOT NULL,
        name_en TEXT NOT NULL, coef REAL NOT NULL, sort INTEGER NOT NULL);`);
    old.close();

    const db = openDb(file);
    const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns('accounts')).toContain('money_minor');
    expect(columns('accounts')).not.toContain('money');
    expect(balanceOf(db, 1)).toBe(1234);
    expect(ledgerOf(db, 1).map((row) => [row.kind, row.amount_minor, row.ref])).toEqual([['adjustment', 1234, 'migration']]);
    expect(ledgerOf(db, 2)).toEqual([]);
    expect(columns('games')).toEqual(expect.arrayContaining(['finished', 'finished_at']));
    expect(columns('markets')).toEqual(expect.arrayContaining(['suspended', 'result']));
    db.close();
    // Opening again changes nothing.
    const again = openDb(file);
    expect(ledgerOf(again, 1)).toHaveLength(1);
    again.close();
  });
});

describe('the office and open bets', () => {
  it('keeps an empty currency account while a coupon on it is open, removes it once settled', async () => {
    const backend = await couponBackend();
    const created = await backend.control('PATCH', '/users/player@example.com', { balances: { USD: 5 } });
    const usd = created.json.accounts.find((a: { iso: string }) => a.iso === 'USD');
    const [a] = await pricedOutcomes(backend, [2]);
    expect((await backend.place({ accountId: usd.id, amount: 5, bets: [backend.bet(a!)] })).json).toMatchObject({ iso: 'USD', balance: 0 });
    const office = (method: string, path: string) => backend.call(method, `/web-api/office${path}?lng=en`, { headers: backend.headers });
    const kept = await office('DELETE', `/accounts/${usd.id}`);
    expect(kept.status).toBe(409);
    expect(kept.json.data.message).toBe('This account has bets that are not settled yet: it can be removed once they are.');
    const loser = (await backend.get(`/line/games/${a!.gameId}`)).json.markets[1].id;
    await backend.result(a!.gameId, [loser]);
    expect((await office('DELETE', `/accounts/${usd.id}`)).status).toBe(200);
    // The settled coupon keeps its history, in the currency it was placed in.
    expect((await backend.get('/coupon/history')).json.items[0]).toMatchObject({ status: 'lost', iso: 'USD', accountId: usd.id });
  });
});
