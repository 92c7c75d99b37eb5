import { getTranslations } from 'next-intl/server';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { registrationTypeOf } from '@/lib/auth/registrationType';
import type { RouteMatch } from '@/lib/routes/match';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { RegistrationPage } from './RegistrationPage';
import '@/app/styles/registration.css';

/**
 * The registration page, registration/{type?} (limits-coupon-auth.md §2). The guard already answers 404
 * while the site config disables registration (shell-and-routing.md §5, §8); a config switched off since
 * (the guard's copy is cached for a moment) gets a clear notice instead of a form.
 */
export async function RegistrationScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('registration');
  const enabled = await fetchSiteConfig().then(
    (config) => config.registrationEnabled,
    () => true,
  );
  return (
    <div className="route-screen registration-page">
      <h1 className="page-title">{t('title')}</h1>
      {enabled ? (
        <RegistrationPage lng={lng} segment={match.params.type ?? null} initialType={registrationTypeOf(match.params.type)} />
      ) : (
        <div className="empty-state" role="status">
          <p>{t('disabled')}</p>
        </div>
      )}
      <p className="registration-page__login">
        {t('haveAccount')} <Link kind="action" href={href(lng, 'login')}>{t('logIn')}</Link>
      </p>
    </div>
  );
}
