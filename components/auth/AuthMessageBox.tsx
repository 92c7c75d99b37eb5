'use client';

import { useAppSelector } from '@/store/hooks';
import { selectAuthForm } from '@/store/slices/auth';
import { useAuthMessageText } from './useAuthMessageText';
import '@/app/styles/login.css';

/**
 * What the last answer said (limits-coupon-auth.md §3: message and response type): an error as an alert,
 * news (a code was sent) in a status region that stays in the page so it is read when it changes.
 */
export function AuthMessageBox() {
  const { message, responseType, sms } = useAppSelector(selectAuthForm);
  const text = useAuthMessageText();
  const shown = message ? text(message, sms.sentTo) : null;
  return (
    <>
      <p className="auth-status" role="status">
        {responseType === 'info' ? shown : null}
      </p>
      {responseType === 'error' && shown ? (
        <p className="auth-alert" role="alert">
          {shown}
        </p>
      ) : null}
    </>
  );
}
