import type { ApiError } from './errors';

/**
 * Shows the captcha step for a request the server refused with `captcha_required` and resolves
 * to the captcha token, or rejects when the player gives up (limits-coupon-auth.md §5, §8). The UI registers
 * it; until then the request fails with the ApiError, whose `code` lets the caller show the step.
 */
export type CaptchaHandler = (request: { path: string; error: ApiError }) => Promise<string>;

/** What happens on HTTP 451 with exception_code 1 (limits-coupon-auth.md §8: redirect to confirm terms). */
export type TermsChangedHandler = () => void;

/** The default: confirm-terms of the current language, keeping the page as returnUrl. */
export const goToConfirmTerms: TermsChangedHandler = () => {
  // The target brings the route manifest, which a page's first load does not carry; a 451 is rare.
  void import('@/lib/auth/termsRedirect').then(({ confirmTermsTarget }) => {
    const target = confirmTermsTarget(window.location.pathname, window.location.search);
    if (target) window.location.assign(target);
  });
};

/** What happens on a 401 the token refresh cannot cure: the backend forgot the session. */
export type SessionEndedHandler = () => void;

/**
 * The default: on a page that needs login, the login page with the page as returnUrl, through the
 * handler that clears the dead cookies (lib/auth/sessionEnded.ts); once, however many calls fail
 * together, and once a minute for the same page (a session the handler finds alive sends it back).
 */
export const goToLoginAfterSessionEnded: SessionEndedHandler = () => {
  // The target brings the route manifest, which a page's first load does not carry; this is rare.
  void import('@/lib/auth/sessionEnded').then(({ mayGoAgain, sentRecord, sessionEndedTarget, SESSION_ENDED_STORAGE_KEY }) => {
    const page = window.location.pathname + window.location.search;
    const target = sessionEndedTarget(window.location.pathname, window.location.search);
    if (!target || sessionEndedSent) return;
    const storage = window.sessionStorage;
    if (!mayGoAgain(storage.getItem(SESSION_ENDED_STORAGE_KEY), page, Date.now())) return;
    sessionEndedSent = true;
    storage.setItem(SESSION_ENDED_STORAGE_KEY, sentRecord(page, Date.now()));
    window.location.assign(target);
  });
};

let sessionEndedSent = false;

/**
 * The page already deals with its session's end (the session check found it gone, or the player
 * logs out, and each goes where it goes, shell-and-routing.md §4): the 401s of calls still under
 * way are no news, and the handler stands down for this page load.
 */
export function sessionEndNoticed(): void {
  sessionEndedSent = true;
}

/**
 * The session check found the page's session gone: the page goes where a 401 the refresh cannot
 * cure sends it, through the same handler, so the check and a failing call land it in one place.
 */
export function sessionLostNoticed(): void {
  sessionEndedHandler();
}

/** A new session under the same page (a sign-in without a reload): its end is news again. */
export function sessionStartNoticed(): void {
  sessionEndedSent = false;
}

let sessionEndedHandler: SessionEndedHandler = goToLoginAfterSessionEnded;

/** Replaces the session-ended handler (null restores the default); returns the call that restores it. */
export function setSessionEndedHandler(handler: SessionEndedHandler | null): () => void {
  sessionEndedHandler = handler ?? goToLoginAfterSessionEnded;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = goToLoginAfterSessionEnded;
  };
}

export function currentSessionEndedHandler(): SessionEndedHandler {
  return sessionEndedHandler;
}

let captchaHandler: CaptchaHandler | null = null;
let termsChangedHandler: TermsChangedHandler = goToConfirmTerms;

/** Registers the captcha step; returns the call that takes it away again (for an unmount). */
export function setCaptchaHandler(handler: CaptchaHandler | null): () => void {
  captchaHandler = handler;
  return () => {
    if (captchaHandler === handler) captchaHandler = null;
  };
}

export function currentCaptchaHandler(): CaptchaHandler | null {
  return captchaHandler;
}

/** Replaces the 451 handler (null restores the default); returns the call that restores it. */
export function setTermsChangedHandler(handler: TermsChangedHandler | null): () => void {
  termsChangedHandler = handler ?? goToConfirmTerms;
  return () => {
    if (termsChangedHandler === handler) termsChangedHandler = goToConfirmTerms;
  };
}

export function currentTermsChangedHandler(): TermsChangedHandler {
  return termsChangedHandler;
}
