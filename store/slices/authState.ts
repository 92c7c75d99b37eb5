import { AUTH_DEFAULT_VALUES, type AuthForm, type LoginMethod } from '@/lib/config/login';
import type { LoginMessageCode } from '@/lib/auth/loginError';

// The sign-in forms' state and its start, apart from the slice (auth.ts): the root reducer's type
// names it from the first load, the slice's reducer comes with the forms (store/rootReducer.ts).

/** How the last answer went (limits-coupon-auth.md §3: response type). */
export type AuthResponseType = 'success' | 'error' | 'info' | null;

/** A message the form shows: a key of `auth.errors` (or `smsSent` of `auth.info`), and for the lockout the wait. */
export interface AuthMessage {
  code: LoginMessageCode | 'smsSent';
  retryAfterS: number | null;
}

/** The auth form state of limits-coupon-auth.md §3, plus what the code steps need to carry on. */
export interface AuthState {
  currentForm: AuthForm;
  /** The password form a two-step code step came from: its Back button returns there. */
  methodForm: LoginMethod;
  loading: boolean;
  message: AuthMessage | null;
  responseType: AuthResponseType;
  /** Who signed in, once someone has. */
  userInfo: { userId: number } | null;
  defaultValues: { login: string; phone: string; remember: boolean };
  /**
   * The token of the two-step step and the "remember me" of the password it follows; `method` "totp":
   * the step takes an authenticator app's code or a recovery code instead of a code sent to the player.
   */
  twoStep: { token: string; save: boolean; method?: 'totp' } | null;
  sms: {
    sending: boolean;
    /** The number the last code went to, with its phone code (`+7 9991234567`). */
    sentTo: string | null;
    /** Seconds until another code may be asked for; 0 when it may. */
    resendInS: number;
  };
}

export const initialAuthState: AuthState = {
  currentForm: 'login_password',
  methodForm: 'login_password',
  loading: false,
  message: null,
  responseType: null,
  userInfo: null,
  defaultValues: { ...AUTH_DEFAULT_VALUES },
  twoStep: null,
  sms: { sending: false, sentTo: null, resendInS: 0 },
};
