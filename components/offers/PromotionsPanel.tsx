import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { fetchPromotions } from '@/lib/api/promotions';
import { settle } from '@/lib/api/settle';
import { PromoCard } from '@/components/offers/PromoCard';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { loadLanding } from '@/components/offers/LandingScreen';
import { PromotionTerms } from '@/components/offers/PromotionTerms';
import { href } from '@/lib/routes/href';
import { takePartLinks } from '@/lib/offers/claim';
import { TakePart } from './TakePart';
import { PromoTermsTable } from './PromoTermsTable';
import '@/app/styles/offers.css';

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
          withPages={variant === 'grid'}
        />
      ))}
    </ul>
  );
}

/**
 * One promotion's page under its title: the summary, the terms as a table, "take part" (its state is
 * the browser's: this page is cached for everyone) and the rules; an unknown promotion is a 404.
 */
export async function PromotionPanel({ lng, slug }: { lng: string; slug: string }) {
  const promotion = await loadLanding(slug, lng);
  if (!promotion) notFound();
  return (
    <article className="info-page">
      <p>{promotion.summary}</p>
      <PromoTermsTable promotion={promotion} />
      {promotion.offer ? (
        <TakePart
          promotionId={promotion.id}
          offer={promotion.offer}
          links={takePartLinks(lng, promotion.offer, href(lng, 'promotion', { promotionId: promotion.slug }))}
        />
      ) : null}
      <PromotionTerms promotion={promotion} />
    </article>
  );
}
