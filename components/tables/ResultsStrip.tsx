'use client';

import { useTranslations } from 'next-intl';
import type { TableResult, TableState } from '@/lib/api/tables/tableState';
import { useResultText } from './useResultText';

/** The mark of one result: the roulette number, P / B / T for baccarat, the dealer's total for blackjack. */
function mark(result: TableResult): { text: string; tone: string } {
  const outcome = result.outcome;
  if ('color' in outcome) return { text: String(outcome.number), tone: outcome.color };
  if ('winner' in outcome) return { text: outcome.winner === 'player' ? 'P' : outcome.winner === 'banker' ? 'B' : 'T', tone: outcome.winner };
  return { text: String(outcome.dealerTotal), tone: outcome.dealerTotal > 21 ? 'bust' : 'dealer' };
}

/** The table's last results, newest first, each with its round and outcome in words for a screen reader. */
export function ResultsStrip({ kind, results }: { kind: TableState['kind']; results: readonly TableResult[] }) {
  const t = useTranslations('tables');
  const resultText = useResultText();
  return (
    <section className="live-table__results" aria-labelledby="live-table-results">
      <h3 id="live-table-results" className="live-table__subheading">
        {t('lastResults')}
      </h3>
      {results.length ? (
        <ol className={`results-strip results-strip--${kind}`}>
          {results.map((result) => {
            const { text, tone } = mark(result);
            return (
              <li key={String(result.roundId)} className={`results-strip__item results-strip__item--${tone}`} title={t('round', { number: result.number })}>
                <span aria-hidden="true">{text}</span>
                <span className="visually-hidden">
                  {t('round', { number: result.number })}: {resultText(result.outcome)}
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="muted">{t('noResults')}</p>
      )}
    </section>
  );
}
