'use client';

import { useLocale, useTranslations } from 'next-intl';
import { href } from '@/lib/routes/href';
import { useAppDispatch, useFeatureListeners } from '@/store/hooks';
import { addAuthListeners, signedIn } from '@/store/listeners/auth';

/**
 * The way on after a link signed the player in (a password reset, a fast activation): home or the
 * office, through the sign-in's own step (a full page load, as after a registration), so the page
 * could first say what happened.
 */
export function SignedInNext({ userId, termsChanged }: { userId: number; termsChanged?: boolean }) {
  const t = useTranslations('accountPages');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  useFeatureListeners(addAuthListeners);
  const go = (returnUrl: string) => dispatch(signedIn({ userId, returnUrl, termsChanged }));
  return (
    <ul className="account-link__next">
      <li>
        <button type="button" className="btn btn--accent" onClick={() => go(href(lng, 'home'))}>
          {t('continue')}
        </button>
      </li>
      <li>
        <button type="button" className="btn btn--ghost" onClick={() => go(href(lng, 'officeAccount'))}>
          {t('office')}
        </button>
      </li>
    </ul>
  );
}
