import { getFormatter, getTranslations } from 'next-intl/server';
import type { TournamentCard } from '@/lib/api/tournaments/tournaments';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { CardFacts, StatusLine } from './CardFacts';
import { TopPlaces } from './TopPlaces';
import { TournamentArt } from './TournamentArt';

/** One tournament on the list: its art, title, status with the countdown, prize fund, scoring and top 3. */
export async function TournamentCardView({ lng, card, asOf }: { lng: string; card: TournamentCard; asOf: number }) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  const headingId = `tournament-${card.id}-title`;
  return (
    <li className={`tournament-card tournament-card--${card.status}`}>
      <article aria-labelledby={headingId}>
        <TournamentArt art={card.art} />
        <div className="tournament-card__body">
          <StatusLine card={card} asOf={asOf} />
          <h2 id={headingId} className="tournament-card__title">
            {card.title}
          </h2>
          <p className="tournament-card__text">{card.text}</p>
          <CardFacts card={card} />
          <p className="muted">{t('players', { count: card.players })}</p>
          {card.top.length > 0 ? (
            <TopPlaces places={card.top} scoring={card.scoring} label={card.status === 'finished' ? t('winners') : t('top')} format={format} />
          ) : (
            <p className="muted">{card.status === 'upcoming' ? t('noTopUpcoming') : t('noTop')}</p>
          )}
          <Link kind="list" href={href(lng, 'casinoTournament', { id: String(card.id) })} className="btn btn--accent tournament-card__link" aria-label={t('moreAbout', { title: card.title })}>
            {t('more')}
          </Link>
        </div>
      </article>
    </li>
  );
}
