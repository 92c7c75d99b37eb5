'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Rewards } from '@/lib/api/rewards/rewards';
import { buyItem } from '@/lib/api/rewards/buyItem';
import { ApiError } from '@/lib/api/http';
import { useAppDispatch } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { itemName } from './itemName';

/**
 * The shop: each item with its price and terms; buying asks for a confirmation in place, then buys
 * with one Idempotency-Key per attempt (a retry of the same attempt buys once) and says what bonus it gave.
 */
export function Shop({
  data,
  notice,
  onDone,
}: {
  data: Rewards;
  notice: { ok: boolean; text: string } | null;
  onDone: (next: Rewards | null, notice: { ok: boolean; text: string }) => void;
}) {
  const t = useTranslations('rewards');
  const lng = useLocale();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ itemId: string; key: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function buy(itemId: string, name: string) {
    setBusy(true);
    if (attempt.current?.itemId !== itemId) attempt.current = { itemId, key: crypto.randomUUID() };
    try {
      const bought = await buyItem(itemId, attempt.current.key, lng);
      attempt.current = null;
      dispatch(accountsRequested());
      const { purchase, ...next } = bought;
      void purchase;
      onDone(next, { ok: true, text: t('bought', { item: name }) });
    } catch (caught) {
      // A refusal is final for this attempt; a network failure keeps the key, so pressing again cannot buy twice.
      if (caught instanceof ApiError && caught.status < 500) attempt.current = null;
      const reason =
        caught instanceof ApiError && caught.code === 'points_short'
          ? t('short', { points: Math.max(0, Number(caught.meta?.price ?? 0) - Number(caught.meta?.balance ?? 0)) })
          : caught instanceof Error
            ? caught.message
            : String(caught);
      onDone(null, { ok: false, text: t('buyFailed', { reason }) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <section className="rewards-card" aria-labelledby="rewards-shop">
      <h2 id="rewards-shop" className="panel__title">
        {t('shopTitle')}
      </h2>
      <div role="status" aria-live="polite">
        {notice ? <p className={notice.ok ? 'rewards-notice rewards-notice--ok' : 'rewards-notice rewards-notice--error'}>{notice.text}</p> : null}
      </div>
      {data.items.length === 0 ? (
        <p className="empty-state">{t('shopEmpty')}</p>
      ) : (
        <ul className="rewards-shop">
          {data.items.map((item) => {
            const name = itemName(t, format, item);
            const price = t('price', { points: item.price });
            const short = item.price - data.balance;
            return (
              <li key={item.id} className="rewards-item">
                <h3 className="rewards-item__name">{name}</h3>
                <p className="muted">
                  {item.product === 'sport'
                    ? t('itemTerms.sport', { wager: item.wager, odds: format.number(item.minOdds ?? 1, { minimumFractionDigits: 2 }), days: item.days })
                    : t('itemTerms.casino', { wager: item.wager, days: item.days })}
                </p>
                {asking === item.id ? (
                  <div className="rewards-confirm" role="group" aria-label={t('confirmTitle', { item: name })}>
                    <p className="rewards-confirm__title">{t('confirmTitle', { item: name })}</p>
                    <p className="muted">{t('confirmText', { price })}</p>
                    <div className="rewards-confirm__actions">
                      <button ref={confirmRef} type="button" className="btn btn--accent" disabled={busy} onClick={() => void buy(item.id, name)}>
                        {busy ? t('buying') : t('confirm')}
                      </button>
                      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setAsking(null)}>
                        {t('cancel')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="rewards-item__buy">
                    <button type="button" className="btn btn--accent" disabled={short > 0 || item.amount === null || busy} onClick={() => setAsking(item.id)} aria-describedby={short > 0 ? `short-${item.id}` : undefined}>
                      {t('buy', { price })}
                    </button>
                    {short > 0 ? (
                      <span id={`short-${item.id}`} className="muted">
                        {t('short', { points: short })}
                      </span>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
