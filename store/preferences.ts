import { createSelector, type UnknownAction } from '@reduxjs/toolkit';
import { writeCookie } from '@/lib/consent/browserCookie';
import { DEFAULT_COOKIE_MAX_AGE_S } from '@/lib/config/cookies';
import type { PreferenceFlag } from '@/lib/config/preferences';
import { changedPreferenceCookies } from '@/lib/preferences/cookies';
import {
  applyPreferenceChange,
  defaultDisplayPreferences,
  type DisplayPreferences,
  type PreferenceChange,
} from '@/lib/preferences/values';
import type { AppStore, RootState } from './makeStore';
import {
  coefViewChanged,
  groupByCountryToggled,
  marketsNameTypeChanged,
  preferenceToggled,
  themeChanged,
  timeZoneChanged,
  viewTypeChanged,
} from './slices/app';

/*
 * Writing the display preferences: the store and the cookies. Here, below components, because
 * both the settings panels (components/settings) and the cookie consent (components/consent)
 * write them, and one feature folder does not import another.
 */

/** The display preferences as one object, the same one until one of them changes (a component selects it). */
export const selectDisplayPreferences = createSelector(
  [
    (state: RootState) => state.app.timeZone,
    (state: RootState) => state.app.is12h,
    (state: RootState) => state.app.appTheme,
    (state: RootState) => state.app.appViewType,
    (state: RootState) => state.app.coefViewId,
    (state: RootState) => state.app.marketsNameType,
    (state: RootState) => state.app.isGroupByCountry,
    (state: RootState) => state.app.preferences,
  ],
  (timeZone, is12h, appTheme, appViewType, coefViewId, marketsNameType, isGroupByCountry, preferences): DisplayPreferences => ({
    timeZone,
    is12h,
    appTheme,
    appViewType,
    coefViewId,
    marketsNameType,
    isGroupByCountry,
    preferences,
  }),
);

/** The slice's own events for each field that differs. */
function actionsFor(before: DisplayPreferences, after: DisplayPreferences): UnknownAction[] {
  const actions: UnknownAction[] = [];
  if (before.timeZone !== after.timeZone || before.is12h !== after.is12h) {
    actions.push(timeZoneChanged({ timeZone: after.timeZone, is12h: after.is12h }));
  }
  if (before.appTheme !== after.appTheme) actions.push(themeChanged(after.appTheme));
  if (before.appViewType !== after.appViewType) actions.push(viewTypeChanged(after.appViewType));
  if (before.coefViewId !== after.coefViewId) actions.push(coefViewChanged(after.coefViewId));
  if (before.marketsNameType !== after.marketsNameType) actions.push(marketsNameTypeChanged(after.marketsNameType));
  if (before.isGroupByCountry !== after.isGroupByCountry) actions.push(groupByCountryToggled());
  for (const flag of Object.keys(after.preferences) as PreferenceFlag[]) {
    if (before.preferences[flag] !== after.preferences[flag]) actions.push(preferenceToggled(flag));
  }
  return actions;
}

/**
 * One change of a display preference: the store at once (the page follows without a reload),
 * and the cookies through `writeCookie`, which refuses when the consent does not cover
 * functional cookies (shell-and-routing.md §6). Returns whether every cookie was written.
 */
export function setPreference(store: AppStore, change: PreferenceChange): boolean {
  const state = store.getState();
  const before = selectDisplayPreferences(state);
  const after = applyPreferenceChange(before, change, state.app.language);
  for (const action of actionsFor(before, after)) store.dispatch(action);
  const written = changedPreferenceCookies(before, after).map(([name, value]) =>
    writeCookie(name, value, state.app.cookiesAgreeType, DEFAULT_COOKIE_MAX_AGE_S),
  );
  return written.every(Boolean);
}

/**
 * Once the visitor allows functional cookies, what they chose before (kept only in the store
 * until then) is remembered too. Only choices that differ from the defaults are written.
 */
export function rememberPreferences(store: AppStore): void {
  const { app } = store.getState();
  const chosen = changedPreferenceCookies(defaultDisplayPreferences(app.language), selectDisplayPreferences(store.getState()));
  for (const [name, value] of chosen) writeCookie(name, value, app.cookiesAgreeType, DEFAULT_COOKIE_MAX_AGE_S);
}
