// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import {
  cookiesAgreed,
  groupByCountryToggled,
  preferenceToggled,
  profileIdsReceived,
  rightColumnToggled,
  selectIsRightColumnCompact,
  selectIsSignedIn,
  selectPreference,
  sessionEnded,
  sessionStarted,
  termsStatusReceived,
} from '@/store/slices/app';

describe('global state defaults (shell-and-routing.md §3)', () => {
  it('starts in ru, time zone 3, grouped by country, European view, signed out', () => {
    const { app } = makeStore().getState();
    expect(app).toMatchObject({ language: 'ru', timeZone: 3, isGroupByCountry: true, appViewType: 0, userId: null });
  });

  it('has the preference flags the spec sets to 1 on, the others off', () => {
    const { preferences } = makeStore().getState().app;
    expect(preferences).toEqual({
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
    });
  });

  it('takes the language it is seeded with', () => {
    expect(makeStore({ language: 'en' }).getState().app.language).toBe('en');
  });
});

describe('session', () => {
  it('counts as signed in once a user id is set', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ userId: 1001 }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('clears the user id and profile ids when the session ends', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ userId: 1001 }));
    store.dispatch(profileIdsReceived({ line: 5, live: 6, at: 100 }));
    store.dispatch(sessionEnded());
    expect(store.getState().app).toMatchObject({ userId: null, lineProfileId: null, liveProfileId: null, profileIdTimestamp: null });
  });
});

describe('settings', () => {
  it('toggles a preference flag between 0 and 1', () => {
    const store = makeStore();
    store.dispatch(preferenceToggled('isShowGameId'));
    expect(selectPreference(store.getState(), 'isShowGameId')).toBe(1);
    store.dispatch(preferenceToggled('isShowGameId'));
    expect(selectPreference(store.getState(), 'isShowGameId')).toBe(0);
  });

  it('switches the right column between expanded and compact', () => {
    const store = makeStore();
    store.dispatch(rightColumnToggled());
    expect(selectIsRightColumnCompact(store.getState())).toBe(true);
  });

  it('toggles grouping by country', () => {
    const store = makeStore();
    store.dispatch(groupByCountryToggled());
    expect(store.getState().app.isGroupByCountry).toBe(false);
  });

  it('records the cookie agreement and the terms status', () => {
    const store = makeStore();
    store.dispatch(cookiesAgreed('ALL'));
    store.dispatch(termsStatusReceived({ changed: true, updatedAt: '2026-11-01T00:00:00Z' }));
    expect(store.getState().app).toMatchObject({
      cookiesAgreeType: 'ALL',
      isUserTermsChanged: true,
      userTermsChangedUpdatedAt: '2026-11-01T00:00:00Z',
    });
  });
});
