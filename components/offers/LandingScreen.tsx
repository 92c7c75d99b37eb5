import { cache } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { orNullIfNotFound } from '@/lib/api/http';
import { fetchPromotion, type Promotion } from '@/lib/api/promotions';
import { href } from '@/lib/routes/href';
import { Logo } from '@/components/ui/Logo';
import { PromotionTerms } from './PromotionTerms';
import { ClaimOffer } from './ClaimOffer';
import { PromoTermsTable } from './PromoTermsTable';
import '@/app/styles/offers.css';

/** Slugs are short lowercase words; anything else cannot be a landing and is a 404 without a call. */
const SLUG = /^[a-z0-9-]{1,80}$/;

export const loadLanding = cache(
  async (slug: string, lng: string): Promise<Promotion | null> =>
    SLUG.test(slug) ? orNullIfNotFound(fetchPromotion(slug, lng)) : null,
);

/**
 * A promotion's landing page in the headless layout: a hero with the offer and the way to claim it
 * (a guest registers and lands on the deposit with the bonus chosen; a player goes to that deposit:
 * ClaimActions decides in the browser, the page stays the same for everyone and cacheable), its terms.
 */
export async function LandingScreen({ lng, slug }: { lng: string; slug: string }) {
  const promotion = await loadLanding(slug, lng);
  if (!promotion) notFound();
  const t = await getTranslations('landing');
  const tMeta = await getTranslations('meta');
  return (
    <main className="landing" style={{ '--accent': promotion.accent } as React.CSSProperties}>
      <div className="landing__top">
        <Logo lng={lng} />
      </div>
      <section className="landing__hero">
        <h1 className="landing__title">{promotion.title}</h1>
        <p className="landing__summary">{promotion.summary}</p>
        <ClaimOffer
          lng={lng}
          offer={promotion.offer}
          promotionId={promotion.id}
          // The hero's own call for a bonus; an offer taken part in keeps "Register".
          register={promotion.offer?.type === 'first_deposit' ? t('cta') : undefined}
        />
      </section>
      <section className="landing__rules" aria-labelledby="landing-rules">
        <h2 id="landing-rules">{t('rules')}</h2>
        <PromoTermsTable promotion={promotion} />
        <PromotionTerms promotion={promotion} />
        <p>
          <Link kind="navigation" href={href(lng, 'home')}>{tMeta('siteName')}</Link>
        </p>
      </section>
    </main>
  );
}
