'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { FORGOT_PASSWORD_QUERY } from '@/lib/config/auth';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';

// What opens the dialog comes only with the query that asks for it (docs/decisions/on-demand-parts.md).
const ForgotPasswordOpener = dynamic(() => import('./ForgotPasswordOpener').then((m) => m.ForgotPasswordOpener));

/**
 * On the home page: `?showForgotPasswordModal` opens the forgot-password dialog for a visitor
 * (limits-coupon-auth.md §2; /user/forgotpassword redirects here with it).
 */
export function ForgotPasswordOnHome() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const asked = useSearchParams().has(FORGOT_PASSWORD_QUERY);
  return asked && !signedIn ? <ForgotPasswordOpener /> : null;
}
