import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isAllowedParam } from '@/lib/routes/href';
import { ScreenMessages } from '@/components/providers/ScreenMessages';
import { OnpayScreen } from '@/components/routes/OnpayScreen';
import { alternates } from '@/lib/i18n/alternates';
import type { PAYMENT_STATUSES } from '@/lib/routes/manifest';

type Props = PageProps<'/[lng]/onpay/[status]'>;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lng, status } = await params;
  if (!isAllowedParam('onpay', 'status', status)) return {};
  const t = await getTranslations('onpay');
  return {
    title: t(`${status as PaymentStatus}.title`),
    robots: { index: false },
    alternates: alternates(lng, `/onpay/${status}`),
  };
}

/** Where the payment provider sends the player back after a deposit: that payment's real state, or a pay-and-play account opening. */
export default async function OnpayPage({ params }: Props) {
  const { status } = await params;
  if (!isAllowedParam('onpay', 'status', status)) notFound();
  return (
    <ScreenMessages name="payments">
      <Suspense fallback={null}>
        <OnpayScreen status={status as PaymentStatus} />
      </Suspense>
    </ScreenMessages>
  );
}
