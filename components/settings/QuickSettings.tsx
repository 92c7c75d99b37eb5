'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { loadQuickSettingsPanel, preloadQuickSettingsPanel } from './loadQuickSettingsPanel';

// The panel (three fields, 38 time zones) and its words load when it first opens rather than
// with every page, where it was in the HTML twice (header and phone drawer) and its words in the
// payload (docs/decisions/on-demand-parts.md). It suspends up to the Suspense below with its words, so it shows whole.
const QuickSettingsPanel = lazyWithRetry(loadQuickSettingsPanel);

/**
 * The most used settings (odds format, time zone, theme) in a header disclosure, for everyone:
 * guests cannot open the office settings page. Escape closes it and gives focus back.
 */
export function QuickSettings() {
  const t = useTranslations('header');
  const locale = useLocale();
  const details = useRef<HTMLDetailsElement>(null);
  // Mounted from the first opening on; closed, the disclosure hides it.
  const [opened, setOpened] = useState(false);
  const preload = () => preloadQuickSettingsPanel(locale);

  useEffect(() => {
    const node = details.current;
    if (!node) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !node.open) return;
      node.open = false;
      node.querySelector('summary')?.focus();
    };
    // A press anywhere else closes it too, as a menu would.
    const onOutside = (event: PointerEvent) => {
      if (node.open && !node.contains(event.target as Node)) node.open = false;
    };
    node.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      node.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, []);

  return (
    <details ref={details} className="quick-settings" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary aria-label={t('settings')} title={t('settings')} onPointerEnter={preload} onFocus={preload}>
        <span className="quick-settings__icon" aria-hidden="true">
          ⚙
        </span>
      </summary>
      {opened ? (
        <OnDemandPart words="quickSettings">
          <QuickSettingsPanel />
        </OnDemandPart>
      ) : null}
    </details>
  );
}
