import { getTranslations } from 'next-intl/server';
import { RefreshErrorPanel } from './RefreshErrorPanel';

/**
 * The error state of a block the server renders: retrying renders the page again on the server.
 * `reason` names what is temporarily unavailable (a page's whole content, the player's session);
 * without one the generic "could not load" text shows. The text is looked up here, so its words
 * travel only in a page that shows the block, not in the shell's words of every page.
 */
export async function RefreshErrorState({ compact = false, reason }: { compact?: boolean; reason?: 'page' | 'session' | 'sessionShort' }) {
  const t = await getTranslations('unavailable');
  return <RefreshErrorPanel compact={compact} text={reason ? t(reason) : undefined} />;
}
