import type { RouteMatch } from '@/lib/routes/match';
import { RouteScreen } from './RouteScreen';
import { SectionScreen } from '@/components/sport/SectionScreen';

/** The betting folders: their section and game routes show events; a team page its title and lead. */
export function BettingScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  return match.route.name === 'team' ? <RouteScreen lng={lng} match={match} /> : <SectionScreen lng={lng} match={match} />;
}
