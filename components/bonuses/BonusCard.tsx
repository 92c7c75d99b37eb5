'use client';

import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Bonus } from '@/lib/api/bonuses/bonuses';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { daysLeft, progressPercent } from '@/lib/bonuses/progress';
import { BonusTerms } from './BonusTerms';

/**
 * One bonus: what it is, and either its wagering (a progress bar with required, wagered and
 * remaining, the deadline and the days left on the backend clock) or how it ended.
 */
export function BonusCard({ bonus, asOf, compact = false, children }: { bonus: Bonus; asOf: string; compact?: boolean; children?: ReactNode }) {
  const t = useTranslations('bonuses');
  const format = useFormatter();
  const money = (amount: number) => format.number(amount, moneyFormat(bonus.currency));
  const titleId = `bonus-${bonus.id}-title`;
  const percent = progressPercent(bonus.wagered, bonus.required);
  const deadline = format.dateTime(new Date(bonus.deadline), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className={`bonus-card card bonus-card--${bonus.status}`} aria-labelledby={titleId}>
      <header className="bonus-card__head">
        <h3 id={titleId}>{t('cardTitle', { product: bonus.product, amount: money(bonus.amount) })}</h3>
        <span className="bonus-card__status">{t('status', { status: bonus.status })}</span>
      </header>
      <p className="muted">{t('source', { source: bonus.source })}</p>
      {bonus.status === 'active' ? (
        <>
          <div
            className="bonus-progress"
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('progressText', { wagered: money(bonus.wagered), required: money(bonus.required) })}
          >
            <span className="bonus-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <dl className="bonus-card__figures">
            <div>
              <dt>{t('required')}</dt>
              <dd>{money(bonus.required)}</dd>
            </div>
            <div>
              <dt>{t('wagered')}</dt>
              <dd>{money(bonus.wagered)}</dd>
            </div>
            <div>
              <dt>{t('remaining')}</dt>
              <dd>{money(bonus.remaining)}</dd>
            </div>
          </dl>
          <p className="bonus-card__deadline">{t('deadline', { date: deadline, days: daysLeft(bonus.deadline, asOf) })}</p>
          {compact ? null : <BonusTerms wagerMultiplier={bonus.wagerMultiplier} minOdds={bonus.minOdds} weights={bonus.weights} />}
        </>
      ) : (
        <p className="bonus-card__ended">
          {t('ended', {
            status: bonus.status,
            moved: money(bonus.moved ?? 0),
            date: bonus.closedAt ? format.dateTime(new Date(bonus.closedAt), { dateStyle: 'medium' }) : '—',
          })}
        </p>
      )}
      {children}
    </article>
  );
}
