'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { AGE_FLAG_STORAGE_KEY } from '@/lib/config/age';
import { ageFlagValue, shouldAskAge } from '@/lib/age/ageFlag';

export interface AgeGateConfig {
  enabled: boolean;
  age: number;
  sessionStorage: boolean;
}

/**
 * The gate's texts, formatted on the server with the config's age: they travel in a page only
 * while the gate is on, not in the shell's words of every page (docs/decisions/html-weight.md).
 */
export interface AgeGateWords {
  title: string;
  text: string;
  yes: string;
  no: string;
  refused: string;
}

function storage(config: AgeGateConfig): Storage {
  return config.sessionStorage ? window.sessionStorage : window.localStorage;
}

/** Fired in this tab when the answer is stored (the storage event covers the other tabs). */
const ANSWERED_EVENT = 'age-confirmation-answered';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(ANSWERED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(ANSWERED_EVENT, onChange);
  };
}

/**
 * Age confirmation (shell-and-routing.md §5): asked when the site's switch is on and no stored flag holds;
 * it cannot be closed by a click outside or a close button (there is none), only answered. The
 * answer is remembered for 3 days, or for the tab when the config asks for session storage.
 */
export function AgeGate({ config, words }: { config: AgeGateConfig; words: AgeGateWords }) {
  // Storage exists only in the browser: the server renders no gate, the browser asks its storage.
  const open = useSyncExternalStore(
    subscribe,
    () => shouldAskAge(config, storage(config).getItem(AGE_FLAG_STORAGE_KEY), Date.now()),
    () => false,
  );
  const [refused, setRefused] = useState(false);
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) confirmRef.current?.focus();
  }, [open]);

  if (!open) return null;

  const confirm = () => {
    storage(config).setItem(AGE_FLAG_STORAGE_KEY, ageFlagValue(Date.now()));
    window.dispatchEvent(new Event(ANSWERED_EVENT));
  };

  // Keep Tab inside the dialog; Escape does nothing here: the question must be answered.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = (index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
    event.preventDefault();
  };

  return (
    <div className="modal-backdrop age-gate-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal age-gate" onKeyDown={onKeyDown}>
        <p className="age-gate__badge" aria-hidden="true">
          {config.age}+
        </p>
        <h2 id={titleId} className="modal__title">
          {words.title}
        </h2>
        <p>{words.text}</p>
        {refused ? (
          <p role="alert" className="age-gate__refused">
            {words.refused}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setRefused(true)}>
            {words.no}
          </button>
          <button ref={confirmRef} type="button" className="btn btn--accent" onClick={confirm}>
            {words.yes}
          </button>
        </div>
      </div>
    </div>
  );
}
