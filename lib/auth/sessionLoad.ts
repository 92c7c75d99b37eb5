/** What the page knows about a session when the device-session load is due. */
export interface SessionLoadFacts {
  /** The user id the server checked for this page (or a later session check found). */
  userId: number | null;
  /** The user_token cookie, if script can see one. */
  userToken: string | null;
  /** Whether this page load already loaded it. */
  alreadyLoaded: boolean;
}

/**
 * Whether to load the device session (limits-coupon-auth.md §7: "loaded once when no session cookie
 * exists"). The session cookie `ua` is HttpOnly, so script cannot see it; a session shows as the
 * store's user id (the server read `ua` to seed it, and the session checks keep it current) or as
 * a user_token cookie (which script can read, but which expires long before `ua`, so it alone
 * would miss a live session). Either one means a session exists.
 */
export function shouldLoadSession(facts: SessionLoadFacts): boolean {
  return !facts.alreadyLoaded && facts.userId === null && !facts.userToken;
}
