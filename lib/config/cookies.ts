// Cookie names and lifetimes of shell-and-routing.md §9, named as the spec names them.
export const COOKIE = {
  language: 'lng',
  timeZone: 'tzo',
  is12h: 'is12h',
  cookiesAgreeType: 'cookies_agree_type',
  hideLeft: 'hide_left',
  hideRight: 'hide_right',
  appViewType: 'app_view_type',
  marketsNameType: 'markets_name_type',
  groupedByCountry: 'isChampsGroupedByCountry',
  userToken: 'user_token',
  session: 'ua',
  // Not in the spec's list: the spec keeps appTheme, coefViewId and the 0/1 preference flags in the
  // global state without naming a cookie; these three keep them across visits (our decision).
  appTheme: 'app_theme',
  coefViewId: 'coef_view_id',
  preferenceFlags: 'app_preferences',
} as const;

/** Default cookie lifetime, seconds (shell-and-routing.md §9). */
export const DEFAULT_COOKIE_MAX_AGE_S = 86400;
