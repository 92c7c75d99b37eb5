import type { TournamentScoring } from '@/lib/api/tournaments/tournaments';

/** The part of next-intl's formatter a score needs (server getFormatter and client useFormatter alike). */
interface NumberFormatter {
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

/** A score as the page writes it: a multiplier as "×12.5", a win ratio as a percentage of the stakes. */
export function scoreText(format: NumberFormatter, scoring: TournamentScoring, score: number): string {
  if (scoring === 'winRatio') return format.number(score, { style: 'percent', maximumFractionDigits: 1 });
  return `×${format.number(score, { maximumFractionDigits: 2 })}`;
}
