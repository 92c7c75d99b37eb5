import type { Metadata } from 'next';
import { LandingScreen, loadLanding } from '@/components/offers/LandingScreen';
import { alternates } from '@/lib/i18n/alternates';

type Props = PageProps<'/[lng]/landing-page/[landingId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lng, landingId } = await params;
  const promotion = await loadLanding(landingId, lng);
  return {
    title: promotion?.title,
    description: promotion?.summary,
    alternates: alternates(lng, `/landing-page/${encodeURIComponent(landingId)}`),
  };
}

export default async function LandingPage({ params }: Props) {
  const { lng, landingId } = await params;
  return <LandingScreen lng={lng} slug={landingId} />;
}
