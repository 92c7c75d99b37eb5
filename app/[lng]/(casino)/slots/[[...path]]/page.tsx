import { routePage } from '@/components/routes/routePage';
import { SlotsScreen } from '@/components/routes/SlotsScreen';
import { casinoTitle } from '@/components/casino/casinoTitle';

const { generateMetadata, RoutePage } = routePage('(casino)/slots/[[...path]]', SlotsScreen, casinoTitle);

export { generateMetadata };
export default RoutePage;
