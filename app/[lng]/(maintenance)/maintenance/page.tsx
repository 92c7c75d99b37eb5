import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MaintenanceScreen } from '@/components/shell/MaintenanceScreen';
import { alternates } from '@/lib/i18n/alternates';
import { maintenanceTitleLanguage } from '@/lib/maintenance/notice';

export async function generateMetadata({ params }: PageProps<'/[lng]/maintenance'>): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations('maintenance');
  return { title: t('title', { language: maintenanceTitleLanguage(lng) }), robots: { index: false }, alternates: alternates(lng, '/maintenance') };
}

export default async function MaintenancePage({ params }: PageProps<'/[lng]/maintenance'>) {
  const { lng } = await params;
  return <MaintenanceScreen lng={lng} />;
}
