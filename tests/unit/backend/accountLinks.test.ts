// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, sessionOf } from './authHelpers';
import { linkTo, mailOf } from './accountLinksHelpers';

const REG = '/web-api/user/registration';
const LINKS = '/web-api/user/links';
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
const DAY_S = 24 * 3600;

async function remainingDays(backend: ReturnType<typeof makeBackend>, headers: Record<string, string>) {
  return (await backend.call('GET', '/web-api/user/config', { headers })).json.result.remaining_days_to_activate;
}

describe('activation (an e-mail registration)', () => {
  it('sends the activation letter in the request language; the link activates once and confirms the e-mail', async () => {
    const backend = makeBackend();
    const reg = await backend.call('POST', `${REG}/full_reg?lng=en`, { body: FULL });
    const session = sessionOf(reg);
    const letters = await mailOf(backend, 'new.player@example.com');
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ to: 'new.player@example.com', subject: 'Activate your account' });
    expect((await backend.call('GET', '/web-api/user/email-confirmation', { headers: session.cookie })).json).toEqual({
      email: 'new.player@example.com',
      state: 'pending',
      kind: 'activate',
    });
    expect(await remainingDays(backend, session.cookie)).toBe(30);

    const { url, token } = await linkTo(backend, 'new.player@example.com', 'user/activate');
    expect(url.pathname).toBe('/en/user/activate');
    // Signed out: the link is enough.
    const res = await backend.call('POST', `${LINKS}/activate`, { body: { token } });
    expect(res.json).toEqual({ activated: true, login: 'new.player@example.com' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await backend.call('GET', '/web-api/user/email-confirmation', { headers: session.cookie })).json.state).toBe('confirmed');
    expect(await remainingDays(backend, session.cookie)).toBe(0);
    expect(codeOf(await backend.call('POST', `${LINKS}/activate`, { body: { token } }))).toBe('link_used');
    // Nothing waits any more: no new letter.
    expect(codeOf(await backend.call('POST', '/web-api/user/email-confirmation', { headers: session.cookie }))).toBe('nothing_to_confirm');
  });

  it('expires after 7 days; the signed-in player (or the old link) asks for a new letter', async () => {
    const backend = makeBackend();
    await backend.call('POST', `${REG}/full_reg`, { body: FULL });
    const old = await linkTo(backend, 'new.player@example.com', 'user/activate');
    expect(old.url.pathname).toBe('/ru/user/activate');
    backend.clock.setOffsetSeconds(7 * DAY_S);
    expect(codeOf(await backend.call('POST', `${LINKS}/activate`, { body: { token: old.token } }))).toBe('link_expired');

    expect((await backend.call('POST', `${LINKS}/renew`, { body: { kind: 'activate', token: old.token } })).status).toBe(202);
    const session = { cookie: { cookie: `ua=${(await backend.signIn('new.player@example.com')).ua}` } };
    expect(codeOf(await backend.call('POST', '/web-api/user/email-confirmation', { headers: session.cookie }))).toBe('too_many_attempts');
    backend.clock.setOffsetSeconds(7 * DAY_S + 61);
    expect((await backend.call('POST', '/web-api/user/email-confirmation', { headers: session.cookie })).status).toBe(202);
    const fresh = await linkTo(backend, 'new.player@example.com', 'user/activate');
    expect((await backend.call('POST', `${LINKS}/activate`, { body: { token: fresh.token } })).status).toBe(200);
    expect((await backend.call('GET', '/web-api/user/email-confirmation')).status).toBe(401);
  });

  it('one-click with an e-mail: the activatefast link activates and signs in', async () => {
    const backend = makeBackend();
    const reg = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'RUB', country_id: 1, bonus_choice: 0, email: 'quick@example.com' } });
    expect(reg.status).toBe(200);
    const { token } = await linkTo(backend, reg.json.login, 'user/activatefast');
    expect(codeOf(await backend.call('POST', `${LINKS}/activate`, { body: { token } }))).toBe('link_invalid');
    const res = await backend.call('POST', `${LINKS}/activate-fast`, { body: { token } });
    expect(res.json).toMatchObject({ activated: true, user_id: reg.json.user_id, login: reg.json.login });
    const signedIn = sessionOf(res);
    expect((await backend.call('GET', '/web-api/user/config', { headers: signedIn.cookie })).status).toBe(200);
    expect(codeOf(await backend.call('POST', `${LINKS}/activate-fast`, { body: { token } }))).toBe('link_used');
    // Without an e-mail, no letter.
    const plain = await backend.call('POST', `${REG}/fast_reg`, { body: { currency: 'RUB', country_id: 1, bonus_choice: 0 } });
    expect(await mailOf(backend, plain.json.login)).toEqual([]);
  });
});

