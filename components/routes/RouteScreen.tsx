import type { RouteMatch } from '@/lib/routes/match';
import { isMainScreen, screenOf, type MainScreenKind } from '@/lib/routes/screen';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { loadLanding } from '@/components/offers/LandingScreen';
import { ScreenFrame, ScreenLead } from './ScreenFrame';
import { CasinoListScreen } from '@/components/casino/CasinoListScreen';
import { listQueryOf } from '@/lib/casino/listQuery';
import { EventsPanel } from '@/components/sport/EventsPanel';
import { PromotionPanel, PromotionsPanel } from '@/components/offers/PromotionsPanel';
import { OfficePanel } from '@/components/office/OfficePanel';
import { OfficeNav } from '@/components/office/OfficeNav';
import {
  AccountLinkScreen,
  BetHistory,
  BonusesScreen,
  BringFriendScreen,
  CashbackScreen,
  CreatePaymentRequest,
  DeduceScreen,
  IdeasScreen,
  OfficePromotionScreen,
  Paycheck,
  PaymentHistory,
  PaymentRequests,
  RechargeScreen,
  ResponsibleScreen,
  RewardsScreen,
  SecurityScreen,
  SettingsScreen,
  SupportScreen,
  VerificationScreen,
} from './lazyScreens';
import { PrintCoupon } from '@/components/bets/PrintCoupon';
import { ResultsScreen } from '@/components/sport/ResultsScreen';
import { MultiLiveScreen } from '@/components/sport/MultiLiveScreen';
import { TopEventsScreen } from '@/components/sport/TopEventsScreen';
import { ChampResultsScreen } from '@/components/sport/ChampResultsScreen';
import { RulesScreen } from '@/components/info/RulesScreen';
import { EsportsScreen } from './EsportsScreen';
import { PointsScreen } from '@/components/rewards/PointsScreen';
import { BonusGamesScreen } from '@/components/bonusGames/BonusGamesScreen';
import { GamesLandingScreen } from '@/components/casinoLandings/GamesLandingScreen';
import { landingPageTitle } from '@/components/casinoLandings/loadLanding';
import { BonusScreen } from '@/components/offers/BonusScreen';
import { CmsLandingScreen } from '@/components/offers/CmsLandingScreen';
import { FirstBonusScreen } from '@/components/offers/FirstBonusScreen';

/**
 * The screen of a main- or headless-layout page, as the manifest picks it (the casino layout's are
 * CasinoRouteScreen's): a screen of its own, or the route's title, breadcrumbs and whatever data
 * the backend already has for it, never an empty shell.
 */
export async function RouteScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const area = screenOf(match.route);
  if (!isMainScreen(area)) throw new Error(`The screen "${area.kind}" is the casino layout's (route ${match.route.name})`);
  // Pages with a screen of their own, titled by their data.
  if (area.kind === 'rules') return <RulesScreen lng={lng} match={match} />;
  if (area.kind === 'esports') return <EsportsScreen lng={lng} match={match} />;
  if (area.kind === 'printCoupon') return <PrintCoupon lng={lng} couponId={match.params.couponId ?? ''} />;
  const office = match.route.name.startsWith('office') ? <OfficeNav lng={lng} current={match.route.name} /> : null;
  const own =
    area.kind === 'promotion'
      ? await promotionTitle(lng, match.params.promotionId ?? '')
      : area.kind === 'gamesLanding'
        ? await gamesLandingTitle(lng, match.params.landingRoute ?? '')
        : undefined;
  return (
    <ScreenFrame lng={lng} match={match} nav={office} own={own}>
      {(title) => <AreaContent lng={lng} area={area} match={match} title={title} />}
    </ScreenFrame>
  );
}

/** The tab of a promotion's page: its title (the route's name for the list, or when it cannot be read). */
export async function promotionPageTitle(lng: string, match: RouteMatch): Promise<string | undefined> {
  if (match.route.name !== 'promotion') return undefined;
  const promotion = await settle(loadLanding(match.params.promotionId ?? '', lng));
  return promotion.ok ? promotion.data?.title : undefined;
}

/** A games landing is headed by its own title, under the bonus games' crumb (its screen answers an unknown one with a 404). */
async function gamesLandingTitle(lng: string, route: string): Promise<{ title: string; parent: Crumb } | undefined> {
  const title = await landingPageTitle(lng, route);
  const t = await getTranslations('routes');
  return title === undefined ? undefined : { title, parent: { label: t('games'), href: href(lng, 'games') } };
}

/** A promotion's page is headed by its title, under the promotions' crumb; an unknown one is a 404. */
async function promotionTitle(lng: string, slug: string): Promise<{ title: string; parent: Crumb } | undefined> {
  const promotion = await settle(loadLanding(slug, lng));
  if (promotion.ok && !promotion.data) notFound();
  const t = await getTranslations('routes');
  // A backend fault: the route's own title, and the panel's error block under it.
  return promotion.ok && promotion.data ? { title: promotion.data.title, parent: { label: t('promotions'), href: href(lng, 'promotions') } } : undefined;
}

async function AreaContent({ lng, area, match, title }: { lng: string; area: MainScreenKind; match: RouteMatch; title: string }) {
  switch (area.kind) {
    case 'casino':
      return <CasinoListScreen lng={lng} query={listQueryOf(area, match.params)} label={title} />;
    case 'results':
      return match.route.name === 'results' ? <ResultsScreen lng={lng} type={match.params.type} /> : <EventsPanel lng={lng} section="live" />;
    case 'multiLive':
      return <MultiLiveScreen lng={lng} />;
    case 'topEvents':
      return <TopEventsScreen lng={lng} gameId={match.params.gameId} />;
    case 'champResults':
      return <ChampResultsScreen lng={lng} champId={match.params.champId} />;
    case 'promotions':
      return <PromotionsPanel lng={lng} />;
    case 'promotion':
      return <PromotionPanel lng={lng} slug={match.params.promotionId ?? ''} />;
    case 'office':
      return <OfficePanel route={match.route.name} />;
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
    case 'security':
      return <SecurityScreen />;
    case 'verification':
      return <VerificationScreen identification={match.route.name === 'officeIdentification'} />;
    case 'support':
      return <SupportScreen />;
    case 'shareIdea':
      return <IdeasScreen />;
    case 'accountLink':
      return <AccountLinkScreen route={match.route.name} type={match.params.type} />;
    case 'bonuses':
      return <BonusesScreen page={match.route.name === 'officeBonusesWager' ? 'wager' : 'deposit'} />;
    case 'cashback':
      return <CashbackScreen programme={area.programme} />;
    case 'officePromotion':
      return <OfficePromotionScreen />;
    case 'bringFriend':
      return <BringFriendScreen />;
    case 'rewards':
      return <RewardsScreen />;
    case 'points':
      return <PointsScreen lng={lng} />;
    case 'bonus':
      return <BonusScreen lng={lng} bonusId={match.params.bonusId ?? ''} tab={match.params.tab} />;
    case 'cmsLanding':
      return <CmsLandingScreen lng={lng} slug={match.params.slug ?? ''} />;
    case 'firstBonus':
      return <FirstBonusScreen lng={lng} />;
    case 'bonusGames':
      return <BonusGamesScreen lng={lng} game={match.params.gameRoute ?? match.params.bonusGame} />;
    case 'gamesLanding':
      return <GamesLandingScreen lng={lng} landingRoute={match.params.landingRoute ?? ''} />;
    case 'team':
    case 'esports':
    case 'rules':
    case 'printCoupon':
      return null;
    case 'lead':
      return <ScreenLead lead={area.lead} />;
  }
}
