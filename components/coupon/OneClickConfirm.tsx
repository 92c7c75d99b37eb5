'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import '@/app/styles/coupon.css';

/**
 * The question before one-click goes on over a coupon with bets (limits-coupon-auth.md §4): the title says
 * the coupon will be cleared; "enable" clears it and turns one-click on, "undo" leaves it off.
 * Only the slip asks it (an empty coupon has nothing to clear), so its words travel with the slip.
 */
export function OneClickConfirm({ onEnable, onUndo }: { onEnable: () => void; onUndo: () => void }) {
  const t = useTranslations('coupon');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    node?.showModal();
    return () => node?.close();
  }, []);
  return (
    <dialog ref={dialog} className="coupon-confirm" aria-labelledby="coupon-one-click-title" aria-describedby="coupon-one-click-text" onCancel={onUndo}>
      <h2 id="coupon-one-click-title">{t('oneClickConfirmTitle')}</h2>
      <p id="coupon-one-click-text">{t('oneClickConfirmText')}</p>
      <div className="coupon-confirm__buttons">
        <button type="button" className="btn btn--accent" onClick={onEnable}>
          {t('oneClickEnable')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onUndo}>
          {t('oneClickUndo')}
        </button>
      </div>
    </dialog>
  );
}