describe('e-mail verification', () => {
  it('confirms the address the letter went to, once', async () => {
    const backend = makeBackend();
    const session = sessionOf(await backend.call('POST', `${REG}/full_reg`, { body: FULL }));
    // An unconfirmed address's confirmation letter, as a social registration sends it.
    backend.db.prepare("UPDATE email_confirmations SET kind = 'verify'").run();
    backend.clock.setOffsetSeconds(61);
    expect((await backend.call('POST', '/web-api/user/email-confirmation', { headers: session.cookie })).status).toBe(202);
    const { url, token } = await linkTo(backend, 'new.player@example.com', 'user/accountverify');
    expect(url.pathname).toBe('/ru/user/accountverify');
    expect((await backend.call('GET', `${LINKS}/verify?token=${token}`)).json.state).toBe('valid');
    expect((await backend.call('POST', `${LINKS}/verify`, { body: { token } })).json).toEqual({ confirmed: true, login: 'new.player@example.com' });
    expect((await backend.call('GET', `${LINKS}/verify?token=${token}`)).json.state).toBe('used');
    expect(codeOf(await backend.call('POST', `${LINKS}/verify`, { body: { token } }))).toBe('link_used');
    // Verification alone leaves the activation days as they were.
    expect(await remainingDays(backend, session.cookie)).toBe(30);
  });
});

describe('the newsletter', () => {
  it('goes to players with an e-mail, each with his own unsubscribe link that works signed out, again and again', async () => {
    const backend = makeBackend({ siteUrl: 'http://site.test/' });
    const sent = await backend.call('POST', '/__control/newsletter?lng=en', { body: { subject: 'Weekend odds', text: 'Big games this weekend.' } });
    expect(sent.json.sent).toBeGreaterThanOrEqual(4);
    const [letter] = await mailOf(backend, 'player@example.com');
    expect(letter).toMatchObject({ subject: 'Weekend odds' });
    expect(letter!.body).toContain('Big games this weekend.');
    const { url, token } = await linkTo(backend, 'player@example.com', 'user/stopnewsletter');
    expect(`${url.origin}${url.pathname}`).toBe('http://site.test/en/user/stopnewsletter');
    const other = await linkTo(backend, 'fresh@example.com', 'user/stopnewsletter');
    expect(other.token).not.toBe(token);

    for (let round = 0; round < 2; round += 1) {
      const res = await backend.call('POST', `${LINKS}/unsubscribe`, { body: { token } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ unsubscribed: true });
    }
    // A year later the link still works.
    backend.clock.setOffsetSeconds(365 * DAY_S);
    expect((await backend.call('GET', `${LINKS}/unsubscribe?token=${token}`)).json.state).toBe('valid');
    expect(codeOf(await backend.call('POST', `${LINKS}/unsubscribe`, { body: { token: 'z'.repeat(32) } }))).toBe('link_invalid');

    const next = await backend.call('POST', '/__control/newsletter', { body: { subject: 'Again', text: 'More games.' } });
    expect(next.json.sent).toBe(sent.json.sent - 1);
    expect((await mailOf(backend, 'player@example.com')).map((l) => l.subject)).toEqual(['Weekend odds']);
    expect((await mailOf(backend, 'fresh@example.com')).map((l) => l.subject)).toEqual(['Weekend odds', 'Again']);
  });
});

describe('changed terms', () => {
  it('sends the confirm page (no token) when the terms change, not when they stay', async () => {
    const backend = makeBackend({ siteUrl: 'http://site.test' });
    await backend.call('PATCH', '/__control/users/player@example.com?lng=en', { body: { termsChanged: true } });
    await backend.call('PATCH', '/__control/users/player@example.com?lng=en', { body: { termsChanged: true } });
    const letters = await mailOf(backend, 'player@example.com');
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toBe('Our terms have changed');
    expect(letters[0]!.body).toContain('http://site.test/en/confirm');
    expect(letters[0]!.body).not.toContain('token=');
  });
});
