'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LOGIN_METHODS, type LoginMethod } from '@/lib/config/login';
import '@/app/styles/login.css';

/**
 * The ways to sign in as tabs (WAI-ARIA tabs: arrows, Home and End move between them and pick the
 * one reached); the chosen method's form is the panel.
 */
export function LoginMethodTabs({
  idBase,
  current,
  disabled,
  onChoose,
  children,
}: {
  idBase: string;
  current: LoginMethod;
  disabled: boolean;
  onChoose: (method: LoginMethod) => void;
  children: ReactNode;
}) {
  const t = useTranslations('auth');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (method: LoginMethod) => `${idBase}-tab-${method}`;
  const panelId = `${idBase}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = LOGIN_METHODS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const method = LOGIN_METHODS[target];
    if (!method) return;
    tabs.current[target]?.focus();
    onChoose(method);
  };

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label={t('methods')}>
        {LOGIN_METHODS.map((method, index) => (
          <button
            key={method}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(method)}
            type="button"
            role="tab"
            className="auth-tabs__tab"
            aria-selected={method === current}
            aria-controls={panelId}
            tabIndex={method === current ? 0 : -1}
            disabled={disabled && method !== current}
            onClick={() => onChoose(method)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`method.${method}`)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current)} className="auth-tabs__panel">
        {children}
      </div>
    </>
  );
}
