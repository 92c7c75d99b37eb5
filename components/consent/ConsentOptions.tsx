'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { agreeTypeFrom, type AgreeType } from '@/lib/consent/consent';

/** The kinds a visitor may refuse; necessary cookies are fixed on. */
const OPTIONAL_KINDS = ['functionality', 'marketing'] as const;

/**
 * The consent's customise view (shell-and-routing.md §4): necessary fixed on, functionality and marketing to
 * choose; back, accept selected, accept all. Loaded when a visitor first asks for it: most answer
 * from the main view (CookieConsent.tsx).
 */
export function ConsentOptions({ onBack, onAgree, acceptAll }: { onBack: () => void; onAgree: (type: AgreeType) => void; acceptAll: ReactNode }) {
  const t = useTranslations('consent');
  const [choice, setChoice] = useState({ functionality: true, marketing: false });
  return (
    <>
      <fieldset className="consent__options">
        <legend className="visually-hidden">{t('options')}</legend>
        <label>
          <input type="checkbox" checked disabled /> {t('necessary')}
          <span className="muted"> — {t('necessaryHint')}</span>
        </label>
        {OPTIONAL_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={choice[kind]} onChange={(e) => setChoice({ ...choice, [kind]: e.target.checked })} /> {t(kind)}
            <span className="muted"> — {t(`${kind}Hint`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="consent__actions">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onAgree(agreeTypeFrom(choice))}>
          {t('acceptSelected')}
        </button>
        {acceptAll}
      </div>
    </>
  );
}
