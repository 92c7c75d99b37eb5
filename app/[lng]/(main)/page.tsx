import type { Metadata } from 'next';
import { HomeScreen } from '@/components/sport/HomeScreen';
import { alternates } from '@/lib/i18n/alternates';

export async function generateMetadata({ params }: PageProps<'/[lng]'>): Promise<Metadata> {
  const { lng } = await params;
  return { alternates: alternates(lng, '') };
}

export default async function HomePage({ params }: PageProps<'/[lng]'>) {
  const { lng } = await params;
  return <HomeScreen lng={lng} />;
}
