import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { orNullIfNotFound } from '@/lib/api/http';
import { fetchInfoPage, type InfoPage } from '@/lib/api/infoPage';
import { settle, type Loaded } from '@/lib/api/settle';
import type { InfoPageSlug } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { ResponsibleGamingCta } from './ResponsibleGamingCta';

/**
 * One fetch per render for both the metadata and the page; a page the backend lacks is a 404
 * (null). A backend fault with no last good copy (lib/api/infoPage.ts) is a failed load: the page
 * shows its frame and an error block, never a 500.
 */
export const loadInfoPage = cache(
  (slug: string, lng: string): Promise<Loaded<InfoPage | null>> => settle(orNullIfNotFound(fetchInfoPage(slug, lng))),
);

export async function InfoScreen({ lng, slug }: { lng: string; slug: string }) {
  const loaded = await loadInfoPage(slug, lng);
  if (loaded.ok && !loaded.data) notFound();
  const t = await getTranslations('info');
  const tFooter = await getTranslations('footer');
  const info = loaded.ok ? loaded.data : null;
  // Without the text, the page is still named: the footer's link name for it.
  const title = info?.title ?? tFooter(`pages.${slug as InfoPageSlug}`);
  return (
    <article className="info-page">
      <Breadcrumbs items={[{ label: t('home'), href: href(lng, 'home') }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {info ? info.body.map((paragraph, index) => <p key={index}>{paragraph}</p>) : <RefreshErrorState reason="page" />}
      {/* The page promises limits: one click to them (docs/decisions/responsible-gaming-page.md). */}
      {slug === 'responsiblegaming' ? <ResponsibleGamingCta lng={lng} /> : null}
    </article>
  );
}
