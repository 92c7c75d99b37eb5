// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TERMS_PUBLISHED_AT } from '../../../backend/src/routes/user';
import { makeBackend } from './helpers';

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const CONFIRM = '/web-api/api-v3/v2/user/agreement-rules/confirm';

describe('agreement-rules status', () => {
  it('says the terms changed, with when they were published, for a player who has not accepted them', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn('terms@example.com');
    const res = await call('GET', STATUS, { headers: { cookie: `ua=${ua}` } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: true, updatedAt: TERMS_PUBLISHED_AT });
    expect(new Date(res.json.updatedAt).toISOString()).toBe(res.json.updatedAt);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says not changed, with no date, for a player who has', async () => {
    const { call, signIn } = makeBackend();
    const { token } = await signIn('player@example.com');
    const res = await call('GET', STATUS, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: false, updatedAt: null });
  });

  it('is 401 when signed out', async () => {
    const { call } = makeBackend();
    const res = await call('GET', STATUS);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('unauthorized');
  });
});

describe('agreement-rules confirm', () => {
  it('records the acceptance: the status then says not changed, and the user config agrees', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn('terms@example.com');
    const headers = { cookie: `ua=${ua}` };
    const res = await call('POST', CONFIRM, { headers });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect((await call('GET', STATUS, { headers })).json).toEqual({ result: false, updatedAt: null });
    expect((await call('GET', '/web-api/user/config', { headers })).json.result.terms_changed).toBe(false);
  });

  it('is harmless for a player who already accepted', async () => {
    const { call, signIn } = makeBackend();
    const { ua } = await signIn('player@example.com');
    const res = await call('POST', CONFIRM, { headers: { cookie: `ua=${ua}` } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
  });

  it('changes only the signed-in player', async () => {
    const { call, signIn, db } = makeBackend();
    db.prepare("UPDATE users SET terms_changed = 1 WHERE login = 'player@example.com'").run();
    const { ua } = await signIn('terms@example.com');
    await call('POST', CONFIRM, { headers: { cookie: `ua=${ua}` } });
    const other = db.prepare("SELECT terms_changed FROM users WHERE login = 'player@example.com'").get() as { terms_changed: number };
    expect(other.terms_changed).toBe(1);
  });

  it('is 401 when signed out and changes nothing', async () => {
    const { call, db } = makeBackend();
    const res = await call('POST', CONFIRM);
    expect(res.status).toBe(401);
    const row = db.prepare("SELECT terms_changed FROM users WHERE login = 'terms@example.com'").get() as { terms_changed: number };
    expect(row.terms_changed).toBe(1);
  });
});
