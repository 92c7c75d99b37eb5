'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import type { LinkKind } from '@/lib/api/accountLinks/linkState';
import { renewLink } from '@/lib/api/accountLinks/renewLink';

type Outcome = 'idle' | 'pending' | 'sent' | 'tooSoon' | 'nothingToConfirm' | 'sendFailed';

/** "Send me a new link" for an expired link: the backend writes to the same player again. */
export function RenewButton({ kind, token }: { kind: Exclude<LinkKind, 'unsubscribe'>; token: string }) {
  const t = useTranslations('accountPages.link');
  const lng = useLocale();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const send = async () => {
    setOutcome('pending');
    try {
      await renewLink(kind, token, lng);
      setOutcome('sent');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setOutcome(code === 'too_many_attempts' ? 'tooSoon' : code === 'nothing_to_confirm' ? 'nothingToConfirm' : 'sendFailed');
    }
  };
  return (
    <li>
      {outcome === 'sent' ? null : (
        <button type="button" className="btn btn--accent" onClick={() => void send()} disabled={outcome === 'pending'} aria-busy={outcome === 'pending' || undefined}>
          {outcome === 'pending' ? t('sending') : t('newLink')}
        </button>
      )}
      <p role="status" className={outcome === 'sendFailed' || outcome === 'tooSoon' ? 'account-link__error' : 'muted'}>
        {outcome === 'idle' || outcome === 'pending' ? '' : t(outcome)}
      </p>
    </li>
  );
}
