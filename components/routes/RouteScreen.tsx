import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { RouteMatch } from '@/lib/routes/match';
import type { RouteScreenKind } from '@/lib/routes/manifest';
import { screenOf } from '@/lib/routes/screen';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CasinoListScreen } from '@/components/casino/CasinoListScreen';
import { CasinoLobbyScreen } from '@/components/casino/CasinoLobbyScreen';
import { CasinoLobbySkeleton } from '@/components/casino/CasinoLobbySkeleton';
import { ThankYouScreen } from '@/components/casino/ThankYouScreen';
import { CasinoSearchPage, MyCasinoPage, MyCasinoFavoritesPage } from '@/components/casino/casinoPages';
import { listQueryOf } from '@/lib/casino/listQuery';
import { ProvidersBlock } from '@/components/casino/ProvidersBlock';
import { EventsBlock } from '@/components/sport/EventsBlock';
import { PromotionBlock, PromotionsBlock } from '@/components/promo/PromotionsBlock';
import { OfficeBlock } from '@/components/office/OfficeBlock';
import { OfficeNav } from '@/components/office/OfficeNav';
import { BetHistory, CreatePaymentRequest, DeduceScreen, Paycheck, PaymentHistory, PaymentRequests, RechargeScreen, ResponsibleScreen, SettingsScreen } from './lazyScreens';
import { PrintCoupon } from '@/components/bets/PrintCoupon';
import { ResultsScreen } from '@/components/sport/ResultsScreen';
import { MultiLiveScreen } from '@/components/sport/MultiLiveScreen';
import { TopEventsScreen } from '@/components/sport/TopEventsScreen';
import { ChampResultsScreen } from '@/components/sport/ChampResultsScreen';
import { RulesScreen } from '@/components/info/RulesScreen';
import { CasinoGameScreen } from '@/components/casino/CasinoGameScreen';

/**
 * The page of a route whose full screen arrives with a later issue: its title, breadcrumbs and
 * whatever data the backend already has for it, never an empty shell.
 */
export async function RouteScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const area = screenOf(match.route);
  // Pages with a screen of their own, titled by their data.
  if (area.kind === 'rules') return <RulesScreen lng={lng} match={match} />;
  // `poker/{game}`: a poker game's own page (the poker list without one).
  if (area.kind === 'casinoGame' || (area.kind === 'casino' && match.params.game)) return <CasinoGameScreen lng={lng} match={match} />;
  if (area.kind === 'printCoupon') return <PrintCoupon lng={lng} couponId={match.params.couponId ?? ''} />;
  const t = await getTranslations('routes');
  const tInfo = await getTranslations('info');
  const title = t(match.route.name as 'home');
  return (
    <div className="route-screen">
      <Breadcrumbs items={[{ label: tInfo('home'), href: href(lng, 'home') }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {match.route.name.startsWith('office') ? <OfficeNav lng={lng} current={match.route.name} /> : null}
      <AreaContent lng={lng} area={area} match={match} title={title} />
    </div>
  );
}

async function AreaContent({ lng, area, match, title }: { lng: string; area: RouteScreenKind; match: RouteMatch; title: string }) {
  const tLead = await getTranslations('routeLead');
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
        <ProvidersBlock lng={lng} />
      );
    case 'esports':
      return <EventsBlock lng={lng} section={match.params.dashboard === 'live' ? 'live' : 'line'} sportSlug="esports" />;
    case 'results':
      return match.route.name === 'results' ? <ResultsScreen lng={lng} type={match.params.type} /> : <EventsBlock lng={lng} section="live" />;
    case 'multiLive':
      return <MultiLiveScreen lng={lng} />;
    case 'topEvents':
      return <TopEventsScreen lng={lng} gameId={match.params.gameId} />;
    case 'champResults':
      return <ChampResultsScreen lng={lng} champId={match.params.champId} />;
    case 'promotions':
      return <PromotionsBlock lng={lng} />;
    case 'promotion':
      return <PromotionBlock lng={lng} slug={match.params.promotionId ?? ''} />;
    case 'office':
      return <OfficeBlock route={match.route.name} />;
    case 'settings':
      return <SettingsScreen />;
    case 'recharge':
      return <RechargeScreen />;
    case 'deduce':
      return <DeduceScreen />;
    case 'responsible':
      return <ResponsibleScreen />;
    case 'paymentHistory':
      return <PaymentHistory />;
    case 'paymentRequests':
      return <PaymentRequests />;
    case 'createPaymentRequest':
      return (
        <CreatePaymentRequest
          topicId={match.params.topicId}
          subTopicId={match.params.subTopicId}
          transactionId={match.params.transactionId}
          choosingTransaction={match.route.name === 'officeCreateRequestTransactions'}
        />
      );
    case 'betHistory':
      return <BetHistory />;
    case 'paycheck':
      return <Paycheck />;
    case 'team':
    case 'rules':
    case 'casinoGame':
    case 'printCoupon':
      return null;
    case 'lead':
      return <p className="route-screen__lead">{tLead(area.lead)}</p>;
  }
}
