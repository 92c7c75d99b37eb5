import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginMethod } from '@/lib/config/login';
import type { LoginFailure } from '@/lib/auth/loginError';
import { rootReducer } from '../rootReducer';
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

function fail(state: AuthState, failure: LoginFailure): void {
  state.loading = false;
  state.responseType = 'error';
  state.message = { code: failure.code, retryAfterS: failure.retryAfterS };
}

/** A request leaves: what the last attempt said is gone. */
function started(state: AuthState): void {
  state.message = null;
  state.responseType = null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A form is shown again (page, modal or dropdown): what an earlier attempt said is gone. */
    authFormOpened(state) {
      if (!state.loading && state.responseType !== 'success') started(state);
    },
    /** The visitor picked another way to sign in. */
    loginMethodChosen(state, action: PayloadAction<LoginMethod>) {
      if (state.loading) return;
      started(state);
      state.currentForm = action.payload;
      state.methodForm = action.payload;
      state.twoStep = null;
    },
    /** Values a form starts with (a registration fills in the new login, for one). */
    loginDefaultsSet(state, action: PayloadAction<Partial<AuthState['defaultValues']>>) {
      Object.assign(state.defaultValues, action.payload);
    },
    loginSucceeded(state, action: PayloadAction<{ userId: number }>) {
      state.loading = false;
      state.responseType = 'success';
      state.userInfo = { userId: action.payload.userId };
      state.twoStep = null;
    },
    /** The password was right; the server wants the two-step code now. */
    twoStepRequired(state, action: PayloadAction<{ token: string; save: boolean; method?: 'totp' }>) {
      state.loading = false;
      state.currentForm = 'login_password_two_step_code';
      state.twoStep = action.payload;
    },
    twoStepCancelled(state) {
      started(state);
      state.currentForm = state.methodForm;
      state.twoStep = null;
    },
    loginFailed(state, action: PayloadAction<LoginFailure>) {
      fail(state, action.payload);
    },
    smsCodeSent(state, action: PayloadAction<{ sentTo: string; resendInS: number }>) {
      state.sms = { sending: false, sentTo: action.payload.sentTo, resendInS: action.payload.resendInS };
      state.responseType = 'info';
      state.message = { code: 'smsSent', retryAfterS: null };
    },
    smsCodeFailed(state, action: PayloadAction<LoginFailure>) {
      state.sms.sending = false;
      fail(state, action.payload);
    },
    smsResendTicked(state) {
      state.sms.resendInS = Math.max(0, state.sms.resendInS - 1);
    },
  },
  // The listener's own actions (auth/loginSubmitted, auth/smsCodeRequested) start a request here.
  extraReducers: (builder) => {
    builder
      .addCase(loginSubmitted, (state) => {
        started(state);
        state.loading = true;
      })
      .addCase(smsCodeRequested, (state) => {
        started(state);
        state.sms.sending = true;
      });
  },
  selectors: {
    selectAuthForm: (state) => state,
    selectCurrentForm: (state) => state.currentForm,
    selectAuthMessage: (state) => state.message,
    selectAuthBusy: (state) => state.loading || state.responseType === 'success',
    selectLoginDefaults: (state) => state.defaultValues,
    selectSmsState: (state) => state.sms,
  },
});

// The reducer goes in with the forms' first import of this module (store/rootReducer.ts); the
// injected slice's selectors read the forms' initial state until the store's next action.
const injectedAuthSlice = authSlice.injectInto(rootReducer);

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
} = injectedAuthSlice.selectors;
