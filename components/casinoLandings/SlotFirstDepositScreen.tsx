import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { fetchPromotions, type Promotion } from '@/lib/api/promotions';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { CasinoBonusTerms } from './CasinoBonusTerms';
import { HeroArt } from './HeroArt';
import { AllLandings } from './MoreLandings';
import { offerLinks } from './links';
import { OfferCta } from './OfferCta';
import { ctaWords } from './words';
import { SlotFirstDepositGames, SlotFirstDepositGamesSkeleton } from './SlotFirstDepositGames';
import '@/app/styles/casinoLandings.css';

const HERO = { motif: 'spark', palette: ['#1b1040', '#8e44ad', '#f7dc6f'] as [string, string, string] };

/** The casino's first-deposit bonus among the promotions (docs/promotions-api.md), if one is offered. */
function casinoFirstDeposit(promotions: readonly Promotion[]): Promotion | undefined {
  return promotions.find((p) => p.offer?.type === 'first_deposit' && p.offer.product === 'casino' && p.terms);
}

/**
 * `slot-first-deposit` (docs/bonuses.md): the casino first-deposit bonus's real terms, read from
 * the promotion the backend serves; the slots it is best wagered on; and the deposit with the
 * casino bonus chosen (`?bonus=2`), or for a guest registration and sign-in that come back here.
 */
export async function SlotFirstDepositScreen({ lng }: { lng: string }) {
  const t = await getTranslations('casinoLandings');
  const list = await settle(fetchPromotions(lng));
  if (!list.ok) return <RefreshErrorState reason="page" />;
  const promotion = casinoFirstDeposit(list.data);
  if (!promotion) return <p className="empty-state">{t('firstDeposit.none')}</p>;
  const links = offerLinks(lng, promotion.offer, { path: href(lng, 'slotFirstDeposit') });
  return (
    <article className="casino-landing casino-landing--first-deposit">
      <header className="casino-landing-hero" style={{ background: HERO.palette[0] }}>
        <HeroArt hero={HERO} />
        <div className="casino-landing-hero__text" style={{ color: HERO.palette[2] }}>
          <h2 className="casino-landing-hero__title">{promotion.title}</h2>
          <p className="casino-landing-hero__intro">{promotion.summary}</p>
        </div>
      </header>
      <div className="casino-landing__body">
        <div className="casino-landing__main">
          <CasinoBonusTerms terms={promotion.terms!} />
          <section className="casino-landing-card" aria-labelledby="first-deposit-how">
            <h2 id="first-deposit-how" className="casino-landing__section-title">
              {t('firstDeposit.howTitle')}
            </h2>
            <ol className="casino-landing-steps">
              {promotion.body.map((paragraph) => (
                <li key={paragraph}>{paragraph}</li>
              ))}
            </ol>
          </section>
        </div>
        <section className="casino-landing-offer" aria-label={t('firstDeposit.ctaLabel')}>
          <OfferCta links={links} {...ctaWords(t, lng, promotion, t('firstDeposit.guestHint'))} />
        </section>
      </div>
      <Suspense fallback={<SlotFirstDepositGamesSkeleton label={t('firstDeposit.gamesTitle')} />}>
        <SlotFirstDepositGames lng={lng} />
      </Suspense>
      <Suspense fallback={null}>
        <AllLandings lng={lng} />
      </Suspense>
    </article>
  );
}
