import { getTranslations } from 'next-intl/server';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { authLinksBackTo } from '@/lib/offers/claim';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { CardFacts, StatusLine } from './CardFacts';
import { PrizeTable } from './PrizeTable';
import { TournamentArt } from './TournamentArt';
import { TournamentGames } from './TournamentGames';
import { TournamentLive } from './TournamentLive';
import { TournamentRules } from './TournamentRules';

/** A tournament's page: its head, the player's entry and the leaderboard, the rules, prizes and games. */
export async function TournamentPage({ lng, tournament }: { lng: string; tournament: TournamentDetail }) {
  const t = await getTranslations('tournaments');
  const signIn = authLinksBackTo(lng, href(lng, 'casinoTournament', { id: String(tournament.id) })).signIn;
  return (
    <div className="tournaments-screen tournament-page">
      <section className="tournament-head" aria-labelledby="tournament-title">
        <TournamentArt art={tournament.art} />
        <div className="tournament-head__body">
          <StatusLine card={tournament} asOf={Date.parse(tournament.asOf)} />
          <h2 id="tournament-title" className="tournament-head__title">
            {tournament.title}
          </h2>
          <p>{tournament.text}</p>
          <CardFacts card={tournament} />
        </div>
      </section>
      <TournamentLive lng={lng} initial={tournament} signInHref={signIn} />
      <TournamentRules tournament={tournament} />
      <PrizeTable tournament={tournament} />
      <TournamentGames lng={lng} tournament={tournament} />
      <p>
        <Link kind="navigation" href={href(lng, 'casinoTournaments')}>
          ← {t('back')}
        </Link>
      </p>
    </div>
  );
}
