import { routePage } from '@/components/routes/routePage';
import { landingPageTitle } from '@/components/casinoLandings/loadLanding';

// A games landing's tab says its own title.
const { generateMetadata, RoutePage } = routePage('(main)/games-landing/[landingRoute]', (lng, match) => landingPageTitle(lng, match.params.landingRoute ?? ''));

export { generateMetadata };
export default RoutePage;
