'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';

/** The player's link in a read-only field with a Copy button (its result said in a polite status), and his code. */
export function ReferralLink({ link, code }: { link: string; code: string }) {
  const t = useTranslations('referrals');
  const id = useId();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="referral-block referral-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {t('linkTitle')}
      </h2>
      <label className="referral-link__label" htmlFor={`${id}-link`}>
        {t('linkLabel')}
      </label>
      <div className="referral-link__row">
        <input
          id={`${id}-link`}
          className="control referral-link__field"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--accent referral-link__copy" onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      <p role="status" className="referral-link__note muted">
        {copied === 'done' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
      </p>
      <p className="referral-link__code">
        {t('codeLabel')} <strong translate="no">{code}</strong>
      </p>
    </section>
  );
}
