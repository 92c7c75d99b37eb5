import type { RouteMatch } from '@/lib/routes/match';
import { SectionScreen } from '@/components/sport/SectionScreen';
import { TeamScreen } from '@/components/sport/TeamScreen';

/** The betting folders: their section and game routes show events; a team page the team's games and results. */
export function BettingScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  return match.route.name === 'team' ? <TeamScreen lng={lng} slug={match.params.teamName ?? ''} /> : <SectionScreen lng={lng} match={match} />;
}
