import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchProviders } from '@/lib/api/providers';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import type { Crumb } from '@/components/ui/Breadcrumbs';
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
import { LiveTableSlot } from '@/components/tables/LiveTableSlot';
import { CasinoBonusScreen } from '@/components/offers/CasinoBonusScreen';
import { TournamentsScreen } from '@/components/tournaments/TournamentsScreen';
import { SlotFirstDepositScreen } from '@/components/casinoLandings/SlotFirstDepositScreen';
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
  if (area.kind === 'casinoGame' || (area.kind === 'casino' && match.params.game)) return <CasinoGameScreen lng={lng} match={match} liveTable={(props) => <LiveTableSlot {...props} />} />;
  const own = area.kind === 'providers' && match.params.provider ? await providerTitle(lng, match.params.provider) : undefined;
  return <ScreenFrame lng={lng} match={match} own={own}>{(title) => <CasinoContent lng={lng} area={area} match={match} title={title} />}</ScreenFrame>;
}

/** The tab of a provider's page: the provider (the route's name for the list, or when it cannot be read). */
export async function providerPageTitle(_lng: string, match: RouteMatch): Promise<string | undefined> {
  if (!match.params.provider) return undefined;
  const providers = await settle(fetchProviders());
  return providers.ok ? providers.data.find((p) => p.slug === match.params.provider)?.name : undefined;
}

/** A provider's page is headed by the provider, under the providers' crumb; an unknown provider is a 404. */
async function providerTitle(lng: string, slug: string): Promise<{ title: string; parent: Crumb }> {
  const providers = await settle(fetchProviders());
  const provider = providers.ok ? providers.data.find((p) => p.slug === slug) : undefined;
  if (providers.ok && !provider) notFound();
  const t = await getTranslations('routes');
  // A backend fault still heads the page with what the address names.
  return { title: provider?.name ?? slug, parent: { label: t('providers'), href: href(lng, 'providers') } };
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
    case 'casinoBonus':
      return <CasinoBonusScreen lng={lng} route={match.route.name} id={match.params.id} />;
    case 'tournaments':
      return <TournamentsScreen lng={lng} id={match.params.id} />;
    case 'slotFirstDeposit':
      return <SlotFirstDepositScreen lng={lng} />;
    case 'lead':
      return <ScreenLead lead={area.lead} />;
  }
}
