'use client';

import { createTranslator, useLocale } from 'next-intl';
import { useSupportUnread } from '@/lib/api/support/unread';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import '@/app/styles/unread-badge.css';

/**
 * The support link's unread answers (docs/support-api.md "Unread"), for the office menu and the
 * phone menu: the count shown as a badge and the link's accessible name with it, e.g. "Support,
 * 1 unread answer". `pattern` is the support namespace's ICU `menuUnread`, formatted on the
 * server's side as raw text, so the menus need no support words of their own in the browser.
 */
export function useSupportUnreadName(pattern: string | undefined, label: string): { count: number; name: string | undefined } {
  const signedIn = useAppSelector(selectIsSignedIn);
  const locale = useLocale();
  const count = useSupportUnread(signedIn && pattern !== undefined);
  if (!pattern || count === 0) return { count: 0, name: undefined };
  const t = createTranslator({ locale, messages: { menuUnread: pattern } });
  return { count, name: t('menuUnread', { label, count }) };
}

/** The visible count (its words are the link's name): nothing at 0. */
export function UnreadCount({ count }: { count: number }) {
  return count > 0 ? (
    <span className="unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}
