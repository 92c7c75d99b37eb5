import { getTranslations } from 'next-intl/server';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { href } from '@/lib/routes/href';
import { getServerSession } from '@/lib/session/serverSession';
import { AppLink } from '@/components/ui/AppLink';

/**
 * The responsible-gaming information page's way to the player's limits (docs/decisions/responsible-gaming-page.md): the
 * office page for a signed-in player, the login with the office page to come back to for a
 * visitor. A visitor's copy of the page is the one kept for everyone (docs/cached-pages.md): with
 * no session cookie it renders as a guest.
 */
export async function ResponsibleGamingCta({ lng }: { lng: string }) {
  const [session, t] = await Promise.all([getServerSession(), getTranslations('responsible')]);
  const office = href(lng, 'officeResponsible');
  // A session the backend could not check is still a player's: the office page decides.
  const signedIn = session.userId !== null || session.unavailable === true;
  const target = signedIn ? office : href(lng, 'login', {}, `${RETURN_URL_QUERY}=${encodeURIComponent(office)}`);
  return (
    <section className="info-cta" aria-labelledby="responsible-gaming-cta">
      <h2 id="responsible-gaming-cta">{t('infoCta.title')}</h2>
      <p>{t('infoCta.text')}</p>
      <AppLink kind="office" className="btn btn--accent" href={target}>
        {signedIn ? t('infoCta.signedIn') : t('infoCta.visitor')}
      </AppLink>
    </section>
  );
}
