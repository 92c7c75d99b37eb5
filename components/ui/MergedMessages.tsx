'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * A screen's own namespaces on top of the root provider's: next-intl's nested provider replaces
 * the messages rather than adding to them, so the parent's are merged in here, in the browser,
 * and the page carries the shell's messages once.
 */
export function MergedMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
