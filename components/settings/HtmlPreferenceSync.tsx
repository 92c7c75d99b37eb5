'use client';

import { useEffect } from 'react';
import { htmlPreferenceAttributes, THEME_COLOR } from '@/lib/preferences/values';
import { useAppSelector } from '@/store/hooks';

/**
 * Keeps the `<html>` attributes the CSS reads in step with the store after a change in the
 * settings. The server already rendered them from the cookies, so the first paint needs nothing
 * from here (no flash); this only follows later changes.
 */
export function HtmlPreferenceSync() {
  const appTheme = useAppSelector((state) => state.app.appTheme);
  const appViewType = useAppSelector((state) => state.app.appViewType);
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(htmlPreferenceAttributes({ appTheme, appViewType }))) {
      root.setAttribute(name, value);
    }
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[appTheme]);
  }, [appTheme, appViewType]);
  return null;
}
