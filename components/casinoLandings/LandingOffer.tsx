import { getFormatter, getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/promotions';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { DEFAULT_ISO, termsRows } from '@/lib/offers/terms';
import { href } from '@/lib/routes/href';
import { offerLinks } from './links';
import { OfferCta } from './OfferCta';
import { ctaWords } from './words';

/**
 * A landing's offer: the promotion's title, summary and terms (the promotions API's own, as the
 * promotion's page shows them, in the site's default currency), a link to its full terms and the
 * call to action (OfferCta).
 */
export async function LandingOffer({ lng, promotion }: { lng: string; promotion: Promotion }) {
  const t = await getTranslations('casinoLandings');
  const tOffers = await getTranslations('offers');
  const format = await getFormatter();
  const rows = termsRows(promotion.terms, DEFAULT_ISO, (amount, iso) => format.number(amount, moneyFormat(iso)));
  const firstDeposit = promotion.offer?.type === 'first_deposit';
  return (
    <section className="casino-landing-offer" aria-labelledby="casino-landing-offer-title" style={{ '--landing-offer': promotion.accent } as React.CSSProperties}>
      <p className="casino-landing-offer__kicker">{t('offer.kicker')}</p>
      <h2 id="casino-landing-offer-title" className="casino-landing-offer__title">
        {promotion.title}
      </h2>
      <p>{promotion.summary}</p>
      {rows.length > 0 ? (
        <dl className="casino-landing-terms" aria-label={t('offer.terms')}>
          {rows.map((row) => (
            <div key={row.key} className="casino-landing-terms__row">
              <dt>{tOffers(`terms.${row.key}.label`)}</dt>
              <dd>{tOffers(`terms.${row.key}.value`, row.values)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <OfferCta
        links={offerLinks(lng, promotion.offer, firstDeposit ? 'deposit' : { path: href(lng, 'casinoBonusItem', { id: String(promotion.id) }) })}
        {...ctaWords(t, lng, promotion, firstDeposit ? t('offer.guestHintBonus') : t('offer.guestHint'))}
      />
    </section>
  );
}
