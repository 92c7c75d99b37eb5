import { sessionOf } from './authHelpers';
import { CARDS, cardForm, paymentBackend, type PaymentBackend } from './paymentsHelpers';

/** The referral programme's calls (docs/referrals-api.md) on a payments backend whose referrer is the seeded player. */

export const REFERRER = 'player@example.com';
/** The demo provider takes only its test cards: two that succeed, one of them after 3-D Secure (123456). */
export const FRIEND_CARD = CARDS.success;
export const REFERRER_CARD = CARDS.threeDs;

/** The `referral_values` cookie as the site sets it from `?bf=` (lib/referral/cookies.ts): percent-encoded JSON. */
export const referralCookie = (value: string, type = 'bf_id') => `referral_values=${encodeURIComponent(JSON.stringify([{ type, value }]))}`;

export async function referralBackend() {
  const backend = await paymentBackend({ login: REFERRER, now: Date.parse('2026-11-20T10:00:00Z') });

  /** GET /web-api/referrals as the referrer (or with other cookies). */
  const programme = (cookie = backend.headers.cookie, lng = 'en') => backend.call('GET', `/web-api/referrals?lng=${lng}`, { headers: { cookie } });
  const codeOfReferrer = async (cookie?: string) => (await programme(cookie)).json.code as string;
  const friends = async (login = REFERRER) => (await backend.control('GET', `/referrals/${encodeURIComponent(login)}`)).json;

  /** A full registration (RUB) carrying these cookies; the new player's session headers. */
  const register = async (email: string, cookie: string, person: { name?: string; surname?: string; date_birthday?: string } = {}) => {
    const res = await backend.call('POST', '/web-api/user/registration/full_reg', {
      body: { email, password: 'secret123', name: 'Olga', surname: 'Ivanova', date_birthday: '1995-02-03', currency: 'RUB', country_id: 1, bonus_choice: 0, ...person },
      headers: cookie === '' ? {} : { cookie },
    });
    if (res.status !== 200) throw new Error(`registration failed: ${JSON.stringify(res.json)}`);
    return { cookie: sessionOf(res).cookie.cookie };
  };

  /** A deposit of `amount` (major units) paid on the provider's page with `card`; its payment id. */
  const depositAs = async (cookie: string, amount: number, card: string = FRIEND_CARD) => {
    const created = await backend.deposit({ amount }, { headers: { cookie } });
    if (created.status !== 201) throw new Error(`deposit not created: ${JSON.stringify(created.json)}`);
    await backend.page(created.json.redirectUrl, cardForm(card));
    if (card === CARDS.threeDs) await backend.page(created.json.redirectUrl, 'action=verify&code=123456');
    await backend.payments.settled();
    return created.json.paymentId as string;
  };

  /** The referrer's main balance (major units). */
  const referrerMoney = () => backend.money(5001);

  return { ...backend, programme, codeOfReferrer, friends, register, depositAs, referrerMoney, CARDS };
}
export type ReferralBackend = Awaited<ReturnType<typeof referralBackend>>;
export type { PaymentBackend };
