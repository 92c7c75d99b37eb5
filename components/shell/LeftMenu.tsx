import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import type { Sport } from '@/lib/api/sports';
import type { Loaded } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { SportIcon } from '@/components/sport/SportIcon';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { LeftMenuDrawer } from './LeftMenuDrawer';
import { DrawerTools } from './DrawerTools';

/** The sports menu of the main layout, with live counts. */
export async function LeftMenu({ lng, sports }: { lng: string; sports: Loaded<Sport[]> }) {
  const t = await getTranslations('menu');
  return (
    <LeftMenuDrawer label={t('label')}>
      <DrawerTools />
      <h2 className="column-title">{t('title')}</h2>
      {!sports.ok ? (
        <RefreshErrorState compact />
      ) : sports.data.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="sport-menu">
          {sports.data.map((sport) => (
            <li key={sport.id}>
              <Link href={href(lng, 'line', { sport: sport.slug })} className="sport-menu__link">
                <SportIcon icon={sport.icon} />
                <span className="sport-menu__name">{sport.name}</span>
                {sport.liveCount > 0 ? (
                  <span className="sport-menu__live" title={t('liveCount', { count: sport.liveCount })}>
                    {sport.liveCount}
                  </span>
                ) : null}
                <span className="sport-menu__count">{sport.lineCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LeftMenuDrawer>
  );
}
