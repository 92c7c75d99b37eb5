import { screenPage } from '@/components/routes/screenPage';
import { BettingScreen } from '@/components/routes/BettingScreen';
import { bettingTitle } from '@/components/sport/bettingTitle';

const { generateMetadata, RoutePage } = screenPage('(main)/topgame/[[...path]]', BettingScreen, bettingTitle);

export { generateMetadata };
export default RoutePage;
