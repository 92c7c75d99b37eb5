import { cache } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { orNullIfNotFound } from '@/lib/api/http';
import { fetchPromotion, type Promotion } from '@/lib/api/promotions';
import { href } from '@/lib/routes/href';
import { Logo } from '@/components/ui/Logo';
import { PromotionTerms } from './PromotionTerms';

/** Slugs are short lowercase words; anything else cannot be a landing and is a 404 without a call. */
const SLUG = /^[a-z0-9-]{1,80}$/;

export const loadLanding = cache(
  async (slug: string, lng: string): Promise<Promotion | null> =>
    SLUG.test(slug) ? orNullIfNotFound(fetchPromotion(slug, lng)) : null,
);

/** A promotion's landing page in the headless layout: a hero, the offer, its terms. */
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
        <Link kind="action" href={href(lng, 'registration')} className="btn btn--accent btn--large">
          {t('cta')}
        </Link>
      </section>
      <section className="landing__rules" aria-labelledby="landing-rules">
        <h2 id="landing-rules">{t('rules')}</h2>
        <PromotionTerms promotion={promotion} />
        <p>
          <Link kind="navigation" href={href(lng, 'home')}>{tMeta('siteName')}</Link>
        </p>
      </section>
    </main>
  );
}
