import type { getTranslations } from 'next-intl/server';
import type { PromotionOffer } from '@/lib/api/promotions';
import { href } from '@/lib/routes/href';

type LandingsT = Awaited<ReturnType<typeof getTranslations<'casinoLandings'>>>;

/** The words of an offer's call to action and its full-terms link (OfferCta), in the screen's language. */
export function ctaWords(t: LandingsT, lng: string, promotion: { id: number; offer?: PromotionOffer | null }, guestHint: string) {
  return {
    words: {
      deposit: promotion.offer?.type === 'first_deposit' ? t('offer.depositWithBonus') : t('offer.deposit'),
      register: t('register'),
      signIn: t('signIn'),
      guestHint,
    },
    terms: { href: href(lng, 'casinoBonusItem', { id: String(promotion.id) }), label: t('offer.fullTerms') },
  };
}
