import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientSiteConfig } from '@/lib/api/siteConfig';
import type { AgreeType } from '@/lib/consent/consent';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/config/languages';
import { DEFAULT_TIME_ZONE_OFFSET } from '@/lib/config/time';
import { APP_THEME, APP_VIEW_TYPE, DEFAULT_LINE_VIEW, PREFERENCE_DEFAULTS, type PreferenceFlag, type Preferences } from '@/lib/config/preferences';

/** Whether the left menu is shown (a drawer on phones). */
export type SectionDisplayState = 'shown' | 'hidden';
/** The right column is compact or expanded (shell-and-routing.md §3). */
export type RightSectionDisplayState = 'compact' | 'expanded';
/** Cookie agreement: all, one chosen kind, or disabled (shell-and-routing.md §4); null before any choice. */
export type CookiesAgreeType = AgreeType | null;

// The global state of shell-and-routing.md §3, with its defaults.
export interface AppState {
  userId: number | null;
  /** The session ended under the page without a logout (the check found it gone): see sessionEnded. */
  sessionLost: boolean;
  language: Language;
  timeZone: number;
  is12h: boolean;
  appTheme: 0 | 1;
  appFontSize: number;
  appViewType: 0 | 1;
  coefViewId: number;
  coefIndicationType: number;
  marketsNameType: number;
  marketDisplaySettings: Readonly<Record<string, number>>;
  leftSectionDisplayState: SectionDisplayState;
  rightSectionDisplayState: RightSectionDisplayState;
  cookiesAgreeType: CookiesAgreeType;
  isUserTermsChanged: boolean;
  userTermsChangedUpdatedAt: string | null;
  partnerHasTaxes: boolean;
  isGroupByCountry: boolean;
  isRegistrationProcess: boolean;
  windowSize: { width: number; height: number } | null;
  zoneState: string | null;
  visuallyImpairedMode: boolean;
  lineProfileId: number | null;
  liveProfileId: number | null;
  profileIdTimestamp: number | null;
  siteConfig: ClientSiteConfig | null;
  preferences: Preferences;
}

