import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { RouteMatch } from '@/lib/routes/match';
import { isCasinoCategory } from '@/lib/config/casino';
import { RouteScreen } from './RouteScreen';
import { CasinoLobby } from '@/components/casino/CasinoLobby';
import { CasinoLobbySkeleton } from '@/components/casino/CasinoLobbySkeleton';

/** `vulkan` is the slots brand page the old /vulkan address points to: the slots of the lobby. */
const SLOTS_ALIASES: Readonly<Record<string, 'slots'>> = { vulkan: 'slots' };

/** The slots folder: the lobby by category (`/slots/new`), a game page, or the thank-you page. */
export function SlotsScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  if (match.route.name !== 'slots') return <RouteScreen lng={lng} match={match} />;
  const sub = match.params.subcategory;
  const category = sub === undefined ? undefined : (SLOTS_ALIASES[sub] ?? sub);
  // The manifest allows only lobby categories and their aliases; anything else never gets here.
  if (category !== undefined && !isCasinoCategory(category)) notFound();
  // The skeleton streams first (shell spec §9). Only here, after the 404 checks: a 404 decided
  // inside a boundary that already streamed would go out with status 200.
  return (
    <Suspense fallback={<CasinoLobbySkeleton />}>
      <CasinoLobby lng={lng} category={category} />
    </Suspense>
  );
}
