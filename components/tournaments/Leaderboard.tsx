'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import type { TournamentPlace } from '@/lib/api/tournaments/tournaments';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { ownRowBelow } from '@/lib/tournaments/leaderboard';
import { scoreText } from './scoreText';

/**
 * The leaderboard's top 20 (the winners once finished), the player's own row highlighted, and shown
 * below the top when he is ranked outside it.
 */
export function Leaderboard({ tournament }: { tournament: TournamentDetail }) {
  const t = useTranslations('tournaments');
  const format = useFormatter();
  const below = ownRowBelow(tournament.leaderboard, tournament.me);
  const title = tournament.status === 'finished' ? t('winners') : t('leaderboardTitle');
  const row = (place: TournamentPlace) => (
    <tr key={`${place.place}-${place.isMe ? 'me' : ''}`} className={place.isMe ? 'tournament-table__me' : undefined} aria-current={place.isMe ? 'true' : undefined}>
      <th scope="row">
        <span className={`tournament-medal tournament-medal--${place.place}`}>{place.place}</span>
      </th>
      <td>
        {place.login}
        {place.isMe ? <span className="tournament-you"> ({t('you')})</span> : null}
      </td>
      <td>{scoreText(format, tournament.scoring, place.score)}</td>
      <td>{format.number(place.rounds)}</td>
      <td>{place.prize > 0 ? format.number(place.prize, moneyFormat(tournament.currency)) : '—'}</td>
    </tr>
  );
  return (
    <section className="tournament-block" aria-labelledby="tournament-leaderboard">
      <h2 id="tournament-leaderboard" className="panel__title">
        {title}
      </h2>
      {tournament.leaderboard.length === 0 ? (
        <p className="empty-state">{tournament.status === 'upcoming' ? t('noTopUpcoming') : t('noTop')}</p>
      ) : (
        <div className="tournament-table-wrap">
          <table className="tournament-table tournament-leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('place')}</th>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('score')}</th>
                <th scope="col">{t('rounds')}</th>
                <th scope="col">{t('prize')}</th>
              </tr>
            </thead>
            <tbody>{tournament.leaderboard.map(row)}</tbody>
            {below ? <tbody className="tournament-table__below">{row(below)}</tbody> : null}
          </table>
        </div>
      )}
      {tournament.status === 'running' ? <p className="muted">{t('polling')}</p> : null}
    </section>
  );
}
