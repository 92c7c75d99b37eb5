'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';

/** Where to go from here: the office when signed in, the login page otherwise, and home; `children` first. */
export function NextSteps({ children, signedIn }: { children?: ReactNode; signedIn?: boolean }) {
  const t = useTranslations('accountPages');
  const lng = useLocale();
  const known = useAppSelector(selectIsSignedIn);
  const inside = signedIn ?? known;
  return (
    <nav aria-label={t('next')}>
      <ul className="account-link__next">
        {children}
        <li>
          {inside ? (
            <Link kind="office" href={href(lng, 'officeAccount')} className="btn btn--ghost">
              {t('office')}
            </Link>
          ) : (
            <Link kind="action" href={href(lng, 'login')} className="btn btn--ghost">
              {t('login')}
            </Link>
          )}
        </li>
        <li>
          <Link kind="navigation" href={href(lng, 'home')} className="btn btn--ghost">
            {t('home')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
