import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '../defineSlice';
import type { LoginMethod } from '@/lib/config/login';
import type { LoginFailure } from '@/lib/auth/loginError';
import { injectSlice } from '../lazySlices';
import { initialAuthState, type AuthState } from './authState';

export { initialAuthState } from './authState';
export type { AuthMessage, AuthResponseType, AuthState } from './authState';

/** What a form submits; the listener turns it into the call of its endpoint. */
export type LoginSubmission =
  | { form: 'login_password'; login: string; password: string; save: boolean }
  | { form: 'phone_password'; phoneNumber: string; phoneCode: string; password: string; save: boolean }
  | { form: 'sms'; phoneNumber: string; phoneCode: string; code: string; save: boolean }
  | { form: 'login_password_two_step_code'; code: string };

/** A form is sent; `returnUrl` is where to go once signed in, when the opener knows it. */
export const loginSubmitted = createAction<LoginSubmission & { returnUrl?: string }>('auth/loginSubmitted');
/** "Get a code": an SMS with a login code to this number. */
export const smsCodeRequested = createAction<{ phoneNumber: string; phoneCode: string }>('auth/smsCodeRequested');

const fail = (state: AuthState, failure: LoginFailure): AuthState => ({
  ...state,
  loading: false,
  responseType: 'error',
  message: { code: failure.code, retryAfterS: failure.retryAfterS },
});

/** A request leaves: busy, and what the last attempt said is gone. */
const started = (state: AuthState): AuthState => ({ ...state, message: null, responseType: null });

export const authSlice = defineSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A form is shown again (page, modal or dropdown): what an earlier attempt said is gone. */
    authFormOpened: (state) => (state.loading || state.responseType === 'success' ? state : started(state)),
    /** The visitor picked another way to sign in. */
    loginMethodChosen: (state, action: PayloadAction<LoginMethod>) =>
      state.loading ? state : { ...started(state), currentForm: action.payload, methodForm: action.payload, twoStep: null },
    /** Values a form starts with (a registration fills in the new login, for one). */
    loginDefaultsSet: (state, action: PayloadAction<Partial<AuthState['defaultValues']>>) => ({
      ...state,
      defaultValues: { ...state.defaultValues, ...action.payload },
    }),
    loginSucceeded: (state, action: PayloadAction<{ userId: number }>) => ({
      ...state,
      loading: false,
      responseType: 'success',
      userInfo: { userId: action.payload.userId },
      twoStep: null,
    }),
    /** The password was right; the server wants the two-step code now. */
    twoStepRequired: (state, action: PayloadAction<{ token: string; save: boolean }>) => ({
      ...state,
      loading: false,
      currentForm: 'login_password_two_step_code',
      twoStep: action.payload,
    }),
    twoStepCancelled: (state) => ({ ...started(state), currentForm: state.methodForm, twoStep: null }),
    loginFailed: (state, action: PayloadAction<LoginFailure>) => fail(state, action.payload),
    smsCodeSent: (state, action: PayloadAction<{ sentTo: string; resendInS: number }>) => ({
      ...state,
      sms: { sending: false, sentTo: action.payload.sentTo, resendInS: action.payload.resendInS },
      responseType: 'info',
      message: { code: 'smsSent', retryAfterS: null },
    }),
    smsCodeFailed: (state, action: PayloadAction<LoginFailure>) => fail({ ...state, sms: { ...state.sms, sending: false } }, action.payload),
    smsResendTicked: (state) => ({ ...state, sms: { ...state.sms, resendInS: Math.max(0, state.sms.resendInS - 1) } }),
  },
  extraCases: [
    [loginSubmitted, (state) => ({ ...started(state), loading: true })],
    [smsCodeRequested, (state) => ({ ...started(state), sms: { ...state.sms, sending: true } })],
  ],
  selectors: {
    selectAuthForm: (state) => state,
    selectCurrentForm: (state) => state.currentForm,
    selectAuthMessage: (state) => state.message,
    selectAuthBusy: (state) => state.loading || state.responseType === 'success',
    selectLoginDefaults: (state) => state.defaultValues,
    selectSmsState: (state) => state.sms,
  },
});

export const {
  authFormOpened,
  loginMethodChosen,
  loginDefaultsSet,
  loginSucceeded,
  twoStepRequired,
  twoStepCancelled,
  loginFailed,
  smsCodeSent,
  smsCodeFailed,
  smsResendTicked,
} = authSlice.actions;
export const {
  selectAuthForm,
  selectCurrentForm,
  selectAuthMessage,
  selectAuthBusy,
  selectLoginDefaults,
  selectSmsState,
} = authSlice.selectors;

// The reducer goes in with the forms' first import of this module (store/lazySlices.ts).
injectSlice(authSlice);
