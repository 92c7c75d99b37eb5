import { Suspense } from 'react';
import type { RouteMatch } from '@/lib/routes/match';
import { isCasinoScreen, screenOf, type CasinoScreenKind } from '@/lib/routes/screen';
import { listQueryOf } from '@/lib/casino/listQuery';
import { CasinoListScreen } from '@/components/casino/CasinoListScreen';
import { CasinoLobbyScreen } from '@/components/casino/CasinoLobbyScreen';
import { CasinoLobbySkeleton } from '@/components/casino/CasinoLobbySkeleton';
import { ThankYouScreen } from '@/components/casino/ThankYouScreen';
import { CasinoSearchPage, MyCasinoPage, MyCasinoFavoritesPage } from '@/components/casino/casinoPages';
import { ProvidersPanel } from '@/components/casino/ProvidersPanel';
import { CasinoGameScreen } from '@/components/casino/CasinoGameScreen';
import { ScreenFrame, ScreenLead } from './ScreenFrame';

/**
 * The screen of a casino-layout page, as the manifest picks it. Only the casino's screens: the
 * manifest gives the casino layout's pages no other (tests/unit/routes/screens.test.ts), and a
 * casino page's script then carries none of the line's, the office's or the promotions' parts.
 */
export async function CasinoRouteScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const area = screenOf(match.route);
  if (!isCasinoScreen(area)) throw new Error(`The casino layout has no screen "${area.kind}" (route ${match.route.name})`);
  // A game's own page (`poker/{game}` too: the poker list without one).
  if (area.kind === 'casinoGame' || (area.kind === 'casino' && match.params.game)) return <CasinoGameScreen lng={lng} match={match} />;
  return <ScreenFrame lng={lng} match={match}>{(title) => <CasinoContent lng={lng} area={area} match={match} title={title} />}</ScreenFrame>;
}

async function CasinoContent({ lng, area, match, title }: { lng: string; area: CasinoScreenKind; match: RouteMatch; title: string }) {
  switch (area.kind) {
    case 'casino':
      return <CasinoListScreen lng={lng} query={listQueryOf(area, match.params)} label={title} />;
    case 'casinoLobby':
      return (
        <Suspense fallback={<CasinoLobbySkeleton />}>
          <CasinoLobbyScreen lng={lng} />
        </Suspense>
      );
    case 'casinoSearch':
      return <CasinoSearchPage />;
    case 'casinoThankYou':
      return <ThankYouScreen lng={lng} category={area.category} />;
    case 'myCasino':
      return <MyCasinoPage />;
    case 'myCasinoFavorites':
      return <MyCasinoFavoritesPage />;
    case 'providers':
      return match.params.provider ? (
        <CasinoListScreen lng={lng} query={{ provider: match.params.provider }} label={title} />
      ) : (
        <ProvidersPanel lng={lng} />
      );
    case 'casinoGame':
      return null;
    case 'lead':
      return <ScreenLead lead={area.lead} />;
  }
}
