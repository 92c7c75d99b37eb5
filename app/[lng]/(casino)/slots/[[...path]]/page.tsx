import { casinoPage } from '@/components/routes/casinoPage';
import { casinoTitle } from '@/components/casino/casinoTitle';

const { generateMetadata, RoutePage } = casinoPage('(casino)/slots/[[...path]]', casinoTitle);

export { generateMetadata };
export default RoutePage;
