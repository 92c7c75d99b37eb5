'use client';

import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/AppLink';
import type { BonusGameLinks } from './links';

/** What a guest sees instead of the board: the rules are his to read, playing needs signing in. */
export function GuestNote({ links }: { links: BonusGameLinks }) {
  const t = useTranslations('bonusGames');
  return (
    <div className="bonus-guest">
      <p>{t('guest')}</p>
      <p className="bonus-guest__links">
        <Link kind="action" className="btn btn--accent" href={links.login}>
          {t('signIn')}
        </Link>
        <Link kind="action" className="btn btn--ghost" href={links.registration}>
          {t('register')}
        </Link>
      </p>
    </div>
  );
}
