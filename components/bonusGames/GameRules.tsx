import { getFormatter, getTranslations } from 'next-intl/server';
import type { Terms } from '@/lib/api/bonusGames/schemas';
import { prizeText } from './prizeText';

/** A game's written rules, its prize table with the chances, the expected value and the fairness note. */
export async function GameRules({ terms }: { terms: Terms }) {
  const t = await getTranslations('bonusGames');
  const format = await getFormatter();
  return (
    <section className="bonus-rules" aria-labelledby="bonus-rules-title">
      <h2 id="bonus-rules-title" className="panel__title">
        {t('rulesTitle')}
      </h2>
      <p>{t(`games.${terms.game}.rules`, { turns: terms.turns ?? 0 })}</p>
      {terms.prizes.length > 0 ? (
        <table className="bonus-rules__table">
          <caption>{t('prizesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prizeCol')}</th>
              <th scope="col">{t('chanceCol')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.prizes.map((prize, index) => (
              <tr key={`${prize.id}-${index}`}>
                <th scope="row">{prizeText(t, format, prize)}</th>
                <td>{t('chance', { value: format.number(prize.chance ?? 0, { maximumFractionDigits: 1 }) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>{t('price', { points: terms.price })}</p>
      <p>{t('ev', { points: format.number(terms.expectedPoints, { maximumFractionDigits: 1 }) })}</p>
      <p className="muted">{t('terms')}</p>
      <p className="muted">{t('fairness')}</p>
    </section>
  );
}
