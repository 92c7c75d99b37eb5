/** What a sport calls its periods (the scoreboard's "2nd half", "3rd set"). */
export type PeriodKind = 'half' | 'period' | 'quarter' | 'inning' | 'map' | 'round' | 'set';

const BY_SPORT: Record<string, PeriodKind> = {
  football: 'half',
  futsal: 'half',
  handball: 'half',
  'ice-hockey': 'period',
  basketball: 'quarter',
  'american-football': 'quarter',
  baseball: 'inning',
  esports: 'map',
  mma: 'round',
};

/** The period's name for a sport by its slug; a sport played in sets (tennis, volleyball…) and any other: sets. */
export function periodKind(sportSlug: string): PeriodKind {
  return BY_SPORT[sportSlug] ?? 'set';
}
