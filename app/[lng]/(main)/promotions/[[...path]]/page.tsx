import { routePage } from '@/components/routes/routePage';
import { promotionPageTitle } from '@/components/routes/RouteScreen';

// A promotion's tab says its title.
const { generateMetadata, RoutePage } = routePage('(main)/promotions/[[...path]]', promotionPageTitle);

export { generateMetadata };
export default RoutePage;
