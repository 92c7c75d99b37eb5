'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormatter, useLocale } from 'next-intl';
import { NoticeOnDemand, type NoticeText } from '@/components/notifications/NoticeOnDemand';
import { MAINTENANCE_DATE_FORMAT } from '@/lib/config/maintenance';
import { maintenanceTitleLanguage, upcomingMaintenance } from '@/lib/maintenance/notice';
import { useAppSelector } from '@/store/hooks';
import { selectSiteConfig } from '@/store/slices/app';

/**
 * The maintenance date warning (shell-and-routing.md §8): when the site config announces a maintenance
 * that has not started, a warning with a close button, once per page load, in the words of the
 * maintenance page (its title, Russian or English by language, and its period).
 */
export function MaintenanceWarning() {
  const format = useFormatter();
  const language = useLocale();
  const maintenance = useAppSelector(selectSiteConfig)?.maintenance;
  // The window already announced by this page load (a config that changes to another announces anew).
  const announced = useRef<string | null>(null);
  const [due, setDue] = useState<{ start: string; end: string } | null>(null);

  useEffect(() => {
    if (!maintenance) return;
    const upcoming = upcomingMaintenance(maintenance, Date.now());
    if (!upcoming) return;
    const key = `${upcoming.startsAt}/${upcoming.endsAt}`;
    if (announced.current === key) return;
    announced.current = key;
    const when = (iso: string) => format.dateTime(new Date(iso), MAINTENANCE_DATE_FORMAT);
    setDue({ start: when(upcoming.startsAt), end: when(upcoming.endsAt) });
  }, [maintenance, format]);

  const notice = useCallback<NoticeText<'maintenance'>>(
    (t) => ({
      // The type that waits for its close button (no auto-close, shell-and-routing.md §9).
      type: 'maintenance',
      titleText: t('title', { language: maintenanceTitleLanguage(language) }),
      message: t('period', { start: due?.start ?? '', end: due?.end ?? '' }),
    }),
    [due, language],
  );
  // Keyed by the window: another announcement is a notice of its own.
  return due ? <NoticeOnDemand key={`${due.start}/${due.end}`} words="maintenance" notice={notice} /> : null;
}
