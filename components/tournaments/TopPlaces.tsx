import type { TournamentPlace, TournamentScoring } from '@/lib/api/tournaments/tournaments';
import { scoreText } from './scoreText';

/** A card's first three places (the winners once finished): place, masked login, score. */
export function TopPlaces({
  places,
  scoring,
  label,
  format,
}: {
  places: readonly TournamentPlace[];
  scoring: TournamentScoring;
  label: string;
  format: { number(value: number, options?: Intl.NumberFormatOptions): string };
}) {
  return (
    <ol className="tournament-top" aria-label={label}>
      {places.map((row) => (
        <li key={row.place} className="tournament-top__row">
          <span className={`tournament-medal tournament-medal--${row.place}`}>{row.place}</span>
          <span className="tournament-top__login">{row.login}</span>
          <span className="tournament-top__score">{scoreText(format, scoring, row.score)}</span>
        </li>
      ))}
    </ol>
  );
}
