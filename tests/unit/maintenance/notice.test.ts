// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/config/languages';
import { maintenanceTitleLanguage, upcomingMaintenance } from '@/lib/maintenance/notice';

describe('maintenance title language (shell-and-routing.md §8)', () => {
  it.each([
    ['az', 'ru'],
    ['kk', 'ru'],
    ['uk', 'ru'],
    ['ru', 'ru'],
    ['en', 'en'],
    ['uz', 'en'],
    ['tr', 'en'],
  ] as const)('%s gets the %s title', (language, title) => {
    expect(maintenanceTitleLanguage(language)).toBe(title);
  });

  it('covers every language of the site', () => {
    expect(LANGUAGES.map(maintenanceTitleLanguage)).toEqual(['ru', 'en', 'ru', 'ru', 'ru', 'en', 'en']);
  });

  it('gives an unknown language the English title', () => {
    expect(maintenanceTitleLanguage('de')).toBe('en');
  });
});

describe('upcoming maintenance window', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  const window = { startsAt: '2026-12-01T02:00:00Z', endsAt: '2026-12-01T04:00:00Z' };

  it('is the announced window while its start is ahead', () => {
    expect(upcomingMaintenance({ active: false, ...window }, now)).toEqual(window);
  });

  it('is none while maintenance is on: the maintenance page says it', () => {
    expect(upcomingMaintenance({ active: true, ...window }, now)).toBeNull();
  });

  it('is none once the start has come', () => {
    expect(upcomingMaintenance({ active: false, ...window }, Date.parse(window.startsAt))).toBeNull();
    expect(upcomingMaintenance({ active: false, ...window }, Date.parse(window.startsAt) - 1)).toEqual(window);
  });

  it('is none without both dates, with a date that is no date, or with an end before the start', () => {
    expect(upcomingMaintenance({ active: false, startsAt: null, endsAt: null }, now)).toBeNull();
    expect(upcomingMaintenance({ active: false, startsAt: window.startsAt, endsAt: null }, now)).toBeNull();
    expect(upcomingMaintenance({ active: false, startsAt: 'soon', endsAt: window.endsAt }, now)).toBeNull();
    expect(upcomingMaintenance({ active: false, startsAt: window.endsAt, endsAt: window.startsAt }, now)).toBeNull();
  });
});
