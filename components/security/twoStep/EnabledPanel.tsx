'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { disableTwoFactor } from '@/lib/api/twoFactor/disable';
import { newRecoveryCodes } from '@/lib/api/twoFactor/recoveryCodes';
import type { TwoFactorStatus } from '@/lib/api/twoFactor/status';
import { CodeForm } from './CodeForm';

/** The app is on: since when, the recovery codes left, new codes and turning off (each asks for a code). */
export function EnabledPanel({
  status,
  onNewCodes,
  onTurnedOff,
}: {
  status: TwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
  onTurnedOff: (status: TwoFactorStatus) => void;
}) {
  const t = useTranslations('twoFactor');
  const format = useFormatter();
  const [action, setAction] = useState<'newCodes' | 'turnOff' | null>(null);

  return (
    <div className="two-step-on">
      {status.enabledAt ? (
        <p className="two-step__text">{t('onSince', { date: format.dateTime(new Date(status.enabledAt), { dateStyle: 'medium' }) })}</p>
      ) : null}
      <p className="two-step__text" data-left={status.recoveryCodesLeft}>
        {t('codesLeft', { count: status.recoveryCodesLeft })}
      </p>
      {action === null ? (
        <div className="two-step__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setAction('newCodes')}>
            {t('newCodes')}
          </button>
          <button type="button" className="btn two-step__danger" onClick={() => setAction('turnOff')}>
            {t('turnOff')}
          </button>
        </div>
      ) : action === 'newCodes' ? (
        <CodeForm
          key="newCodes"
          kind="any"
          autoFocus
          lead={t('newCodesLead')}
          submitLabel={t('newCodesSubmit')}
          onCancel={() => setAction(null)}
          onSubmit={async (code) => onNewCodes(await newRecoveryCodes(code))}
        />
      ) : (
        <CodeForm
          key="turnOff"
          kind="any"
          autoFocus
          danger
          lead={t('turnOffLead')}
          submitLabel={t('turnOffSubmit')}
          onCancel={() => setAction(null)}
          onSubmit={async (code) => onTurnedOff(await disableTwoFactor(code))}
        />
      )}
    </div>
  );
}
