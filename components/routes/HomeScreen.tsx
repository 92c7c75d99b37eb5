import { getTranslations } from 'next-intl/server';
import { fetchGames } from '@/lib/api/games';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { Panel } from '@/components/ui/Panel';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { FaultMark } from '@/components/ui/FaultMark';
import { CasinoPanel } from '@/components/casino/CasinoPanel';
import { PromotionsPanel } from '@/components/offers/PromotionsPanel';
import { GameList } from '@/components/sport/GameList';
import { LiveGames } from '@/components/sport/LiveGames';
import { DefaultLineGroups } from '@/components/sport/LineGroups';

const HOME_LIVE_LIMIT = 8;
const HOME_LINE_LIMIT = 10;
const HOME_CASINO_LIMIT = 12;

/** The home page: promotions, top live and top line events, and the casino block. */
export async function HomeScreen({ lng }: { lng: string }) {
  const t = await getTranslations('home');
  // Every live event is worth showing on the home page; the line block shows the flagged top ones.
  const liveQuery = { section: 'live', lng, limit: HOME_LIVE_LIMIT } as const;
  // Each block loads on its own, so one failing call costs one block, not the page.
  const [live, line] = await Promise.all([
    settle(fetchGames(liveQuery)),
    settle(fetchGames({ section: 'line', lng, top: true, limit: HOME_LINE_LIMIT })),
  ]);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('heading')}</h1>
      <Panel id="home-promotions" title={t('promotions')}>
        <PromotionsPanel lng={lng} variant="strip" />
      </Panel>
      <Panel id="home-live" title={t('topLive')} live more={{ href: href(lng, 'live'), label: t('all') }}>
        {live.ok ? (
          <LiveGames query={liveQuery} initial={live.data}>
            <DefaultLineGroups games={live.data} />
          </LiveGames>
        ) : (
          <>
            <FaultMark />
            <LiveGames query={liveQuery} />
          </>
        )}
      </Panel>
      <Panel id="home-line" title={t('topLine')} more={{ href: href(lng, 'line'), label: t('all') }}>
        {line.ok ? <GameList games={line.data} emptyText={t('noEvents')} /> : <RefreshErrorState />}
      </Panel>
      <Panel id="home-casino" title={t('casino')} more={{ href: href(lng, 'slots'), label: t('allGames') }}>
        <CasinoPanel lng={lng} tag="popular" label={t('casino')} limit={HOME_CASINO_LIMIT} />
      </Panel>
    </div>
  );
}
