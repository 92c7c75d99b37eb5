'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { socialAuthorizeHref } from '@/lib/auth/socialLinks';
import { SOCIAL_PROVIDERS } from '@/lib/config/registration';
import '@/app/styles/registration.css';

/**
 * The social providers of limits-coupon-auth.md §3 as links: each starts the provider's round trip on the
 * backend (a full page visit, not a fetch: the provider's page is shown) and comes back to
 * `returnUrl`. Under the login form they sign in (a new identity becomes a player at once); in
 * registration (`register`) they come back for the registration step.
 */
export function SocialButtons({
  lng,
  returnUrl,
  register = false,
  save = false,
}: {
  lng: string;
  returnUrl: string;
  register?: boolean;
  /** Remember the session for 24 h (the login form's "remember me"). */
  save?: boolean;
}) {
  const t = useTranslations('socialAuth');
  const titleId = useId();
  return (
    <nav className="social-buttons" aria-labelledby={titleId}>
      <p id={titleId} className="social-buttons__title">
        {register ? t('registerLabel') : t('signInLabel')}
      </p>
      <ul className="social-buttons__list">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a
              className="social-buttons__link"
              data-provider={provider}
              href={socialAuthorizeHref(provider, returnUrl, lng, { register, save })}
              aria-label={t('continueWith', { provider: t(`providers.${provider}`) })}
            >
              {t(`providers.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
