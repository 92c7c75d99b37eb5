'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Bonuses } from '@/lib/api/bonuses/bonuses';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { BonusTerms } from './BonusTerms';
import { BonusCard } from './BonusCard';

/**
 * `office/bonuses/deposit`: the first-deposit bonus explained for both products (docs/bonuses.md),
 * whether the player can still get it, the way to the deposit page with the bonus chosen, and his
 * own first-deposit bonus when he has one.
 */
export function DepositBonusPage({ data }: { data: Bonuses }) {
  const t = useTranslations('bonuses');
  const lng = useLocale();
  const format = useFormatter();
  const { offer } = data;
  const money = (amount: number) => format.number(amount, moneyFormat(offer.currency));
  const own = data.items.find((item) => item.source === 'first_deposit');
  return (
    <div className="bonuses-screen">
      <section className="bonus-offer" aria-labelledby="bonus-offer-title">
        <h2 id="bonus-offer-title" className="panel__title">
          {t('offer.title')}
        </h2>
        <p>{offer.cap !== null ? t('offer.lead', { percent: offer.percent, cap: money(offer.cap) }) : t('offer.noCurrency', { currency: offer.currency })}</p>
        {offer.minDeposit !== null ? <p className="muted">{t('offer.minDeposit', { amount: money(offer.minDeposit) })}</p> : null}
        <p className={offer.available ? 'bonus-offer__state bonus-offer__state--open' : 'bonus-offer__state'} role="status">
          {offer.available ? t('offer.available') : t('offer.unavailable')}
        </p>
        <div className="bonus-offer__products">
          {(['sport', 'casino'] as const).map((product) => {
            const terms = offer.products[product];
            return (
              <article key={product} className="bonus-product card" aria-labelledby={`bonus-product-${product}`}>
                <h3 id={`bonus-product-${product}`}>{t('product', { product })}</h3>
                <p className="muted">{t(`offer.${product}`)}</p>
                <BonusTerms wagerMultiplier={terms.wagerMultiplier} minOdds={terms.minOdds} weights={terms.weights} days={terms.days} />
                {offer.available ? (
                  <Link kind="office" className="btn btn--accent" href={href(lng, 'officeRecharge', {}, `bonus=${terms.choice}`)}>
                    {t('offer.depositWith', { product })}
                  </Link>
                ) : null}
              </article>
            );
          })}
        </div>
        <p className="muted">{t('offer.counting')}</p>
      </section>
      {own ? (
        <section aria-labelledby="bonus-own-title" className="bonuses-list">
          <h2 id="bonus-own-title" className="panel__title">
            {t('offer.yours')}
          </h2>
          <BonusCard bonus={own} asOf={data.asOf} compact />
          <Link kind="office" href={href(lng, 'officeBonusesWager')}>
            {t('offer.toWager')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
