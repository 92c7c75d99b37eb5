'use client';

import { useSearchParams } from 'next/navigation';
import type { PaymentStatus } from '@/lib/api/payments';
import { PAY_AND_PLAY_RETURN_PARAM } from '@/lib/routes/localized';
import { PayAndPlayClaim } from '@/components/auth/registration/PayAndPlayClaim';
import { OnpayStatus } from '@/components/payments/OnpayStatus';

/**
 * The deposit's onpay page: a pay-and-play deposit opens the account on the way back (the auth
 * feature's claim); any other shows the payment's state (the payments feature).
 */
export function OnpayScreen({ status }: { status: PaymentStatus }) {
  const params = useSearchParams();
  const paymentId = params.get('paymentId');
  if (paymentId && params.get(PAY_AND_PLAY_RETURN_PARAM) === '1') return <PayAndPlayClaim paymentId={paymentId} />;
  return <OnpayStatus status={status} />;
}
