// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBalance } from '../../../backend/src/accounts/ledger';
import { CURRENCY_OPENS_AFTER_MS, MAX_CURRENCY_ACCOUNTS } from '../../../backend/src/accounts/office';
import { makeBackend } from './helpers';

const NOW = new Date('2026-11-20T12:00:00.000Z');

beforeEach(() => {
  // The backend clock reads Date.now: a frozen one makes "opens 1500 ms later" exact.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function signedIn(login = 'player@example.com') {
  const backend = makeBackend();
  const { ua } = await backend.signIn(login);
  const headers = { cookie: `ua=${ua}` };
  const call = (method: string, path: string, body?: unknown) => backend.call(method, `/web-api${path}`, { headers, body });
  const accounts = async () => (await call('GET', '/user/balance?lng=en')).json.all_accounts as Array<Record<string, unknown>>;
  return { ...backend, call, accounts };
}

describe('office API: session', () => {
  it.each([
    ['GET', '/office/currencies'],
    ['POST', '/office/accounts'],
    ['DELETE', '/office/accounts/5001'],
    ['GET', '/office/accounts/convert-status'],
    ['POST', '/office/accounts/convert'],
    ['POST', '/office/hide-balance'],
  ])('%s %s is 401 with a message when signed out, and never cached', async (method, path) => {
    const { call } = makeBackend();
    const res = await call(method, `/web-api${path}?lng=en`, { body: method === 'POST' ? { iso: 'USD' } : undefined });
    expect(res.status).toBe(401);
    expect(res.json.data.message).toBe('Log in to manage your accounts.');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('office API: add a currency', () => {
  it('lists the currencies the player has no account in', async () => {
    const { call } = await signedIn();
    const res = await call('GET', '/office/currencies');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const isos = res.json.data.currencies.map((c: { iso: string }) => c.iso);
    expect(isos).toContain('USD');
    expect(isos).not.toContain('RUB');
  });

  it(`accepts the request and opens the account ${CURRENCY_OPENS_AFTER_MS} ms later, not before`, async () => {
    const { call, accounts } = await signedIn();
    const res = await call('POST', '/office/accounts?lng=en', { iso: 'usd' });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ data: { message: 'Your USD account is being opened and will appear in a moment.' } });
    expect((await accounts()).map((a) => a.iso)).toEqual(['RUB', 'RUB']);
    later(CURRENCY_OPENS_AFTER_MS - 1);
    expect((await accounts()).some((a) => a.iso === 'USD')).toBe(false);
    later(1);
    expect((await accounts()).find((a) => a.iso === 'USD')).toMatchObject({ type: 9, money: 0, is_active: false, label: 'Currency account USD' });
  });

  it('no longer offers a currency once asked for, and refuses it twice', async () => {
    const { call } = await signedIn();
    await call('POST', '/office/accounts', { iso: 'EUR' });
    const list = await call('GET', '/office/currencies');
    expect(list.json.data.currencies.map((c: { iso: string }) => c.iso)).not.toContain('EUR');
    const again = await call('POST', '/office/accounts?lng=en', { iso: 'EUR' });
    expect(again.status).toBe(409);
    expect(again.json.data.message).toBe('You already have an account in EUR, or it is being opened.');
    const main = await call('POST', '/office/accounts?lng=en', { iso: 'RUB' });
    expect(main.status).toBe(409);
  });

  it('refuses an unknown currency and a bad body with a message, in Russian by default', async () => {
    const { call } = await signedIn();
    const unknown = await call('POST', '/office/accounts', { iso: 'XYZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ data: { message: 'Счета в XYZ не открываются.' } });
    const bad = await call('POST', '/office/accounts', { currency: 'USD' });
    expect(bad.status).toBe(400);
    expect(bad.json.data.message).toMatch(/iso/);
  });

  it(`allows at most ${MAX_CURRENCY_ACCOUNTS} currency accounts, the opening ones included`, async () => {
    const { call } = await signedIn();
    for (const iso of ['USD', 'EUR', 'KZT']) expect((await call('POST', '/office/accounts', { iso })).status).toBe(202);
    const res = await call('POST', '/office/accounts?lng=en', { iso: 'GBP' });
    expect(res.status).toBe(409);
    expect(res.json.data.message).toBe(`You can have at most ${MAX_CURRENCY_ACCOUNTS} currency accounts.`);
  });
});

describe('office API: remove a currency account', () => {
  async function withUsd() {
    const backend = await signedIn();
    await backend.call('POST', '/office/accounts', { iso: 'USD' });
    later(CURRENCY_OPENS_AFTER_MS);
    const usd = (await backend.accounts()).find((a) => a.iso === 'USD')!;
    return { ...backend, usdId: usd.id as number };
  }

  it('removes an empty, inactive currency account', async () => {
    const { call, accounts, usdId } = await withUsd();
    const res = await call('DELETE', `/office/accounts/${usdId}?lng=en`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { message: 'Your USD account has been removed.' } });
    expect((await accounts()).map((a) => a.id)).toEqual([5001, 5002]);
  });

  it('keeps an account with money, the active one, the main and the bonus one', async () => {
    const { call, db, usdId } = await withUsd();
    // Balances change only through the ledger (accounts/ledger.ts).
    const setUsd = (minor: number) => db.transaction(() => setBalance(db, usdId, minor, 'test', Date.now()))();
    setUsd(500);
    expect((await call('DELETE', `/office/accounts/${usdId}`)).status).toBe(409);
    setUsd(0);
    await call('POST', '/user/account/active', { id: usdId });
    const active = await call('DELETE', `/office/accounts/${usdId}?lng=en`);
    expect(active.status).toBe(409);
    expect(active.json.data.message).toBe('This account is your active one: choose another account first.');
    expect((await call('DELETE', '/office/accounts/5001')).status).toBe(400);
    expect((await call('DELETE', '/office/accounts/5002')).status).toBe(400);
  });

  it('keeps an account a casino round staked from is still open on, until the round is settled', async () => {
    const { call, db, usdId } = await withUsd();
    const now = Date.now();
    db.prepare(
      `INSERT INTO casino_play_sessions (id, game_id, engine, mode, user_id, account_id, iso, client_seed, server_seed, server_seed_hash, nonce, lang, started_at, last_seen_at)
       SELECT 'ps_test', 3001, 'slot', 'real', user_id, id, 'USD', 'c', 's', 'h', 1, 'en', ?, ? FROM accounts WHERE id = ?`,
    ).run(now, now, usdId);
    db.prepare(
      `INSERT INTO casino_rounds (id, session_id, game_id, engine, mode, account_id, iso, stake_minor, status, params, created_at)
       VALUES ('rnd_test', 'ps_test', 3001, 'slot', 'real', ?, 'USD', 0, 'open', '{}', ?)`,
    ).run(usdId, now);
    const open = await call('DELETE', `/office/accounts/${usdId}?lng=en`);
    expect(open.status).toBe(409);
    expect(open.json.data.message).toBe('This account has bets that are not settled yet: it can be removed once they are.');
    db.prepare("UPDATE casino_rounds SET status = 'settled', win_minor = 0 WHERE id = 'rnd_test'").run();
    expect((await call('DELETE', `/office/accounts/${usdId}?lng=en`)).status).toBe(200);
  });

  it("is 404 for another player's account", async () => {
    const { call } = await signedIn();
    const res = await call('DELETE', '/office/accounts/5011?lng=en');
    expect(res.status).toBe(404);
    expect(res.json.data.message).toBe('Account 5011 was not found.');
  });
});

describe('office API: convert account', () => {
  const status = async (call: (m: string, p: string) => Promise<{ json: { data: { status: number } } }>) =>
    (await call('GET', '/office/accounts/convert-status')).json.data.status;

  it('is 0 for a main account with money and no currency account, and converting is refused', async () => {
    const { call } = await signedIn();
    expect(await status(call)).toBe(0);
    const res = await call('POST', '/office/accounts/convert?lng=en', { iso: 'USD' });
    expect(res.status).toBe(409);
    expect(res.json.data.message).toBe('Your main account cannot be changed now.');
  });

  it('is 1 for an empty main account, which may take another currency', async () => {
    const { call, accounts } = await signedIn('fresh@example.com');
    expect(await status(call)).toBe(1);
    const res = await call('POST', '/office/accounts/convert?lng=en', { iso: 'EUR' });
    expect(res.json).toEqual({ data: { message: 'Your main account is now in EUR.' } });
    expect((await accounts()).map((a) => [a.type, a.iso])).toEqual([[0, 'EUR']]);
  });

  it('is 0 while a currency account is opening, then 2: a currency account becomes the main one', async () => {
    const { call, accounts } = await signedIn();
    await call('POST', '/office/accounts', { iso: 'USD' });
    expect(await status(call)).toBe(0);
    later(CURRENCY_OPENS_AFTER_MS);
    expect(await status(call)).toBe(2);
    expect((await call('POST', '/office/accounts/convert', { iso: 'EUR' })).status).toBe(400);
    expect((await call('POST', '/office/accounts/convert', { iso: 'USD' })).status).toBe(200);
    const after = await accounts();
    expect(after.find((a) => a.iso === 'USD')).toMatchObject({ type: 0, money: 0 });
    expect(after.find((a) => a.id === 5001)).toMatchObject({ type: 9, money: 10000 });
  });
});

describe('office API: hide balance', () => {
  it('stores user_hide_balance, which the user config then gives back', async () => {
    const { call } = await signedIn();
    const res = await call('POST', '/office/hide-balance?lng=en', { user_hide_balance: true });
    expect(res.json).toEqual({ data: { message: 'Your balance is hidden.', user_hide_balance: true } });
    expect((await call('GET', '/user/config')).json.result.user_hide_balance).toBe(1);
    await call('POST', '/office/hide-balance', { user_hide_balance: false });
    expect((await call('GET', '/user/config')).json.result.user_hide_balance).toBe(0);
  });

  it('refuses a body without the flag', async () => {
    const { call } = await signedIn();
    const res = await call('POST', '/office/hide-balance', { hidden: 1 });
    expect(res.status).toBe(400);
    expect(typeof res.json.data.message).toBe('string');
  });
});
