import { createAction, TaskAbortError } from '@reduxjs/toolkit';
import type { LoginFailure } from '@/lib/auth/loginError';
import { SMS_RESEND_S, SMS_RESEND_TICK_MS } from '@/lib/config/login';
import { sessionStarted } from '../slices/app';
import {
  loginFailed,
  loginSubmitted,
  loginSucceeded,
  selectAuthForm,
  selectSmsState,
  smsCodeFailed,
  smsCodeRequested,
  smsCodeSent,
  smsResendTicked,
  twoStepRequired,
  type LoginSubmission,
} from '../slices/auth';
import { modalClosed } from '../slices/modals';
import type { RootState } from '../rootReducer';
import { accountsRequested } from './session';
import type { ListenerStarter } from './types';

/**
 * A player has just signed in: by a login form, a two-step or SMS code, or a registration that
 * signs in. `returnUrl` is the page to go to when the form knows it (a modal opened for a page that
 * needs login); without it the page's `returnUrl` query counts. Same-origin paths only.
 * `termsChanged` (the login answer's `terms_changed`) sends the player to confirm-terms first.
 */
export const signedIn = createAction<{ userId: number; returnUrl?: string; termsChanged?: boolean }>('auth/signedIn');

const GENERIC_FAILURE: LoginFailure = { code: 'generic', retryAfterS: null };

type AuthCalls = typeof import('./authCalls');
/** The calls come with the first attempt; one that cannot load fails it like a network error. */
const loadAuthCalls = (): Promise<AuthCalls> => import('./authCalls');

function saveOf(submission: LoginSubmission, state: RootState): boolean {
  return submission.form === 'login_password_two_step_code' ? (selectAuthForm(state).twoStep?.save ?? false) : submission.save;
}

/**
 * Sign-in (limits-coupon-auth.md §3 auth form state, §4 authentication, §5 captcha, §8; shell-and-routing.md §4, §6):
 * - a submitted form calls its endpoint; the API client shows the captcha step on
 *   `captcha_required` and retries with its token; an answer asking for the two-step code moves the
 *   form to that step; a failure becomes the form's message (for the lockout, with the wait);
 * - `signedIn` takes the player to the wanted page (the form's or the query's same-origin
 *   `returnUrl`, else home from a page for visitors; confirm-terms first when his terms changed)
 *   with a full page load, which renders him signed in from the cookies and shows the inactivity
 *   notice there (IdleWatcher reads the stored flag); otherwise he stays: the session is stored,
 *   the accounts loaded, the login modal closed and the server components rendered again, and the
 *   IdleWatcher shows the notice as the session starts;
 * - an SMS code request sends the code, then counts down to the next one (the answer's
 *   `resend_after`, else 60 s; a tick a second).
 */
/** A pay-and-play registration began its deposit (docs/decisions/registration.md): off to the provider's card page. */
export const payAndPlayStarted = createAction<{ redirectUrl: string }>('auth/payAndPlayStarted');

export function addAuthListeners(listeners: ListenerStarter) {
  listeners.startListening({
    actionCreator: payAndPlayStarted,
    effect: (action, api) => api.extra.navigate(action.payload.redirectUrl),
  });
  listeners.startListening({
    actionCreator: loginSubmitted,
    effect: async (action, api) => {
      // One attempt at a time: a newer submit drops the answer of an older one.
      api.cancelActiveListeners();
      const { returnUrl, ...submission } = action.payload;
      const state = api.getState();
      let calls: AuthCalls | undefined;
      try {
        calls = await api.pause(loadAuthCalls());
        const answer = await api.pause(calls.call(submission, state));
        if ('two_step_required' in answer) {
          const method = answer.two_step_method === 'totp' ? { method: 'totp' as const } : {};
          api.dispatch(twoStepRequired({ token: answer.two_step_token, save: saveOf(submission, state), ...method }));
          return;
        }
        api.dispatch(loginSucceeded({ userId: answer.user_id }));
        api.dispatch(
          signedIn({ userId: answer.user_id, ...(returnUrl ? { returnUrl } : {}), ...(answer.terms_changed ? { termsChanged: true } : {}) }),
        );
      } catch (error) {
        if (error instanceof TaskAbortError) return;
        api.dispatch(loginFailed(calls?.loginFailureOf(error) ?? GENERIC_FAILURE));
      }
    },
  });

  listeners.startListening({
    actionCreator: signedIn,
    effect: async (action, api) => {
      // The decision brings the route manifest, which a guest's first load does not carry.
      const { afterSignIn } = await import('@/lib/auth/afterSignIn');
      const { pathname, search } = api.extra.location();
      const state = api.getState();
      const next = afterSignIn({
        pathname,
        search,
        language: state.app.language,
        returnUrl: action.payload.returnUrl,
        termsChanged: action.payload.termsChanged,
        confirmTermsEnabled: state.app.siteConfig?.confirmTermsEnabled,
      });
      if (next.kind === 'navigate') {
        // The next page is rendered signed in from the cookies and loads the accounts itself.
        // Storing the session here would let this page's watchers act on it while it unloads
        // (the inactivity notice shown to a page about to vanish, a second redirect).
        api.extra.navigate(next.url);
        return;
      }
      api.dispatch(sessionStarted({ userId: action.payload.userId }));
      api.dispatch(accountsRequested());
      for (const modal of state.modals.stack) {
        if (modal.kind === 'login') api.dispatch(modalClosed({ id: modal.id }));
      }
      // The header and every server component render again with the new cookies.
      (api.extra.refresh ?? api.extra.reload)();
    },
  });

  listeners.startListening({
    actionCreator: smsCodeRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const { phoneNumber, phoneCode } = action.payload;
      let resendAfter: number | null;
      let calls: AuthCalls | undefined;
      try {
        calls = await api.pause(loadAuthCalls());
        resendAfter = await api.pause(calls.sendSmsCode({ phone_number: phoneNumber, phone_code: phoneCode }));
      } catch (error) {
        if (error instanceof TaskAbortError) return;
        api.dispatch(smsCodeFailed(calls?.loginFailureOf(error) ?? GENERIC_FAILURE));
        return;
      }
      api.dispatch(smsCodeSent({ sentTo: `${phoneCode} ${phoneNumber}`, resendInS: resendAfter ?? SMS_RESEND_S }));
      while (selectSmsState(api.getState()).resendInS > 0) {
        await api.delay(SMS_RESEND_TICK_MS);
        api.dispatch(smsResendTicked());
      }
    },
  });
}
