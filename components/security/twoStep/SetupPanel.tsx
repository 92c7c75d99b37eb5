'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { enableTwoFactor } from '@/lib/api/twoFactor/enable';
import type { TwoFactorSetup } from '@/lib/api/twoFactor/setup';
import { CodeForm } from './CodeForm';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';

/** The key in groups of four, as the apps show it and as it is easiest to type. */
const groups = (secret: string) => secret.replace(/=+$/, '').match(/.{1,4}/g) ?? [];

/** A setup: the QR code, the key as text (copyable) and the first code that turns the app on. */
export function SetupPanel({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const t = useTranslations('twoFactor');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="two-step-setup" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="two-step__subtitle">
        {t('setupTitle')}
      </h3>
      <p className="two-step__text">{t('scan')}</p>
      <QrCode uri={setup.uri} />
      <p className="two-step__text" id={`${id}-secret-label`}>
        {t('secretLabel')}
      </p>
      <p className="two-step-secret" aria-labelledby={`${id}-secret-label`} data-secret={setup.secret}>
        {groups(setup.secret).map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </p>
      <CopyButton text={setup.secret} label={t('copy')} done={t('copied')} failed={t('copyFailed')} />
      <CodeForm
        kind="totp"
        lead={t('enterCode')}
        submitLabel={t('confirm')}
        onCancel={onCancel}
        onSubmit={async (code) => onEnabled(await enableTwoFactor(code))}
      />
    </div>
  );
}
