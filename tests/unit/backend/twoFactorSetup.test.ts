// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf } from './authHelpers';
import { appCode, TF, twoFactorBackend } from './twoFactorHelpers';

describe('turning the authenticator app on', () => {
  it('setup answers a base32 secret and its otpauth URI; the first code turns it on with ten recovery codes', async () => {
    const b = await twoFactorBackend();
    expect(await b.status()).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0, enabledAt: null });
    expect(await b.control()).toEqual({ enabled: false, code: null });

    const setup = await b.post('/setup');
    expect(setup.status).toBe(200);
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.json.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/BetSite:player@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: 'BetSite', secret: setup.json.secret, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(setup.headers.get('cache-control')).toBe('no-store');
    // The status never shows the secret; the control API shows the pending secret's code.
    expect(await b.status()).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0, enabledAt: null });
    expect(await b.control()).toEqual({ enabled: false, code: appCode(setup.json.secret, b.clock.now()) });

    const enabled = await b.post('/enable', { code: appCode(setup.json.secret, b.clock.now()) });
    expect(enabled.status).toBe(200);
    expect(enabled.json.enabled).toBe(true);
    expect(enabled.json.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.json.recoveryCodes).size).toBe(10);
    for (const code of enabled.json.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await b.status()).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(await b.control()).toEqual({ enabled: true, code: appCode(setup.json.secret, b.clock.now()) });
    const config = await b.call('GET', '/web-api/user/config', { headers: b.headers });
    expect(config.json.result.protection_methods.enable_two_factor_auth).toBe(true);
  });

  it('keeps the secrets sealed and the recovery codes hashed', async () => {
    const b = await twoFactorBackend();
    const { secret, recoveryCodes } = await b.turnOn();
    const stored = JSON.stringify([
      b.db.prepare('SELECT * FROM two_factor').all(),
      b.db.prepare('SELECT * FROM two_factor_recovery_codes').all(),
    ]);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('a new setup replaces the pending secret: the old one\'s code no longer confirms', async () => {
    const b = await twoFactorBackend();
    const first = (await b.post('/setup')).json.secret as string;
    const second = (await b.post('/setup')).json.secret as string;
    expect(second).not.toBe(first);
    const old = await b.post('/enable', { code: appCode(first, b.clock.now()) });
    expect(old.status).toBe(400);
    expect(old.json.errors[0]).toMatchObject({ code: 'code_invalid', source: { pointer: '/code' } });
    expect((await b.post('/enable', { code: appCode(second, b.clock.now()) })).status).toBe(200);
  });

  it('refuses a setup while on, a confirmation with no setup, a code that is not six digits, and a guest', async () => {
    const b = await twoFactorBackend();
    expect(codeOf(await b.post('/enable', { code: '123456' }))).toBe('two_factor_no_setup');
    expect(codeOf(await b.post('/disable', { code: '123456' }))).toBe('two_factor_disabled');
    await b.post('/setup');
    const letters = await b.post('/enable', { code: 'abcd-efgh' });
    expect(letters.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/code' } });
    const guest = await b.call('POST', `${TF}/setup`);
    expect(guest.status).toBe(401);
    expect((await b.call('GET', TF)).status).toBe(401);
    await b.post('/setup');
    const { json } = await b.post('/setup');
    await b.post('/enable', { code: appCode(json.secret, b.clock.now()) });
    expect(codeOf(await b.post('/setup'))).toBe('two_factor_enabled');
  });

  it('control: 404 for an unknown login', async () => {
    const b = await twoFactorBackend();
    expect((await b.call('GET', '/__control/totp/nobody@example.com')).status).toBe(404);
  });
});
