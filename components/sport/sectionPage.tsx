import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { LineSection } from '@/lib/api/games';
import { alternates } from '@/lib/i18n/alternates';
import { SectionScreen } from './SectionScreen';

interface SectionPageProps {
  params: Promise<{ lng: string; path?: string[] }>;
}

/** The line and live routes are one page for two sections: both route files take it from here. */
export function sectionPage(section: LineSection) {
  async function generateMetadata({ params }: SectionPageProps): Promise<Metadata> {
    const { lng, path } = await params;
    const t = await getTranslations('line');
    const rest = (path ?? []).map((segment) => `/${encodeURIComponent(segment)}`).join('');
    return { title: t(section === 'live' ? 'liveTitle' : 'lineTitle'), alternates: alternates(lng, `/${section}${rest}`) };
  }

  async function SectionPage({ params }: SectionPageProps) {
    const { lng, path } = await params;
    return <SectionScreen lng={lng} section={section} path={path} />;
  }

  return { generateMetadata, SectionPage };
}
