'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Bonus } from '@/lib/api/bonuses/bonuses';
import { fetchWagering, wageringKey, type WageringEntry } from '@/lib/api/bonuses/wagering';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { ErrorState } from '@/components/ui/ErrorState';
import { Pager } from '@/components/ui/Pager';

/** "What counted and what did not": the bonus's stakes, newest first, loaded when opened, paged. */
export function WageringList({ bonus }: { bonus: Bonus }) {
  const t = useTranslations('bonuses.wagering');
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="bonus-wagering">
      <button type="button" className="btn btn--ghost" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen((value) => !value)}>
        {open ? t('hide') : t('show')}
      </button>
      <div id={`${id}-list`} hidden={!open}>
        {open ? <WageringPages bonus={bonus} /> : null}
      </div>
    </div>
  );
}

function WageringPages({ bonus }: { bonus: Bonus }) {
  const t = useTranslations('bonuses.wagering');
  const lng = useLocale();
  const [page, setPage] = useState(1);
  const { data, error, mutate, isValidating } = useSWR(wageringKey(bonus.id, page, lng), () => fetchWagering(bonus.id, page, lng));
  if (error && !data) return <ErrorState compact text={t('error')} onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (data.total === 0) return <p className="empty-state">{t('empty', { product: bonus.product })}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <p className="muted">{t('summary', { counted: data.countedTotal, total: data.total })}</p>
      <ul className="bonus-wagering__items">
        {data.items.map((entry) => (
          <WageringItem key={`${entry.kind}:${entry.id}`} entry={entry} currency={bonus.currency} />
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} words={{ label: t('pages'), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }} />
    </>
  );
}

function WageringItem({ entry, currency }: { entry: WageringEntry; currency: string }) {
  const t = useTranslations('bonuses.wagering');
  const format = useFormatter();
  const money = (amount: number) => format.number(amount, moneyFormat(currency));
  const at = entry.settledAt ?? entry.placedAt;
  const what =
    entry.kind === 'coupon'
      ? t('coupon', { id: entry.id, odds: entry.odds === null ? '—' : entry.odds.toFixed(2) })
      : t('round', { game: entry.game ?? t('unknownGame'), weight: entry.weight ?? 0 });
  return (
    <li className={entry.reason === null ? 'bonus-stake bonus-stake--counted' : 'bonus-stake'}>
      <span className="bonus-stake__what">{what}</span>
      <span className="muted">
        {format.dateTime(new Date(at), { dateStyle: 'short', timeStyle: 'short' })} · {t('stake', { amount: money(entry.stake) })}
      </span>
      <span className="bonus-stake__result">{entry.reason === null ? t('counted', { amount: money(entry.counted) }) : t('reason', { reason: entry.reason })}</span>
    </li>
  );
}
