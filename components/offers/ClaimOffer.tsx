import { getTranslations } from 'next-intl/server';
import type { PromotionOffer } from '@/lib/api/promotions';
import { claimLinks } from '@/lib/offers/claim';
import { ClaimActions } from '@/components/ui/ClaimActions';

/**
 * A landing's way to claim its offer (lib/offers/claim.ts): a guest registers (or signs in) and comes
 * back to the deposit with the bonus chosen, remembered in the return URL, or to the promotion's bonus
 * page to take part; a signed-in player goes there at once. `register` names the hero's own call.
 */
export async function ClaimOffer({ lng, offer, promotionId, register }: { lng: string; offer: PromotionOffer | null | undefined; promotionId: number; register?: string }) {
  const t = await getTranslations('offers');
  const firstDeposit = offer?.type === 'first_deposit';
  const words = {
    action: firstDeposit ? t('claimDeposit') : t('takePart'),
    register: register ?? (firstDeposit ? t('claimRegister') : t('register')),
    signIn: t('signIn'),
    hint: firstDeposit ? t('claimHint') : t('claimHintJoin'),
  };
  return <ClaimActions links={claimLinks(lng, offer, promotionId)} words={words} />;
}
