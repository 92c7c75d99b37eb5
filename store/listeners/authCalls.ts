// The sign-in calls, loaded with the first submit or code request (docs/decisions/feature-listeners.md): the forms
// come on demand, and so do their endpoints and the failure reading, not in every page's script.
import { login, type LoginAnswer } from '@/lib/api/login';
import { loginByPhone } from '@/lib/api/loginPhone';
import { loginBySms } from '@/lib/api/loginSms';
import { loginTwoStep } from '@/lib/api/loginTwoStep';
import { sendSmsCode } from '@/lib/api/smsSend';
import { selectAuthForm, type LoginSubmission } from '../slices/auth';
import type { RootState } from '../rootReducer';

export { loginFailureOf } from '@/lib/auth/loginError';
export { sendSmsCode };

/** The call of the submitted form. The two-step code goes with the token the password login gave. */
export function call(submission: LoginSubmission, state: RootState): Promise<LoginAnswer> {
  switch (submission.form) {
    case 'login_password':
      return login({ login: submission.login.trim(), password: submission.password, save: submission.save });
    case 'phone_password':
      return loginByPhone({
        phone_number: submission.phoneNumber,
        country_code: submission.phoneCode,
        password: submission.password,
        save: submission.save,
      });
    case 'sms':
      return loginBySms({
        phone_number: submission.phoneNumber,
        phone_code: submission.phoneCode,
        code: submission.code,
        save: submission.save,
      });
    case 'login_password_two_step_code': {
      const twoStep = selectAuthForm(state).twoStep;
      if (!twoStep) return Promise.reject(new Error('No two-step login is in progress'));
      return loginTwoStep({ two_step_token: twoStep.token, code: submission.code, save: twoStep.save });
    }
  }
}

