import { AppLink as Link } from '@/components/ui/AppLink';
import { getFormatter, getTranslations } from 'next-intl/server';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { href } from '@/lib/routes/href';
import { MAINTENANCE_DATE_FORMAT } from '@/lib/config/maintenance';
import { maintenanceTitleLanguage } from '@/lib/maintenance/notice';
import { Logo } from '@/components/ui/Logo';

/**
 * The maintenance notice with its period from the site config (shell-and-routing.md §8). Its title and
 * period are the same text as the date warning before a maintenance (MaintenanceWarning).
 */
export async function MaintenanceScreen({ lng }: { lng: string }) {
  const t = await getTranslations('maintenance');
  const format = await getFormatter();
  const { maintenance } = await fetchSiteConfig();
  const when = (iso: string) => format.dateTime(new Date(iso), MAINTENANCE_DATE_FORMAT);
  return (
    <main className="status-screen status-screen--standalone">
      <Logo lng={lng} />
      <span className="status-mark" data-status="pending" aria-hidden="true" />
      <h1 className="page-title">{t('title', { language: maintenanceTitleLanguage(lng) })}</h1>
      {!maintenance.active ? (
        <>
          <p>{t('notActive')}</p>
          <Link kind="navigation" href={href(lng, 'home')} className="btn btn--accent">
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
