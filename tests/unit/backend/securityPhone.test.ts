// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf } from './authHelpers';
import { configOf, signedIn, smsOf } from './securityHelpers';

const CODE = '/web-api/security/phone/code';
const CONFIRM = '/web-api/security/phone/confirm';
const UNBIND = '/web-api/security/phone/unbind';
const NEW_PHONE = { phone_code: '+7', phone_number: '(912) 345-67-89' };

describe('phone binding', () => {
  it('sends a code by SMS, binds the phone with it and moves activation_type 1 → 2', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    const before = await configOf(backend, cookie);
    expect(before.activation_type).toBe(1);
    const sent = await backend.call('POST', CODE, { body: NEW_PHONE, headers: cookie });
    expect(sent.status).toBe(200);
    expect(sent.json.phone).toBe('+79123456789');
    const [sms] = await smsOf(backend, '+79123456789');
    expect(sms!.code).toMatch(/^\d{6}$/);

    const bound = await backend.call('POST', CONFIRM, { body: { code: sms!.code }, headers: cookie });
    expect(bound.status).toBe(200);
    expect(bound.json.phone).toEqual({ phone_code: '+7', phone_number: '9123456789' });
    const after = await configOf(backend, cookie);
    expect(after).toMatchObject({ phone_code: '+7', phone_number: '9123456789', activation_type: 2 });
    expect(after.protection_methods.enable_phone_binding).toBe(true);
    expect(after.protection_level).toBe(before.protection_level + 25);
  });

  it('moves activation_type 0 → 3', async () => {
    const backend = makeBackend();
    backend.db.prepare("UPDATE users SET activation_type = 0 WHERE login = 'fresh@example.com'").run();
    const cookie = await signedIn(backend, 'fresh@example.com');
    await backend.call('POST', CODE, { body: NEW_PHONE, headers: cookie });
    const [sms] = await smsOf(backend, '+79123456789');
    await backend.call('POST', CONFIRM, { body: { code: sms!.code }, headers: cookie });
    expect((await configOf(backend, cookie)).activation_type).toBe(3);
  });

  it('refuses a wrong code (counted), then takes the right one; five wrong codes spend it', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    await backend.call('POST', CODE, { body: NEW_PHONE, headers: cookie });
    const [sms] = await smsOf(backend, '+79123456789');
    const wrong = sms!.code === '000000' ? '111111' : '000000';
    const res = await backend.call('POST', CONFIRM, { body: { code: wrong }, headers: cookie });
    expect(codeOf(res)).toBe('code_invalid');
    expect(res.json.errors[0].meta).toEqual({ attempts_left: 4 });
    expect((await backend.call('POST', CONFIRM, { body: { code: sms!.code }, headers: cookie })).status).toBe(200);

    backend.clock.setOffsetSeconds(120);
    await backend.call('POST', CODE, { body: { phone_code: '+7', phone_number: '9123456788' }, headers: cookie });
    const [next] = await smsOf(backend, '+79123456788');
    const other = next!.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await backend.call('POST', CONFIRM, { body: { code: other }, headers: cookie });
    expect(codeOf(await backend.call('POST', CONFIRM, { body: { code: next!.code }, headers: cookie }))).toBe('code_expired');
    expect((await configOf(backend, cookie)).phone_number).toBe('9123456789');
  });

  it('refuses an expired code', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    await backend.call('POST', CODE, { body: NEW_PHONE, headers: cookie });
    const [sms] = await smsOf(backend, '+79123456789');
    backend.clock.setOffsetSeconds(5 * 60 + 1);
    // The session is still live (24 h); the code lived 5 minutes.
    expect(codeOf(await backend.call('POST', CONFIRM, { body: { code: sms!.code }, headers: cookie }))).toBe('code_expired');
    expect((await configOf(backend, cookie)).phone_number).toBeNull();
  });

  it('sends one code a minute', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    expect((await backend.call('POST', CODE, { body: NEW_PHONE, headers: cookie })).status).toBe(200);
    const again = await backend.call('POST', CODE, { body: { phone_code: '+7', phone_number: '9123456788' }, headers: cookie });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    backend.clock.setOffsetSeconds(61);
    expect((await backend.call('POST', CODE, { body: NEW_PHONE, headers: cookie })).status).toBe(200);
  });

  it("refuses another player's phone, the phone already bound and a malformed number", async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    expect(codeOf(await backend.call('POST', CODE, { body: { phone_code: '+7', phone_number: '9990001122' }, headers: cookie }))).toBe('phone_taken');
    expect(codeOf(await backend.call('POST', CODE, { body: { phone_code: '+7', phone_number: '9991234567' }, headers: cookie }))).toBe('phone_same');
    const bad = await backend.call('POST', CODE, { body: { phone_code: '+7', phone_number: '12' }, headers: cookie });
    expect(bad.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/phone_number' } });
    expect(await smsOf(backend, '+79990001122')).toEqual([]);
  });

  it('unbinds with the password, moving activation_type 2 → 1; refuses a wrong password', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    expect(codeOf(await backend.call('POST', UNBIND, { body: { password: 'nope' }, headers: cookie }))).toBe('wrong_password');
    const res = await backend.call('POST', UNBIND, { body: { password: 'Player123!' }, headers: cookie });
    expect(res.status).toBe(200);
    expect(res.json.phone).toBeNull();
    const config = await configOf(backend, cookie);
    expect(config).toMatchObject({ phone_number: null, activation_type: 1 });
    expect(config.protection_methods.enable_phone_binding).toBe(false);
  });

  it('keeps the phone of a player who has no e-mail', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, '+79990001122');
    expect(codeOf(await backend.call('POST', UNBIND, { body: { password: 'Player123!' }, headers: cookie }))).toBe('phone_only_contact');
  });
});
