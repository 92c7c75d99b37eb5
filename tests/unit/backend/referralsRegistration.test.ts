// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bfIdOf } from '../../../backend/src/referrals/cookie';
import { maskLogin } from '../../../backend/src/referrals/view';
import { referralBackend, referralCookie, REFERRER } from './referralsHelpers';

/**
 * The referral programme's link and friends (docs/referrals-api.md "The programme", "Friends"): the
 * player's own code and link, a registration through it records the friend, and one that is not a
 * friend's (no code, a bad or unknown one, the player himself, his device) records none or a refusal.
 */
describe('the player’s code and link', () => {
  it('gives a stable code, the link to registration with bf=, the terms and no friends yet', async () => {
    const backend = await referralBackend();
    const first = await backend.programme(undefined, 'ru');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json.code).toMatch(/^[a-z2-9]{10}$/);
    expect(first.json.link).toMatch(new RegExp(`/ru/registration\\?bf=${first.json.code}$`));
    expect(first.json.terms).toEqual({
      reward: 500,
      currency: 'RUB',
      minimums: [
        { currency: 'RUB', amount: 500 },
        { currency: 'USD', amount: 5 },
        { currency: 'EUR', amount: 5 },
        { currency: 'KZT', amount: 2500 },
      ],
      cookieDays: 1,
    });
    expect(first.json.friends).toEqual([]);
    expect(first.json.totals).toEqual({ friends: 0, deposited: 0, rewarded: 0, earned: 0, currency: 'RUB' });
    expect((await backend.programme()).json.code).toBe(first.json.code);
    // Another player has another code.
    const other = `ua=${(await backend.signIn('fresh@example.com')).ua}`;
    expect(await backend.codeOfReferrer(other)).not.toBe(first.json.code);
  });

  it('is for a signed-in player only', async () => {
    const backend = await referralBackend();
    const guest = await backend.call('GET', '/web-api/referrals');
    expect(guest.status).toBe(401);
    expect(guest.json.errors[0].code).toBe('unauthorized');
  });
});

describe('a registration through the link', () => {
  it('records the friend as registered; the player sees him masked, the control API by login', async () => {
    const backend = await referralBackend();
    const code = await backend.codeOfReferrer();
    await backend.register('olga.friend@example.com', referralCookie(code));
    expect(await backend.friends()).toEqual([{ friendLogin: 'olga.friend@example.com', status: 'registered', reward: null }]);
    const view = (await backend.programme()).json;
    expect(view.friends).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        login: 'ol***@example.com',
        registeredAt: '2026-11-20T10:00:00.000Z',
        status: 'registered',
        reason: null,
        reward: null,
        rewardCurrency: null,
      },
    ]);
    expect(view.totals).toMatchObject({ friends: 1, deposited: 0, rewarded: 0, earned: 0 });
  });

  it('shows the friend verified once he confirms his e-mail', async () => {
    const backend = await referralBackend();
    await backend.register('olga.friend@example.com', referralCookie(await backend.codeOfReferrer()));
    backend.db.prepare("UPDATE email_confirmations SET confirmed_at = 1 WHERE email = 'olga.friend@example.com'").run();
    expect((await backend.friends())[0].status).toBe('verified');
  });

  it.each<[string, (code: string) => string]>([
    ['no cookie', () => ''],
    ['an unknown code', () => referralCookie('abcdefghjk')],
    ['a code of the wrong shape', () => referralCookie('../../etc')],
    ['the code under another type', (code) => referralCookie(code, 'promo')],
    ['a cookie that is not JSON', () => 'referral_values=%7Bnot-json'],
  ])('records nothing with %s, and the registration still succeeds', async (_name, cookieOf) => {
    const backend = await referralBackend();
    await backend.register('olga.friend@example.com', cookieOf(await backend.codeOfReferrer()));
    expect(await backend.friends()).toEqual([]);
    const count = backend.db.prepare('SELECT COUNT(*) AS n FROM referrals').get() as { n: number };
    expect(count.n).toBe(0);
  });

  it('refuses the player himself: a browser still signed in as him, or his own name and birth date', async () => {
    const backend = await referralBackend();
    const code = await backend.codeOfReferrer();
    await backend.register('second.me@example.com', `${referralCookie(code)}; ${backend.headers.cookie}`);
    await backend.register('third.me@example.com', referralCookie(code), { name: 'Ivan', surname: 'Petrov', date_birthday: '1990-05-14' });
    expect(await backend.friends()).toEqual([
      { friendLogin: 'third.me@example.com', status: 'refused', reward: null },
      { friendLogin: 'second.me@example.com', status: 'refused', reward: null },
    ]);
    // That registration signed the browser in as the new player: the referrer signs in again to look.
    const again = `ua=${(await backend.signIn(REFERRER)).ua}`;
    expect((await backend.programme(again)).json.friends.map((f: { reason: string }) => f.reason)).toEqual(['self_referral', 'self_referral']);
  });

  it('refuses a friend registering from a device session the player’s browser carried', async () => {
    const backend = await referralBackend();
    const code = await backend.codeOfReferrer(`${backend.headers.cookie}; device_session=shared-device-1`);
    await backend.register('from.same.device@example.com', `${referralCookie(code)}; device_session=shared-device-1`);
    await backend.register('from.other.device@example.com', `${referralCookie(code)}; device_session=other-device-2`);
    const view = (await backend.programme()).json;
    expect(view.friends.map((f: { login: string; status: string; reason: string | null }) => [f.login, f.status, f.reason])).toEqual([
      ['fr***@example.com', 'registered', null],
      ['fr***@example.com', 'refused', 'same_device'],
    ]);
    expect((await backend.friends(REFERRER)).map((f: { friendLogin: string }) => f.friendLogin)).toEqual([
      'from.other.device@example.com',
      'from.same.device@example.com',
    ]);
  });
});

describe('the cookie and the mask, pure', () => {
  it('reads bf_id only from the shape the site sets', () => {
    const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    expect(bfIdOf(json([{ type: 'bf_id', value: 'abcdefghjk' }]))).toBe('abcdefghjk');
    expect(bfIdOf(JSON.stringify([{ type: 'x', value: '1' }, { type: 'bf_id', value: 'abcdefghjk' }]))).toBe('abcdefghjk');
    expect(bfIdOf(undefined)).toBeNull();
    expect(bfIdOf(json({ type: 'bf_id', value: 'abcdefghjk' }))).toBeNull();
    expect(bfIdOf(json([{ type: 'bf_id', value: 'ABCDEFGHJK' }]))).toBeNull();
    expect(bfIdOf(json([{ type: 'bf_id', value: 12 }]))).toBeNull();
    expect(bfIdOf('%E0%A4%A')).toBeNull();
  });

  it('masks a login so friends can be told apart', () => {
    expect(maskLogin('olga.friend@example.com')).toBe('ol***@example.com');
    expect(maskLogin('a@example.com')).toBe('a***@example.com');
    expect(maskLogin('+79990001122')).toBe('+7***22');
    expect(maskLogin('1023')).toBe('1***');
  });
});
