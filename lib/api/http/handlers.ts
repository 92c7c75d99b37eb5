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
