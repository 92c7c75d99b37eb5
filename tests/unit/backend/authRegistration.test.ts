// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, login, sessionOf, setCookies, type Answer, type Backend } from './authHelpers';

const REG = '/web-api/user/registration';

const FULL = {
  email: 'New.Player@Example.com',
  password: 'secret123',
  name: 'Anna',
  surname: 'Smirnova',
  date_birthday: '1990-05-31',
  currency: 'EUR',
  country_id: 11,
  bonus_choice: 2,
};

async function balanceOf(backend: Backend, headers: Record<string, string>) {
  return (await backend.call('GET', '/web-api/user/balance', { headers })).json;
}

async function configOf(backend: Backend, headers: Record<string, string>) {
  return (await backend.call('GET', '/web-api/user/config', { headers })).json.result;
}

describe('registration options', () => {
  it('lists the currencies, the localised countries, the bonus choices and the rules', async () => {
    const backend = makeBackend();
    const en = (await backend.call('GET', '/web-api/registration/options?lng=en')).json;
    expect(en).toMatchObject({
      enabled: true,
      types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'pay_and_play'],
      bonus_choices: [0, 1, 2],
      min_age: 18,
      password: { min_length: 8, max_length: 128, letter: true, digit: true },
    });
    expect(en.currencies).toContainEqual({ id: 1, iso: 'RUB', symbol: '₽' });
    expect(en.countries[0]).toEqual({ id: 1, name: 'Russia', code: 'ru', phone_code: '+7', currency: 'RUB' });
    expect(en.social_providers).toHaveLength(16);
    const ru = (await backend.call('GET', '/web-api/registration/options')).json;
    expect(ru.countries[0].name).toBe('Россия');
  });

  it('says when registration is switched off', async () => {
    const backend = makeBackend();
    await backend.call('PATCH', '/__control/site-config', { body: { registrationEnabled: false } });
    expect((await backend.call('GET', '/web-api/registration/options')).json.enabled).toBe(false);
  });
});

describe('one-click registration (fast_reg)', () => {
  it('creates the player with a generated login and password, shown once, and signs him in', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'USD', country_id: 3, bonus_choice: 1 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user_id: expect.any(Number), terms_changed: false, login: String(res.json.user_id), password: expect.any(String) });
    expect(res.json.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);
    expect(setCookies(res).ua?.attributes).toMatchObject({ httponly: '', 'max-age': '86400' });

    const session = sessionOf(res);
    const balance = await balanceOf(backend, session.cookie);
    expect(balance.all_accounts).toEqual([expect.objectContaining({ type: 0, iso: 'USD', money: 0, is_active: true })]);
    expect(balance.is_available_first_deposit_bonus).toBe(true);
    expect(await configOf(backend, session.cookie)).toMatchObject({ user_country_code: 'kz', user_country_id: 3, has_deposit: false });

    expect((await login(backend, res.json.login, res.json.password)).json.user_id).toBe(res.json.user_id);
  });

  it('declining the bonus (0) leaves no first-deposit bonus', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'RUB', country_id: 1, bonus_choice: 0 } });
    expect((await balanceOf(backend, sessionOf(res).cookie)).is_available_first_deposit_bonus).toBe(false);
  });

  it('names a bad currency, country or bonus choice', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'XYZ', country_id: 1, bonus_choice: 0 } });
    expect(res.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/currency' } });
    const country = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'RUB', country_id: 99, bonus_choice: 0 } });
    expect(country.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/country_id' } });
    const bonus = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'RUB', country_id: 1, bonus_choice: 3 } });
    expect(bonus.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/bonus_choice' } });
  });
});

