// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../backend/src/accounts/rows';
import { NO_PROTECTION_METHODS } from '../../../backend/src/accounts/users';
import { PROTECTION_WEIGHTS, protectionOf } from '../../../backend/src/security/protectionLevel';
import { makeBackend } from './helpers';
import { configOf, signedIn } from './securityHelpers';

const userWith = (fields: Partial<UserRow>, methods: Partial<typeof NO_PROTECTION_METHODS> = {}) =>
  ({
    email: null,
    phone_number: null,
    is_active_secure_question: 0,
    ...fields,
    protection_methods: JSON.stringify({ ...NO_PROTECTION_METHODS, ...methods }),
  }) as UserRow;

describe('the protection level', () => {
  it('weighs what is set and adds up to 100', () => {
    expect(Object.values(PROTECTION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(protectionOf(userWith({})).level).toBe(0);
    expect(protectionOf(userWith({ email: 'a@b.c' })).level).toBe(10);
    expect(protectionOf(userWith({ email: 'a@b.c' }, { is_changed_password: true })).level).toBe(20);
    expect(protectionOf(userWith({ phone_number: '9991234567' }, { enable_phone_binding: true })).level).toBe(25);
    expect(protectionOf(userWith({ is_active_secure_question: 1 }, { enable_security_question: true })).level).toBe(15);
    expect(protectionOf(userWith({}, { enable_two_factor_auth: true })).level).toBe(40);
    const all = userWith(
      { email: 'a@b.c', phone_number: '9991234567', is_active_secure_question: 1 },
      { is_changed_password: true, enable_phone_binding: true, enable_security_question: true, enable_two_factor_auth: true },
    );
    expect(protectionOf(all)).toEqual({ level: 100, methods: expect.any(Object), raise: [] });
  });

  it('does not count a flag without what it stands for', () => {
    expect(protectionOf(userWith({}, { enable_phone_binding: true })).methods.phone).toBe(false);
    expect(protectionOf(userWith({}, { enable_security_question: true })).methods.question).toBe(false);
  });

  it('says what would raise it, the most first', () => {
    expect(protectionOf(userWith({ email: 'a@b.c' })).raise).toEqual([
      { method: 'two_step', points: 40 },
      { method: 'phone', points: 25 },
      { method: 'question', points: 15 },
      { method: 'password', points: 10 },
    ]);
  });

  it('is what the user config and GET /security say', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    const config = await configOf(backend, cookie);
    const overview = (await backend.call('GET', '/web-api/security', { headers: cookie })).json;
    // player@example.com: e-mail, password changed, phone bound.
    expect(config.protection_level).toBe(45);
    expect(overview.protection.level).toBe(45);
    expect(overview).toMatchObject({
      email: 'player@example.com',
      password: { changed: true },
      phone: { phone_code: '+7', phone_number: '9991234567' },
      phone_removable: true,
      question: null,
      two_step: false,
    });
  });

  it('reads two-step sign-in from protection_methods', async () => {
    const backend = makeBackend();
    backend.db
      .prepare("UPDATE users SET protection_methods = json_set(protection_methods, '$.enable_two_factor_auth', json('true')) WHERE id = 1004")
      .run();
    // A player with two-step sign-in stops at the code step at login: a control session instead.
    const session = await controlCookie(backend, 'fresh@example.com');
    expect((await backend.call('GET', '/web-api/security', { headers: session })).json.protection.level).toBe(50);
  });
});

async function controlCookie(backend: ReturnType<typeof makeBackend>, login: string) {
  const { ua } = await backend.signIn(login);
  return { cookie: `ua=${ua}` };
}
