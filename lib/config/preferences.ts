// The 0/1 preference flags of shell-and-routing.md §3, with their defaults (those the spec does not give are 0).
export const PREFERENCE_DEFAULTS = {
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isAppCompactView: 0,
  isAppLightVersion: 0,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
} as const satisfies Record<string, 0 | 1>;

export type PreferenceFlag = keyof typeof PREFERENCE_DEFAULTS;

/**
 * The line's view a visitor gets without a choice (isGroupByCountry on, isBestMatchesOnTop and
 * isShowSportsOnly off). The server draws a list this way; the browser's grouping code comes only
 * for a player whose choices or time filter differ (components/sport/LineBoard.tsx).
 */
export const DEFAULT_LINE_VIEW: { byCountry: boolean; bestOnTop: boolean; sportsOnly: boolean } = {
  byCountry: true,
  bestOnTop: (PREFERENCE_DEFAULTS.isBestMatchesOnTop as number) === 1,
  sportsOnly: (PREFERENCE_DEFAULTS.isShowSportsOnly as number) === 1,
};
export type Preferences = Record<PreferenceFlag, 0 | 1>;

/** Themes (shell-and-routing.md §3: appTheme 0 light, 1 dark); the site opens dark. */
export const APP_THEME = { light: 0, dark: 1 } as const;
/** View types (shell-and-routing.md §3: appViewType 0 European, 1 Asian). */
export const APP_VIEW_TYPE = { european: 0, asian: 1 } as const;
/**
 * Market naming (marketsNameType). The spec names the setting and its default (0) but not its
 * values; our reading: 0 full market names, 1 short codes (W1, X, W2, TO, TU…).
 */
export const MARKETS_NAME_TYPE = { full: 0, short: 1 } as const;