describe('registration switched off', () => {
  it('every type answers 403 registration_disabled and creates nobody', async () => {
    const backend = makeBackend();
    await backend.call('PATCH', '/__control/site-config', { body: { registrationEnabled: false } });
    for (const type of ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'pay_and_play']) {
      const res = await backend.call('POST', `${REG}/${type}`, { body: { currency: 'RUB', country_id: 1, bonus_choice: 0 } });
      expect(res.status, type).toBe(403);
      expect(codeOf(res), type).toBe('registration_disabled');
    }
    expect((backend.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(6);
  });
});

describe('full registration (full_reg)', () => {
  it('creates the player with his e-mail as login and his name and birthday', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/full_reg`, { body: FULL });
    expect(res.status).toBe(200);
    expect(res.json.login).toBe('new.player@example.com');
    const config = await configOf(backend, sessionOf(res).cookie);
    expect(config).toMatchObject({ user_email: 'new.player@example.com', user_name: 'Anna Smirnova', activation_type: 1, user_country_code: 'de' });
    expect(config.user_data).toMatchObject({ name: 'Anna', surname: 'Smirnova', date_birthday: '1990-05-31' });
    expect((await balanceOf(backend, sessionOf(res).cookie)).all_accounts[0]).toMatchObject({ iso: 'EUR', money: 0 });
    expect((await login(backend, 'new.player@example.com', 'secret123')).status).toBe(200);
  });

  it('a registered e-mail is a validation error on /email', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/full_reg`, { body: { ...FULL, email: 'PLAYER@example.com' } });
    expect(res.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/email' } });
  });

  it('the password needs 8 characters with a letter and a digit', async () => {
    const backend = makeBackend();
    for (const password of ['short1a', 'onlyletters', '12345678']) {
      const res = await backend.call('POST', `${REG}/full_reg`, { body: { ...FULL, password } });
      expect(res.json.errors[0], password).toMatchObject({ code: 'validation', source: { pointer: '/password' } });
    }
  });

  it('the player must be 18 today by the backend clock', async () => {
    const backend = makeBackend();
    const now = new Date();
    const iso = (years: number, days: number) =>
      new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
    const young = await backend.call('POST', `${REG}/full_reg`, { body: { ...FULL, date_birthday: iso(18, 1) } });
    expect(young.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/date_birthday' } });
    expect(young.json.errors[0].detail).toMatch(/18/);
    const bad = await backend.call('POST', `${REG}/full_reg`, { body: { ...FULL, date_birthday: '1990-02-30' } });
    expect(bad.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/date_birthday' } });
    backend.clock.setOffsetSeconds(2 * 86400);
    expect((await backend.call('POST', `${REG}/full_reg`, { body: { ...FULL, date_birthday: iso(18, 1) } })).status).toBe(200);
  });
});

describe('phone registration (phone_reg)', () => {
  const PHONE = { phone_number: '7012345678', phone_code: '+7' };

  async function smsCode(backend: Backend): Promise<string> {
    await backend.call('POST', '/web-api/user/auth/sms/send', { body: { ...PHONE, purpose: 'registration' } });
    return (await backend.call('GET', '/__control/phone-inbox/+77012345678')).json.codes.at(-1).code;
  }

  it('with the SMS code creates the player with his phone as login', async () => {
    const backend = makeBackend();
    const code = await smsCode(backend);
    const body = { ...PHONE, code, password: 'phone1234', currency: 'KZT', country_id: 3, bonus_choice: 1 };
    const res = await backend.call('POST', `${REG}/phone_reg`, { body });
    expect(res.status).toBe(200);
    expect(res.json.login).toBe('+77012345678');
    expect(await configOf(backend, sessionOf(res).cookie)).toMatchObject({ phone_code: '+7', phone_number: '7012345678', activation_type: 3, user_country_code: 'kz' });
    const phoneLogin = await backend.call('POST', '/web-api/user/auth/login/phone', {
      body: { phone_number: '7012345678', country_code: 'kz', password: 'phone1234' },
    });
    expect(phoneLogin.json.user_id).toBe(res.json.user_id);
    // The code is spent: the same number cannot register twice.
    expect((await backend.call('POST', `${REG}/phone_reg`, { body })).json.errors[0]).toMatchObject({ source: { pointer: '/phone_number' } });
  });

  it('a wrong code is code_invalid and creates nobody; a taken number is a validation error', async () => {
    const backend = makeBackend();
    const code = await smsCode(backend);
    const body = { ...PHONE, code: code === '000000' ? '111111' : '000000', password: 'phone1234', currency: 'RUB', bonus_choice: 0 };
    expect(codeOf(await backend.call('POST', `${REG}/phone_reg`, { body }))).toBe('code_invalid');
    const taken = await backend.call('POST', `${REG}/phone_reg`, { body: { ...body, phone_number: '9990001122', code } });
    expect(taken.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/phone_number' } });
  });

  it('a code sent to another number does not register this one', async () => {
    const backend = makeBackend();
    const code = await smsCode(backend);
    const body = { phone_number: '7019998877', phone_code: '+7', code, password: 'phone1234', currency: 'RUB', bonus_choice: 0 };
    expect(codeOf(await backend.call('POST', `${REG}/phone_reg`, { body }))).toBe('code_invalid');
  });
});

describe('pay and play: the first deposit opens the account', () => {
  const PAY = { amount: 250.5, currency: 'EUR', country_id: 12, return_url: '/en/onpay/{status}' };
  const claimCookie = (res: Answer) => ({ cookie: `pay_and_play=${setCookies(res).pay_and_play?.value}` });
  const claim = (backend: Backend, paymentId: string, headers: Record<string, string>) =>
    backend.call('POST', `${REG}/pay_and_play/claim`, { body: { payment_id: paymentId }, headers });
  const complete = (backend: Backend, paymentId: string, status: string) =>
    backend.call('POST', `/__control/payments/${paymentId}/complete`, { body: { status } });

  it('sends the player to the provider, and opens the account with the deposit once it succeeds', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/pay_and_play`, { body: PAY });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ paymentId: expect.stringMatching(/^pay_/), redirectUrl: expect.stringContaining('/psp/pay/') });
    expect(setCookies(res).pay_and_play?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/web-api/user/registration/pay_and_play' });
    // No session yet, and no money: the account opens with the deposit.
    expect(setCookies(res).ua).toBeUndefined();
    const pending = await claim(backend, res.json.paymentId, claimCookie(res));
    expect([pending.status, codeOf(pending)]).toEqual([409, 'payment_pending']);

    expect((await complete(backend, res.json.paymentId, 'success')).status).toBe(200);
    const opened = await claim(backend, res.json.paymentId, claimCookie(res));
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ login: String(opened.json.user_id), password: expect.any(String), balance: 250.5, currency: 'EUR' });
    const balance = await balanceOf(backend, sessionOf(opened).cookie);
    expect(balance.all_accounts).toEqual([expect.objectContaining({ type: 0, iso: 'EUR', money: 250.5 })]);
    expect((await configOf(backend, sessionOf(opened).cookie)).has_deposit).toBe(true);
    // The password shown signs in; the claim is spent.
    expect((await login(backend, opened.json.login, opened.json.password)).status).toBe(200);
    expect(codeOf(await claim(backend, res.json.paymentId, claimCookie(res)))).toBe('pay_and_play_not_found');
  });

  it('a declined deposit opens nothing; another browser cannot claim the account', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', `${REG}/pay_and_play`, { body: PAY });
    expect(codeOf(await claim(backend, res.json.paymentId, {}))).toBe('pay_and_play_not_found');
    expect(codeOf(await claim(backend, res.json.paymentId, { cookie: 'pay_and_play=forged' }))).toBe('pay_and_play_not_found');
    await complete(backend, res.json.paymentId, 'fail');
    const failed = await claim(backend, res.json.paymentId, claimCookie(res));
    expect([failed.status, codeOf(failed), failed.json.errors[0].meta]).toEqual([409, 'payment_failed', { status: 'fail' }]);
    expect(setCookies(failed).ua).toBeUndefined();
  });

  it('needs an amount within the card\'s limits and a return page of the site, and keeps no player when refused', async () => {
    const backend = makeBackend();
    const zero = await backend.call('POST', `${REG}/pay_and_play`, { body: { ...PAY, amount: 0 } });
    expect(zero.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/amount' } });
    const below = await backend.call('POST', `${REG}/pay_and_play`, { body: { ...PAY, amount: 1 } });
    expect(codeOf(below)).toBe('amount_below_min');
    const away = await backend.call('POST', `${REG}/pay_and_play`, { body: { ...PAY, return_url: 'https://evil.example/onpay' } });
    expect(away.json.errors[0]).toMatchObject({ source: { pointer: '/return_url' } });
    expect((backend.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(6);
  });
});