export const initialAppState: AppState = {
  userId: null,
  sessionLost: false,
  language: DEFAULT_LANGUAGE,
  timeZone: DEFAULT_TIME_ZONE_OFFSET,
  is12h: false,
  appTheme: APP_THEME.dark,
  appFontSize: 15,
  appViewType: APP_VIEW_TYPE.european,
  coefViewId: 0,
  coefIndicationType: 0,
  marketsNameType: 0,
  marketDisplaySettings: {},
  leftSectionDisplayState: 'hidden',
  rightSectionDisplayState: 'expanded',
  cookiesAgreeType: null,
  isUserTermsChanged: false,
  userTermsChangedUpdatedAt: null,
  partnerHasTaxes: false,
  isGroupByCountry: DEFAULT_LINE_VIEW.byCountry,
  isRegistrationProcess: false,
  windowSize: null,
  zoneState: null,
  visuallyImpairedMode: false,
  lineProfileId: null,
  liveProfileId: null,
  profileIdTimestamp: null,
  siteConfig: null,
  preferences: { ...PREFERENCE_DEFAULTS },
};

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ userId: number }>) {
      state.userId = action.payload.userId;
      state.sessionLost = false;
    },
    /**
     * Logout or a session check that found none: the user id and profile ids go (shell-and-routing.md §4).
     * `lost`: the check found it gone, and the page goes where a 401 sends it (lib/auth/sessionEnded.ts),
     * not where a logout goes.
     */
    sessionEnded(state, action: PayloadAction<{ lost: boolean } | undefined>) {
      state.userId = null;
      state.sessionLost = action.payload?.lost === true;
      state.lineProfileId = null;
      state.liveProfileId = null;
      state.profileIdTimestamp = null;
    },
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    timeZoneChanged(state, action: PayloadAction<{ timeZone: number; is12h?: boolean }>) {
      state.timeZone = action.payload.timeZone;
      state.is12h = action.payload.is12h ?? state.is12h;
    },
    themeChanged(state, action: PayloadAction<0 | 1>) {
      state.appTheme = action.payload;
    },
    viewTypeChanged(state, action: PayloadAction<0 | 1>) {
      state.appViewType = action.payload;
    },
    coefViewChanged(state, action: PayloadAction<number>) {
      state.coefViewId = action.payload;
    },
    marketsNameTypeChanged(state, action: PayloadAction<number>) {
      state.marketsNameType = action.payload;
    },
    groupByCountryToggled(state) {
      state.isGroupByCountry = !state.isGroupByCountry;
    },
    preferenceToggled(state, action: PayloadAction<PreferenceFlag>) {
      state.preferences[action.payload] = state.preferences[action.payload] === 1 ? 0 : 1;
    },
    leftMenuToggled(state) {
      state.leftSectionDisplayState = state.leftSectionDisplayState === 'shown' ? 'hidden' : 'shown';
    },
    leftMenuClosed(state) {
      state.leftSectionDisplayState = 'hidden';
    },
    rightColumnToggled(state) {
      state.rightSectionDisplayState = state.rightSectionDisplayState === 'expanded' ? 'compact' : 'expanded';
    },
    cookiesAgreed(state, action: PayloadAction<Exclude<CookiesAgreeType, null>>) {
      state.cookiesAgreeType = action.payload;
    },
    termsStatusReceived(state, action: PayloadAction<{ changed: boolean; updatedAt: string | null }>) {
      state.isUserTermsChanged = action.payload.changed;
      state.userTermsChangedUpdatedAt = action.payload.updatedAt;
    },
    siteConfigLoaded(state, action: PayloadAction<ClientSiteConfig>) {
      state.siteConfig = action.payload;
    },
    profileIdsReceived(state, action: PayloadAction<{ line: number; live: number; at: number }>) {
      state.lineProfileId = action.payload.line;
      state.liveProfileId = action.payload.live;
      state.profileIdTimestamp = action.payload.at;
    },
    windowResized(state, action: PayloadAction<{ width: number; height: number }>) {
      state.windowSize = action.payload;
    },
    registrationProcessChanged(state, action: PayloadAction<boolean>) {
      state.isRegistrationProcess = action.payload;
    },
    visuallyImpairedModeToggled(state) {
      state.visuallyImpairedMode = !state.visuallyImpairedMode;
    },
  },
  selectors: {
    selectUserId: (state) => state.userId,
    /** A user counts as signed in when userId is set (shell-and-routing.md §4). */
    selectIsSignedIn: (state) => state.userId !== null,
    selectLanguage: (state) => state.language,
    selectIsLeftMenuOpen: (state) => state.leftSectionDisplayState === 'shown',
    selectIsRightColumnCompact: (state) => state.rightSectionDisplayState === 'compact',
    selectPreference: (state, flag: PreferenceFlag) => state.preferences[flag],
    selectCookiesAgreeType: (state) => state.cookiesAgreeType,
    selectSiteConfig: (state) => state.siteConfig,
    selectTermsChanged: (state) => state.isUserTermsChanged,
  },
});

export const {
  sessionStarted,
  sessionEnded,
  languageChanged,
  timeZoneChanged,
  themeChanged,
  viewTypeChanged,
  coefViewChanged,
  marketsNameTypeChanged,
  groupByCountryToggled,
  preferenceToggled,
  leftMenuToggled,
  leftMenuClosed,
  rightColumnToggled,
  cookiesAgreed,
  termsStatusReceived,
  siteConfigLoaded,
  profileIdsReceived,
  windowResized,
  registrationProcessChanged,
  visuallyImpairedModeToggled,
} = appSlice.actions;
export const {
  selectUserId,
  selectIsSignedIn,
  selectLanguage,
  selectIsLeftMenuOpen,
  selectIsRightColumnCompact,
  selectPreference,
  selectCookiesAgreeType,
  selectSiteConfig,
  selectTermsChanged,
} = appSlice.selectors;
