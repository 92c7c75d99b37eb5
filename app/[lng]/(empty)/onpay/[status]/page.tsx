import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { href, isAllowedParam } from '@/lib/routes/href';
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

/** Where the payment provider sends the player back after a deposit. */
export default async function OnpayPage({ params }: Props) {
  const { lng, status } = await params;
  if (!isAllowedParam('onpay', 'status', status)) notFound();
  const kind = status as PaymentStatus;
  const t = await getTranslations('onpay');
  return (
    <main className="status-screen status-screen--standalone" data-status={kind}>
      <span className="status-mark" data-status={kind} aria-hidden="true" />
      <h1 className="page-title">{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <Link href={href(lng, 'home')} className="btn btn--accent">
        {t('back')}
      </Link>
    </main>
  );
}
