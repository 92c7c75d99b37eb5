// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf } from './authHelpers';
import { appCode, TF_NOW, twoFactorBackend } from './twoFactorHelpers';

const STEP_MS = 30_000;

describe('the app\'s codes: window and replay', () => {
  it('takes the code of the step before and after the backend clock, not two steps away', async () => {
    const b = await twoFactorBackend();
    const { secret } = await b.turnOn();
    // Each accepted code takes its step; later checks use later steps so replay does not interfere.
    b.atStep(10);
    const now = b.clock.now();
    expect(codeOf(await b.post('/recovery-codes', { code: appCode(secret, now - 2 * STEP_MS) }))).toBe('code_invalid');
    expect(codeOf(await b.post('/recovery-codes', { code: appCode(secret, now + 2 * STEP_MS) }))).toBe('code_invalid');
    expect((await b.post('/recovery-codes', { code: appCode(secret, now - STEP_MS) })).status).toBe(200);
    expect((await b.post('/recovery-codes', { code: appCode(secret, now) })).status).toBe(200);
    expect((await b.post('/recovery-codes', { code: appCode(secret, now + STEP_MS) })).status).toBe(200);
  });

  it('takes a code once: the same code, or an older step\'s, is refused after it', async () => {
    const b = await twoFactorBackend();
    const { secret } = await b.turnOn();
    // The confirming code itself is spent.
    expect(codeOf(await b.post('/recovery-codes', { code: appCode(secret, TF_NOW) }))).toBe('code_invalid');
    b.atStep(5);
    const code = appCode(secret, b.clock.now());
    expect((await b.post('/recovery-codes', { code })).status).toBe(200);
    expect(codeOf(await b.post('/recovery-codes', { code }))).toBe('code_invalid');
    expect(codeOf(await b.post('/recovery-codes', { code: appCode(secret, b.clock.now() - STEP_MS) }))).toBe('code_invalid');
    b.atStep(6);
    expect((await b.post('/recovery-codes', { code: appCode(secret, b.clock.now()) })).status).toBe(200);
  });

  it('wrong codes count as failed sign-ins: the client is locked after enough of them', async () => {
    const b = await twoFactorBackend();
    await b.turnOn();
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await b.post('/disable', { code: '000000' })).status);
    expect(answers).toContain(429);
    expect(answers.slice(answers.indexOf(429))).toEqual(answers.slice(answers.indexOf(429)).map(() => 429));
    expect((await b.status()).enabled).toBe(true);
  });
});

describe('recovery codes', () => {
  it('a recovery code works once; new codes make the old ones worthless', async () => {
    const b = await twoFactorBackend();
    const { recoveryCodes } = await b.turnOn();
    const [first, second] = recoveryCodes as [string, string];
    const fresh = await b.post('/recovery-codes', { code: first.toUpperCase().replace('-', '') });
    expect(fresh.status).toBe(200);
    expect(fresh.json.recoveryCodes).toHaveLength(10);
    expect(codeOf(await b.post('/recovery-codes', { code: first }))).toBe('code_invalid');
    expect(codeOf(await b.post('/disable', { code: second }))).toBe('code_invalid');
    expect((await b.status()).recoveryCodesLeft).toBe(10);
    const [next] = fresh.json.recoveryCodes as [string];
    b.atStep(3);
    expect((await b.post('/disable', { code: next })).status).toBe(200);
  });

  it('turning off needs a valid code; then the secret, the codes and the flag are gone', async () => {
    const b = await twoFactorBackend();
    const { secret } = await b.turnOn();
    expect(codeOf(await b.post('/disable', { code: '123456' === appCode(secret, TF_NOW) ? '654321' : '123456' }))).toBe('code_invalid');
    expect(codeOf(await b.post('/disable', {}))).toBe('validation');
    expect((await b.status()).enabled).toBe(true);
    b.atStep(1);
    const off = await b.post('/disable', { code: appCode(secret, b.clock.now()) });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0, enabledAt: null });
    expect(b.db.prepare('SELECT COUNT(*) AS n FROM two_factor_recovery_codes').get()).toEqual({ n: 0 });
    expect(await b.control()).toEqual({ enabled: false, code: null });
    const config = await b.call('GET', '/web-api/user/config', { headers: b.headers });
    expect(config.json.result.protection_methods.enable_two_factor_auth).toBe(false);
  });
});
