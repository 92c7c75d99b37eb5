import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { SCREEN_NAMESPACES, type ScreenMessagesName } from '@/lib/config/clientMessages';
import { pickMessages } from '@/lib/i18n/pick';
import { MergedMessages } from '@/components/ui/MergedMessages';

/** Adds a screen's own namespaces (lib/config/clientMessages.ts) for the client components inside. */
export async function ScreenMessages({ name, children }: { name: ScreenMessagesName | undefined; children: ReactNode }) {
  if (!name) return children;
  const messages = pickMessages(await getMessages(), SCREEN_NAMESPACES[name]);
  return <MergedMessages messages={messages}>{children}</MergedMessages>;
}
