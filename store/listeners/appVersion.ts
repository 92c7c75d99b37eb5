import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { fetchAppVersion } from '@/lib/api/appVersion';
import { isNewVersion } from '@/lib/appVersion/update';
import { APP_VERSION_CHECK_DELAY_MS, APP_VERSION_CHECK_INTERVAL_MS } from '@/lib/config/appVersion';
import { notificationActionChosen, notificationShown } from '../slices/notifications';
import { pageVisibilityChanged } from './session';
import type { AppListeners } from './types';

/** The page knows the build it runs (null: unknown, nothing to compare) and starts watching for a newer one. */
export const appVersionWatchStarted = createAction<{ buildId: string | null }>('appVersion/watchStarted');
/** A newer build is deployed than the one running in the page (limits-coupon-auth.md §4 "App update"). */
export const appUpdateDetected = createAction<{ running: string; deployed: string }>('appVersion/updateDetected');

/**
 * App update (limits-coupon-auth.md §4, §9; shell-and-routing.md §8):
 * - the first version check runs 60 s after the watch started (the page loaded), then every
 *   APP_VERSION_CHECK_INTERVAL_MS while the page is visible, and at once on a return to the page
 *   once the first 60 s are over; a hidden page does not check;
 * - a different deployed build fires `appUpdateDetected` once per page load, and the checks stop;
 * - that event shows a warning notification with a reload action; choosing it reloads the page.
 * A failed check is logged and counts as "no news".
 */
export function addAppVersionListeners(listeners: AppListeners) {
  let running: string | null = null;
  /** When the first check is due (epoch ms); null before the watch started. */
  let firstCheckAt: number | null = null;
  let detected = false;

  listeners.startListening({
    matcher: isAnyOf(appVersionWatchStarted, pageVisibilityChanged),
    effect: async (action, api) => {
      // The server's per-request store never polls: the check belongs to a page in a browser.
      if (typeof window === 'undefined') return;
      if (appVersionWatchStarted.match(action)) {
        running = action.payload.buildId;
        firstCheckAt = Date.now() + APP_VERSION_CHECK_DELAY_MS;
      }
      if (firstCheckAt === null) return;
      // One check loop per store: a newer start or visibility change replaces the running one.
      api.cancelActiveListeners();
      if (pageVisibilityChanged.match(action) && !action.payload.visible) return;
      if (running === null || detected) return;
      const wait = firstCheckAt - Date.now();
      if (wait > 0) await api.delay(wait);
      for (;;) {
        const deployed = await api.pause(
          fetchAppVersion().catch((error: unknown) => {
            console.error(`[app version] ${error instanceof Error ? error.message : String(error)}`);
            return null;
          }),
        );
        if (isNewVersion(running, deployed)) {
          detected = true;
          api.dispatch(appUpdateDetected({ running: running!, deployed: deployed! }));
          return;
        }
        await api.delay(APP_VERSION_CHECK_INTERVAL_MS);
      }
    },
  });

  listeners.startListening({
    actionCreator: appUpdateDetected,
    effect: (_action, api) => {
      // The title says it all; the button is the way to the new build.
      api.dispatch(notificationShown({ type: 'warning', title: 'update_title', message: '', action: 'reload' }));
    },
  });

  listeners.startListening({
    actionCreator: notificationActionChosen,
    effect: (action, api) => {
      if (action.payload.action === 'reload') api.extra.reload();
    },
  });
}
