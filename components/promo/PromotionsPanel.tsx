import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { fetchPromotions } from '@/lib/api/promotions';
import { settle } from '@/lib/api/settle';
import { PromoCard } from '@/components/promo/PromoCard';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { loadLanding } from '@/components/promo/LandingScreen';
import { PromotionTerms } from '@/components/promo/PromotionTerms';

/** Promotion cards: a scrolling strip (home) or a grid (the promotions page). */
export async function PromotionsPanel({
  lng,
  kind,
  variant = 'grid',
}: {
  lng: string;
  kind?: 'sport' | 'casino';
  variant?: 'grid' | 'strip';
}) {
  const t = await getTranslations('home');
  const promotions = await settle(fetchPromotions(lng));
  if (!promotions.ok) return <RefreshErrorState />;
  const shown = kind ? promotions.data.filter((p) => p.kind === kind) : promotions.data;
  return (
    <ul className={variant === 'strip' ? 'promo-strip' : 'promo-grid'}>
      {shown.map((promotion) => (
        <PromoCard
          key={promotion.id}
          lng={lng}
          promotion={promotion}
          kindLabel={t(promotion.kind === 'casino' ? 'promoCasino' : 'promoSport')}
        />
      ))}
    </ul>
  );
}

/** One promotion's terms, under the page's heading, its title; an unknown promotion is a 404. */
export async function PromotionPanel({ lng, slug }: { lng: string; slug: string }) {
  const promotion = await loadLanding(slug, lng);
  if (!promotion) notFound();
  return (
    <article className="info-page">
      <p>{promotion.summary}</p>
      <PromotionTerms promotion={promotion} />
    </article>
  );
}
