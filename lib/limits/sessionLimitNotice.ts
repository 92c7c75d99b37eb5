/**
 * The session limit's end (limits-coupon-auth.md §4, §8): a permanent error, then the logout. The logout
 * reloads or leaves the page, so the notice waits in storage and the next page shows it once —
 * in the service's own words (its title and its "visit tomorrow" message, in the player's language).
 */
export const SESSION_LIMIT_NOTICE_KEY = 'session_limit_ended';

export function keepSessionLimitNotice(storage: Pick<Storage, 'setItem'>, title: string, message: string | null): void {
  storage.setItem(SESSION_LIMIT_NOTICE_KEY, JSON.stringify({ title, message }));
}

/** The kept notice, removed as it is read; null when none (or one that is not ours). */
export function takeSessionLimitNotice(storage: Pick<Storage, 'getItem' | 'removeItem'>): { title: string; message: string | null } | null {
  const raw = storage.getItem(SESSION_LIMIT_NOTICE_KEY);
  if (raw === null) return null;
  storage.removeItem(SESSION_LIMIT_NOTICE_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { title, message } = parsed as { title?: unknown; message?: unknown };
    if (typeof title !== 'string' || !title) return null;
    return { title, message: typeof message === 'string' && message ? message : null };
  } catch {
    return null;
  }
}
