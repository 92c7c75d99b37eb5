// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEDGER_KIND, moveMoney } from '../../../backend/src/accounts/ledger';
import { V3 } from './limitsHelpers';
import { referralBackend, referralCookie, REFERRER, REFERRER_CARD, type ReferralBackend } from './referralsHelpers';

/**
 * The reward (docs/referrals-api.md "Reward"): a friend's first deposit of at least 500 RUB that
 * clears pays the player 500 RUB on his main balance, one `referral_reward` row per friend, whatever
 * is replayed or deposited later; under the minimum, with the player's card, or while the player is
 * excluded it pays nothing and says why. The ledger check holds the rows to the records.
 */
const rewardRows = (backend: ReferralBackend) =>
  backend.db.prepare("SELECT account_id, amount_minor, ref FROM ledger_entries WHERE kind = 'referral_reward' ORDER BY id").all();

async function withFriend(email = 'olga.friend@example.com') {
  const backend = await referralBackend();
  const friend = await backend.register(email, referralCookie(await backend.codeOfReferrer()));
  const friendId = (backend.db.prepare('SELECT id FROM users WHERE login = ?').get(email) as { id: number }).id;
  return { backend, friend, friendId };
}

describe('the reward for a friend’s first deposit', () => {
  it('pays 500 RUB once when the first deposit of at least 500 RUB clears; not on a replay or a second deposit', async () => {
    const { backend, friend, friendId } = await withFriend();
    const before = await backend.referrerMoney();
    const paymentId = await backend.depositAs(friend.cookie, 500);
    expect(await backend.referrerMoney()).toBe((before ?? 0) + 500);
    expect(await backend.friends()).toEqual([{ friendLogin: 'olga.friend@example.com', status: 'rewarded', reward: 500 }]);
    expect(rewardRows(backend)).toEqual([{ account_id: 5001, amount_minor: 50_000, ref: `referral:${friendId}` }]);

    // The provider tells the same success again, and the friend deposits once more: nothing more.
    expect((await backend.complete(paymentId, 'success')).status).toBe(200);
    await backend.depositAs(friend.cookie, 2000);
    expect(await backend.referrerMoney()).toBe((before ?? 0) + 500);
    expect(rewardRows(backend)).toHaveLength(1);

    const view = (await backend.programme()).json;
    expect(view.friends[0]).toMatchObject({ status: 'rewarded', reason: null, reward: 500, rewardCurrency: 'RUB' });
    expect(view.totals).toEqual({ friends: 1, deposited: 1, rewarded: 1, earned: 500, currency: 'RUB' });
    expect(await backend.ledgerCheck(REFERRER)).toEqual({ ok: true });
  });

  it('pays nothing for a first deposit under the minimum, nor for a larger one after it', async () => {
    const { backend, friend } = await withFriend();
    const before = await backend.referrerMoney();
    await backend.depositAs(friend.cookie, 499.99);
    await backend.depositAs(friend.cookie, 5000);
    expect(await backend.referrerMoney()).toBe(before);
    expect(await backend.friends()).toEqual([{ friendLogin: 'olga.friend@example.com', status: 'deposited', reward: null }]);
    expect((await backend.programme()).json.friends[0].reason).toBe('below_minimum');
    expect(rewardRows(backend)).toEqual([]);
  });

  it('pays nothing for a deposit that fails, and pays when a first one clears later', async () => {
    const { backend, friend } = await withFriend();
    const before = await backend.referrerMoney();
    await backend.depositAs(friend.cookie, 1000, backend.CARDS.decline);
    expect(await backend.referrerMoney()).toBe(before);
    expect((await backend.friends())[0].status).toBe('registered');
    await backend.depositAs(friend.cookie, 1000);
    expect(await backend.referrerMoney()).toBe((before ?? 0) + 500);
  });

  it('refuses a friend whose first deposit is paid with the player’s own card', async () => {
    const { backend, friend } = await withFriend();
    await backend.depositAs(backend.headers.cookie, 1000, REFERRER_CARD);
    const before = await backend.referrerMoney();
    await backend.depositAs(friend.cookie, 1000, REFERRER_CARD);
    expect(await backend.referrerMoney()).toBe(before);
    expect(await backend.friends()).toEqual([{ friendLogin: 'olga.friend@example.com', status: 'refused', reward: null }]);
    expect((await backend.programme()).json.friends[0].reason).toBe('same_payer');
    expect(rewardRows(backend)).toEqual([]);
    expect(await backend.ledgerCheck(REFERRER)).toEqual({ ok: true });
  });

  it('refuses the reward while the player excludes himself, and does not pay it later', async () => {
    const { backend, friend } = await withFriend();
    const excluded = await backend.call('POST', `${V3}/limits`, {
      body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] },
      headers: { ...backend.headers, 'x-language': 'en' },
    });
    expect(excluded.status).toBe(200);
    const before = await backend.referrerMoney();
    await backend.depositAs(friend.cookie, 1000);
    expect(await backend.referrerMoney()).toBe(before);
    expect((await backend.friends())[0]).toEqual({ friendLogin: 'olga.friend@example.com', status: 'refused', reward: null });
    expect(rewardRows(backend)).toEqual([]);
  });

  it('refuses the reward while the player is banned', async () => {
    const { backend, friend } = await withFriend();
    backend.db.prepare('UPDATE users SET ban_level = 10 WHERE login = ?').run(REFERRER);
    await backend.depositAs(friend.cookie, 1000);
    expect(rewardRows(backend)).toEqual([]);
    const reason = backend.db.prepare('SELECT status, reason FROM referrals').get();
    expect(reason).toEqual({ status: 'refused', reason: 'referrer_banned' });
  });
});

describe('the ledger check of referral rewards', () => {
  it('finds a reward row for no rewarded friend, and a rewarded friend without his row', async () => {
    const { backend, friend, friendId } = await withFriend();
    await backend.depositAs(friend.cookie, 1000);
    expect(await backend.ledgerCheck(REFERRER)).toEqual({ ok: true });

    backend.db.transaction(() => {
      moveMoney(backend.db, { accountId: 5001, kind: LEDGER_KIND.referral_reward, amountMinor: 50_000, ref: 'referral:999999' }, backend.clock.now());
    })();
    const stray = await backend.ledgerCheck(REFERRER);
    expect(stray.ok).toBe(false);
    expect(stray.offers).toEqual([{ ref: 'referral:999999', problem: expect.stringContaining('no rewarded friend') }]);

    backend.db.prepare("DELETE FROM ledger_entries WHERE kind = 'referral_reward'").run();
    backend.db.prepare('UPDATE accounts SET money_minor = money_minor - 100000 WHERE id = 5001').run();
    const missing = await backend.ledgerCheck(REFERRER);
    expect(missing.offers).toEqual([{ ref: `referral:${friendId}`, problem: expect.stringContaining('no referral_reward row') }]);
  });
});
