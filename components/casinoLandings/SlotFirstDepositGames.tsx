import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames } from '@/lib/api/casinoGames';
import { settle } from '@/lib/api/settle';
import { categoryHref } from '@/lib/casino/categoryPages';
import { AppLink as Link } from '@/components/ui/AppLink';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { LandingGames } from './LandingGames';

/** How many slots the page offers to play the bonus on. */
const SLOTS_SHOWN = 12;

/** The games the casino bonus is best wagered on: slots count 100 %; the most popular of them. */
export async function SlotFirstDepositGames({ lng }: { lng: string }) {
  const t = await getTranslations('casinoLandings.firstDeposit');
  const games = await settle(fetchCasinoGames({ lng, category: 'slots', limit: SLOTS_SHOWN }));
  const all = categoryHref(lng, 'slots');
  return (
    <section className="casino-landing__games" aria-labelledby="first-deposit-games">
      <h2 id="first-deposit-games" className="casino-landing__section-title">
        {t('gamesTitle')}
      </h2>
      <p className="muted">{t('gamesNote')}</p>
      {games.ok ? <LandingGames games={games.data} label={t('gamesTitle')} empty={t('gamesEmpty')} /> : <RefreshErrorState compact />}
      {all ? (
        <p>
          <Link kind="navigation" href={all} className="btn btn--ghost">
            {t('allSlots')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The games' place while they load: as many empty tiles as will come. */
export function SlotFirstDepositGamesSkeleton({ label }: { label: string }) {
  return (
    <ul className="game-grid casino-landing-games" aria-label={label} aria-busy="true">
      {Array.from({ length: SLOTS_SHOWN }, (_, i) => (
        <li key={i} className="game-tile casino-landing-games__ghost" />
      ))}
    </ul>
  );
}
