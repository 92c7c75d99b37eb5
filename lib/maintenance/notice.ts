import { MAINTENANCE_RUSSIAN_TITLE_LANGUAGES } from '@/lib/config/maintenance';

export interface MaintenanceSettings {
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

export interface MaintenanceWindow {
  startsAt: string;
  endsAt: string;
}

/**
 * The language of the maintenance title (shell-and-routing.md §8): Russian for az, kk, uk and ru, English
 * for every other language, whatever the page's own language is.
 */
export function maintenanceTitleLanguage(language: string): 'ru' | 'en' {
  return MAINTENANCE_RUSSIAN_TITLE_LANGUAGES.includes(language) ? 'ru' : 'en';
}

function time(iso: string | null): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

/**
 * The announced maintenance window the date warning is about (shell-and-routing.md §8), or null: there is
 * one when maintenance is not on yet, its start is still ahead and it has a later end (the
 * warning gives both dates). A window already on is the maintenance page's business.
 */
export function upcomingMaintenance(settings: MaintenanceSettings, now: number): MaintenanceWindow | null {
  if (settings.active) return null;
  const start = time(settings.startsAt);
  const end = time(settings.endsAt);
  if (start === null || end === null || start <= now || end <= start) return null;
  return { startsAt: settings.startsAt!, endsAt: settings.endsAt! };
}
