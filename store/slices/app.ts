import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/config/languages';
import { DEFAULT_TIME_ZONE_OFFSET } from '@/lib/config/time';

/** Whether a side column is shown (shell spec §3: leftSectionDisplayState, rightSectionDisplayState). */
export type SectionDisplayState = 'shown' | 'hidden';

// The global state of shell spec §3. Issue 2 holds what the shell frame needs; issue 4 completes it.
export interface AppState {
  language: Language;
  timeZone: number;
  /** The left menu as a drawer on narrow screens. */
  leftSectionDisplayState: SectionDisplayState;
}

export const initialAppState: AppState = {
  language: DEFAULT_LANGUAGE,
  timeZone: DEFAULT_TIME_ZONE_OFFSET,
  leftSectionDisplayState: 'hidden',
};

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    leftMenuToggled(state) {
      state.leftSectionDisplayState = state.leftSectionDisplayState === 'shown' ? 'hidden' : 'shown';
    },
    leftMenuClosed(state) {
      state.leftSectionDisplayState = 'hidden';
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectIsLeftMenuOpen: (state) => state.leftSectionDisplayState === 'shown',
  },
});

export const { languageChanged, leftMenuToggled, leftMenuClosed } = appSlice.actions;
export const { selectLanguage, selectIsLeftMenuOpen } = appSlice.selectors;
