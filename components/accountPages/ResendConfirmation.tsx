'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { resendConfirmation } from '@/lib/api/accountLinks/emailConfirmation';

type Outcome = 'idle' | 'pending' | 'sent' | 'tooSoon' | 'nothingToConfirm' | 'sendFailed';

/** A signed-in player whose link is lost: the confirmation letter again, with a new link. */
export function ResendConfirmation() {
  const t = useTranslations('accountPages');
  const lng = useLocale();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const send = async () => {
    setOutcome('pending');
    try {
      await resendConfirmation(lng);
      setOutcome('sent');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setOutcome(code === 'too_many_attempts' ? 'tooSoon' : code === 'nothing_to_confirm' ? 'nothingToConfirm' : 'sendFailed');
    }
  };
  return (
    <li>
      <p className="muted">{t('resend.pending')}</p>
      {outcome === 'sent' || outcome === 'nothingToConfirm' ? null : (
        <button type="button" className="btn btn--accent" onClick={() => void send()} disabled={outcome === 'pending'} aria-busy={outcome === 'pending' || undefined}>
          {outcome === 'pending' ? t('link.sending') : t('resend.send')}
        </button>
      )}
      <p role="status" className={outcome === 'sendFailed' || outcome === 'tooSoon' ? 'account-link__error' : 'muted'}>
        {outcome === 'idle' || outcome === 'pending' ? '' : t(`link.${outcome}`)}
      </p>
    </li>
  );
}
