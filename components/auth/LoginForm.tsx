'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { LoginMethod } from '@/lib/config/login';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { authFormOpened, loginMethodChosen, selectAuthBusy, selectCurrentForm } from '@/store/slices/auth';
import { AuthMessageBox } from './AuthMessageBox';
import { CaptchaStep } from './CaptchaStep';
import { LoginMethodTabs } from './LoginMethodTabs';
import { LoginPasswordForm } from './LoginPasswordForm';
import { PhonePasswordForm } from './PhonePasswordForm';
import { SmsLoginForm } from './SmsLoginForm';
import { TwoStepForm } from './TwoStepForm';
import { useCaptchaStep } from '@/components/ui/useCaptchaStep';
import { LoginSocial } from './LoginSocial';
import '@/app/styles/login.css';

export interface LoginFormProps {
  /** Where to go once signed in, when the opener knows (else the page's `returnUrl` query). */
  returnUrl?: string;
  /** Below the forms; the social sign-in buttons unless the opener gives something else. */
  footer?: ReactNode;
  /** The form hands over to another dialog (forgot password): a dropdown closes itself. */
  onLeave?: () => void;
}

/**
 * The sign-in forms (limits-coupon-auth.md §2, §3, §4): e-mail or login and password, phone and password,
 * an SMS code; the two-step code when the server asks for it after a password; the captcha step
 * when the server asks for one. The same form serves the login pages, the login modal and the
 * header's dropdown; what happens after a sign-in is the auth listener's business.
 */
export function LoginForm({ returnUrl, footer, onLeave }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const currentForm = useAppSelector(selectCurrentForm);
  const busy = useAppSelector(selectAuthBusy);
  const captcha = useCaptchaStep();
  const idBase = useId();
  const formsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  // Back from the captcha step: focus returns to the form it interrupted.
  const wasCaptcha = useRef(false);
  useEffect(() => {
    if (wasCaptcha.current && !captcha.shown) formsRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    wasCaptcha.current = captcha.shown;
  }, [captcha.shown]);

  let content: ReactNode;
  if (currentForm === 'login_password_two_step_code') {
    content = <TwoStepForm returnUrl={returnUrl} />;
  } else {
    const method: LoginMethod = currentForm;
    content = (
      <LoginMethodTabs idBase={idBase} current={method} disabled={busy} onChoose={(next) => dispatch(loginMethodChosen(next))}>
        {method === 'login_password' ? <LoginPasswordForm returnUrl={returnUrl} onLeave={onLeave} /> : null}
        {method === 'phone_password' ? <PhonePasswordForm returnUrl={returnUrl} onLeave={onLeave} /> : null}
        {method === 'sms' ? <SmsLoginForm returnUrl={returnUrl} /> : null}
      </LoginMethodTabs>
    );
  }

  return (
    <div className="auth">
      {captcha.shown ? <CaptchaStep onSolved={captcha.solve} onCancel={captcha.cancel} /> : <AuthMessageBox />}
      {/* Hidden, not gone, under the captcha step: what was typed is still there after it. */}
      <div ref={formsRef} className="auth__forms" hidden={captcha.shown}>
        {content}
      </div>
      <div className="auth__footer">{footer ?? <LoginSocial returnUrl={returnUrl} />}</div>
    </div>
  );
}
