'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useOffers, type JoinedOffer } from '@/lib/api/offers/offers';
import { leavePromotion } from '@/lib/api/offers/leavePromotion';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { href } from '@/lib/routes/href';
import { ErrorState } from '@/components/ui/ErrorState';
import { AppLink as Link } from '@/components/ui/AppLink';

/** The promotions the player joined (GET /web-api/offers): state, deadline, the bonus page, and leaving an opt-in. */
export function JoinedOffers() {
  const t = useTranslations('offers');
  const lng = useLocale();
  const format = useFormatter();
  const { data, error, mutate, isValidating } = useOffers(lng);
  const [leaving, setLeaving] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const leave = async (offer: JoinedOffer) => {
    setLeaving(offer.promotionId);
    setFailed(null);
    try {
      await leavePromotion(offer.promotionId, lng);
      await mutate();
    } catch {
      setFailed(offer.promotionId);
    } finally {
      setLeaving(null);
    }
  };

  return (
    <section className="offers-block" aria-labelledby="offers-joined-heading">
      <h2 id="offers-joined-heading" className="panel__title">
        {t('joinedTitle')}
      </h2>
      {error && !data ? (
        <ErrorState text={t('joinedError')} onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : data.length === 0 ? (
        <p className="empty-state">{t('joinedEmpty')}</p>
      ) : (
        <ul className="offers-list">
          {data.map((offer) => (
            <li key={offer.promotionId} className="offers-item">
              <p className="offers-item__title">
                <Link kind="list" href={href(lng, 'bonus', { bonusId: String(offer.promotionId) })}>
                  {offer.title}
                </Link>
              </p>
              <p className="offers-item__state">
                {t('offerStatus', { status: offer.status })}
                {offer.bonus ? ` · ${format.number(offer.bonus.amount, moneyFormat(offer.bonus.iso))}` : ''}
                {' · '}
                {offer.deadline ? t('until', { date: format.dateTime(new Date(offer.deadline), { dateStyle: 'medium' }) }) : t('noEnd')}
              </p>
              {offer.canLeave ? (
                <p className="offers-item__actions">
                  <button type="button" className="btn btn--ghost" disabled={leaving !== null} aria-busy={leaving === offer.promotionId} onClick={() => void leave(offer)}>
                    {leaving === offer.promotionId ? t('leaving') : t('leave', { title: offer.title })}
                  </button>
                </p>
              ) : null}
              {failed === offer.promotionId ? (
                <p className="field-error" role="alert">
                  {t('leaveFailed')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
