import { routePage } from '@/components/routes/routePage';
import { SlotsScreen } from '@/components/casino/SlotsScreen';

const { generateMetadata, RoutePage } = routePage('(casino)/slots/[[...path]]', SlotsScreen);

export { generateMetadata };
export default RoutePage;
