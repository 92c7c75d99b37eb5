import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { orNullIfNotFound } from '@/lib/api/http';
import { fetchInfoPage, type InfoPage } from '@/lib/api/infoPage';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';

/** One fetch per render for both the metadata and the page; a page the backend lacks is a 404. */
export const loadInfoPage = cache(
  (slug: string, lng: string): Promise<InfoPage | null> => orNullIfNotFound(fetchInfoPage(slug, lng)),
);

export async function InfoScreen({ lng, slug }: { lng: string; slug: string }) {
  const info = await loadInfoPage(slug, lng);
  if (!info) notFound();
  const t = await getTranslations('info');
  return (
    <article className="info-page">
      <Breadcrumbs items={[{ label: t('home'), href: href(lng, 'home') }, { label: info.title }]} />
      <h1 className="page-title">{info.title}</h1>
      {info.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
