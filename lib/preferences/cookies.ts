// Preference cookies (shell-and-routing.md §9) to typed values and back. The cookies come from the visitor,
// so every value is checked: anything malformed, out of range or oversized reads as the default.
import { COOKIE } from '@/lib/config/cookies';
import { PREFERENCE_DEFAULTS, type PreferenceFlag, type Preferences } from '@/lib/config/preferences';
import { TIME_ZONE_OFFSETS } from '@/lib/config/time';
import { defaultMarketsNameType, defaultViewType } from '@/lib/user/defaults';
import {
  coefFormatsFor,
  defaultDisplayPreferences,
  fallbackCoefFormat,
  MARKETS_NAME_TYPES,
  THEMES,
  VIEW_TYPES,
  type DisplayPreferences,
} from './values';

/** What Next's `cookies()` and a parsed `document.cookie` both offer. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** Everything the preference cookies say: the display preferences and the panel states. */
export interface CookiePreferences {
  display: DisplayPreferences;
  /** `hide_left`: the visitor hid the left menu. */
  hideLeft: boolean;
  /** `hide_right`: the visitor made the right column compact. */
  hideRight: boolean;
}

/** Longer than any value we write (the flags cookie is about 300 characters): anything bigger is not ours. */
const MAX_VALUE_LENGTH = 400;

function raw(reader: CookieReader, name: string): string | null {
  const value = reader.get(name)?.value;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) return null;
  return value;
}

function parseBoolean(value: string | null): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** A small whole number written in plain digits ("1", not "0x1", " 1" or "1e0"). */
function parseSmallInt(value: string | null): number | null {
  return value !== null && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

function oneOf<T extends number>(value: number | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly number[]).includes(value) ? (value as T) : null;
}

/** Hours east of UTC, e.g. "3", "-3.5", "+5.75"; only offsets in use anywhere are accepted. */
export function parseTimeZoneOffset(value: string | null): number | null {
  if (value === null || !/^[+-]?\d{1,2}(\.\d{1,2})?$/.test(value)) return null;
  return oneOf(Number(value), TIME_ZONE_OFFSETS as readonly number[]);
}

/** `flag:0|1` pairs joined by commas; unknown flags and bad pairs are skipped, the rest default. */
export function parsePreferenceFlags(value: string | null): Preferences {
  const flags: Preferences = { ...PREFERENCE_DEFAULTS };
  if (value === null) return flags;
  for (const pair of value.split(',')) {
    const match = /^([A-Za-z]{1,40}):([01])$/.exec(pair);
    if (match && Object.hasOwn(PREFERENCE_DEFAULTS, match[1]!)) {
      flags[match[1] as PreferenceFlag] = match[2] === '1' ? 1 : 0;
    }
  }
  return flags;
}

export function serializePreferenceFlags(flags: Preferences): string {
  return (Object.keys(PREFERENCE_DEFAULTS) as PreferenceFlag[]).map((flag) => `${flag}:${flags[flag]}`).join(',');
}

/**
 * Every preference cookie read once, with the spec's defaults for what is missing or invalid.
 * The language picks the default coefficient format (shell-and-routing.md §5).
 */
export function readPreferenceCookies(reader: CookieReader, language: string | null): CookiePreferences {
  const defaults = defaultDisplayPreferences(language);
  const appViewType = (defaultViewType(parseSmallInt(raw(reader, COOKIE.appViewType)), VIEW_TYPES) ??
    defaults.appViewType) as 0 | 1;
  // A format the view type cannot show (e.g. American with the Asian view) is not kept.
  const coefViewId =
    oneOf(parseSmallInt(raw(reader, COOKIE.coefViewId)), coefFormatsFor(appViewType)) ??
    fallbackCoefFormat(language, appViewType);
  const display: DisplayPreferences = {
    timeZone: parseTimeZoneOffset(raw(reader, COOKIE.timeZone)) ?? defaults.timeZone,
    is12h: parseBoolean(raw(reader, COOKIE.is12h)) ?? defaults.is12h,
    appTheme: oneOf(parseSmallInt(raw(reader, COOKIE.appTheme)), THEMES) ?? defaults.appTheme,
    appViewType,
    coefViewId,
    marketsNameType:
      defaultMarketsNameType(parseSmallInt(raw(reader, COOKIE.marketsNameType)), MARKETS_NAME_TYPES) ??
      defaults.marketsNameType,
    isGroupByCountry: parseBoolean(raw(reader, COOKIE.groupedByCountry)) ?? defaults.isGroupByCountry,
    preferences: parsePreferenceFlags(raw(reader, COOKIE.preferenceFlags)),
  };
  return {
    display,
    hideLeft: parseBoolean(raw(reader, COOKIE.hideLeft)) ?? false,
    hideRight: parseBoolean(raw(reader, COOKIE.hideRight)) ?? false,
  };
}

const flag01 = (on: boolean) => (on ? '1' : '0');

/** The cookie value of each preference (the reverse of `readPreferenceCookies`). */
export function preferenceCookieValues(prefs: DisplayPreferences): Record<string, string> {
  return {
    [COOKIE.timeZone]: String(prefs.timeZone),
    [COOKIE.is12h]: flag01(prefs.is12h),
    [COOKIE.appTheme]: String(prefs.appTheme),
    [COOKIE.appViewType]: String(prefs.appViewType),
    [COOKIE.coefViewId]: String(prefs.coefViewId),
    [COOKIE.marketsNameType]: String(prefs.marketsNameType),
    [COOKIE.groupedByCountry]: flag01(prefs.isGroupByCountry),
    [COOKIE.preferenceFlags]: serializePreferenceFlags(prefs.preferences),
  };
}

/** Only the cookies whose value differs between two sets of preferences. */
export function changedPreferenceCookies(before: DisplayPreferences, after: DisplayPreferences): Array<[string, string]> {
  const old = preferenceCookieValues(before);
  return Object.entries(preferenceCookieValues(after)).filter(([name, value]) => old[name] !== value);
}
