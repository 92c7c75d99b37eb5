// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, inbox, setCookies } from './authHelpers';

const PHONE = { phone_number: '9990001122', phone_code: '+7' };

describe('SMS codes for login', () => {
  it('send puts a code in the player\'s inbox; login/sms with it signs in', async () => {
    const backend = makeBackend();
    const sent = await backend.call('POST', '/web-api/user/auth/sms/send', { body: PHONE });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ ok: true, resend_after: 60 });
    const [message] = await inbox(backend, '+79990001122');
    expect(message).toMatchObject({ kind: 'sms_login', code: expect.stringMatching(/^\d{6}$/) });
    const res = await backend.call('POST', '/web-api/user/auth/login/sms', { body: { ...PHONE, code: message!.code, save: true } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user_id: 1006, terms_changed: false });
    expect(setCookies(res).ua?.attributes['max-age']).toBe('86400');
  });

  it('answers the same for a number without an account, which gets no code that could ever work', async () => {
    const backend = makeBackend();
    const body = { phone_number: '9997776655', phone_code: '+7' };
    const sent = await backend.call('POST', '/web-api/user/auth/sms/send', { body });
    expect(sent.json).toEqual({ ok: true, resend_after: 60 });
    for (const code of ['000000', '123456']) {
      expect(codeOf(await backend.call('POST', '/web-api/user/auth/login/sms', { body: { ...body, code } }))).toBe('code_invalid');
    }
  });

  it('a new code can be sent after 60 s, not before (429 with Retry-After); the newest code signs in', async () => {
    const backend = makeBackend();
    await backend.call('POST', '/web-api/user/auth/sms/send', { body: PHONE });
    const again = await backend.call('POST', '/web-api/user/auth/sms/send', { body: PHONE });
    expect(again.status).toBe(429);
    expect(codeOf(again)).toBe('too_many_attempts');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    backend.clock.setOffsetSeconds(61);
    expect((await backend.call('POST', '/web-api/user/auth/sms/send', { body: PHONE })).status).toBe(200);
    const codes = await inbox(backend, '+79990001122');
    expect(codes).toHaveLength(2);
    expect((await backend.call('POST', '/web-api/user/auth/login/sms', { body: { ...PHONE, code: codes[1]!.code } })).status).toBe(200);
  });

  it('a code lives 5 minutes', async () => {
    const backend = makeBackend();
    await backend.call('POST', '/web-api/user/auth/sms/send', { body: PHONE });
    const { code } = (await inbox(backend, '+79990001122'))[0]!;
    backend.clock.setOffsetSeconds(301);
    expect(codeOf(await backend.call('POST', '/web-api/user/auth/login/sms', { body: { ...PHONE, code } }))).toBe('code_expired');
  });

  it('checks the number against the country\'s mask', async () => {
    const backend = makeBackend();
    const short = await backend.call('POST', '/web-api/user/auth/sms/send', { body: { phone_number: '99900', phone_code: '+7' } });
    expect(short.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/phone_number' } });
    const unknown = await backend.call('POST', '/web-api/user/auth/sms/send', { body: { phone_number: '9990001122', phone_code: '+999' } });
    expect(unknown.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/phone_code' } });
  });

  it('wrong codes count towards the lockout like wrong passwords', async () => {
    const backend = makeBackend();
    await backend.call('POST', '/web-api/user/auth/sms/send', { body: PHONE });
    const { code } = (await inbox(backend, '+79990001122'))[0]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await backend.call('POST', '/web-api/user/auth/login/sms', { body: { ...PHONE, code: wrong } });
    // Four wrong codes from this client: its password logins now need a captcha.
    const res = await backend.call('POST', '/web-api/user/auth/login', { body: { login: 'fresh@example.com', password: 'Player123!' } });
    expect(codeOf(res)).toBe('captcha_required');
  });
});

describe('SMS codes for registration', () => {
  it('go to the phone inbox of the control API; a registered number is refused', async () => {
    const backend = makeBackend();
    const body = { phone_number: '701 234 5678', phone_code: '+7', purpose: 'registration' };
    expect((await backend.call('POST', '/web-api/user/auth/sms/send', { body })).status).toBe(200);
    const phoneInbox = (await backend.call('GET', '/__control/phone-inbox/+77012345678')).json.codes;
    expect(phoneInbox).toEqual([{ kind: 'sms_registration', code: expect.stringMatching(/^\d{6}$/), createdAt: expect.any(String) }]);

    const taken = await backend.call('POST', '/web-api/user/auth/sms/send', { body: { ...PHONE, purpose: 'registration' } });
    expect(taken.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/phone_number' } });
  });
});

describe('phone countries and masks', () => {
  it('lists real countries with lower-case ISO codes and calling codes with a plus, in ru or en', async () => {
    const backend = makeBackend();
    const en = await backend.call('GET', '/web-api/phone/countries?lng=en');
    expect(en.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(en.json.length).toBeGreaterThanOrEqual(10);
    expect(en.json.slice(0, 3)).toEqual([
      { id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' },
      { id: 2, name: 'Ukraine', country_code: 'ua', tel_code: '+380' },
      { id: 3, name: 'Kazakhstan', country_code: 'kz', tel_code: '+7' },
    ]);
    expect((await backend.call('GET', '/web-api/phone/countries')).json[0].name).toBe('Россия');
  });

  it('gives one mask per country whose digits fit its Min and Max', async () => {
    const backend = makeBackend();
    const countries = (await backend.call('GET', '/web-api/phone/countries')).json as { id: number; tel_code: string }[];
    const masks = (await backend.call('GET', '/web-api/phone/masks')).json as { CountryId: number; Mask: string; Min: number; Max: number }[];
    expect(masks.map((mask) => mask.CountryId)).toEqual(countries.map((country) => country.id));
    expect(masks[0]).toEqual({ CountryId: 1, Mask: '+7 (###) ###-##-##', Min: 10, Max: 10 });
    for (const mask of masks) {
      const country = countries.find((entry) => entry.id === mask.CountryId)!;
      expect(mask.Mask.startsWith(`${country.tel_code} `), mask.Mask).toBe(true);
      expect(mask.Mask.split('#').length - 1, mask.Mask).toBe(mask.Max);
      expect(mask.Min).toBeLessThanOrEqual(mask.Max);
    }
  });
});
