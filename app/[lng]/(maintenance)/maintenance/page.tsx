import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MaintenanceScreen } from '@/components/shell/MaintenanceScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('maintenance');
  return { title: t('title'), robots: { index: false } };
}

export default async function MaintenancePage({ params }: PageProps<'/[lng]/maintenance'>) {
  const { lng } = await params;
  return <MaintenanceScreen lng={lng} />;
}
