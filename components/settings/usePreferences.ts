'use client';

import { useCallback, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { PreferenceChange } from '@/lib/preferences/values';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectDisplayPreferences, setPreference } from '@/store/preferences';

/**
 * The visitor's display preferences and `set` (see `setPreference`). `notSaved` says the last
 * change lasts only until the page is reloaded, because the consent choice refused its cookie.
 */
export function usePreferences() {
  const store = useAppStore();
  const current = useAppSelector(selectDisplayPreferences, shallowEqual);
  const [notSaved, setNotSaved] = useState(false);
  const set = useCallback(
    (change: PreferenceChange) => {
      const saved = setPreference(store, change);
      setNotSaved(!saved);
      return saved;
    },
    [store],
  );
  return { current, set, notSaved };
}
