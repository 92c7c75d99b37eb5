import { getTranslations } from 'next-intl/server';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { artSrc } from '@/lib/casino/artSrc';
import { casinoGamePath } from '@/lib/routes/gamePages';
import { AppLink as Link } from '@/components/ui/AppLink';

/** The games that count, each a small tile with its own art linking to its page. */
export async function TournamentGames({ lng, tournament }: { lng: string; tournament: TournamentDetail }) {
  const t = await getTranslations('tournaments');
  return (
    <section className="tournament-block" aria-labelledby="tournament-games">
      <h2 id="tournament-games" className="panel__title">
        {t('gamesTitle')}
      </h2>
      <p className="muted">{tournament.allGames ? t('allGames') : t('gamesTotal', { count: tournament.gamesTotal })}</p>
      <ul className="tournament-games">
        {tournament.games.map((game) => (
          <li key={game.id}>
            <Link kind="list" href={casinoGamePath(lng, game)} className="tournament-game">
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG the site draws (app/casino-art): next/image has nothing to optimise */}
              <img className="tournament-game__art" src={artSrc(lng, { route: game.route, art: game.art })} alt="" width={160} height={120} loading="lazy" decoding="async" />
              <span className="tournament-game__name">{game.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
