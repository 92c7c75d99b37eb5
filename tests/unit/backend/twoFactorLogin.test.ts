// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, inbox, login } from './authHelpers';
import { appCode, twoFactorBackend } from './twoFactorHelpers';

const TWO_STEP = '/web-api/user/auth/login/two-step';

describe('sign-in of a player with the app on', () => {
  it('asks for the app\'s code (two_step_method "totp"), sends nothing, and signs in with it', async () => {
    const b = await twoFactorBackend();
    const { secret } = await b.turnOn();
    const inboxBefore = (await inbox(b, 'player@example.com')).length;
    const first = await login(b, 'player@example.com');
    expect(first.json).toEqual({ two_step_required: true, two_step_token: expect.any(String), two_step_method: 'totp' });
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(await inbox(b, 'player@example.com')).toHaveLength(inboxBefore);

    // The confirming code's step is spent: the same code does not sign in.
    const replay = await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code: appCode(secret, b.clock.now()) } });
    expect(codeOf(replay)).toBe('code_invalid');
    b.atStep(1);
    const { code } = await b.control();
    const signed = await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code } });
    expect(signed.status).toBe(200);
    expect(signed.json.user_id).toEqual(expect.any(Number));
    // The ticket is spent, and so is the code.
    expect(codeOf(await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code } }))).toBe('code_expired');
    const again = await login(b, 'player@example.com');
    expect(codeOf(await b.call('POST', TWO_STEP, { body: { two_step_token: again.json.two_step_token, code } }))).toBe('code_invalid');
  });

  it('signs in with a recovery code once; the spent code is refused the second time', async () => {
    const b = await twoFactorBackend();
    const { recoveryCodes } = await b.turnOn();
    const code = recoveryCodes[0]!;
    const first = await login(b, 'player@example.com');
    const signed = await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code } });
    expect(signed.status).toBe(200);
    expect((await b.status()).recoveryCodesLeft).toBe(9);
    const second = await login(b, 'player@example.com');
    const refused = await b.call('POST', TWO_STEP, { body: { two_step_token: second.json.two_step_token, code } });
    expect(refused.json.errors[0]).toMatchObject({ code: 'code_invalid', meta: { attempts_left: 4 } });
  });

  it('refuses a malformed code before any check', async () => {
    const b = await twoFactorBackend();
    await b.turnOn();
    const first = await login(b, 'player@example.com');
    const bad = await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code: 'abc$-1234' } });
    expect(bad.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/code' } });
  });

  it('once the app is off the player signs in with the password alone again', async () => {
    const b = await twoFactorBackend();
    const { recoveryCodes } = await b.turnOn();
    const pending = await login(b, 'player@example.com');
    await b.post('/disable', { code: recoveryCodes[1] });
    expect(codeOf(await b.call('POST', TWO_STEP, { body: { two_step_token: pending.json.two_step_token, code: recoveryCodes[2] } }))).toBe('code_expired');
    expect((await login(b, 'player@example.com')).json.user_id).toEqual(expect.any(Number));
  });
});

describe('the e-mail two-step, unchanged', () => {
  it('still answers no method, sends a code and takes it; an app\'s recovery-code shape is just a wrong code', async () => {
    const b = await twoFactorBackend();
    const first = await login(b, 'twostep@example.com');
    expect(first.json).toEqual({ two_step_required: true, two_step_token: expect.any(String) });
    const wrong = await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code: 'abcd-efgh' } });
    expect(codeOf(wrong)).toBe('code_invalid');
    const { code } = (await inbox(b, 'twostep@example.com')).at(-1)!;
    expect((await b.call('POST', TWO_STEP, { body: { two_step_token: first.json.two_step_token, code } })).status).toBe(200);
  });
});
