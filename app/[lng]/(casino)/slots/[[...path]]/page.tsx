import { routePage } from '@/components/routes/routePage';
import { casinoTitle } from '@/components/casino/casinoTitle';

const { generateMetadata, RoutePage } = routePage('(casino)/slots/[[...path]]', undefined, casinoTitle);

export { generateMetadata };
export default RoutePage;
