// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

describe('control API', () => {
  it('reports health', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/__control/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
  });

  it('reset restores a patched site config', async () => {
    const { call } = makeBackend();
    await call('PATCH', '/__control/site-config', { body: { registrationEnabled: false } });
    expect((await call('POST', '/__control/reset')).json).toEqual({ ok: true });
    expect((await call('GET', '/__control/site-config')).json.registrationEnabled).toBe(true);
  });

  it('reset puts the clock back and signs everybody out', async () => {
    const { call, signIn, clock } = makeBackend();
    const { ua } = await signIn();
    await call('POST', '/__control/clock', { body: { offsetSeconds: 600 } });
    await call('POST', '/__control/reset');
    expect(clock.offsetSeconds()).toBe(0);
    const check = await call('GET', '/web-api/user/checksession', { headers: { cookie: `ua=${ua}` } });
    expect(check.json).toEqual({ user_id: null });
  });

  it('reset restores balances and ban level', async () => {
    const { call } = makeBackend();
    await call('PATCH', '/__control/users/player@example.com', { body: { banLevel: 5, balances: { RUB: 1, USD: 3 } } });
    await call('POST', '/__control/reset');
    const view = await call('PATCH', '/__control/users/player@example.com', { body: {} });
    expect(view.json.banLevel).toBe(0);
    expect(view.json.accounts.map((a: { iso: string; money: number }) => [a.iso, a.money])).toEqual([
      ['RUB', 10000],
      ['RUB', 500],
    ]);
  });

  it('PATCH site-config deep-merges maintenance and returns the whole config', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/site-config', {
      body: { maintenance: { active: true, endsAt: '2030-01-01T10:00:00.000Z' } },
    });
    expect(res.status).toBe(200);
    expect(res.json.maintenance).toEqual({ active: true, startsAt: null, endsAt: '2030-01-01T10:00:00.000Z' });
    expect(res.json.idleLogoffMinutes).toBe(30);
    expect((await call('GET', '/web-api/config/site')).json.maintenance.active).toBe(true);
  });

  it('PATCH site-config replaces arrays and blockReasonByCountry as a whole', async () => {
    const { call } = makeBackend();
    await call('PATCH', '/__control/site-config', { body: { blockReasonByCountry: { RU: 1 } } });
    const res = await call('PATCH', '/__control/site-config', {
      body: { availableRouteIds: [47], blockReasonByCountry: { UA: 13 } },
    });
    expect(res.json.availableRouteIds).toEqual([47]);
    expect(res.json.blockReasonByCountry).toEqual({ UA: 13 });
  });

  it('PATCH site-config rejects an unknown key with 400 and saves nothing', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/site-config', { body: { registrationEnabled: false, bogus: 1 } });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(/bogus/);
    expect((await call('GET', '/__control/site-config')).json.registrationEnabled).toBe(true);
  });

  it('PATCH site-config rejects a wrong type (also nested) with 400 and saves nothing', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/site-config', {
      body: { statisticEnabled: false, maintenance: { active: 'yes' } },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(/maintenance\.active/);
    expect((await call('GET', '/__control/site-config')).json.statisticEnabled).toBe(true);
  });

  it('PATCH site-config answers 400 to malformed JSON and to a non-object body', async () => {
    const { call } = makeBackend();
    expect((await call('PATCH', '/__control/site-config', { body: '{nope' })).status).toBe(400);
    expect((await call('PATCH', '/__control/site-config', { body: [1, 2] })).status).toBe(400);
  });

  it('a "__proto__" key in a body is a 400, not a silent no-op', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/site-config', { body: '{"__proto__":{"registrationEnabled":false}}' });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(/__proto__/);
  });

  it('POST session answers 404 for an unknown login', async () => {
    const { call } = makeBackend();
    const res = await call('POST', '/__control/session', { body: { login: 'nobody@example.com' } });
    expect(res.status).toBe(404);
    expect(res.json.errors[0].detail).toMatch(/nobody@example.com/);
  });

  it('PATCH users changes banLevel, visible in the user config', async () => {
    const { call, signIn } = makeBackend();
    const res = await call('PATCH', '/__control/users/player@example.com', { body: { banLevel: 45, banVersion: 2 } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ login: 'player@example.com', userId: 1001, banLevel: 45, banVersion: 2 });
    const { ua } = await signIn();
    const config = await call('GET', '/web-api/user/config', { headers: { cookie: `ua=${ua}` } });
    expect(config.json.result.ban_level).toBe(45);
  });

  it('PATCH users sets balances from a currency map, creating a currency account', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/users/player@example.com', { body: { balances: { RUB: 5000, USD: 20 } } });
    expect(res.status).toBe(200);
    const byIso = (iso: string, type: number) =>
      res.json.accounts.find((a: { iso: string; type: number }) => a.iso === iso && a.type === type);
    expect(byIso('RUB', 0).money).toBe(5000);
    expect(byIso('RUB', 4).money).toBe(500);
    expect(byIso('USD', 9).money).toBe(20);
  });

  it('PATCH users sets balances from a list with account ids', async () => {
    const { call, signIn } = makeBackend();
    const res = await call('PATCH', '/__control/users/player@example.com', { body: { balances: [{ id: 5002, money: 42 }] } });
    expect(res.status).toBe(200);
    const { ua } = await signIn();
    const balance = await call('GET', '/web-api/user/balance', { headers: { cookie: `ua=${ua}` } });
    expect(balance.json.bonus).toBe(42);
  });

  it('PATCH users rejects a bad value with 400 and saves nothing', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/users/player@example.com', {
      body: { banLevel: 3, balances: { RUB: -5 } },
    });
    expect(res.status).toBe(400);
    const view = await call('PATCH', '/__control/users/player@example.com', { body: {} });
    expect(view.json.banLevel).toBe(0);
  });

  it('PATCH users rejects an account id of another user and rolls back', async () => {
    const { call } = makeBackend();
    const res = await call('PATCH', '/__control/users/player@example.com', {
      body: { termsChanged: true, balances: [{ id: 5011, money: 1 }] },
    });
    expect(res.status).toBe(400);
    expect((await call('PATCH', '/__control/users/player@example.com', { body: {} })).json.termsChanged).toBe(false);
  });

  it('PATCH users answers 404 for an unknown login', async () => {
    const { call } = makeBackend();
    expect((await call('PATCH', '/__control/users/ghost@example.com', { body: { banLevel: 1 } })).status).toBe(404);
  });

  it('POST clock sets the offset and reports the shifted time', async () => {
    const { call } = makeBackend();
    const before = Date.now();
    const res = await call('POST', '/__control/clock', { body: { offsetSeconds: 3600 } });
    expect(res.json.offsetSeconds).toBe(3600);
    expect(Date.parse(res.json.now) - before).toBeGreaterThanOrEqual(3600_000);
    expect((await call('POST', '/__control/clock', { body: { offsetSeconds: 'soon' } })).status).toBe(400);
  });

  it('inbox is empty for a known login and 404 for an unknown one', async () => {
    const { call } = makeBackend();
    expect((await call('GET', '/__control/inbox/player@example.com')).json).toEqual({ codes: [] });
    expect((await call('GET', '/__control/inbox/ghost@example.com')).status).toBe(404);
  });
});
