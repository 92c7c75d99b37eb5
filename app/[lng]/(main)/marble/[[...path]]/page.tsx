import { routePage } from '@/components/routes/routePage';
import { BettingScreen } from '@/components/sport/BettingScreen';

const { generateMetadata, RoutePage } = routePage('(main)/marble/[[...path]]', BettingScreen);

export { generateMetadata };
export default RoutePage;
