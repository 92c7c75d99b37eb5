'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { ApiError } from '@/lib/api/http';
import { decidePendingLimit } from '@/lib/api/limits/limitActions';
import { limitsKey } from '@/lib/api/limits/limits';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { isNoLimit } from '@/lib/limits/sections';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { useAppDispatch } from '@/store/hooks';
import { notificationShown } from '@/store/slices/notifications';

/**
 * The limit-approval dialog (limits-coupon-auth.md §4, §8; UKGC RTS 12): 24 hours after a raise or removal was
 * asked for, the player confirms it or keeps the limit in force. Opened not closable; the answer's
 * message is the server's title when it gives one.
 */
export function ApprovalBody({ titleId, props, onClose }: ModalBodyProps) {
  const t = useTranslations('limitWatch');
  const lng = useLocale();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const type = Number(props?.limitType ?? 0);
  const value = props?.limitValue;
  const name = t('limitName', { type: String(type) });
  const shown =
    type === LIMIT_TYPE.session
      ? t('sessionHours', { hours: Number(value) })
      : props?.currency
        ? format.number(Number(value), moneyFormat(String(props.currency)))
        : String(value);

  const decide = async (action: 0 | 1) => {
    setPending(true);
    setFailure(null);
    try {
      await decidePendingLimit(action, lng, type);
    } catch (error) {
      setPending(false);
      setFailure(error instanceof ApiError && error.message ? error.message : t(action === 1 ? 'confirmError' : 'rejectError'));
      return;
    }
    await mutate(limitsKey(lng));
    dispatch(notificationShown({ type: 'success', message: t(action === 1 ? 'confirmSuccess' : 'rejectSuccess') }));
    onClose();
  };

  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('approvalTitle')}
      </h2>
      <p className="modal__text">{isNoLimit(type, typeof value === 'number' ? value : null) ? t('approvalRemoveText', { name }) : t('approvalText', { name, value: shown })}</p>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="modal__actions" aria-busy={pending}>
        <button type="button" className="btn btn--accent modal__action" disabled={pending} onClick={() => void decide(1)}>
          {t('approvalConfirm')}
        </button>
        <button type="button" className="btn btn--ghost modal__action" disabled={pending} onClick={() => void decide(0)}>
          {t('approvalReject')}
        </button>
      </div>
    </>
  );
}
