import { SESSION_LOAD_PATH } from '@/lib/config/auth';
import { refreshFingerprint } from './fingerprint';
import { requestText } from './http';

export const sessionLoadKey = SESSION_LOAD_PATH;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let loaded = false;

/** Whether this page load already loaded the device session. */
export function sessionLoaded(): boolean {
  return loaded;
}

/**
 * Loads the device session (limits-coupon-auth.md §7: no cache, not parsed as JSON), then obtains a device
 * fingerprint when that worked. Once per page load: a second call does nothing. Failures are logged, never thrown
 * (limits-coupon-auth.md §8: "Session load failure: logged"); the fingerprint logs its own.
 */
export async function loadSession(): Promise<void> {
  if (loaded) return;
  loaded = true;
  try {
    await requestText(sessionLoadKey);
  } catch (error) {
    console.error(`[session load] ${messageOf(error)}`);
    // The fingerprint belongs to the device session: without one it would only count a failure.
    return;
  }
  await refreshFingerprint();
}

/** Forgets the load (a new page load starts here; so do tests). */
export function resetSessionLoad(): void {
  loaded = false;
}
