import { getFormatter, getTranslations } from 'next-intl/server';
import type { PromotionTermsData } from '@/lib/api/promotions';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** The kinds of game whose stakes count, in the order of the bonus terms (docs/bonuses.md). */
const KINDS = ['slot', 'scratch', 'keno', 'crash', 'table'] as const;

/**
 * The casino first-deposit bonus's terms as the backend states them (the promotion's `terms`):
 * the share of the deposit, the cap and the least deposit in every currency, the wagering and its
 * deadline, and how much of a stake each kind of game counts.
 */
export async function CasinoBonusTerms({ terms }: { terms: PromotionTermsData }) {
  const t = await getTranslations('casinoLandings.firstDeposit');
  const format = await getFormatter();
  const money = (byCurrency: Readonly<Record<string, number>> | undefined) =>
    Object.entries(byCurrency ?? {})
      .map(([iso, minor]) => format.number(minor / 100, moneyFormat(iso)))
      .join(' · ');
  const rows = [
    { key: 'percent', value: t('percentValue', { percent: terms.bonusPercent ?? 0 }) },
    { key: 'cap', value: money(terms.cap) },
    { key: 'minDeposit', value: money(terms.minDeposit) },
    { key: 'wager', value: t('wagerValue', { times: terms.wagerMultiplier ?? 0, days: terms.days ?? 0 }) },
  ] as const;
  return (
    <section className="casino-landing-card" aria-labelledby="first-deposit-terms">
      <h2 id="first-deposit-terms" className="casino-landing__section-title">
        {t('termsTitle')}
      </h2>
      <dl className="casino-landing-terms">
        {rows.map((row) => (
          <div key={row.key} className="casino-landing-terms__row">
            <dt>{t(`terms.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {terms.weights ? (
        <table className="casino-landing-weights">
          <caption>{t('weightsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weightsKind')}</th>
              <th scope="col">{t('weightsShare')}</th>
            </tr>
          </thead>
          <tbody>
            {KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`kinds.${kind}`)}</th>
                <td>{format.number((terms.weights![kind] ?? 0) / 100, { style: 'percent' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
