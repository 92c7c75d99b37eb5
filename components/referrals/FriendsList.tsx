'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import type { Friend } from '@/lib/api/referrals/referrals';
import { friendTone, knownReason } from '@/lib/referrals/states';

/**
 * The player's friends, newest first: masked login, when he registered, his state (a badge; a
 * refusal or a deposit that earned nothing says why) and the reward. A table that becomes one card
 * a friend on a phone (app/styles/referrals.css), each cell keeping its column's name.
 */
export function FriendsList({ friends }: { friends: Friend[] }) {
  const t = useTranslations('referrals');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <section className="referral-friends" aria-labelledby="referral-friends-title">
      <h2 id="referral-friends-title" className="panel__title">
        {t('friendsTitle')}
        {friends.length > 0 ? <> <span className="muted referral-friends__count">{t('friendsCount', { count: friends.length })}</span></> : null}
      </h2>
      {friends.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <table className="referral-table">
          <thead>
            <tr>
              <th scope="col">{t('colFriend')}</th>
              <th scope="col">{t('colRegistered')}</th>
              <th scope="col">{t('colState')}</th>
              <th scope="col">{t('colReward')}</th>
            </tr>
          </thead>
          <tbody>
            {friends.map((friend) => {
              const reason = knownReason(friend.reason);
              return (
                <tr key={friend.id}>
                  <th scope="row" data-label={t('colFriend')}>
                    <span translate="no">{friend.login}</span>
                  </th>
                  <td data-label={t('colRegistered')}>
                    <time dateTime={friend.registeredAt}>{when(friend.registeredAt)}</time>
                  </td>
                  <td data-label={t('colState')}>
                    <span>
                      <span className="pill referral-badge" data-tone={friendTone(friend.status)}>
                        {t('state', { state: friend.status })}
                      </span>
                      {reason ? <span className="referral-reason">{t('reason', { reason })}</span> : null}
                    </span>
                  </td>
                  <td data-label={t('colReward')}>
                    {friend.reward === null || friend.rewardCurrency === null ? (
                      <span>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t('noRewardYet')}</span>
                      </span>
                    ) : (
                      <span>{format.number(friend.reward, moneyFormat(friend.rewardCurrency))}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
