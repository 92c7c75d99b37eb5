import { notFound } from 'next/navigation';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { loadCmsLanding } from './loadPromotionPage';
import { OfferLanding } from './OfferLanding';

/** `cms/{slug}` (docs/promotions-api.md "Landings"): the promotion the CMS landing shows, with the way to claim it. Unknown slug: 404. */
export async function CmsLandingScreen({ lng, slug }: { lng: string; slug: string }) {
  const loaded = await settle(loadCmsLanding(slug, lng));
  if (!loaded.ok) return <RefreshErrorState reason="page" />;
  if (!loaded.data) notFound();
  return <OfferLanding lng={lng} page={loaded.data} />;
}
