'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { CouponView } from '@/lib/api/couponView';
import { formatCoef } from '@/lib/coefficients/format';
import { useAppSelector } from '@/store/hooks';
import { CouponFigures } from './CouponFigures';
import { moneyFormat } from '@/lib/account/moneyFormat';
import '@/app/styles/bets.css';

/** One placed coupon: its figures and state, its events on demand (the history and the check show it). */
export function CouponCard({ coupon, open: startOpen = false }: { coupon: CouponView; open?: boolean }) {
  const t = useTranslations('bets');
  const tCoupon = useTranslations('coupon');
  const format = useFormatter();
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const [open, setOpen] = useState(startOpen);
  const linesId = `coupon-lines${useId()}`;
  const money = (amount: number) => format.number(amount, moneyFormat(coupon.iso));
  const type =
    coupon.systemValue !== null ? t('system', { value: coupon.systemValue, count: coupon.lines.length }) : tCoupon('typeName', { typeId: String(coupon.typeId) });
  return (
    <li className="bet-card" data-status={coupon.status} aria-labelledby={`${linesId}-title`}>
      <div className="bet-card__head">
        <h3 id={`${linesId}-title`} className="bet-card__title">
          {t('couponTitle', { id: coupon.couponId })}
        </h3>
        <span className={`bet-status bet-status--${coupon.status}`}>{t('status', { status: coupon.status })}</span>
      </div>
      <CouponFigures
        items={[
          { label: t('placedAt'), value: format.dateTime(new Date(coupon.createdAt), { dateStyle: 'short', timeStyle: 'short' }) },
          { label: t('type'), value: type },
          { label: t('stake'), value: money(coupon.amount) },
          { label: t('coef'), value: formatCoef(coupon.coef, formatId) },
          { label: coupon.win === null ? t('possibleWin') : t('win'), value: money(coupon.win ?? coupon.possibleWin) },
        ]}
      />
      <button type="button" className="link-button" aria-expanded={open} aria-controls={linesId} onClick={() => setOpen(!open)}>
        {open ? t('hideLines', { id: coupon.couponId }) : t('showLines', { id: coupon.couponId })}
      </button>
      <ul id={linesId} className="bet-card__lines" aria-label={t('linesLabel', { id: coupon.couponId })} hidden={!open}>
        {coupon.lines.map((line) => (
          <li key={line.outcomeId} className="bet-line" data-status={line.status}>
            <span className="bet-line__event">
              {line.team1} — {line.team2}
              <span className="muted"> · {line.champName}</span>
            </span>
            <span>
              {line.marketName}
              {line.isBanker ? ` (${t('banker')})` : ''} · {formatCoef(line.coef, formatId)}
            </span>
            <span className={`bet-status bet-status--${line.status}`}>{t('lineStatus', { status: line.status })}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
