'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SECTION_ANCHOR } from '@/lib/limits/sections';
import { href } from '@/lib/routes/href';
import { AppLink } from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectUserConfig } from '@/store/slices/user';
import '@/app/styles/limits.css';

/**
 * The way from the deposit page to the deposit limit (docs/decisions/responsible-gaming-page.md), one click: a link to the
 * responsible-gaming page's deposit section, and before a player's first deposit (the user
 * config's has_deposit is false) an offer to set a limit before paying (UKGC RTS 12).
 */
export function DepositLimitOffer() {
  const t = useTranslations('responsible');
  const lng = useLocale();
  const id = useId();
  const config = useAppSelector(selectUserConfig);
  const target = `${href(lng, 'officeResponsible')}#${SECTION_ANCHOR.deposit}`;
  if (config && !config.has_deposit) {
    return (
      <aside className="limit-offer" aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="limit-offer__title">
          {t('depositOffer.title')}
        </p>
        <p className="muted">{t('depositOffer.text')}</p>
        <AppLink kind="office" className="limit-link" href={target}>
          {t('depositOffer.action')}
        </AppLink>
      </aside>
    );
  }
  return (
    <AppLink kind="office" className="limit-link" href={target}>
      {t('depositLink')}
    </AppLink>
  );
}
