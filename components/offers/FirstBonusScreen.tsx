import { getTranslations } from 'next-intl/server';
import { fetchPromotions } from '@/lib/api/promotions';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { loadPromotionPage } from './loadPromotionPage';
import { OfferLanding } from './OfferLanding';

/**
 * The first-bonus landing (headless; docs/promotions-api.md "Landings"): the two first-deposit bonuses,
 * sport and casino, each with its terms and the way to claim it (registration, then the deposit with
 * that bonus chosen; a player goes to the deposit at once).
 */
export async function FirstBonusScreen({ lng }: { lng: string }) {
  const t = await getTranslations('offers');
  const list = await settle(fetchPromotions(lng));
  if (!list.ok) return <RefreshErrorState reason="page" />;
  const ids = list.data.filter((promotion) => promotion.offer?.type === 'first_deposit').map((promotion) => String(promotion.id));
  const pages = await settle(Promise.all(ids.map((id) => loadPromotionPage(id, lng))));
  if (!pages.ok) return <RefreshErrorState reason="page" />;
  const shown = pages.data.filter((page) => page !== null);
  return (
    <div className="first-bonus">
      <p className="first-bonus__intro">{t('firstBonusIntro')}</p>
      {shown.length === 0 ? <p className="empty-state">{t('casinoEmpty')}</p> : null}
      <div className="first-bonus__offers">
        {shown.map((page) => (
          <OfferLanding key={page.id} lng={lng} page={page} headingLevel={2} />
        ))}
      </div>
    </div>
  );
}
