import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchPromotions } from '@/lib/api/promotions';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { loadPromotionPage } from './loadPromotionPage';
import { GamesList, PartnersList, RulesList, TermsTable } from './PromotionParts';
import { TakePart } from './TakePart';
import { takePartLinks } from '@/lib/offers/claim';
import '@/app/styles/offers.css';

/**
 * `bonus/casino` (the casino's offers), `bonus/casino/{id}` and `bonus/casino/promotions/{id}` (one
 * casino offer: its terms, "take part", rules, games and partners on one page), in the casino layout.
 * An unknown id, or a promotion that is not the casino's, is a 404.
 */
export async function CasinoBonusScreen({ lng, route, id }: { lng: string; route: string; id: string | undefined }) {
  const t = await getTranslations('offers');
  if (route === 'casinoBonus' || id === undefined) {
    const list = await settle(fetchPromotions(lng));
    if (!list.ok) return <RefreshErrorState reason="page" />;
    const casino = list.data.filter((promotion) => promotion.kind === 'casino');
    if (casino.length === 0) return <p className="empty-state">{t('casinoEmpty')}</p>;
    return (
      <ul className="offer-cards">
        {casino.map((promotion) => (
          <li key={promotion.id} className="offer-card" style={{ '--accent-offer': promotion.accent } as React.CSSProperties}>
            <Link kind="list" href={href(lng, 'casinoBonusItem', { id: String(promotion.id) })} className="offer-card__link">
              <span className="offer-card__title">{promotion.title}</span>
              <span className="offer-card__summary">{promotion.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const loaded = await settle(loadPromotionPage(id, lng));
  if (!loaded.ok) return <RefreshErrorState reason="page" />;
  const page = loaded.data;
  if (!page || page.kind !== 'casino') notFound();
  return (
    <article className="offer-page" style={{ '--accent-offer': page.accent } as React.CSSProperties}>
      <header className="offer-page__head">
        <h2 className="offer-page__title">{page.title}</h2>
        <p className="offer-page__summary">{page.summary}</p>
      </header>
      <TermsTable terms={page.terms} endsAt={page.endsAt} />
      <TakePart
        promotionId={page.id}
        offer={page.offer}
        links={takePartLinks(lng, page.offer, href(lng, route === 'casinoBonusPromotion' ? 'casinoBonusPromotion' : 'casinoBonusItem', { id }))}
      />
      <section aria-labelledby="casino-offer-rules">
        <h3 id="casino-offer-rules">{t('tab.rules')}</h3>
        <RulesList page={page} />
      </section>
      <section aria-labelledby="casino-offer-games">
        <h3 id="casino-offer-games">{t('tab.games')}</h3>
        <GamesList lng={lng} page={page} />
      </section>
      <section aria-labelledby="casino-offer-partners">
        <h3 id="casino-offer-partners">{t('tab.partners')}</h3>
        <PartnersList page={page} />
      </section>
    </article>
  );
}
