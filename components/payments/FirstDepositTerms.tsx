'use client';

import useSWR from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { bonusesKey, fetchBonuses } from '@/lib/api/bonuses/bonuses';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { productOfChoice } from '@/lib/bonuses/choice';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';

/**
 * Bonuses (docs/bonuses.md): the chosen first-deposit bonus's terms under the deposit form's bonus
 * choice — percent, cap, wagering, odds floor, deadline — and the way to all of them. While the
 * terms load, or if they cannot, the choice itself still works: nothing is shown.
 */
export function FirstDepositTerms({ choice }: { choice: number }) {
  const t = useTranslations('payments');
  const lng = useLocale();
  const format = useFormatter();
  const product = productOfChoice(choice);
  const { data } = useSWR(product ? bonusesKey(lng) : null, () => fetchBonuses(lng));
  if (!product || !data || data.offer.cap === null) return null;
  const { offer } = data;
  const terms = offer.products[product];
  return (
    <p className="muted payment-bonus__terms" aria-live="polite">
      {t('bonusTerms', {
        product,
        percent: offer.percent,
        cap: format.number(offer.cap!, moneyFormat(offer.currency)),
        times: terms.wagerMultiplier,
        odds: (terms.minOdds ?? 1).toFixed(2),
        days: terms.days,
      })}{' '}
      <Link kind="office" href={href(lng, 'officeBonusesDeposit')}>
        {t('bonusTermsLink')}
      </Link>
    </p>
  );
}
