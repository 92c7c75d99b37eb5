// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_LIVE_SESSIONS } from '../../../backend/src/auth/signInRules';
import { makeBackend } from './helpers';
import { codeOf, inbox, login, sessionOf } from './authHelpers';

// Smaller security holes, closed.

const FORGOT = '/web-api/user/password/forgot';

describe('one reset code a minute per account', () => {
  // player@example.com is user 1001 with the phone +7 999 123-45-67.
  const spellings = [{ email: 'player@example.com' }, { login: 'PLAYER@example.com' }, { login: '1001' }, { phone: '+7 999 123-45-67' }];

  it.each(spellings.slice(1))('after a code by e-mail, asking by %o within the minute is 429 and sends nothing', async (spelling) => {
    const backend = makeBackend();
    expect((await backend.call('POST', FORGOT, { body: spellings[0] })).status).toBe(200);
    const again = await backend.call('POST', FORGOT, { body: spelling });
    expect(again.status).toBe(429);
    expect(codeOf(again)).toBe('too_many_attempts');
    expect(await inbox(backend, 'player@example.com')).toHaveLength(1);
  });

  it('every spelling in a row gives one code; a minute later the next one goes', async () => {
    const backend = makeBackend();
    const statuses = [];
    for (const body of spellings) statuses.push((await backend.call('POST', FORGOT, { body })).status);
    expect(statuses).toEqual([200, 429, 429, 429]);
    backend.clock.setOffsetSeconds(61);
    expect((await backend.call('POST', FORGOT, { body: { phone: '+79991234567' } })).status).toBe(200);
    expect(await inbox(backend, 'player@example.com')).toHaveLength(2);
  });

  it('a code still works after the change: the reset goes through', async () => {
    const backend = makeBackend();
    const { reset_token } = (await backend.call('POST', FORGOT, { body: { login: '1001' } })).json;
    const { code } = (await inbox(backend, 'player@example.com'))[0]!;
    const res = await backend.call('POST', '/web-api/user/password/reset', { body: { reset_token, code, password: 'newpass99' } });
    expect(res.status).toBe(200);
  });
});

describe('set active account: another player\'s account answers as an unknown id', () => {
  it('the same 404, code and message for both', async () => {
    const backend = makeBackend();
    const { ua } = await backend.signIn('player@example.com');
    const headers = { cookie: `ua=${ua}` };
    const { id: foreign } = backend.db.prepare('SELECT id FROM accounts WHERE user_id != 1001 ORDER BY id LIMIT 1').get() as { id: number };
    const { id: top } = backend.db.prepare('SELECT MAX(id) AS id FROM accounts').get() as { id: number };
    const unknown = top + 1000;
    const activeOf = (id: number) => (backend.db.prepare('SELECT is_active FROM accounts WHERE id = ?').get(id) as { is_active: number }).is_active;
    const before = activeOf(foreign);
    const notMine = await backend.call('POST', '/web-api/user/account/active', { body: { id: foreign }, headers });
    const nobody = await backend.call('POST', '/web-api/user/account/active', { body: { id: unknown }, headers });
    expect(notMine.status).toBe(404);
    expect(nobody.status).toBe(404);
    expect(notMine.json).toEqual({ errors: [{ code: 'not_found', detail: `Account ${foreign} was not found` }] });
    expect(JSON.stringify(nobody.json)).toBe(JSON.stringify(notMine.json).replace(String(foreign), String(unknown)));
    // And the foreign account stayed as it was.
    expect(activeOf(foreign)).toBe(before);
  });
});

describe('live sessions per player are capped', () => {
  it(`sign-in number ${MAX_LIVE_SESSIONS + 1} ends the oldest session; the newest and the rest work`, async () => {
    expect(MAX_LIVE_SESSIONS).toBe(20);
    const backend = makeBackend();
    const sessions = [];
    for (let i = 0; i <= MAX_LIVE_SESSIONS; i += 1) {
      const res = await login(backend, 'player@example.com');
      expect(res.status).toBe(200);
      sessions.push(sessionOf(res));
    }
    const status = async (headers: Record<string, string>) => (await backend.call('GET', '/web-api/user/config', { headers })).status;
    const oldest = sessions[0]!;
    const newest = sessions[MAX_LIVE_SESSIONS]!;
    expect(await status(oldest.cookie)).toBe(401);
    expect(await status(oldest.bearer)).toBe(401);
    expect(await status(newest.cookie)).toBe(200);
    expect(await status(newest.bearer)).toBe(200);
    expect(await status(sessions[1]!.cookie)).toBe(200);
    const live = backend.db
      .prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = 1001 AND revoked = 0 AND expires_at > ?')
      .get(backend.clock.now()) as { n: number };
    expect(live.n).toBe(MAX_LIVE_SESSIONS);
  });

  it("another player's sessions are not touched", async () => {
    const backend = makeBackend();
    const other = sessionOf(await login(backend, 'fresh@example.com'));
    for (let i = 0; i <= MAX_LIVE_SESSIONS; i += 1) await login(backend, 'player@example.com');
    expect((await backend.call('GET', '/web-api/user/config', { headers: other.cookie })).status).toBe(200);
  });
});
