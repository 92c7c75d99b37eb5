// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

/**
 * The ban is read from the users table on every money call, whatever the
 * user_token says (or without one: the `ua` cookie alone).
 */

/** A user_token with `ban: 0` and a signature of the right shape that the backend never made. */
function forgedBan0(token: string): string {
  const [body = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, ban: 0, bv: 0 })).toString('base64url');
  return `${forged}.${signature}`;
}

async function bannedPlayer(patch: { banLevel: number; banVersion: number }) {
  const backend = makeBackend();
  expect((await backend.call('PATCH', '/__control/users/banned@example.com', { body: patch })).status).toBe(200);
  const { ua, token } = await backend.signIn('banned@example.com');
  const as = (headers: Record<string, string>) => (method: string, path: string, body?: unknown) =>
    backend.call(method, `/web-api${path}`, { headers, body });
  return {
    ...backend,
    token,
    uaOnly: as({ cookie: `ua=${ua}` }),
    forgedBearer: as({ authorization: `Bearer ${forgedBan0(token)}` }),
    uaAndForged: as({ cookie: `ua=${ua}; user_token=${forgedBan0(token)}`, authorization: `Bearer ${forgedBan0(token)}` }),
    bearer: as({ authorization: `Bearer ${token}` }),
  };
}

const MONEY_MOVES: Array<[string, string, unknown?]> = [
  ['GET', '/office/currencies?lng=en'],
  ['GET', '/office/accounts/convert-status?lng=en'],
  ['POST', '/office/accounts?lng=en', { iso: 'USD' }],
  ['POST', '/office/accounts/convert?lng=en', { iso: 'USD' }],
  ['DELETE', '/office/accounts/5011?lng=en'],
  ['POST', '/office/hide-balance?lng=en', { user_hide_balance: true }],
  ['POST', '/user/account/active', { id: 5011 }],
];

describe('bans on the server: a ban the deduce page does not allow (45 with version 1)', () => {
  it.each(['/user/balance', '/api-v3/user/balance'])('GET %s is 403 banned with the ua cookie alone', async (path) => {
    const { uaOnly } = await bannedPlayer({ banLevel: 45, banVersion: 1 });
    const res = await uaOnly('GET', path);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'banned', ban_level: 45, ban_version: 1, allowed_ban_level: 53 });
    expect(res.json.errors[0].code).toBe('banned');
    expect(JSON.stringify(res.json)).not.toContain('all_accounts');
  });

  it('a ua cookie with a forged ban:0 token is still refused the balance', async () => {
    const { uaAndForged } = await bannedPlayer({ banLevel: 45, banVersion: 1 });
    const res = await uaAndForged('GET', '/user/balance');
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('banned');
  });

  it('a forged ban:0 token alone is no session at all', async () => {
    const { forgedBearer } = await bannedPlayer({ banLevel: 45, banVersion: 1 });
    expect((await forgedBearer('GET', '/user/balance')).status).toBe(401);
    expect((await forgedBearer('GET', '/user/checksession')).json.user_id).toBeNull();
  });

  it.each(MONEY_MOVES)('%s %s is 403 banned and changes nothing', async (method, path, body) => {
    const { uaOnly, db } = await bannedPlayer({ banLevel: 45, banVersion: 1 });
    const before = db.prepare('SELECT * FROM accounts WHERE user_id = 1002 ORDER BY id').all();
    const res = await uaOnly(method, path, body);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'banned', ban_level: 45, ban_version: 1 });
    expect(db.prepare('SELECT * FROM accounts WHERE user_id = 1002 ORDER BY id').all()).toEqual(before);
    expect(db.prepare('SELECT COUNT(*) AS n FROM currency_requests WHERE user_id = 1002').get()).toEqual({ n: 0 });
  });

  it('rights answer with no money rights and the ban from the users table, even with a forged token', async () => {
    const { uaAndForged } = await bannedPlayer({ banLevel: 45, banVersion: 1 });
    const res = await uaAndForged('GET', '/user/rights');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ rights: [], ban_level: 45, ban_version: 1, allowed_ban_level: 53 });
  });

  it('a ban set after sign-in holds at once, while the token issued before still says 0', async () => {
    const { call, signIn } = makeBackend();
    const { ua, token } = await signIn('player@example.com');
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).ban).toBe(0);
    await call('PATCH', '/__control/users/player@example.com', { body: { banLevel: 60 } });
    const res = await call('GET', '/web-api/user/balance', { headers: { authorization: `Bearer ${token}`, cookie: `ua=${ua}` } });
    expect(res.status).toBe(403);
    expect(res.json.ban_level).toBe(60);
  });
});

describe('bans on the server: the deduce page stays open for the allowed level', () => {
  it('level 45 with version 0 reads the balance (the deduce page shows it) and may withdraw only', async () => {
    const { uaOnly } = await bannedPlayer({ banLevel: 45, banVersion: 0 });
    const balance = await uaOnly('GET', '/user/balance');
    expect(balance.status).toBe(200);
    expect(balance.json.balance).toBe(250);
    expect((await uaOnly('GET', '/user/rights')).json).toEqual({ rights: ['withdraw'], ban_level: 45, ban_version: 0, allowed_ban_level: 45 });
  });

  it('level 53 with version 1 likewise', async () => {
    const { bearer } = await bannedPlayer({ banLevel: 53, banVersion: 1 });
    expect((await bearer('GET', '/user/balance')).status).toBe(200);
  });

  it.each(MONEY_MOVES)('but %s %s stays refused to the allowed level', async (method, path, body) => {
    const { uaOnly } = await bannedPlayer({ banLevel: 45, banVersion: 0 });
    const res = await uaOnly(method, path, body);
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('banned');
  });

  it('a player who is not banned keeps everything', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn('player@example.com');
    const headers = { cookie: `ua=${ua}` };
    expect((await call('GET', '/web-api/user/balance', { headers })).status).toBe(200);
    expect((await call('GET', '/web-api/office/currencies?lng=en', { headers })).status).toBe(200);
    expect((await call('GET', '/web-api/user/rights', { headers })).json.rights).toEqual(['bet', 'casino', 'deposit', 'withdraw', 'office']);
  });
});
