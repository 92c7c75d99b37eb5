import { routePage } from '@/components/routes/routePage';
import { RouteScreen } from '@/components/routes/RouteScreen';
import { casinoTitle } from '@/components/casino/casinoTitle';

const { generateMetadata, RoutePage } = routePage('(casino)/casino/[[...path]]', RouteScreen, casinoTitle);

export { generateMetadata };
export default RoutePage;
