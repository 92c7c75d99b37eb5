'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { areContactsFilled, isProfileFilled } from '@/lib/user/filled';
import { protectionLevelStatus } from '@/lib/user/protection';
import { useAppSelector } from '@/store/hooks';
import { selectUserConfig } from '@/store/slices/user';
import '@/app/styles/office.css';

/**
 * The player's protection level with its status word (shell-and-routing.md §4) and whether the profile and
 * the contacts are filled (shell-and-routing.md §5), from the user config. Without a config there is nothing
 * true to say, so nothing is shown.
 */
export function ProfileStatus() {
  const t = useTranslations('officeProfile');
  const format = useFormatter();
  const config = useAppSelector(selectUserConfig);
  if (!config) return null;
  const status = protectionLevelStatus(config.protection_level);
  const filled = (yes: boolean) => t(yes ? 'filled' : 'notFilled');
  return (
    <section className="panel" aria-labelledby="office-profile">
      <h2 id="office-profile" className="panel__title">
        {t('title')}
      </h2>
      <dl className="office-profile">
        <dt>{t('protection')}</dt>
        <dd>
          {format.number(config.protection_level / 100, { style: 'percent', maximumFractionDigits: 1 })}
          {status ? <span className="office-profile__status" data-status={status}>{t(`status.${status}`)}</span> : null}
        </dd>
        <dt>{t('profile')}</dt>
        <dd>{filled(isProfileFilled(config.user_data))}</dd>
        <dt>{t('contacts')}</dt>
        <dd>{filled(areContactsFilled(config))}</dd>
      </dl>
    </section>
  );
}
