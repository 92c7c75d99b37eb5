'use client';

import { useEffect, useRef } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { MAINTENANCE_DATE_FORMAT } from '@/lib/config/maintenance';
import { maintenanceTitleLanguage, upcomingMaintenance } from '@/lib/maintenance/notice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSiteConfig } from '@/store/slices/app';
import { notificationShown } from '@/store/slices/notifications';

/**
 * The maintenance date warning (shell spec §8): when the site config announces a maintenance
 * that has not started, a warning with a close button, once per page load, in the words of the
 * maintenance page (its title, Russian or English by language, and its period).
 */
export function MaintenanceWarning() {
  const t = useTranslations('maintenance');
  const format = useFormatter();
  const language = useLocale();
  const maintenance = useAppSelector(selectSiteConfig)?.maintenance;
  const dispatch = useAppDispatch();
  // The window already announced by this page load (a config that changes to another announces anew).
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!maintenance) return;
    const upcoming = upcomingMaintenance(maintenance, Date.now());
    if (!upcoming) return;
    const key = `${upcoming.startsAt}/${upcoming.endsAt}`;
    if (announced.current === key) return;
    announced.current = key;
    const when = (iso: string) => format.dateTime(new Date(iso), MAINTENANCE_DATE_FORMAT);
    dispatch(
      notificationShown({
        // The type that waits for its close button (no auto-close, shell spec §9).
        type: 'maintenance',
        titleText: t('title', { language: maintenanceTitleLanguage(language) }),
        message: t('period', { start: when(upcoming.startsAt), end: when(upcoming.endsAt) }),
      }),
    );
  }, [maintenance, format, language, t, dispatch]);

  return null;
}
