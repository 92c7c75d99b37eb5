import { preloadOnDemandMessages } from '@/lib/i18n/onDemandMessages';

/** The quick settings' panel, loaded when the disclosure first opens: most visitors never do. */
export const loadQuickSettingsPanel = () => import('./QuickSettingsPanel').then((m) => m.QuickSettingsPanel);

/** Starts that load and its words' ahead of the click (hover or focus of the button). */
export function preloadQuickSettingsPanel(locale: string): void {
  loadQuickSettingsPanel().catch(() => undefined);
  preloadOnDemandMessages(locale, 'quickSettings');
}
