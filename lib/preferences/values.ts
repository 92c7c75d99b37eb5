// The display preferences a visitor chooses (shell-and-routing.md §3), their allowed values and how one
// change leads to the next set (a view type limits the coefficient format, shell-and-routing.md §5).
import { APP_THEME, APP_VIEW_TYPE, DEFAULT_LINE_VIEW, MARKETS_NAME_TYPE, PREFERENCE_DEFAULTS, type PreferenceFlag, type Preferences } from '@/lib/config/preferences';
import { DEFAULT_TIME_ZONE_OFFSET } from '@/lib/config/time';
import { COEF_FORMAT, COEF_FORMATS_BY_VIEW_TYPE } from '@/lib/config/user';
import { defaultCoefFormat } from '@/lib/user/defaults';

/** The preferences as the app state holds them (same field names as the store's app slice). */
export interface DisplayPreferences {
  timeZone: number;
  is12h: boolean;
  appTheme: 0 | 1;
  appViewType: 0 | 1;
  coefViewId: number;
  marketsNameType: number;
  isGroupByCountry: boolean;
  preferences: Preferences;
}

export const VIEW_TYPES: readonly (0 | 1)[] = [APP_VIEW_TYPE.european, APP_VIEW_TYPE.asian];
export const THEMES: readonly (0 | 1)[] = [APP_THEME.light, APP_THEME.dark];
export const MARKETS_NAME_TYPES: readonly number[] = Object.values(MARKETS_NAME_TYPE);

/** Format ids that have a name; the unnamed Asian variants (14–16) are never offered. */
const NAMED_COEF_FORMATS: readonly number[] = Object.values(COEF_FORMAT);

/** The coefficient formats a visitor may choose in a view type, in the table's order. */
export function coefFormatsFor(viewType: number): readonly number[] {
  return (COEF_FORMATS_BY_VIEW_TYPE[viewType] ?? NAMED_COEF_FORMATS).filter((id) => NAMED_COEF_FORMATS.includes(id));
}

/** The format a visitor gets without a choice: by language (shell-and-routing.md §5), limited by the view type. */
export function fallbackCoefFormat(language: string | null, viewType: number): number {
  const allowed = coefFormatsFor(viewType);
  return defaultCoefFormat({ language, countryCode: null, allowed, viewType }) ?? allowed[0] ?? COEF_FORMAT.decimal;
}

export function defaultDisplayPreferences(language: string | null): DisplayPreferences {
  return {
    timeZone: DEFAULT_TIME_ZONE_OFFSET,
    is12h: false,
    appTheme: APP_THEME.dark,
    appViewType: APP_VIEW_TYPE.european,
    coefViewId: fallbackCoefFormat(language, APP_VIEW_TYPE.european),
    marketsNameType: MARKETS_NAME_TYPE.full,
    isGroupByCountry: DEFAULT_LINE_VIEW.byCountry,
    preferences: { ...PREFERENCE_DEFAULTS },
  };
}

/** One choice made in the settings. */
export type PreferenceChange =
  | { key: 'timeZone'; value: number }
  | { key: 'is12h'; value: boolean }
  | { key: 'appTheme'; value: 0 | 1 }
  | { key: 'appViewType'; value: 0 | 1 }
  | { key: 'coefViewId'; value: number }
  | { key: 'marketsNameType'; value: number }
  | { key: 'isGroupByCountry'; value: boolean }
  | { key: 'flag'; flag: PreferenceFlag; value: 0 | 1 };

/**
 * The preferences after a change. A new view type that cannot show the current format switches
 * to its default format, so the odds never show in a format the view does not offer.
 */
export function applyPreferenceChange(
  current: DisplayPreferences,
  change: PreferenceChange,
  language: string | null,
): DisplayPreferences {
  if (change.key === 'flag') return { ...current, preferences: { ...current.preferences, [change.flag]: change.value } };
  const next = { ...current, [change.key]: change.value };
  if (change.key === 'appViewType' && !coefFormatsFor(next.appViewType).includes(next.coefViewId)) {
    next.coefViewId = fallbackCoefFormat(language, next.appViewType);
  }
  return next;
}

/** The browser bar colour of each theme, matching `--bg` in app/styles/tokens.css and theme.css. */
export const THEME_COLOR: Readonly<Record<0 | 1, string>> = { 0: '#f3f5f8', 1: '#0f1923' };

/** The `<html>` attributes the CSS reads, so the server's first paint already has the right look. */
export function htmlPreferenceAttributes(prefs: Pick<DisplayPreferences, 'appTheme' | 'appViewType'>) {
  return {
    'data-theme': prefs.appTheme === APP_THEME.light ? 'light' : 'dark',
    'data-view-type': prefs.appViewType === APP_VIEW_TYPE.asian ? 'asian' : 'european',
  } as const;
}
