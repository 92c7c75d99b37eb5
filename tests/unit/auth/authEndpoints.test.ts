import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { login, LoginAnswerSchema } from '@/lib/api/login';
import { updateCaptcha } from '@/lib/api/captchaUpdate';
import { sendSmsCode } from '@/lib/api/smsSend';
import { fetchPhoneCountries } from '@/lib/api/phoneCountries';

describe('sign-in endpoints: every answer checked by its schema', () => {
  it('a login answers the user id, or the two-step token', () => {
    expect(LoginAnswerSchema.parse({ user_id: 1003, terms_changed: true, extra: 1 })).toEqual({ user_id: 1003, terms_changed: true });
    expect(LoginAnswerSchema.parse({ user_id: 1001 })).toEqual({ user_id: 1001 });
    expect(LoginAnswerSchema.parse({ two_step_required: true, two_step_token: 't' })).toEqual({ two_step_required: true, two_step_token: 't' });
    expect(LoginAnswerSchema.safeParse({ two_step_required: true }).success).toBe(false);
  });

  it('a login answer of the wrong shape is a clear error, not a sign-in', async () => {
    server.use(http.post('*/web-api/user/auth/login', () => HttpResponse.json({ ok: true })));
    await expect(login({ login: 'a', password: 'b', save: false })).rejects.toThrow(/^Unexpected response from \/web-api\/user\/auth\/login/);
  });

  it('a captcha picture must be an SVG document', async () => {
    server.use(http.post('*/web-api/captcha/update', () => HttpResponse.json({ captcha_id: 'c1', image: 'https://evil.example/x.png' })));
    await expect(updateCaptcha()).rejects.toThrow(/not an SVG image/);
  });

  it("the SMS resend wait and the phone countries in the page language", async () => {
    server.use(
      http.post('*/web-api/user/auth/sms/send', () => HttpResponse.json({ ok: true, resend_after: 60 })),
      http.get('*/web-api/phone/countries', ({ request }) =>
        HttpResponse.json([{ id: 1, name: new URL(request.url).searchParams.get('lng') === 'en' ? 'Russia' : 'Россия', country_code: 'RU', tel_code: '7' }]),
      ),
    );
    expect(await sendSmsCode({ phone_number: '9990001122', phone_code: '+7' })).toBe(60);
    expect(await fetchPhoneCountries({ lng: 'en' })).toEqual([{ id: 1, name: 'Russia', code: 'ru', phoneCode: '+7' }]);
  });
});
