'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { declineBonus } from '@/lib/api/bonuses/declineBonus';
import type { Bonus } from '@/lib/api/bonuses/bonuses';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { useAppDispatch } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';

/** "Decline" with a confirmation: the bonus is forfeited (what is left of it leaves the bonus account). */
export function DeclineBonus({ bonus, onDone }: { bonus: Bonus; onDone: () => void }) {
  const t = useTranslations('bonuses.decline');
  const lng = useLocale();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // The question takes the focus as it opens; cancelling gives it back to "Decline".
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const questionId = `bonus-${bonus.id}-decline`;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await declineBonus(bonus.id, lng);
      dispatch(accountsRequested());
      onDone();
    } catch (caught) {
      // It ended otherwise meanwhile (wagered or forfeited): the list shows how.
      if (caught instanceof ApiError && caught.code === 'bonus_closed') {
        dispatch(accountsRequested());
        onDone();
        return;
      }
      setFailure(t('failed'));
      setBusy(false);
    }
  };

  return (
    <div className="bonus-decline">
      <button ref={opener} type="button" className="btn btn--ghost" aria-expanded={asking} aria-controls={questionId} disabled={asking} onClick={() => setAsking(true)}>
        {t('open')}
      </button>
      {asking ? (
        <div id={questionId} className="bonus-decline__confirm" role="group" aria-labelledby={`${questionId}-text`}>
          <p id={`${questionId}-text`}>{t('question', { amount: format.number(bonus.amount, moneyFormat(bonus.currency)) })}</p>
          {failure ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="bonus-decline__actions">
            <button ref={yes} type="button" className="btn btn--accent" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy ? t('declining') : t('confirm')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
