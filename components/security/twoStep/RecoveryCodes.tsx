'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { CopyButton } from './CopyButton';

/** Saves the codes as a text file (made in the browser; nothing is asked of the backend again). */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten recovery codes, shown this once, with copy, download and "I have saved them". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('twoFactor');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `${t('fileHeader')}\n\n${codes.join('\n')}\n`;

  return (
    <div className="two-step-codes" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="two-step__subtitle">
        {t('codesTitle')}
      </h3>
      <p className="two-step__text">{t('codesLead')}</p>
      <ol className="two-step-codes__list" aria-label={t('codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-step__actions">
        <CopyButton text={codes.join('\n')} label={t('copyAll')} done={t('copied')} failed={t('copyFailed')} />
        <button type="button" className="btn btn--ghost" onClick={() => download(text)}>
          {t('download')}
        </button>
      </div>
      <div className="two-step__actions">
        <button type="button" className="btn btn--accent" onClick={onDone}>
          {t('saved')}
        </button>
      </div>
    </div>
  );
}
