import { getTranslations } from 'next-intl/server';
import type { Sport } from '@/lib/api/sports';
import type { Loaded } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { SportMenu } from './SportMenu';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { LeftMenuDrawer } from './LeftMenuDrawer';
import { DrawerTools } from './DrawerTools';
import { PhoneMenu } from './PhoneMenu';

/**
 * The sports menu of the main layout, with live counts. On phones it is the drawer of the phone
 * menu, which adds the tools and the site's sections above the sports (docs/decisions/phone-menu.md).
 */
export async function LeftMenu({ lng, sports }: { lng: string; sports: Loaded<Sport[]> }) {
  const t = await getTranslations('menu');
  return (
    <LeftMenuDrawer label={t('label')}>
      <DrawerTools />
      <PhoneMenu lng={lng} />
      <h2 className="column-title">{t('title')}</h2>
      {!sports.ok ? (
        <RefreshErrorState compact />
      ) : sports.data.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <SportMenu
          items={sports.data.map((sport) => ({
            id: sport.id,
            href: href(lng, 'line', { sport: sport.slug }),
            name: sport.name,
            icon: sport.icon,
            lineCount: sport.lineCount,
            liveCount: sport.liveCount,
            ...(sport.liveCount > 0 ? { liveTitle: t('liveCount', { count: sport.liveCount }) } : {}),
          }))}
        />
      )}
    </LeftMenuDrawer>
  );
}
