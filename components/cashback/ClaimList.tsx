'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { CashbackWeek } from '@/lib/api/cashback/cashback';
import { claimCashback } from '@/lib/api/cashback/claimCashback';
import { ApiError } from '@/lib/api/http';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { useAppDispatch } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { momentText, weekDates } from './weekText';

/**
 * The computed weeks to claim, each with its Claim button. A claim pays the main account: the balance
 * is read again and the outcome announced above the list. Claiming twice is safe (the backend answers
 * the same state), so a retry after a lost answer is just another press.
 */
export function ClaimList({
  weeks,
  notice,
  onClaimed,
  onFailed,
}: {
  weeks: CashbackWeek[];
  notice: { ok: boolean; text: string } | null;
  onClaimed: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const t = useTranslations('cashback');
  const lng = useLocale();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<number | null>(null);

  async function claim(week: CashbackWeek) {
    setBusy(week.id);
    try {
      const claimed = await claimCashback(week.id, lng);
      dispatch(accountsRequested());
      onClaimed(t('claimed', { amount: format.number(claimed.amount, moneyFormat(claimed.currency)) }));
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : null;
      const reason = code === 'cashback_expired' ? t('expired') : code === 'nothing_to_claim' ? t('nothing') : caught instanceof Error ? caught.message : String(caught);
      onFailed(t('claimFailed', { reason }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="rewards-card" aria-labelledby="cashback-claim">
      <h2 id="cashback-claim" className="panel__title">
        {t('claimTitle')}
      </h2>
      <div role="status" aria-live="polite">
        {notice ? <p className={notice.ok ? 'rewards-notice rewards-notice--ok' : 'rewards-notice rewards-notice--error'}>{notice.text}</p> : null}
      </div>
      {weeks.length === 0 ? (
        <p className="empty-state">{t('claimEmpty')}</p>
      ) : (
        <ul className="rewards-list">
          {weeks.map((week) => {
            const money = (amount: number) => format.number(amount, moneyFormat(week.currency));
            const { from, to } = weekDates(week.week, format);
            return (
              <li key={week.id} className="rewards-claim">
                <div className="rewards-claim__text">
                  <p className="rewards-claim__week">{t('weekRange', { from, to })}</p>
                  <p className="muted">
                    {t('loss')}: {money(week.loss)} · {t('rate')}: {t('ratePercent', { rate: week.rate })}
                  </p>
                  <p className="muted">{t('expires', { date: momentText(week.expiresAt, format) })}</p>
                </div>
                <button type="button" className="btn btn--accent" disabled={busy !== null} onClick={() => void claim(week)}>
                  {busy === week.id ? t('claiming') : t('claim', { amount: money(week.amount) })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
