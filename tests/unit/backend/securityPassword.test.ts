// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, fromClient, login } from './authHelpers';
import { configOf, mailOf, SAFARI_IPHONE, signedIn } from './securityHelpers';

const PASSWORD = '/web-api/security/password';
const change = (current_password: string, new_password: string) => ({ body: { current_password, new_password } });

describe('password change', () => {
  it('replaces the password, keeps this session, ends every other one and sends the letter', async () => {
    const backend = makeBackend();
    const phone = await signedIn(backend, 'player@example.com', SAFARI_IPHONE);
    const laptop = await signedIn(backend);
    const res = await backend.call('POST', `${PASSWORD}?lng=en`, { ...change('Player123!', 'NewPass2024'), headers: laptop });
    expect(res.status).toBe(200);
    expect(res.json.signed_out_sessions).toBe(1);
    expect(res.json.password).toEqual({ changed: true, changed_pass_day_count: 0 });

    expect((await backend.call('GET', '/web-api/security/sessions', { headers: laptop })).status).toBe(200);
    expect((await backend.call('GET', '/web-api/security/sessions', { headers: phone })).status).toBe(401);
    expect((await login(backend, 'player@example.com', 'Player123!')).status).toBe(400);
    expect((await login(backend, 'player@example.com', 'NewPass2024')).status).toBe(200);

    const letters = await mailOf(backend, 'player@example.com');
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ to: 'player@example.com', subject: 'Your password was changed' });
    expect(letters[0]!.body).toContain('Chrome 131 · Windows');
    expect(letters[0]!.body).toContain('/en?showForgotPasswordModal=1');
  });

  it('writes the letter in the request language, Russian by default', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    await backend.call('POST', PASSWORD, { ...change('Player123!', 'NewPass2024'), headers: cookie });
    expect((await mailOf(backend, 'player@example.com'))[0]!.subject).toBe('Ваш пароль изменён');
  });

  it('sends no letter to a player without an e-mail', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, '+79990001122');
    expect((await backend.call('POST', PASSWORD, { ...change('Player123!', 'NewPass2024'), headers: cookie })).status).toBe(200);
    expect(await mailOf(backend, '+79990001122')).toEqual([]);
  });

  it('sets is_changed_password and resets changed_pass_day_count in the user config', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    backend.db.prepare("UPDATE users SET changed_pass_day_count = 40 WHERE login = 'fresh@example.com'").run();
    const before = await configOf(backend, cookie);
    expect(before.protection_methods.is_changed_password).toBe(false);
    await backend.call('POST', PASSWORD, { ...change('Player123!', 'NewPass2024'), headers: cookie });
    const after = await configOf(backend, cookie);
    expect(after.protection_methods.is_changed_password).toBe(true);
    expect(after.changed_pass_day_count).toBe(0);
    expect(after.protection_level).toBe(before.protection_level + 10);
  });

  it('refuses a wrong current password as a field error and counts it as a failed sign-in', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    const res = await backend.call('POST', PASSWORD, { ...change('wrong-one1', 'NewPass2024'), headers: { ...cookie, ...fromClient('203.0.113.9') } });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({ code: 'wrong_password', source: { pointer: '/current_password' } });
    const failures = backend.db.prepare("SELECT client, account FROM auth_failures WHERE account = 'user:1001'").all();
    expect(failures).toEqual([{ client: '203.0.113.9', account: 'user:1001' }]);
    expect(await mailOf(backend, 'player@example.com')).toEqual([]);
  });

  it('locks the client after as many wrong passwords as the login form allows', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    const headers = { ...cookie, ...fromClient('203.0.113.10') };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await backend.call('POST', PASSWORD, { ...change(`wrong-${i}x`, 'NewPass2024'), headers })).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);
    const right = await backend.call('POST', PASSWORD, { ...change('Player123!', 'NewPass2024'), headers });
    expect(right.status).toBe(429);
  });

  it('holds the new password to the registration rules and refuses the current one', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    for (const weak of ['short1', 'lettersonly', '1234567890']) {
      const res = await backend.call('POST', PASSWORD, { ...change('Player123!', weak), headers: cookie });
      expect(res.status, weak).toBe(400);
      expect(res.json.errors[0].source, weak).toEqual({ pointer: '/new_password' });
    }
    const same = await backend.call('POST', PASSWORD, { ...change('Player123!', 'Player123!'), headers: cookie });
    expect(codeOf(same)).toBe('same_password');
  });

  it('answers 401 without a session', async () => {
    const backend = makeBackend();
    expect((await backend.call('POST', PASSWORD, change('Player123!', 'NewPass2024'))).status).toBe(401);
  });
});
