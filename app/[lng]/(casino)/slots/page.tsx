import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CasinoLobby } from '@/components/casino/CasinoLobby';
import { alternates } from '@/lib/i18n/alternates';
import { isCasinoCategory } from '@/lib/config/casino';

type Props = PageProps<'/[lng]/slots'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations('casino');
  return { title: t('title'), alternates: alternates(lng, '/slots') };
}

export default async function SlotsPage({ params, searchParams }: Props) {
  const { lng } = await params;
  const { category } = await searchParams;
  if (category !== undefined && !isCasinoCategory(category)) notFound();
  return <CasinoLobby lng={lng} category={category} />;
}
