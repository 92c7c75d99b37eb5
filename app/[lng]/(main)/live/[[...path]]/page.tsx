import { routePage } from '@/components/routes/routePage';
import { BettingScreen } from '@/components/routes/BettingScreen';
import { bettingTitle } from '@/components/sport/bettingTitle';

const { generateMetadata, RoutePage } = routePage('(main)/live/[[...path]]', BettingScreen, bettingTitle);

export { generateMetadata };
export default RoutePage;
