import { getTranslations } from 'next-intl/server';
import { fetchGame } from '@/lib/api/game';
import { fetchSports } from '@/lib/api/sports';
import { fetchTeam } from '@/lib/api/team';
import { settle } from '@/lib/api/settle';
import type { RouteMatch } from '@/lib/routes/match';
import { sectionOf } from './SectionScreen';

/**
 * The tab title of a betting page: the event's own name ("Team A — Team B") or the sport's
 * heading, rather than the route's generic name ("Event"). Undefined when the backend cannot say:
 * the route's name is shown then.
 */
export async function bettingTitle(lng: string, match: RouteMatch): Promise<string | undefined> {
  if (match.route.name === 'team') {
    const team = await settle(fetchTeam(match.params.teamName ?? '', lng));
    return team.ok && team.data ? team.data.name : undefined;
  }
  if (match.params.gameId) {
    const game = await settle(fetchGame(match.params.gameId, lng));
    return game.ok && game.data ? `${game.data.team1} — ${game.data.team2}` : undefined;
  }
  if (!match.params.sport) return undefined;
  const sports = await settle(fetchSports(lng));
  const sport = sports.ok ? sports.data.find((s) => s.slug === match.params.sport) : undefined;
  if (!sport) return undefined;
  const t = await getTranslations('line');
  return t('sportTitle', { sport: sport.name, section: sectionOf(match) });
}
