import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InfoScreen, loadInfoPage } from '@/components/info/InfoScreen';
import { alternates } from '@/lib/i18n/alternates';
import { isAllowedParam } from '@/lib/routes/href';

type Props = PageProps<'/[lng]/[page]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lng, page } = await params;
  if (!isAllowedParam('info', 'page', page)) return {};
  const info = await loadInfoPage(page, lng);
  return { title: info.ok ? info.data?.title : undefined, alternates: alternates(lng, `/${page}`) };
}

/** Information pages: their text comes from the backend and is rendered on the server for crawlers. */
export default async function InfoPage({ params }: Props) {
  const { lng, page } = await params;
  if (!isAllowedParam('info', 'page', page)) notFound();
  return <InfoScreen lng={lng} slug={page} />;
}
