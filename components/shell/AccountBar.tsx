import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { getServerSession } from '@/lib/session/serverSession';
import { BalanceWidget, LogoutButton } from './signedInParts';
import { RegistrationButton } from '@/components/auth/registration/RegistrationButton';
import { LoginEntry } from '@/components/auth/LoginEntry';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { href } from '@/lib/routes/href';
import { registrationLinks } from '@/lib/auth/authPages';

/**
 * Right side of the header: login and registration for visitors, the balance for players.
 * Registration shows only when the site config enables it (shell-and-routing.md §6).
 */
export async function AccountBar({ lng }: { lng: string }) {
  const t = await getTranslations('header');
  const session = await getServerSession();
  // Without the config we still offer registration: the registration page itself checks again.
  const registrationEnabled = await fetchSiteConfig().then(
    (config) => config.registrationEnabled,
    () => true,
  );
  // A session cookie the backend could not check: neither a guest's buttons nor a balance.
  if (session.unavailable) {
    return (
      <div className="account-bar">
        <RefreshErrorState compact reason="sessionShort" />
      </div>
    );
  }
  if (session.userId === null) {
    return (
      <div className="account-bar">
        <LoginEntry lng={lng} label={t('login')} loginHref={href(lng, 'login')} />
        {registrationEnabled ? <RegistrationButton lng={lng} links={registrationLinks(lng)} /> : null}
      </div>
    );
  }
  return (
    <div className="account-bar">
      <BalanceWidget />
      <Link kind="office" href={href(lng, 'officeRecharge')} className="btn btn--accent">
        {t('deposit')}
      </Link>
      <Link kind="office" href={href(lng, 'officeAccount')} className="btn btn--ghost" aria-label={t('account')}>
        <span className="avatar-mark" aria-hidden="true" />
      </Link>
      <LogoutButton className="account-bar__logout" />
    </div>
  );
}
