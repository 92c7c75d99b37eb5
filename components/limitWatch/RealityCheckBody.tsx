'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { limitsKey } from '@/lib/api/limits/limits';
import { answerRealityCheck, type RealityCheckAction } from '@/lib/api/limits/realityCheck';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { useAppDispatch } from '@/store/hooks';
import { logoutRequested } from '@/store/listeners/logout';

/**
 * The reality-check reminder (limits-coupon-auth.md §4, §7): continue, log out, or nothing (remind later), and
 * "do not show again"; the choice goes to the backend, which sets the next reminder (the stored end
 * the page's timer follows). Not closable: one of its buttons is the way out.
 */
export function RealityCheckBody({ titleId, props, onClose }: ModalBodyProps) {
  const t = useTranslations('limitWatch');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  const [doNotShow, setDoNotShow] = useState(false);
  const [pending, setPending] = useState<RealityCheckAction | null>(null);
  const [failed, setFailed] = useState(false);
  const minutes = Number(props?.minutes ?? 0);

  const answer = async (action: RealityCheckAction) => {
    setPending(action);
    setFailed(false);
    try {
      // 0: the next reminder a whole interval from now (the backend's reading of "not after now").
      await answerRealityCheck(action, doNotShow, 0);
    } catch {
      setPending(null);
      setFailed(true);
      return;
    }
    if (action === 'log_out') {
      dispatch(logoutRequested());
      return;
    }
    await mutate(limitsKey(lng));
    onClose();
  };

  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('realityTitle')}
      </h2>
      <p className="modal__text">{t('realityText', { minutes })}</p>
      <label className="auth-check">
        <input type="checkbox" checked={doNotShow} onChange={(event) => setDoNotShow(event.target.checked)} />
        {t('realityDoNotShow')}
      </label>
      {failed ? (
        <p className="field-error" role="alert">
          {t('answerError')}
        </p>
      ) : null}
      <div className="modal__actions" aria-busy={pending !== null}>
        <button type="button" className="btn btn--accent modal__action" disabled={pending !== null} onClick={() => void answer('continue')}>
          {t('realityContinue')}
        </button>
        <button type="button" className="btn btn--ghost modal__action" disabled={pending !== null} onClick={() => void answer('log_out')}>
          {t('realityLogOut')}
        </button>
        <button type="button" className="btn btn--ghost modal__action" disabled={pending !== null} onClick={() => void answer('nothing')}>
          {t('realityNothing')}
        </button>
      </div>
    </>
  );
}
