'use client';

import { useLocale } from 'next-intl';
import { AppLink as Link } from '@/components/ui/AppLink';
import { href } from '@/lib/routes/href';

/** An empty list of the player's games: what is missing, and the way to the lobby to find some. */
export function LobbyEmptyState({ text, linkText }: { text: string; linkText: string }) {
  const lng = useLocale();
  return (
    <div className="empty-state my-casino__empty">
      <p>{text}</p>
      <Link kind="navigation" href={href(lng, 'casinoLobby')} className="btn btn--accent">
        {linkText}
      </Link>
    </div>
  );
}
