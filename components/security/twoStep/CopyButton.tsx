'use client';

import { useState } from 'react';

/** Copies a text; says whether it worked in a polite status next to the button. */
export function CopyButton({ text, label, done, failed }: { text: string; label: string; done: string; failed: string }) {
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('done');
    } catch {
      setResult('failed');
    }
  };
  return (
    <span className="two-step-copy">
      <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="two-step-copy__note muted">
        {result === 'done' ? done : result === 'failed' ? failed : ''}
      </span>
    </span>
  );
}
