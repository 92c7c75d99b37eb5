import { AppLink as Link } from '@/components/ui/AppLink';
import { getFormatter, getTranslations } from 'next-intl/server';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { href } from '@/lib/routes/href';
import { Logo } from './Logo';

/** The maintenance notice with its period from the site config (shell spec §8). */
export async function MaintenanceScreen({ lng }: { lng: string }) {
  const t = await getTranslations('maintenance');
  const format = await getFormatter();
  const { maintenance } = await fetchSiteConfig();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <main className="status-screen status-screen--standalone">
      <Logo lng={lng} />
      <span className="status-mark" data-status="pending" aria-hidden="true" />
      <h1 className="page-title">{t('title')}</h1>
      {!maintenance.active ? (
        <>
          <p>{t('notActive')}</p>
          <Link href={href(lng, 'home')} className="btn btn--accent">
            {t('toSite')}
          </Link>
        </>
      ) : maintenance.startsAt && maintenance.endsAt ? (
        <p>{t('period', { start: when(maintenance.startsAt), end: when(maintenance.endsAt) })}</p>
      ) : (
        <p>{t('noPeriod')}</p>
      )}
    </main>
  );
}
