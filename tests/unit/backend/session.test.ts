// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../backend/src/auth/sessions';
import { findUserByLogin } from '../../../backend/src/accounts/users';
import { makeBackend } from './helpers';

describe('sessions and the signed-in user', () => {
  it('checksession gives null without a session', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/user/checksession');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user_id: null });
  });

  it('checksession finds the user from the ua cookie', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn();
    const res = await call('GET', '/web-api/user/checksession', { headers: { cookie: `ua=${ua}` } });
    expect(res.json).toEqual({ user_id: 1001 });
  });

  it('checksession finds the user from the bearer token', async () => {
    const { call, signIn } = makeBackend();
    const { token } = await signIn('terms@example.com');
    const res = await call('GET', '/web-api/user/checksession', { headers: { authorization: `Bearer ${token}` } });
    expect(res.json).toEqual({ user_id: 1003 });
  });

  it('a tampered token is not accepted', async () => {
    const { call, signIn } = makeBackend();
    const { token } = await signIn();
    const [body, signature] = token.split('.') as [string, string];
    const forged = `${body}.${signature.slice(0, -2)}AA`;
    const res = await call('GET', '/web-api/user/checksession', { headers: { authorization: `Bearer ${forged}` } });
    expect(res.json).toEqual({ user_id: null });
  });

  it('an expired token (clock +2h) gives null', async () => {
    const { call, signIn, clock } = makeBackend();
    const { token } = await signIn();
    clock.setOffsetSeconds(2 * 3600);
    const res = await call('GET', '/web-api/user/checksession', { headers: { authorization: `Bearer ${token}` } });
    expect(res.json).toEqual({ user_id: null });
  });

  it('disconnect revokes the session and clears both cookies', async () => {
    const { call, signIn } = makeBackend();
    const { ua, token } = await signIn();
    const res = await call('POST', '/web-api/user/disconnect', { headers: { cookie: `ua=${ua}` } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/ua=;.*Max-Age=0/);
    expect(setCookie).toMatch(/user_token=;.*Max-Age=0/);
    expect((await call('GET', '/web-api/user/checksession', { headers: { cookie: `ua=${ua}` } })).json.user_id).toBeNull();
    const viaToken = await call('GET', '/web-api/user/checksession', { headers: { authorization: `Bearer ${token}` } });
    expect(viaToken.json.user_id).toBeNull();
  });

  it('user config is 401 when signed out', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/user/config');
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('unauthorized');
  });

  it('user config returns the spec fields for the signed-in user', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn();
    const res = await call('GET', '/web-api/user/config', { headers: { cookie: `ua=${ua}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.result).toMatchObject({
      user_id: 1001,
      login: 'player@example.com',
      phone_code: '+7',
      phone_number: '9991234567',
      user_email: 'player@example.com',
      activation_type: 2,
      has_deposit: true,
      ban_level: 0,
      terms_changed: false,
      user_hide_balance: 0,
      disallow_line_sport: [],
    });
    expect(Object.keys(res.json.result.user_data).sort()).toEqual([
      'date_birthday', 'document_type_id', 'inn', 'name', 'passport', 'passport_date', 'passport_end_date',
      'registration_address', 'surname',
    ]);
  });

  it('the terms user has terms_changed and the banned user ban_level 45', async () => {
    const { call, signIn } = makeBackend();
    const terms = await signIn('terms@example.com');
    const banned = await signIn('banned@example.com');
    const termsConfig = await call('GET', '/web-api/user/config', { headers: { cookie: `ua=${terms.ua}` } });
    const bannedConfig = await call('GET', '/web-api/user/config', { headers: { cookie: `ua=${banned.ua}` } });
    expect(termsConfig.json.result.terms_changed).toBe(true);
    expect(bannedConfig.json.result).toMatchObject({ ban_level: 45, ban_version: 0 });
  });

  it('balance is 401 when signed out', async () => {
    const { call } = makeBackend();
    expect((await call('GET', '/web-api/user/balance')).status).toBe(401);
    expect((await call('GET', '/web-api/api-v3/user/balance')).status).toBe(401);
  });

  it('balance gives main, bonus and all accounts; both variants agree', async () => {
    const { call, signIn } = makeBackend();
    const { token } = await signIn();
    const headers = { authorization: `Bearer ${token}` };
    const v1 = await call('GET', '/web-api/user/balance', { headers });
    const v2 = await call('GET', '/web-api/api-v3/user/balance', { headers });
    expect(v1.json).toMatchObject({ balance: 10000, bonus: 500, is_available_first_deposit_bonus: false });
    expect(v1.json.all_accounts[0]).toEqual({
      id: 5001, iso: 'RUB', symbol: '₽', currency_id: 1, type: 0, money: 10000, points: 120,
      label: 'Основной счёт', is_active: true,
    });
    expect(v2.json).toEqual(v1.json);
  });

  it('the fresh user has no money and the first-deposit bonus available', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn('fresh@example.com');
    const res = await call('GET', '/web-api/user/balance', { headers: { cookie: `ua=${ua}` } });
    expect(res.json).toMatchObject({ balance: 0, bonus: 0, is_available_first_deposit_bonus: true });
  });

  it('seeded passwords are scrypt hashes of Player123!', () => {
    const { db } = makeBackend();
    const user = findUserByLogin(db, 'player@example.com')!;
    expect(user.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]+$/);
    expect(verifyPassword('Player123!', user.password_hash)).toBe(true);
    expect(verifyPassword('wrong', user.password_hash)).toBe(false);
  });
});

describe('cookie-agreement log', () => {
  it('records the time for a signed-in player and refuses a guest or a bad time', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn();
    const path = '/web-api/user/cookies-agreement';
    const signedIn = { headers: { Cookie: `ua=${ua}` } };
    expect((await call('POST', path, { body: { cookiesAgreeTime: '2026-11-22T10:00:00.000Z' } })).status).toBe(401);
    expect((await call('POST', path, { body: { cookiesAgreeTime: 'yesterday' }, ...signedIn })).status).toBe(400);
    expect((await call('POST', path, { body: { cookiesAgreeTime: '2026-11-22T10:00:00.000Z' }, ...signedIn })).status).toBe(200);
    expect((await call('GET', '/__control/cookie-agreements/player@example.com')).json).toEqual({
      agreements: ['2026-11-22T10:00:00.000Z'],
    });
  });
});

describe('set active account', () => {
  it('makes one of the player own accounts the only active one', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn();
    const headers = { Cookie: `ua=${ua}` };
    const before = (await call('GET', '/web-api/user/balance', { headers })).json.all_accounts as { id: number; type: number }[];
    const bonus = before.find((a) => a.type === 4)!;
    expect((await call('POST', '/web-api/user/account/active', { body: { id: bonus.id }, headers })).status).toBe(200);
    const after = (await call('GET', '/web-api/user/balance', { headers })).json.all_accounts as { id: number; is_active: boolean }[];
    expect(after.filter((a) => a.is_active).map((a) => a.id)).toEqual([bonus.id]);
  });

  it('refuses an account of someone else, bad input, and a guest', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn();
    const headers = { Cookie: `ua=${ua}` };
    expect((await call('POST', '/web-api/user/account/active', { body: { id: 999999 }, headers })).status).toBe(404);
    expect((await call('POST', '/web-api/user/account/active', { body: { id: 'x' }, headers })).status).toBe(400);
    expect((await call('POST', '/web-api/user/account/active', { body: { id: 5001 } })).status).toBe(401);
  });
});
